import type { Actor, AggregateStore, AuditEntry, BlobStore, Clock, Ids } from '@ezc/platform';
import { type BlobBody, bodySize } from '@ezc/platform/blobs/blob-body';
import { checkContent } from './content-check';
import { documentsChanged } from './document-events';
import { type Media, storageKeyOf } from './media';
import type { Medias } from './media-repository';
import type { UploadTarget } from './upload-target';

/**
 * The audit row of a change to a media row, kept in the history of its owner (the customer's
 * record, or the account's): who, when, from which IP, and which document.
 */
export function mediaAudit(media: Media, action: string, actor: Actor): AuditEntry {
  return {
    objectType: media.CustomerId ? 'Customer' : media.ObjectType,
    objectId: media.CustomerId ?? media.ObjectId,
    action,
    actor,
    remarks: `${media.Title}: ${media.FileName}`,
    changes: {
      MediaId: media.MediaId,
      Title: media.Title,
      FileName: media.FileName,
      ObjectType: media.ObjectType,
      ObjectId: media.ObjectId,
    },
  };
}

/** A media row for a checked file of `target`, before it is stored. */
export function mediaRow(
  target: UploadTarget,
  file: { mediaId: string; size: number; contentType: string; storageKey: string; createdAt: string },
  uploadedBy: string,
): Media {
  return {
    MediaId: file.mediaId,
    FileName: target.fileName,
    FileExtension: target.extension,
    Type: target.type,
    Title: target.title,
    Description: target.description,
    ObjectId: target.owner.objectId,
    ObjectType: target.owner.objectType,
    ...(target.owner.customerId ? { CustomerId: target.owner.customerId } : {}),
    IsEncryptedYN: target.rule.sensitive ? 'Y' : 'N',
    Size: file.size,
    ContentType: file.contentType,
    CreatedAt: file.createdAt,
    UploadedBy: uploadedBy,
    StorageKey: file.storageKey,
  };
}

/**
 * Checks a file's bytes against its target, stores it (sensitive documents encrypted at rest)
 * under a key of the server's making, and registers the media row with its audit row. A refused
 * file is never stored. Used by the form upload and by any context's own upload of a file
 * (a saved signature, an eKYC image).
 */
export async function storeMediaFile(
  deps: {
    medias: Pick<Medias, 'add'>;
    blobs: BlobStore;
    clock: Clock;
    ids: Ids;
    audit: Pick<AggregateStore, 'envelope'>;
  },
  target: UploadTarget,
  bytes: BlobBody,
  actor: Actor,
): Promise<Media> {
  const verdict = await checkContent(target.rule, target.extension, bytes);
  if (!verdict.ok) throw verdict.refusal;
  const mediaId = deps.ids.next();
  const storageKey = storageKeyOf(mediaId, target.extension);
  await deps.blobs.put(storageKey, bytes, {
    contentType: verdict.contentType,
    ...(target.rule.sensitive ? { sensitive: true } : {}),
  });
  const media = mediaRow(
    target,
    {
      mediaId,
      size: bodySize(bytes),
      contentType: verdict.contentType,
      storageKey,
      createdAt: deps.clock.now().toISOString(),
    },
    actor.id,
  );
  try {
    await deps.medias.add(
      media,
      mediaAudit(media, 'Document uploaded', actor),
      undefined,
      documentsChanged(deps.audit, media, actor),
    );
  } catch (e) {
    await deps.blobs.delete(storageKey).catch(() => undefined);
    throw e;
  }
  return media;
}
