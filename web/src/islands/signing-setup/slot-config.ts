import type { Catalogue } from '@ezc/domain/i18n/en';

/**
 * What an appointment slot page hands its editors: the texts in the page's language, the
 * attestors the server read, and which records the page lists. Types only; the page writes it
 * into the HTML and the launcher reads it back when someone first opens an editor.
 */

export type SlotKind = 'group' | 'session';
export type SlotTexts = Catalogue['signingSetup'];
/** The listings' shared words (Edit, Delete, Cancel, Status…). */
export type SlotCommonTexts = Catalogue['lendingSetup']['common'];

export interface AttestorChoice {
  /** The attestor's user id (AttestatorId). */
  readonly code: string;
  readonly name: string;
}

export interface SlotConfig {
  readonly kind: SlotKind;
  readonly texts: SlotTexts;
  readonly common: SlotCommonTexts;
  /** spec §8: a failure without the server's message says 'An error occured.' */
  readonly defaultDescription: string;
  /** Validation texts by dotted key ('validation.required', 'slotValidation.time'). */
  readonly messages: Readonly<Record<string, string>>;
  /** The attestors a group may name; undefined when they could not be read (the id is typed then). */
  readonly attestors?: readonly AttestorChoice[];
  /** The group whose sessions the page shows (kind 'session'). */
  readonly slotGroupId?: string;
}

/** What a button on the page asks for. */
export interface SlotRequest {
  readonly action: 'create' | 'edit' | 'delete';
  /** The record's id (SlotGroupId, SlotSessionId); absent for 'create'. */
  readonly key?: string;
  /** The record's name, for the confirmation. */
  readonly name?: string;
}
