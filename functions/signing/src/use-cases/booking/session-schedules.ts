import {
  type EventEnvelope,
  REMINDER_KIND,
  type Reminder,
  reminderSchema,
  SIGNING_NOT_JOINED_KIND,
  scheduleDue,
  sessionSchedules,
  signingSessionBooked,
} from '@ezc/domain';
import type { SigningPorts } from '../../ports';
import type { SigningSession } from '../../sessions/signing-session';
import { reminderMessage } from './reminder-texts';

type Deps = Pick<SigningPorts, 'sessions' | 'scheduler' | 'clock'>;

/** Rounds of scheduling when the session keeps moving while its schedules are set. */
const ROUNDS = 3;

/**
 * A session was booked or moved (`signing-session.booked`): its reminders (1 day, 2 hours and 30
 * minutes before, by e-mail and SMS) and the not-joined check (15 minutes before) are set for the
 * session as it now is. Schedule ids come from the session, so a moved session's schedules replace
 * the old ones; a moment that had already passed when the session was booked or moved is not
 * scheduled (an old schedule under its id is cancelled), nor is anything once the session is no
 * longer waiting to start or has begun. A moment that passed only while this event was on its way
 * is still scheduled, and sent at once: late is better than never for a session still to come.
 * The scheduled events' ids come from the session and its start, so a repeated delivery of this
 * event never makes the jobs context send a reminder twice.
 */
export async function scheduleSessionReminders(deps: Deps, event: EventEnvelope): Promise<void> {
  const { SigningSessionId } = signingSessionBooked.parse(event);
  const since = Date.parse(event.occurredAt);
  let loaded = await deps.sessions.load(SigningSessionId);
  for (let round = 1; loaded && round <= ROUNDS; round++) {
    await setSchedules(deps, loaded.value, since);
    // Another change (a move) may have set its schedules while these were being set: the last
    // word must be the session as it is.
    const again = await deps.sessions.load(SigningSessionId);
    if (!again || again.version === loaded.version) return;
    loaded = again;
  }
}

async function setSchedules(deps: Deps, session: SigningSession, since: number): Promise<void> {
  const start = session.DateTimeRange[0];
  const plan = sessionSchedules(session.SigningSessionId, start);
  const waiting = session.Status === 'Pending Start' && Date.parse(start) > deps.clock.now().getTime();
  const ahead = (at: string) => waiting && Date.parse(at) > since;
  const to = { email: session.Email, sms: session.Contact };

  for (const r of plan.reminders) {
    if (!ahead(r.at) || !to[r.channel]) {
      await deps.scheduler.cancel(r.id);
      continue;
    }
    const reminder: Reminder = reminderSchema.parse({
      Channel: r.channel,
      To: to[r.channel],
      ...reminderMessage(session, r.channel),
    });
    await deps.scheduler.schedule({
      id: r.id,
      at: r.at,
      event: scheduleDue.create({
        id: `${r.id}@${start}`,
        occurredAt: r.at,
        data: { scheduleId: r.id, kind: REMINDER_KIND, payload: reminder },
      }),
    });
  }

  const check = plan.notJoined;
  if (!ahead(check.at)) {
    await deps.scheduler.cancel(check.id);
    return;
  }
  await deps.scheduler.schedule({
    id: check.id,
    at: check.at,
    event: scheduleDue.create({
      id: `${check.id}@${start}`,
      occurredAt: check.at,
      data: {
        scheduleId: check.id,
        kind: SIGNING_NOT_JOINED_KIND,
        payload: { SigningSessionId: session.SigningSessionId, Start: start },
      },
    }),
  });
}
