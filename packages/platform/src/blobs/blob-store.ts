/**
 * The document store port. In AWS: S3 with SSE-KMS on every object. Locally: files under
 * DATA_DIR/blobs, with AES-256-GCM envelope encryption for sensitive documents. Presigned URLs let
 * browsers upload and download directly; they expire and are tamper-evident in both adapters.
 */
export interface BlobPutOptions {
  contentType: string;
  /** Identity and income documents (spec §5, IsEncryptedYN 'Y'). */
  sensitive?: boolean;
}

export interface StoredBlob {
  body: Uint8Array;
  contentType: string;
}

export interface BlobStore {
  put(key: string, body: Uint8Array, options: BlobPutOptions): Promise<void>;
  get(key: string): Promise<StoredBlob | undefined>;
  delete(key: string): Promise<void>;
  /** A URL the browser can PUT the object to, until it expires. */
  presignPut(key: string, options: BlobPutOptions & { expiresInSeconds: number }): Promise<string>;
  /** A URL the browser can GET the object from, until it expires. */
  presignGet(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string>;
}
