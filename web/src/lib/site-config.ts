import { DEFAULT_COMPANY_NAME, DEFAULT_LENDING_LICENCE_NO, VERSION_LABEL } from '@ezc/domain/constants';

export interface SiteConfig {
  readonly productName: string;
  readonly companyName: string;
  readonly lendingLicenceNo: string;
  readonly versionLabel: string;
  /** Where customers write with questions, complaints and personal-data requests. */
  readonly contactEmail: string;
}

const clean = (value: string | undefined, fallback: string) => value?.trim() || fallback;

/**
 * Read per request rather than at import: the same built server runs for different deployments,
 * and tests set these variables after the bundle is loaded.
 */
export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    productName: clean(env.PRODUCT_NAME, 'EZC Loans'),
    companyName: clean(env.COMPANY_NAME, DEFAULT_COMPANY_NAME),
    lendingLicenceNo: clean(env.LENDING_LICENCE_NO, DEFAULT_LENDING_LICENCE_NO),
    versionLabel: VERSION_LABEL,
    contactEmail: clean(env.CONTACT_EMAIL, 'help@ezc.example'),
  };
}

// Made once: every page's footer asks for it.
const yearInMalaysia = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' });

/** The calendar year in Malaysia, where the business and its licence are. */
export function currentYear(now: Date = new Date()): string {
  return yearInMalaysia.format(now);
}
