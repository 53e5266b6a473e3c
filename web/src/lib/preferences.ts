/**
 * Display preferences shared by the server (cookies → first render) and the browser
 * (localStorage mirror, pre-paint script, toggles). Names live here so both sides agree.
 */
export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type NavState = 'expanded' | 'collapsed';

export interface Preferences {
  /** Undefined when the visitor never chose: the pre-paint script then follows the system. */
  readonly theme: Theme | undefined;
  readonly dir: Direction;
  readonly nav: NavState;
}

export const PREF_COOKIES = { lang: 'lang', theme: 'theme', dir: 'dir', nav: 'nav' } as const;
export const STORAGE_PREFIX = 'ezc.';
export const PREF_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const pick = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  allowed.find((a) => a === value);

export function readPreferences(cookie: (name: string) => string | undefined): Preferences {
  return {
    theme: pick(cookie(PREF_COOKIES.theme), ['light', 'dark'] as const),
    dir: pick(cookie(PREF_COOKIES.dir), ['ltr', 'rtl'] as const) ?? 'ltr',
    nav: pick(cookie(PREF_COOKIES.nav), ['expanded', 'collapsed'] as const) ?? 'expanded',
  };
}
