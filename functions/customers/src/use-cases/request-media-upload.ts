import type { Principal } from '@ezc/platform';
import { uploadKeyFor } from '@ezc/platform/uploads/checked-upload';
import * as z from 'zod';
import { checkDeclared } from '../media/content-check';
import { storageKeyOf } from '../media/media';
import { uploadFieldsSchema, uploadTarget } from '../media/upload-target';
import type { CustomersPorts } from '../ports';

export const uploadRequestSchema = uploadFieldsSchema.extend({
  /** The file's size in bytes, as the browser reads it. */
  Size: z.number().int().min(0),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** The browser starts posting within this time... */
const FORM_SECONDS = 15 * 60;
/** ...and confirms within this one (a large video on a slow line takes a while). */
const GRANT_SECONDS = 3600;

/**
 * `POST /medias/upload-url`: a form the browser posts the file with, straight to the document
 * store (with a progress bar, and for files a Lambda request cannot carry). Everything that can be
 * checked before the bytes is checked now; the store takes only the granted type and at most the
 * declared `Size`, under an upload key (`uploads/…`); the content is checked when the upload is
 * confirmed, and only then is the file kept under the media's own key. The grant belongs to the
 * caller.
 */
export async function requestMediaUpload(
  deps: Pick<CustomersPorts, 'customers' | 'medias' | 'blobs' | 'clock' | 'ids'>,
  input: { principal: Principal; request: UploadRequest },
) {
  const target = await uploadTarget(deps, input.principal, input.request);
  const declared = checkDeclared(target.rule, target.extension, input.request.Size);
  if (!declared.ok) throw declared.refusal;
  const mediaId = deps.ids.next();
  const uploadId = deps.ids.next();
  const uploadKey = uploadKeyFor(storageKeyOf(mediaId, target.extension));
  const form = await deps.blobs.presignUpload(uploadKey, {
    contentType: declared.contentType,
    // The file the browser announced, not the document's limit: a form cannot carry another.
    maxBytes: input.request.Size,
    expiresInSeconds: FORM_SECONDS,
    ...(target.rule.sensitive ? { sensitive: true } : {}),
  });
  await deps.medias.grant({
    UploadId: uploadId,
    MediaId: mediaId,
    FileName: target.fileName,
    FileExtension: target.extension,
    Type: target.type,
    Title: target.title,
    Description: target.description,
    ObjectId: target.owner.objectId,
    ObjectType: target.owner.objectType,
    ...(target.owner.customerId ? { CustomerId: target.owner.customerId } : {}),
    IsEncryptedYN: target.rule.sensitive ? 'Y' : 'N',
    ContentType: declared.contentType,
    UploadedBy: input.principal.id,
    StorageKey: uploadKey,
    DeclaredSize: input.request.Size,
    ExpiresAt: new Date(deps.clock.now().getTime() + GRANT_SECONDS * 1000).toISOString(),
  });
  return { UploadId: uploadId, url: form.url, method: form.method, fields: form.fields };
}
