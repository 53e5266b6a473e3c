import type { Actor, BlobStore, Principal } from '@ezc/platform';
import type { Media } from '../media/media';
import { readable } from '../media/media-access';
import { recordMediaRead } from '../media/media-read';
import type { CustomersPorts } from '../ports';

/** Long enough to start the download, short enough that a link copied elsewhere soon dies. */
export const DOWNLOAD_SECONDS = 60;

/** A short-lived signed link to a media's file, served under its cleaned name. */
export async function signedUrlOf(
  deps: { blobs: Pick<BlobStore, 'presignGet'>; clock: CustomersPorts['clock'] },
  media: Media,
): Promise<{ URL: string; ExpiresAt: string }> {
  const URL = await deps.blobs.presignGet(media.StorageKey, {
    expiresInSeconds: DOWNLOAD_SECONDS,
    fileName: media.FileName,
  });
  return { URL, ExpiresAt: new Date(deps.clock.now().getTime() + DOWNLOAD_SECONDS * 1000).toISOString() };
}

/**
 * `POST /medias/download-url`: for the owner and the staff who may read it. Whoever opens a
 * sensitive document (IsEncryptedYN 'Y') is recorded in its owner's history.
 */
export async function mediaDownloadUrl(
  deps: Pick<CustomersPorts, 'medias' | 'blobs' | 'clock' | 'audit'>,
  input: { principal: Principal; mediaId: string },
  actor: Actor,
): Promise<{ URL: string; ExpiresAt: string }> {
  const media = readable(input.principal, await deps.medias.load(input.mediaId));
  const link = await signedUrlOf(deps, media);
  await recordMediaRead(deps.audit, media, actor);
  return link;
}
