import { S3BlobStore } from '../../blobs/s3-blob-store';
import { type AdapterFactory, type AwsAdapterContext, required } from '../aws-adapters';

/**
 * Documents in the bucket, under SSE-KMS with the data key. The client signs with the function
 * role's credentials, which the SDK reads from the Lambda's environment itself.
 */
export const s3Blobs: AdapterFactory<'blobs'> = (ctx: AwsAdapterContext) =>
  new S3BlobStore(
    { region: ctx.config.AWS_REGION },
    { bucket: ctx.config.BUCKET_NAME, kmsKeyId: required('KMS_KEY_ID', ctx.config.KMS_KEY_ID) },
  );
