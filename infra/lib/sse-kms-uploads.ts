import { AnyPrincipal, Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Bucket } from 'aws-cdk-lib/aws-s3';

/**
 * The bucket refuses any object not written under SSE-KMS with the data key, whoever writes it:
 * the default encryption only applies when a request names none, so a request naming SSE-S3 or
 * another key would otherwise be stored as asked. A request without the headers is refused too
 * (a condition on a missing key is not equal), so server writes and presigned POSTs both name the
 * key, by its ARN: S3 compares the string and an id or alias would not match. Multipart uploads
 * would be refused at UploadPart, which carries no encryption headers; documents are single PUTs
 * and POSTs.
 */
export function requireSseKmsUploads(bucket: Bucket, key: IKey): void {
  const deny = (sid: string, condition: Record<string, string>) =>
    new PolicyStatement({
      sid,
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['s3:PutObject'],
      resources: [bucket.arnForObjects('*')],
      conditions: { StringNotEquals: condition },
    });
  bucket.addToResourcePolicy(
    deny('DenyUploadsNotUnderSseKms', { 's3:x-amz-server-side-encryption': 'aws:kms' }),
  );
  bucket.addToResourcePolicy(
    deny('DenyUploadsUnderAnotherKey', { 's3:x-amz-server-side-encryption-aws-kms-key-id': key.keyArn }),
  );
}
