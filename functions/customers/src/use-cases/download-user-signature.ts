import type { Principal } from '@ezc/platform';
import { personOf } from '../ekyc/person';
import type { CustomersPorts } from '../ports';
import { signatureEntity, signatureNotFound } from '../signatures/signature-record';

/** `/signatures/download-user-signature`: the signed-in person's signature image itself. */
export async function downloadUserSignature(
  deps: Pick<CustomersPorts, 'store' | 'blobs'>,
  input: { principal: Principal },
): Promise<{ body: Uint8Array; contentType: string; fileName: string }> {
  const found = await deps.store.load(signatureEntity, personOf(input.principal));
  if (!found) throw signatureNotFound();
  const blob = await deps.blobs.get(found.value.BlobKey);
  if (!blob) throw signatureNotFound();
  return { body: blob.body, contentType: found.value.ContentType, fileName: found.value.FileName };
}
