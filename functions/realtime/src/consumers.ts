import { audiencesOfEvent } from '@ezc/domain';
import type { Consumer } from '@ezc/platform';
import { platform } from '@ezc/platform';
import { pushToAudiences } from '@ezc/platform/push/push-to-audiences';
import * as z from 'zod';
import { recordInFeed } from './feed';
import { closeEndedSessions } from './sockets';

/**
 * Status changes are pushed as `{type, ...data, at}` to the object's owner and to the staff whose
 * privileges let them see such objects, and kept in those audiences' feed for pages that poll. A
 * repeated delivery pushes the same message again, which clients treat as idempotent (they set
 * the status they are told); the feed records it once. Each connection's session is checked as it
 * stands now before anything is pushed to it.
 */
const pushStatusChange: Consumer = async (event) => {
  const p = platform();
  const customerId = typeof event.data.CustomerId === 'string' ? event.data.CustomerId : undefined;
  const { CustomerId: _hidden, ...visible } = event.data;
  const audiences = audiencesOfEvent(event.name, customerId);
  const message = { type: event.name, ...visible, at: event.occurredAt };
  await recordInFeed(p, event, audiences, message);
  await pushToAudiences(
    { registry: p.connections, gateway: p.push, sessions: p.tokens, log: p.log },
    audiences,
    message,
  );
};

const accountOf = z.object({ AccountId: z.string() });

/**
 * A session ended (sign-out, revocation, expiry) or every session of an account did (password
 * reset or change, deactivation, role change, two-step reset): the account's connections are
 * checked afresh and those whose session no longer stands are closed. Idempotent: a repeat finds
 * nothing left to close.
 */
const closeEndedSessionSockets: Consumer = async (event) => {
  const p = platform();
  const { AccountId } = accountOf.parse(event.data);
  const closed = await closeEndedSessions(p, AccountId);
  if (closed > 0) p.log.info('realtime.sockets-closed', { event: event.name, closed });
};

export const consumers: Partial<Record<string, Consumer>> = {
  'realtime-push-status-changes': pushStatusChange,
  'realtime-close-ended-sessions': closeEndedSessionSockets,
};
