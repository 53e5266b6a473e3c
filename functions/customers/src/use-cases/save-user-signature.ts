import { conflict, documentRules, SIGNATURE_TITLE } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { readSignatureImage } from '@ezc/platform/uploads/signature-image';
import { personOf } from '../ekyc/person';
import type { CustomersPorts } from '../ports';
import {
  type Signature,
  signatureBlobKey,
  signatureEntity,
  signatureNotFound,
} from '../signatures/signature-record';
import { type SignatureView, signatureView } from './get-user-signature';

type Deps = Pick<CustomersPorts, 'store' | 'blobs' | 'clock' | 'ids'>;

/**
 * `/signatures/add-user-signature` (no `signatureMediaId`) and `/update-user-signature` (the one to
 * replace): the signed-in person's signature image, checked by content, stored under a new key,
 * then recorded with its audit row. A replaced image is removed from the store afterwards; an
 * image whose record could not be written is removed at once.
 */
export async function saveUserSignature(
  deps: Deps,
  input: { principal: Principal; actor: Actor; signatureFile: string; signatureMediaId?: string | undefined },
): Promise<SignatureView> {
  const person = personOf(input.principal);
  const image = await readSignatureImage(input.signatureFile);
  const found = await deps.store.load(signatureEntity, person);
  if (input.signatureMediaId === undefined && found) {
    throw conflict('SIGNATURE.EXISTS', 'A signature is already saved: update it instead.');
  }
  if (input.signatureMediaId !== undefined && found?.value.SignatureMediaId !== input.signatureMediaId) {
    throw signatureNotFound();
  }

  const now = deps.clock.now().toISOString();
  const id = found?.value.SignatureMediaId ?? `SIG-${deps.ids.next()}`;
  const sensitive = documentRules[SIGNATURE_TITLE].sensitive;
  const value: Signature = {
    SignatureMediaId: id,
    Title: SIGNATURE_TITLE,
    ...person,
    ...(person.ObjectType === 'Customer' ? { CustomerId: person.ObjectId } : {}),
    FileName: `signature.${image.extension}`,
    FileExtension: image.extension,
    ContentType: image.contentType,
    Size: image.bytes.length,
    IsEncryptedYN: sensitive ? 'Y' : 'N',
    BlobKey: signatureBlobKey(person, id, deps.ids.next(), image.extension),
    CreatedAt: found?.value.CreatedAt ?? now,
    UpdatedAt: now,
  };
  await deps.blobs.put(value.BlobKey, image.bytes, { contentType: image.contentType, sensitive });
  try {
    await deps.store.commit({
      entity: signatureEntity,
      value,
      expectedVersion: found?.version ?? 0,
      audit: {
        objectType: person.ObjectType,
        objectId: person.ObjectId,
        action: found ? 'Signature updated' : 'Signature saved',
        actor: input.actor,
        changes: { SignatureMediaId: id, ContentType: image.contentType, Size: image.bytes.length },
      },
    });
  } catch (e) {
    await deps.blobs.delete(value.BlobKey).catch(() => undefined);
    throw e;
  }
  if (found) await deps.blobs.delete(found.value.BlobKey).catch(() => undefined);
  return signatureView(deps, value);
}
