import { customerDocumentsChanged, type EventEnvelope } from '@ezc/domain';
import type { Actor, AggregateStore } from '@ezc/platform';
import type { Media } from './media';

/**
 * The event a change to a customer's own documents raises, to land in the same write as the
 * change: lending checks again the applications waiting for a complete set of required documents.
 * Files kept under a contact person or an account raise none: the required set is the customer's own.
 */
export function documentsChanged(
  audit: Pick<AggregateStore, 'envelope'>,
  media: Pick<Media, 'ObjectType' | 'ObjectId'>,
  actor: Actor,
): EventEnvelope[] {
  if (media.ObjectType !== 'Customer') return [];
  return [audit.envelope(customerDocumentsChanged, { CustomerId: media.ObjectId }, actor)];
}
