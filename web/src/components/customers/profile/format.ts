import type { Catalogue } from '@ezc/domain/i18n/index';
import type { AddressData, ProfileLists } from './profile-types';
import { nameIn } from './server-data';

export type ProfileTexts = Catalogue['profile'];

/** spec §1: dates are shown as DD/MM/YYYY. */
export function displayDate(iso: string | undefined): string | undefined {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** An account number on a page: only its last four digits. */
export function maskedAccount(no: string | undefined): string | undefined {
  if (!no) return undefined;
  return no.length <= 4 ? no : `•••• ${no.slice(-4)}`;
}

const VALUE_KEYS: Readonly<Record<string, keyof ProfileTexts['values']>> = {
  'Self-Employed': 'SelfEmployed',
};

/** A fixed choice (gender, marital status, Y/N...) in the page's language. */
export function valueLabel(p: ProfileTexts, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const key = VALUE_KEYS[value] ?? (value as keyof ProfileTexts['values']);
  return key in p.values ? p.values[key] : value;
}

const MEMBER_KEYS: Readonly<Record<string, keyof ProfileTexts['memberTypes']>> = {
  'Premium Member': 'premium',
  'Online Member': 'online',
  'Non-Member': 'nonMember',
  Company: 'company',
};

export function memberTypeLabel(p: ProfileTexts, memberType: string): string {
  const key = MEMBER_KEYS[memberType];
  return key ? p.memberTypes[key] : memberType;
}

/** An address as lines: street, postcode and city, state, country (names from the lists). */
export function addressLines(a: AddressData | undefined, lists: ProfileLists): string[] {
  if (!a) return [];
  return [
    a.AddressLine1,
    a.AddressLine2,
    [a.Postcode, a.City].filter(Boolean).join(' '),
    nameIn(lists.state, a.State),
    nameIn(lists.country, a.Country),
  ].filter((l): l is string => Boolean(l));
}
