import { audiencesOfEvent } from '@ezc/domain';
import type { Consumer } from '@ezc/platform';
import { platform } from '@ezc/platform';
import { pushToAudiences } from '@ezc/platform/push/push-to-audiences';
import { recordInFeed } from './feed';

/**
 * Status changes are pushed as `{type, ...data, at}` to the object's owner and to the staff whose
 * privileges let them see such objects, and kept in those audiences' feed for pages that poll. A
 * repeated delivery pushes the same message again, which clients treat as idempotent (they set
 * the status they are told); the feed records it once.
 */
const pushStatusChange: Consumer = async (event) => {
  const p = platform();
  const customerId = typeof event.data.CustomerId === 'string' ? event.data.CustomerId : undefined;
  const { CustomerId: _hidden, ...visible } = event.data;
  const audiences = audiencesOfEvent(event.name, customerId);
  const message = { type: event.name, ...visible, at: event.occurredAt };
  await recordInFeed(p, event, audiences, message);
  await pushToAudiences({ registry: p.connections, gateway: p.push, log: p.log }, audiences, message);
};

export const consumers: Partial<Record<string, Consumer>> = {
  'realtime-push-status-changes': pushStatusChange,
};
