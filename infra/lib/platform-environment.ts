import type { Construct } from 'constructs';
import type { DataStack } from './data-stack';
import { settings } from './settings';
import { siteAddressEnvironment } from './site-address';

/**
 * The variables the platform's config reads in AWS, secrets apart: each function is handed only the
 * secrets it uses, as ARNs (see function-secrets.ts). A function given these must also be granted
 * the site's address (grantSiteAddress).
 */
export function platformEnvironment(scope: Construct, data: DataStack): Record<string, string> {
  const s = settings(scope);
  return {
    STAGE: 'aws',
    TABLE_NAME: data.table.tableName,
    BUCKET_NAME: data.documents.bucketName,
    EVENT_BUS_NAME: data.bus.eventBusName,
    EVENT_BUS_ARN: data.bus.eventBusArn,
    // An ARN is a valid KeyId for KMS and S3 and names the region unambiguously.
    KMS_KEY_ID: data.key.keyArn,
    COMPANY_NAME: s.companyName,
    LENDING_LICENCE_NO: s.lendingLicenceNo,
    MAIL_FROM: s.mailFrom,
    ...siteAddressEnvironment(scope),
  };
}
