import type { Actor, BlobStore, Principal } from '@ezc/platform';
import { documentsChanged } from '../media/document-events';
import { deletable, mediaNotFound } from '../media/media-access';
import { mediaAudit } from '../media/store-media';
import type { CustomersPorts } from '../ports';

/**
 * `DELETE /medias/{MediaId}`: by the owner, or an Admin for a customer's documents. The row goes
 * with its audit row first, then the file; a file the store fails to delete is logged, never left
 * reachable through the API.
 */
export async function deleteMedia(
  deps: Pick<CustomersPorts, 'medias' | 'log' | 'audit'> & { blobs: Pick<BlobStore, 'delete'> },
  input: { principal: Principal; mediaId: string },
  actor: Actor,
): Promise<{ MediaId: string }> {
  const media = deletable(input.principal, await deps.medias.load(input.mediaId));
  const removed = await deps.medias.remove(
    media,
    mediaAudit(media, 'Document deleted', actor),
    documentsChanged(deps.audit, media, actor),
  );
  if (!removed) throw mediaNotFound();
  await deps.blobs.delete(media.StorageKey).catch((e: unknown) => {
    deps.log.error('media.file-not-deleted', { mediaId: media.MediaId, error: String(e) });
  });
  return { MediaId: media.MediaId };
}
