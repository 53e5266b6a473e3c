import type { Actor, Principal } from '@ezc/platform';
import { personOf } from '../ekyc/person';
import type { CustomersPorts } from '../ports';
import { signatureEntity, signatureNotFound } from '../signatures/signature-record';
import { deleteSignatureRecord } from '../signatures/signature-store';

/**
 * `/signatures/delete-user-signature {SignatureMediaId}`: the record goes with its audit row, then
 * the image. Only the person's own signature can be named; any other id is not found.
 */
export async function deleteUserSignature(
  deps: Pick<CustomersPorts, 'store' | 'table' | 'blobs' | 'clock' | 'ids'>,
  input: { principal: Principal; actor: Actor; signatureMediaId: string },
): Promise<{ SignatureMediaId: string }> {
  const person = personOf(input.principal);
  const found = await deps.store.load(signatureEntity, person);
  if (!found || found.value.SignatureMediaId !== input.signatureMediaId) throw signatureNotFound();
  await deleteSignatureRecord(deps, found, input.actor);
  await deps.blobs.delete(found.value.BlobKey).catch(() => undefined);
  return { SignatureMediaId: found.value.SignatureMediaId };
}
