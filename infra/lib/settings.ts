import { DEFAULT_COMPANY_NAME, DEFAULT_LENDING_LICENCE_NO } from '@ezc/domain';
import type { Construct } from 'constructs';

/** Deployment settings read from CDK context (`-c key=value` or cdk.json), with the demo defaults. */
export interface Settings {
  companyName: string;
  lendingLicenceNo: string;
  /** Origins allowed to PUT/GET documents with presigned URLs (S3 allows one `*` per origin). */
  siteOrigins: string[];
  /** The sender of every e-mail; the functions may send from this address only. */
  mailFrom: string;
  /** Where alarms are e-mailed; no subscription when unset. */
  alarmEmail: string | undefined;
  /** The built Astro site, relative to the repository root. */
  webDist: string;
}

export function settings(scope: Construct): Settings {
  const get = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  return {
    companyName: get('companyName') ?? DEFAULT_COMPANY_NAME,
    lendingLicenceNo: get('lendingLicenceNo') ?? DEFAULT_LENDING_LICENCE_NO,
    // The CloudFront domain is only known after the first deploy; set `siteOrigin` for a custom domain.
    siteOrigins: (get('siteOrigin') ?? 'https://*.cloudfront.net').split(','),
    mailFrom: get('mailFrom') ?? 'no-reply@ezc.example',
    alarmEmail: get('alarmEmail'),
    webDist: get('webDist') ?? 'web/dist',
  };
}
