import type { Actor, AggregateStore } from '@ezc/platform';
import type { Media } from './media';
import { mediaAudit } from './store-media';

/**
 * Records who opened a sensitive document (IsEncryptedYN 'Y'): in its owner's history, and, when a
 * customer owns it, in the index of document reads a breach notice is drawn from.
 */
export async function recordMediaRead(
  audit: Pick<AggregateStore, 'record' | 'recordDocumentRead'>,
  media: Media,
  actor: Actor,
): Promise<void> {
  if (media.IsEncryptedYN !== 'Y') return;
  const entry = mediaAudit(media, 'Document opened', actor);
  if (!media.CustomerId) return audit.record(entry);
  return audit.recordDocumentRead(entry, {
    customerId: media.CustomerId,
    document: `${media.Title}: ${media.FileName}`,
    mediaId: media.MediaId,
  });
}
