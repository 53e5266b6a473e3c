import type { Catalogue } from '@ezc/domain/i18n/en';
import type { LendingAction } from '@ezc/domain/lending/action-rights';

/**
 * What a setup listing page hands its editors: the texts in the page's language, the choices the
 * server read, and which records the page lists. Types only; the page writes it into the HTML and
 * the launcher reads it back when someone first opens an editor.
 */

export type SetupKind = 'product' | 'package' | 'partner';
export type SetupTexts = Omit<Catalogue['lendingSetup'], 'actionRights'>;

/** The shell's notification texts the editors use (spec §8 titles). */
export type SetupNotifyTexts = Pick<
  Catalogue['notify'],
  | 'defaultDescription'
  | 'productCreated'
  | 'productEdited'
  | 'productDeleted'
  | 'productDeleteFailed'
  | 'productFeeCreated'
  | 'productFeeEdited'
  | 'productFeeDeleted'
  | 'productFeeDeleteFailed'
  | 'createPackageSuccess'
  | 'createPackageSuccessText'
  | 'editPackageSuccess'
  | 'editPackageSuccessText'
  | 'deletePackageSuccess'
  | 'deletePackageSuccessText'
  | 'editPackageFailed'
  | 'deletePackageFailed'
  | 'fetchPackageFailed'
  | 'deletePartnerFailed'
>;

export interface CodeChoice {
  readonly code: string;
  readonly name: string;
}

export interface SetupConfig {
  readonly kind: SetupKind;
  /** The lending action that changes these records, for the refusal text. */
  readonly action: LendingAction;
  readonly texts: SetupTexts;
  readonly notify: SetupNotifyTexts;
  /** Validation texts by dotted key ('validation.required', 'lendingValidation.amount'). */
  readonly messages: Readonly<Record<string, string>>;
  /** Packages a product may name; undefined when the viewer may not read them. */
  readonly packages?: readonly CodeChoice[];
  /** Partners a package may name; undefined when the viewer may not read them. */
  readonly partners?: readonly CodeChoice[];
}

/** What a button on the listing asks for. */
export interface SetupRequest {
  readonly action: 'create' | 'edit' | 'delete';
  /** The record's code (SKU, PackageCode, PartnerCode); absent for 'create'. */
  readonly key?: string;
  /** The record's name, for the confirmation. */
  readonly name?: string;
}
