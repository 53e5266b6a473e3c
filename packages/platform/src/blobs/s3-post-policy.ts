import { createHmac } from 'node:crypto';
import { amzDate } from '../aws/aws-http';
import type { AwsCredentials } from '../aws/credentials';
import type { PresignedUpload } from './blob-store';

/** SigV4's derived key for one day, region and service. */
export function sigV4SigningKey(
  secretAccessKey: string,
  date: string,
  region: string,
  service: string,
): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

/** A POST policy's signature: the base64 policy itself is the string to sign. */
export function postPolicySignature(
  base64Policy: string,
  secretAccessKey: string,
  date: string,
  region: string,
): string {
  return hmac(sigV4SigningKey(secretAccessKey, date, region, 's3'), base64Policy).toString('hex');
}

export interface S3PostInput {
  /** Where the form is posted: the bucket's own address. */
  url: string;
  bucket: string;
  key: string;
  region: string;
  credentials: AwsCredentials;
  contentType: string;
  sensitive: boolean;
  maxBytes: number;
  kmsKeyId: string;
  expiresInSeconds: number;
  now: Date;
}

/**
 * A browser upload form for exactly one object: its key and content type are fixed, its size is
 * bounded by content-length-range, and it must be stored under SSE-KMS with our key. Every field
 * is named in the policy's conditions, since S3 refuses a form with a field the policy does not
 * cover.
 */
export function presignS3Post(i: S3PostInput): PresignedUpload {
  const datetime = amzDate(i.now);
  const credential = `${i.credentials.accessKeyId}/${datetime.slice(0, 8)}/${i.region}/s3/aws4_request`;
  const fields: Record<string, string> = {
    key: i.key,
    'Content-Type': i.contentType,
    'x-amz-server-side-encryption': 'aws:kms',
    'x-amz-server-side-encryption-aws-kms-key-id': i.kmsKeyId,
    ...(i.sensitive ? { 'x-amz-meta-sensitive': '1' } : {}),
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': credential,
    'x-amz-date': datetime,
    ...(i.credentials.sessionToken ? { 'x-amz-security-token': i.credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(i.now.getTime() + i.expiresInSeconds * 1000).toISOString(),
    conditions: [
      { bucket: i.bucket },
      ['eq', '$key', i.key],
      ['eq', '$Content-Type', i.contentType],
      ['content-length-range', 1, i.maxBytes],
      ...Object.entries(fields)
        .filter(([name]) => name !== 'key' && name !== 'Content-Type')
        .map(([name, value]) => ({ [name]: value })),
    ],
  };
  const base64Policy = Buffer.from(JSON.stringify(policy)).toString('base64');
  return {
    url: i.url,
    method: 'POST',
    fields: {
      ...fields,
      policy: base64Policy,
      'x-amz-signature': postPolicySignature(
        base64Policy,
        i.credentials.secretAccessKey,
        datetime.slice(0, 8),
        i.region,
      ),
    },
  };
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}
