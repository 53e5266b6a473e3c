import type { Language } from '@ezc/domain/constants';
import type { ListName } from '@ezc/domain/reference/common-lists';
import type { AstroGlobal } from 'astro';
import { CSRF_HEADER, parseCookieHeader, SESSION_COOKIES } from '../../../lib/session';
import type { ListOption, ProfileData, ProfileLists } from './profile-types';

/**
 * The profile pages read the customer record while rendering, with the visitor's own cookies, so
 * the page arrives filled in and needs no script to show it.
 *
 * When the middleware had to rotate the session's tokens for this request, the request still
 * carries the spent ones: the API then answers 401, and the page sends the browser to itself once
 * (the redirect delivers the new cookies). A short-lived marker cookie stops a second round.
 */

const RETRY_COOKIE = 'ezc_profile_retry';

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export type Astro = Readonly<Pick<AstroGlobal, 'url' | 'request' | 'cookies' | 'redirect'>>;

export async function call(
  astro: Astro,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const origin = process.env.API_ORIGIN ?? astro.url.origin;
  const cookieHeader = astro.request.headers.get('cookie') ?? '';
  const csrf = parseCookieHeader(cookieHeader).get(SESSION_COOKIES.csrf) ?? '';
  try {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        cookie: cookieHeader,
        accept: 'application/json',
        'x-client': 'web',
        ...(method === 'POST' ? { 'content-type': 'application/json', [CSRF_HEADER]: csrf } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: undefined };
  }
}

const dataOf = <T>(a: Answer): T | undefined =>
  a.status >= 200 && a.status < 300 && typeof a.body === 'object' && a.body !== null && 'Data' in a.body
    ? (a.body as { Data: T }).Data
    : undefined;

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

/**
 * A 401 from the API while rendering: the request's tokens were just rotated. Sends the browser
 * to the same page once, with the new cookies; answers undefined when that was already tried.
 */
export function retryWithFreshCookies(astro: Astro): Response | undefined {
  if (astro.cookies.has(RETRY_COOKIE)) return undefined;
  astro.cookies.set(RETRY_COOKIE, '1', { path: '/profile', maxAge: 30, httpOnly: true, sameSite: 'lax' });
  return astro.redirect(`${astro.url.pathname}${astro.url.search}`, 302);
}

/** Forgets the retry marker once a render got through. */
export function clearRetry(astro: Astro): void {
  if (astro.cookies.has(RETRY_COOKIE)) astro.cookies.delete(RETRY_COOKIE, { path: '/profile' });
}

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
