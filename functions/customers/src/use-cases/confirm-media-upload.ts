import { DomainError, notFound } from '@ezc/domain';
import { type Actor, BlobVersionGoneError, ConditionFailedError, type Principal } from '@ezc/platform';
import { keepUpload, readUpload } from '@ezc/platform/uploads/checked-upload';
import { mimeOf } from '@ezc/platform/uploads/file-content';
import { checkContent } from '../media/content-check';
import { documentsChanged } from '../media/document-events';
import { type MediaView, mediaView, type PendingUpload, storageKeyOf } from '../media/media';
import { resolveOwner } from '../media/media-access';
import { mediaAudit, mediaRow } from '../media/store-media';
import { assertRoomFor, ruleOf } from '../media/upload-target';
import type { CustomersPorts } from '../ports';

const uploadNotFound = () =>
  notFound(
    'MEDIA.UPLOAD_NOT_FOUND',
    'This upload was not found or has expired. Please upload the file again.',
  );
const uploadNotReceived = () =>
  new DomainError(
    'conflict',
    'MEDIA.UPLOAD_NOT_RECEIVED',
    'The file has not reached the document store yet. Upload it, then confirm.',
  );

type Deps = Pick<CustomersPorts, 'customers' | 'medias' | 'blobs' | 'clock' | 'audit'>;

/**
 * `POST /medias/confirm-upload`: the browser has posted the file to the store, under the upload
 * key its form granted. Its bytes are checked as a form upload's are; a refused file is deleted
 * from the store and answered with the document's refusal. An accepted one is kept: the very
 * version that was checked is copied to the media's own key (which no upload form grants) and the
 * uploaded object deleted, so posting the form again afterwards changes nothing kept or served;
 * it becomes a media row (with its audit row) and the grant is used up in the same write. Only
 * the caller who was granted the upload can confirm it.
 */
export async function confirmMediaUpload(
  deps: Deps,
  input: { principal: Principal; uploadId: string },
  actor: Actor,
): Promise<MediaView> {
  const grant = await deps.medias.loadGrant(input.uploadId);
  if (!grant || grant.UploadedBy !== input.principal.id) throw uploadNotFound();
  if (Date.parse(grant.ExpiresAt) <= deps.clock.now().getTime()) {
    await discard(deps, grant);
    throw uploadNotFound();
  }
  const uploaded = await readUpload(deps.blobs, grant.StorageKey, mimeOf(grant.FileExtension));
  if (!uploaded) throw uploadNotReceived();
  const keptKey = storageKeyOf(grant.MediaId, grant.FileExtension);
  let kept = false;
  try {
    const { title, rule } = ruleOf(grant.Title);
    const verdict = await checkContent(rule, grant.FileExtension, uploaded.bytes, uploaded.size);
    if (!verdict.ok) throw verdict.refusal;
    // The owner may have changed since the grant (a contact person removed), and another upload
    // of the same document may have taken its last place meanwhile.
    const owner = await resolveOwner(deps, input.principal, grant.ObjectType, grant.ObjectId);
    await assertRoomFor(deps, owner, rule);
    try {
      await keepUpload(deps.blobs, { key: grant.StorageKey, version: uploaded.version }, keptKey, {
        contentType: verdict.contentType,
        ...(rule.sensitive ? { sensitive: true } : {}),
      });
    } catch (e) {
      // Posted again while it was checked: what was checked is gone, so nothing is kept.
      if (e instanceof BlobVersionGoneError) throw uploadNotReceived();
      throw e;
    }
    kept = true;
    const media = mediaRow(
      {
        rule,
        title,
        owner,
        extension: grant.FileExtension,
        fileName: grant.FileName,
        type: grant.Type,
        description: grant.Description,
      },
      {
        mediaId: grant.MediaId,
        size: uploaded.size,
        contentType: verdict.contentType,
        storageKey: keptKey,
        createdAt: deps.clock.now().toISOString(),
      },
      grant.UploadedBy,
    );
    try {
      await deps.medias.add(
        media,
        mediaAudit(media, 'Document uploaded', actor),
        grant,
        documentsChanged(deps.audit, media, actor),
      );
    } catch (e) {
      // Confirmed twice at once: the other confirmation registered the file, which stays.
      const raced =
        e instanceof ConditionFailedError ||
        (e instanceof DomainError && e.code === 'AGGREGATE.VERSION_CONFLICT');
      if (raced) throw uploadNotFound();
      throw e;
    }
    return mediaView(media);
  } catch (e) {
    if (e instanceof DomainError && e.code !== 'MEDIA.UPLOAD_NOT_FOUND') {
      await discard(deps, grant);
      // A file kept for a row that was then refused is nobody's.
      if (kept) await deps.blobs.delete(keptKey).catch(() => undefined);
    }
    throw e;
  }
}

/** A refused or lapsed upload leaves nothing behind: neither the file nor the grant. */
async function discard(deps: Deps, grant: PendingUpload): Promise<void> {
  await deps.blobs.delete(grant.StorageKey).catch(() => undefined);
  await deps.medias.dropGrant(grant.UploadId);
}
