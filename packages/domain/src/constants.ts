/** Product constants of spec §9. */
export const VERSION_LABEL = 'V1.10.0';
export const DEFAULT_PAGE = 1;
export const DEFAULT_ROWS = 20;
export const FALLBACK_IP = '{ip}';
export const LOAN_NO_PREFIX = 'EZC';
export const CURRENCY = 'MYR';
export const SIDE_NAV_WIDTH = 250;
export const SIDE_NAV_COLLAPSED_WIDTH = 80;
export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
