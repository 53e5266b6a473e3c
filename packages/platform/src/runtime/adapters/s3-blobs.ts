import { S3BlobStore } from '../../blobs/s3-blob-store';
import { type AdapterFactory, required } from '../aws-adapters';

/** Documents in the bucket, under SSE-KMS with the data key. */
export const s3Blobs: AdapterFactory<'blobs'> = ({ config, credentials }) =>
  new S3BlobStore(
    { region: config.AWS_REGION, credentials },
    { bucket: config.BUCKET_NAME, kmsKeyId: required('KMS_KEY_ID', config.KMS_KEY_ID) },
  );
