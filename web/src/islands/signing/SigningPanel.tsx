import { MIN_RESCHEDULE_HOURS, READY_MINUTES_BEFORE } from '@ezc/domain/signing/reminders';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { dateTimeOf, dayOf, type Lang, longDate, timeOf } from '../../components/signing/time';
import { serverClock } from '../../lib/server-clock';
import type { LiveRoomTexts } from '../../lib/signing/webrtc-texts';
import BookingCalendar, { type BookingCalendarProps } from './BookingCalendar';

/** The live room's code (WebRTC, recording) loads only when the borrower goes in. */
const LiveSession = lazy(() => import('./LiveSession'));

/**
 * The borrower's booked live session (spec §4, §9): when it is (Malaysia time) and with whom; the
 * way into the live room from 15 minutes before the start; and rescheduling, offered only while
 * the start is at least 24 hours away (the API refuses later with its own text, shown here).
 */

export interface SigningPanelTexts {
  readonly sessionWhen: string;
  readonly sessionAttestor: string;
  readonly sessionStatus: string;
  readonly readyNote: string;
  readonly joinOpensAt: string;
  readonly join: string;
  readonly joinHeading: string;
  readonly joining: string;
  readonly reschedule: string;
  readonly rescheduleHeading: string;
  readonly cancelReschedule: string;
  /** The API's refusal text for a move within 24 hours. */
  readonly tooLate: string;
  readonly malaysiaTime: string;
}

export interface BookedSession {
  readonly SigningSessionId: string;
  readonly start: string;
  readonly end: string;
  readonly attestorName: string;
  readonly attestorId: string;
  readonly status: string;
  readonly statusLabel: string;
}

interface Props {
  readonly loanNo: string;
  readonly lang: Lang;
  readonly session: BookedSession;
  readonly texts: SigningPanelTexts;
  readonly calendar: Omit<BookingCalendarProps, 'loanNo' | 'reschedule'>;
  /** The live room's texts, and where it links back to once the session is over. */
  readonly live: { readonly texts: LiveRoomTexts; readonly backHref: string; readonly backLabel: string };
  /** The business time the page was made at: the panel counts on the API's clock (server-clock.ts). */
  readonly now?: string;
}

const MINUTE = 60_000;
/** How often the panel looks at the clock: the join button appears within this of its time. */
const TICK_MS = 15_000;

export default function SigningPanel({ loanNo, lang, session, texts, calendar, live, now: pageNow }: Props) {
  const clock = useMemo(() => serverClock(pageNow), [pageNow]);
  const [now, setNow] = useState(() => clock());
  const [moving, setMoving] = useState(false);
  const [joined, setJoined] = useState(false);
  const id = useId();

  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [clock]);

  const start = Date.parse(session.start);
  const end = Date.parse(session.end);
  const opensAt = start - READY_MINUTES_BEFORE * MINUTE;
  const open = ['Pending Start', 'In Progress'].includes(session.status);
  const joinable = open && (session.status === 'In Progress' || (now >= opensAt && now <= end));
  const movable = session.status === 'Pending Start' && start - now >= MIN_RESCHEDULE_HOURS * 60 * MINUTE;
  const range = `${timeOf(session.start)} – ${timeOf(session.end)}`;
  const when = `${longDate(dayOf(session.start), lang)}, ${range} (${texts.malaysiaTime})`;

  return (
    <div className="signing-panel" data-signing-panel>
      <dl className="facts">
        <div data-field="When" className="is-strong">
          <dt>{texts.sessionWhen}</dt>
          <dd>{when}</dd>
        </div>
        <div data-field="Attestor">
          <dt>{texts.sessionAttestor}</dt>
          <dd>{session.attestorName}</dd>
        </div>
        <div data-field="Status">
          <dt>{texts.sessionStatus}</dt>
          <dd>
            <span className="badge tone-progress" data-status={session.status}>
              {session.statusLabel}
            </span>
          </dd>
        </div>
      </dl>

      {open && <p className="note">{texts.readyNote.replace('{minutes}', String(READY_MINUTES_BEFORE))}</p>}

      {open && !joined && (
        <div className="action-bar">
          {joinable ? (
            <button type="button" className="btn btn-primary" onClick={() => setJoined(true)} data-join>
              {texts.join}
            </button>
          ) : (
            <p className="muted" data-join-later>
              {texts.joinOpensAt
                .replace('{time}', `${dateTimeOf(new Date(opensAt).toISOString(), lang)}`)
                .replace('{malaysiaTime}', texts.malaysiaTime)}
            </p>
          )}
          {movable && !moving && (
            <button type="button" className="btn" onClick={() => setMoving(true)} data-reschedule>
              {texts.reschedule}
            </button>
          )}
        </div>
      )}
      {session.status === 'Pending Start' && !movable && (
        <p className="note is-attention" data-too-late>
          {texts.tooLate}
        </p>
      )}

      {joined && (
        <section className="decision-panel" aria-labelledby={`${id}-live`} data-live-room>
          <h3 id={`${id}-live`}>{texts.joinHeading}</h3>
          <Suspense fallback={<p className="muted">{texts.joining}</p>}>
            <LiveSession
              sessionId={session.SigningSessionId}
              texts={live.texts}
              backHref={live.backHref}
              backLabel={live.backLabel}
            />
          </Suspense>
        </section>
      )}

      {moving && (
        <section className="decision-panel" aria-labelledby={`${id}-move`}>
          <h3 id={`${id}-move`}>{texts.rescheduleHeading}</h3>
          <BookingCalendar loanNo={loanNo} reschedule {...calendar} attestorId={session.attestorId} />
          <p>
            <button type="button" className="btn" onClick={() => setMoving(false)}>
              {texts.cancelReschedule}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
