import type { Language } from '@ezc/domain/constants';
import type { ListName } from '@ezc/domain/reference/common-lists';
import { type Answer, type Astro, callApi, dataOf, retryMarker } from '../../../lib/server-api';
import type { ListOption, ProfileData, ProfileLists } from './profile-types';

/**
 * The profile pages read the customer record while rendering, with the visitor's own cookies, so
 * the page arrives filled in and needs no script to show it.
 */

export type { Astro } from '../../../lib/server-api';

export const call = callApi;

/**
 * A 401 from the API while rendering: the request's tokens were just rotated. Sends the browser
 * to the same page once, with the new cookies (the marker lives on all profile pages); answers
 * undefined when that was already tried.
 */
export const { retryWithFreshCookies, clearRetry } = retryMarker('ezc_profile_retry', '/profile');

const LISTS: Readonly<Record<keyof ProfileLists, ListName>> = {
  nationality: 'Nationality',
  state: 'Malaysian State',
  country: 'Country',
  bank: 'Bank',
  accountType: 'Bank Account Type',
  businessNature: 'Business Nature',
};

interface RawListItem {
  Code: string;
  Name: string;
  NameEn?: string;
  NameMs?: string;
}

const named =
  (lang: Language) =>
  (i: RawListItem): ListOption => ({
    Code: i.Code,
    Name: (lang === 'ms' ? i.NameMs : i.NameEn) ?? i.Name,
  });

export interface ChecklistData {
  readonly Items: readonly { Title: string; Required: boolean; Uploaded: boolean }[];
  readonly Missing: readonly string[];
}

export interface EkycState {
  readonly Completed: boolean;
  readonly Status: string;
}

export type ProfilePageData =
  | { readonly kind: 'redirect'; readonly response: Response }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'ready';
      readonly profile: ProfileData;
      readonly lists: ProfileLists;
      readonly checklist: ChecklistData | undefined;
      /** Undefined when the status could not be read. */
      readonly ekyc: EkycState | undefined;
    };

/** The signed-in person's eKYC status (customers, Company Signers, Attorneys). */
export async function loadEkycState(astro: Astro): Promise<{ status: number; ekyc: EkycState | undefined }> {
  const answer = await call(astro, 'GET', '/EKYC/CheckEKYCCompleted/UserLogin');
  return { status: answer.status, ekyc: dataOf<EkycState>(answer) };
}

/** The signed-in customer's record, the common lists it names, and the documents checklist. */
export async function loadProfilePage(astro: Astro, lang: Language): Promise<ProfilePageData> {
  const names = Object.keys(LISTS) as (keyof ProfileLists)[];
  const [profile, checklist, ekyc, ...lists] = await Promise.all([
    call(astro, 'POST', '/customer/profile/find-one', {}),
    call(astro, 'POST', '/customer-documents/checklist', {}),
    call(astro, 'GET', '/EKYC/CheckEKYCCompleted/UserLogin'),
    ...names.map((n) => call(astro, 'GET', `/lists/items?ListName=${encodeURIComponent(LISTS[n])}`)),
  ]);
  if (profile.status === 401) {
    const response = retryWithFreshCookies(astro);
    return response ? { kind: 'redirect', response } : { kind: 'failed' };
  }
  clearRetry(astro);
  const data = dataOf<ProfileData>(profile);
  if (!data) return { kind: 'failed' };
  const out: Record<string, ListOption[]> = {};
  names.forEach((n, i) => {
    out[n] = (dataOf<RawListItem[]>(lists[i] as Answer) ?? []).map(named(lang));
  });
  // Countries come in code order; people look for a name. Malaysia, the usual answer, leads.
  out.country = [...(out.country ?? [])].sort((a, b) =>
    a.Code === 'MY' ? -1 : b.Code === 'MY' ? 1 : a.Name.localeCompare(b.Name, lang),
  );
  return {
    kind: 'ready',
    profile: data,
    lists: out as unknown as ProfileLists,
    checklist: dataOf<ChecklistData>(checklist),
    ekyc: dataOf<EkycState>(ekyc),
  };
}

/** The name of a list value, or the code itself when the list does not have it. */
export const nameIn = (list: readonly ListOption[], code: string | undefined): string | undefined =>
  code === undefined || code === '' ? undefined : (list.find((o) => o.Code === code)?.Name ?? code);
