/** Product constants of spec §9. */
export const VERSION_LABEL = 'V1.10.0';
export const DEFAULT_PAGE = 1;
export const DEFAULT_ROWS = 20;
export const FALLBACK_IP = '{ip}';
export const LOAN_NO_PREFIX = 'EZC';
export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Footer defaults when the deployment does not configure its own (env COMPANY_NAME, LENDING_LICENCE_NO). */
export const DEFAULT_COMPANY_NAME = 'EZC Credit Sdn. Bhd.';
export const DEFAULT_LENDING_LICENCE_NO = 'WL7/2021/0123';
export const DEFAULT_COMPANY_ADDRESS = 'Level 12, Menara EZC, Jalan Tun Razak, 50400 Kuala Lumpur';
