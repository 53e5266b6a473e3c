import type { Principal } from '@ezc/platform';
import { personOf } from '../ekyc/person';
import type { CustomersPorts } from '../ports';
import { type Signature, signatureEntity } from '../signatures/signature-record';

/** How long a signature's link works: long enough to show it, short enough not to be passed on. */
export const SIGNATURE_URL_SECONDS = 300;

export interface SignatureView {
  SignatureMediaId: string;
  Title: string;
  FileName: string;
  FileExtension: string;
  ContentType: string;
  Size: number;
  IsEncryptedYN: 'Y' | 'N';
  ObjectType: string;
  ObjectId: string;
  CreatedAt: string;
  UpdatedAt: string;
  /** A short-lived link to the image. */
  URL: string;
}

export async function signatureView(
  deps: Pick<CustomersPorts, 'blobs'>,
  s: Signature,
): Promise<SignatureView> {
  const { BlobKey, CustomerId: _customer, ...shown } = s;
  const URL = await deps.blobs.presignGet(BlobKey, {
    expiresInSeconds: SIGNATURE_URL_SECONDS,
    fileName: s.FileName,
  });
  return { ...shown, URL };
}

/** `/signatures/get-user-signature`: the signed-in person's saved signature, or null when none. */
export async function getUserSignature(
  deps: Pick<CustomersPorts, 'store' | 'blobs'>,
  input: { principal: Principal },
): Promise<SignatureView | null> {
  const found = await deps.store.load(signatureEntity, personOf(input.principal));
  return found ? signatureView(deps, found.value) : null;
}
