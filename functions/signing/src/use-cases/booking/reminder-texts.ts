import { type Language, READY_MINUTES_BEFORE, type ReminderChannel, translate } from '@ezc/domain';
import type { SigningSession } from '../../sessions/signing-session';
import { malaysian } from './malaysian-time';

type ReminderKey = 'signingReminder.subject' | 'signingReminder.email' | 'signingReminder.sms';

/** The session's day and hours as the borrower reads them, in one language. */
function when(lang: Language, session: SigningSession) {
  const start = malaysian(session.DateTimeRange[0]);
  const ready = malaysian(new Date(Date.parse(session.DateTimeRange[0]) - READY_MINUTES_BEFORE * 60_000));
  const date = translate(lang, 'signingReminder.date', {
    weekday: translate(lang, `signingReminder.weekdays.${start.weekday}` as 'signingReminder.weekdays.1'),
    day: start.day,
    month: translate(lang, `signingReminder.months.${start.month}` as 'signingReminder.months.1'),
    year: start.year,
  });
  return { date, time: start.time, readyTime: ready.time };
}

function text(lang: Language, key: ReminderKey, session: SigningSession): string {
  return translate(lang, key, {
    ...when(lang, session),
    name: session.Name,
    loanNo: session.LoanNo,
    attestor: session.AttestatorName,
    minutes: READY_MINUTES_BEFORE,
  });
}

/**
 * A reminder of the session by one channel. The borrower's language is not kept with the
 * session, so the text is in English and in Malay, one after the other, as the other messages the
 * product sends to someone whose language it does not know.
 */
export function reminderMessage(
  session: SigningSession,
  channel: ReminderChannel,
): { Subject?: string; Body: string } {
  if (channel === 'sms') {
    return {
      Body: `${text('en', 'signingReminder.sms', session)}\n${text('ms', 'signingReminder.sms', session)}`,
    };
  }
  return {
    Subject: `${text('en', 'signingReminder.subject', session)} / ${text('ms', 'signingReminder.subject', session)}`,
    Body: `${text('en', 'signingReminder.email', session)}\n\n---\n\n${text('ms', 'signingReminder.email', session)}`,
  };
}
