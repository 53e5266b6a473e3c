import { DEFAULT_COMPANY_NAME, DEFAULT_LENDING_LICENCE_NO } from '@ezc/domain';
import type { Construct } from 'constructs';

/** Deployment settings read from CDK context (`-c key=value` or cdk.json), with the demo defaults. */
export interface Settings {
  companyName: string;
  lendingLicenceNo: string;
  /**
   * The site's custom domains (`https://loans.example.com`), allowed by the documents bucket's CORS
   * besides the distribution's own domain.
   */
  siteOrigins: string[];
  /** The sender of every e-mail; the functions may send from this address only. */
  mailFrom: string;
  /** Where alarms are e-mailed; no subscription when unset. */
  alarmEmail: string | undefined;
  /** The built Astro site, relative to the repository root. */
  webDist: string;
  /**
   * How many of each context's consumer functions may run at once (`consumerConcurrency`), so a
   * burst of events (the daily run's, a month-end's payments) cannot take the concurrency the API
   * needs. Unset: no reservation (an account below Lambda's usual 1,000 cannot reserve any).
   */
  consumerConcurrency: number | undefined;
}

/** CORS compares origins as written: a wildcard or a path would let other sites in, or nobody. */
function exactOrigin(origin: string): string {
  if (!/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(origin)) {
    throw new Error(`siteOrigin ${origin} is not an exact https origin such as https://loans.example.com`);
  }
  return origin;
}

/** A setting that must be a whole number from 1 up, when given. */
function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`consumerConcurrency ${value} is not a whole number from 1 up`);
  return n;
}

export function settings(scope: Construct): Settings {
  const get = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  return {
    companyName: get('companyName') ?? DEFAULT_COMPANY_NAME,
    lendingLicenceNo: get('lendingLicenceNo') ?? DEFAULT_LENDING_LICENCE_NO,
    siteOrigins: (get('siteOrigin') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map(exactOrigin),
    mailFrom: get('mailFrom') ?? 'no-reply@ezc.example',
    alarmEmail: get('alarmEmail'),
    webDist: get('webDist') ?? 'web/dist',
    consumerConcurrency: wholeNumber(get('consumerConcurrency')),
  };
}
