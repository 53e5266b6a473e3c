import type { components } from '../../../lib/api-types';

/**
 * The customer record as `POST /api/customer/profile/find-one` answers it, shared by the profile
 * pages and their island.
 */
type Schemas = components['schemas'];
type Profile = Schemas['CustomerProfile'];

export type AddressData = Omit<Schemas['Address'], 'AddressId'> & { readonly AddressId?: string };
export type ContactPersonData = Schemas['ContactPerson'];

export type ProfileData = Profile & {
  /** Whether the customer's eKYC is completed, where the record says so. */
  readonly EkycCompleted?: boolean;
  /** Titles of required documents not uploaded yet, where the record says so. */
  readonly MissingDocuments?: readonly string[];
};

/** One item of a common list, with its name in the page's language. */
export interface ListOption {
  readonly Code: string;
  readonly Name: string;
}

/** The common lists the profile shows and edits. */
export interface ProfileLists {
  readonly nationality: readonly ListOption[];
  readonly state: readonly ListOption[];
  readonly country: readonly ListOption[];
  readonly bank: readonly ListOption[];
  readonly accountType: readonly ListOption[];
  readonly businessNature: readonly ListOption[];
}

/** A company's member type; everything else is an individual (spec §2). */
export const isCompany = (p: Pick<ProfileData, 'MemberType' | 'AccountType'>) =>
  p.MemberType === 'Company' || p.AccountType === 'corporate';
