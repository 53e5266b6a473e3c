import {
  type EventEnvelope,
  NOT_JOINED_MINUTES_BEFORE,
  notJoinedCheckSchema,
  scheduleDue,
  signingSessionNotJoined,
} from '@ezc/domain';
import { type Actor, auditWrite, consumeOnce, outboxWrite } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { sessionEventData } from '../../sessions/sessions-repository';
import { SESSION_AUDIT } from '../../sessions/signing-session';

type Deps = Pick<SigningPorts, 'clock' | 'ids' | 'table' | 'store' | 'sessions'>;

const checker: Actor = { id: 'system', kind: 'system', name: 'Signing session check' };

/**
 * 15 minutes before a session starts (spec §9: staff follow up a borrower who has not joined): if
 * the session still waits to start at that time and the borrower has not joined, the
 * `signing-session.not-joined` notice goes to the staff who follow signing sessions, with a row in
 * the session's history. Once per check, whatever the number of deliveries; a session moved since
 * the check was set is left to its new check.
 */
export async function checkBorrowerJoined(deps: Deps, event: EventEnvelope): Promise<void> {
  const due = scheduleDue.parse(event);
  const check = notJoinedCheckSchema.parse(due.payload);
  const loaded = await deps.sessions.load(check.SigningSessionId);
  if (!loaded) return;
  const s = loaded.value;
  if (s.Status !== 'Pending Start' || s.BorrowerJoinedAt || s.DateTimeRange[0] !== check.Start) return;
  const now = deps.clock.now().toISOString();
  await consumeOnce({
    table: deps.table,
    consumer: 'signing-check-joined',
    eventId: event.id,
    now,
    effect: async () => [
      outboxWrite(deps.store.envelope(signingSessionNotJoined, sessionEventData(s), checker, now), now),
      auditWrite(
        {
          objectType: SESSION_AUDIT,
          objectId: s.SigningSessionId,
          action: 'Borrower not joined',
          actor: checker,
          remarks: `The borrower had not joined ${NOT_JOINED_MINUTES_BEFORE} minutes before the start; staff were told`,
        },
        now,
        deps.ids.next(),
      ),
    ],
  });
}
