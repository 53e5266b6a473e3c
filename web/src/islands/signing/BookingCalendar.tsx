import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  dayOf,
  dayParts,
  type Lang,
  longDate,
  monthTitle,
  monthWeeks,
  timeOf,
  weekdayNames,
} from '../../components/signing/time';
import { serverClock } from '../../lib/server-clock';
import {
  type Attestor,
  availability,
  book,
  type CalendarDay,
  type DayState,
  attestors as loadAttestors,
  type Slot,
} from '../../lib/signing/api';
import { dismiss, flash, notify } from '../../stores/notifications';

/**
 * Booking a live signing session (spec §2 "Booking a signing slot", §4 Scheduling): an attestor's
 * calendar, a month at a time, each day marked Available, Not Available, Today or Off Day (in
 * words and a sign, not colour alone); a day's times in Malaysia time; then the booking, or the
 * move of the loan's booking. The grid is a keyboard grid: arrows move a day or a week, Home and
 * End to the week's ends, Page Up and Page Down a month.
 */

export interface CalendarTexts {
  readonly attestor: string;
  readonly noAttestors: string;
  readonly loading: string;
  readonly loadFailed: string;
  readonly retry: string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly gridLabel: string;
  readonly keyboardHint: string;
  readonly legendLabel: string;
  readonly states: {
    readonly available: string;
    readonly notAvailable: string;
    readonly today: string;
    readonly offDay: string;
  };
  readonly selected: string;
  readonly slotsHeading: string;
  readonly chooseDay: string;
  readonly noSlots: string;
  readonly slotsLegend: string;
  readonly slotTaken: string;
  readonly slotPast: string;
  readonly chooseSlot: string;
  readonly summary: string;
  readonly confirm: string;
  readonly confirmReschedule: string;
  readonly booked: string;
  readonly bookedText: string;
  readonly rescheduled: string;
}

export interface BookingCalendarProps {
  readonly loanNo: string;
  /** The loan has a booking: it is moved rather than a second one made. */
  readonly reschedule: boolean;
  readonly lang: Lang;
  /** Today in Malaysia (YYYY-MM-DD) as the server saw it. */
  readonly today: string;
  /** The business time the page was made at (server-clock.ts): a slot before it is past, not taken. */
  readonly now?: string;
  /** The attestor to show first (the current booking's). */
  readonly attestorId?: string | undefined;
  readonly texts: CalendarTexts;
  readonly malaysiaTime: string;
  readonly working: string;
  /** spec §8 texts: warnings while it runs, the failure titles. */
  readonly notifyTexts: {
    readonly scheduling: string;
    readonly rescheduling: string;
    readonly scheduleFailed: string;
    readonly fetchFailed: string;
  };
  /** Where to go once booked; the page itself (reloaded) when not given. */
  readonly afterHref?: string;
}

/** How far ahead a borrower may look. */
const MONTHS_AHEAD = 6;

const STATE_SIGN: Readonly<Record<DayState, string>> = {
  Available: '✓',
  'Not Available': '✕',
  Today: '●',
  'Off Day': '–',
};
const STATE_CLASS: Readonly<Record<DayState, string>> = {
  Available: 'is-available',
  'Not Available': 'is-unavailable',
  Today: 'is-today',
  'Off Day': 'is-off',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

const bookable = (day: CalendarDay | undefined): boolean => !!day?.Slots.some((s) => s.Available);

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; days: Map<string, CalendarDay> };

export default function BookingCalendar(props: BookingCalendarProps) {
  const { texts, lang, today } = props;
  const clock = useMemo(() => serverClock(props.now), [props.now]);
  const firstMonth = today.slice(0, 7);
  const lastMonth = addMonths(firstMonth, MONTHS_AHEAD);
  const id = useId();
  const [people, setPeople] = useState<readonly Attestor[] | 'loading' | 'failed'>('loading');
  const [attestorId, setAttestorId] = useState<string>('');
  const [month, setMonth] = useState(firstMonth);
  const [months, setMonths] = useState<Record<string, Loaded>>({});
  const [focusDate, setFocusDate] = useState(today);
  const [selectedDate, setSelectedDate] = useState<string | undefined>();
  const [slot, setSlot] = useState<Slot | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const names = useMemo(() => weekdayNames(lang), [lang]);
  const stateWord: Readonly<Record<DayState, string>> = {
    Available: texts.states.available,
    'Not Available': texts.states.notAvailable,
    Today: texts.states.today,
    'Off Day': texts.states.offDay,
  };

  const loadPeople = useCallback(async () => {
    setPeople('loading');
    const answer = await loadAttestors(props.notifyTexts.fetchFailed);
    if (!answer.ok) {
      setPeople('failed');
      return;
    }
    const list = Array.isArray(answer.data) ? answer.data : [];
    setPeople(list);
    setAttestorId((current) =>
      current && list.some((a) => a.AttestatorId === current)
        ? current
        : ((list.find((a) => a.AttestatorId === props.attestorId) ?? list[0])?.AttestatorId ?? ''),
    );
  }, [props.notifyTexts.fetchFailed, props.attestorId]);

  useEffect(() => {
    void loadPeople();
  }, [loadPeople]);

  const key = `${attestorId}|${month}`;
  const loadMonth = useCallback(
    async (who: string, m: string) => {
      const k = `${who}|${m}`;
      setMonths((all) => ({ ...all, [k]: { state: 'loading' } }));
      const answer = await availability(who, m, props.notifyTexts.fetchFailed);
      const days = answer.ok && Array.isArray(answer.data.Days) ? answer.data.Days : undefined;
      setMonths((all) => ({
        ...all,
        [k]: days ? { state: 'ready', days: new Map(days.map((d) => [d.Date, d])) } : { state: 'failed' },
      }));
    },
    [props.notifyTexts.fetchFailed],
  );

  useEffect(() => {
    if (attestorId && !months[key]) void loadMonth(attestorId, month);
  }, [attestorId, month, key, months, loadMonth]);

  // Keyboard moves keep the focus on the day moved to, once the grid shows it (a move into
  // another month renders that month first, hence `month`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the month's grid is drawn
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const loaded = months[key];
  const days = loaded?.state === 'ready' ? loaded.days : undefined;
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const chosenDay = selectedDate ? days?.get(selectedDate) : undefined;
  const attestor = Array.isArray(people) ? people.find((a) => a.AttestatorId === attestorId) : undefined;

  const goTo = (date: string, focus: boolean) => {
    const m = date.slice(0, 7);
    if (m < firstMonth || m > lastMonth) return;
    moveFocus.current = focus;
    setFocusDate(date);
    if (m !== month) setMonth(m);
  };

  const changeMonth = (step: number) => {
    const m = addMonths(month, step);
    if (m < firstMonth || m > lastMonth) return;
    setMonth(m);
    setFocusDate(m === firstMonth ? today : `${m}-01`);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (() => {
      const d = new Date(`${focusDate}T12:00:00Z`).getUTCDay();
      return (d + 6) % 7;
    })();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusDate, -1),
      ArrowRight: () => addDays(focusDate, 1),
      ArrowUp: () => addDays(focusDate, -7),
      ArrowDown: () => addDays(focusDate, 7),
      Home: () => addDays(focusDate, -weekday),
      End: () => addDays(focusDate, 6 - weekday),
      PageUp: () => sameDayIn(addMonths(focusDate.slice(0, 7), -1), focusDate),
      PageDown: () => sameDayIn(addMonths(focusDate.slice(0, 7), 1), focusDate),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move();
    goTo(next < today && next.slice(0, 7) === firstMonth ? today : next, true);
  };

  const choose = (date: string) => {
    setFocusDate(date);
    setSelectedDate(date);
    setSlot(undefined);
    setProblem(undefined);
  };

  const confirm = async () => {
    if (!slot || !attestorId || busy) return;
    setBusy(true);
    setProblem(undefined);
    const warning = notify({
      type: 'warning',
      title: props.reschedule ? props.notifyTexts.rescheduling : props.notifyTexts.scheduling,
    });
    const answer = await book(
      {
        LoanNo: props.loanNo,
        AttestatorId: attestorId,
        SlotSessionId: slot.SlotSessionId,
        Start: slot.Start,
      },
      props.reschedule,
      props.notifyTexts.scheduleFailed,
    );
    dismiss(warning);
    if (!answer.ok) {
      setBusy(false);
      if (answer.status === 401) return;
      // The slot may just have been taken: say so here and show the month as it now is.
      setProblem(answer.message ?? props.notifyTexts.scheduleFailed);
      setSlot(undefined);
      void loadMonth(attestorId, month);
      return;
    }
    const done = {
      type: 'success' as const,
      title: props.reschedule ? texts.rescheduled : texts.booked,
      description: fill(texts.bookedText, {
        when: `${longDate(dayOf(slot.Start), lang)}, ${rangeOf(slot)}`,
        malaysiaTime: props.malaysiaTime,
        attestor: attestor?.Name ?? '',
      }),
    };
    try {
      flash(done);
    } catch {
      // Storage may be unavailable (privacy modes): say it here; the next page shows the booking.
      notify(done);
    }
    if (props.afterHref) window.location.assign(props.afterHref);
    else window.location.reload();
  };

  const monthHeading = `${id}-month`;
  const hintId = `${id}-hint`;
  const slotsHeading = `${id}-slots`;

  if (people === 'loading')
    return (
      <p className="muted" data-calendar-loading>
        {texts.loading}
      </p>
    );
  if (people === 'failed') {
    return (
      <div className="booking-calendar" role="alert">
        <p>{texts.loadFailed}</p>
        <button type="button" className="btn" onClick={() => void loadPeople()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (people.length === 0) return <p className="note">{texts.noAttestors}</p>;

  return (
    <div className="booking-calendar" data-booking-calendar>
      <div className="field cal-attestor">
        <label htmlFor={`${id}-attestor`}>{texts.attestor}</label>
        <select
          id={`${id}-attestor`}
          className="input"
          value={attestorId}
          disabled={busy}
          onChange={(e) => {
            setAttestorId(e.currentTarget.value);
            setSelectedDate(undefined);
            setSlot(undefined);
            setProblem(undefined);
          }}
        >
          {people.map((a) => (
            <option key={a.AttestatorId} value={a.AttestatorId}>
              {a.Name}
            </option>
          ))}
        </select>
      </div>

      <div className="cal-head">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => changeMonth(-1)}
          disabled={month <= firstMonth}
          aria-label={texts.previousMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={monthHeading} aria-live="polite">
          {monthTitle(month, lang)}
        </h3>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => changeMonth(1)}
          disabled={month >= lastMonth}
          aria-label={texts.nextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>

      <ul className="cal-legend" aria-label={texts.legendLabel}>
        {(['Available', 'Not Available', 'Today', 'Off Day'] as const).map((s) => (
          <li key={s}>
            <span className={`cal-swatch ${STATE_CLASS[s]}`} aria-hidden="true">
              {STATE_SIGN[s]}
            </span>
            {stateWord[s]}
          </li>
        ))}
      </ul>
      <p id={hintId} className="muted cal-hint">
        {texts.keyboardHint}
      </p>

      {loaded?.state === 'failed' && (
        <div role="alert" className="note is-attention">
          {texts.loadFailed}{' '}
          <button type="button" className="btn btn-small" onClick={() => void loadMonth(attestorId, month)}>
            {texts.retry}
          </button>
        </div>
      )}

      <table
        ref={grid}
        className="cal-grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid is a table with role grid, its days moved through with the arrow keys
        role="grid"
        aria-labelledby={monthHeading}
        aria-describedby={hintId}
        aria-busy={!days}
        onKeyDown={onGridKey}
        data-month={month}
      >
        <thead>
          <tr>
            {names.short.map((n, i) => (
              <th key={n} scope="col" abbr={names.long[i]}>
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell has no identity but its place in the week
                if (!date) return <td key={`blank-${i}`} className="cal-blank" />;
                const day = days?.get(date);
                const state = day?.State;
                const past = date < today;
                const name = dayParts(date, lang);
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the day's button inside takes the focus (a roving tabindex)
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the date picker's grid, chosen or not
                    role="gridcell"
                    aria-selected={date === selectedDate}
                  >
                    <button
                      type="button"
                      className={`cal-day ${state ? STATE_CLASS[state] : 'is-pending'}${date === selectedDate ? ' is-selected' : ''}${past ? ' is-past' : ''}`}
                      tabIndex={date === focusDate ? 0 : -1}
                      aria-current={date === today ? 'date' : undefined}
                      data-date={date}
                      data-state={state}
                      disabled={busy}
                      onClick={() => choose(date)}
                      onFocus={() => setFocusDate(date)}
                    >
                      {/* The name reads "Monday, 13 July 2026, Available"; the number and word show. */}
                      <span className="visually-hidden">{name.weekday}, </span>
                      <span className="cal-number">{name.day}</span>
                      <span className="visually-hidden">
                        {' '}
                        {name.monthYear}
                        {state ? ',' : ''}
                      </span>
                      <span className="cal-sign" aria-hidden="true">
                        {state ? STATE_SIGN[state] : ''}
                      </span>
                      {state && <span className="cal-word">{stateWord[state]}</span>}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <section className="cal-slots" aria-labelledby={slotsHeading} data-calendar-slots>
        <h3 id={slotsHeading}>
          {selectedDate ? fill(texts.slotsHeading, { date: longDate(selectedDate, lang) }) : texts.chooseDay}
        </h3>
        {selectedDate && !days && <p className="muted">{texts.loading}</p>}
        {selectedDate && days && !bookable(chosenDay) && <p className="muted">{texts.noSlots}</p>}
        {selectedDate && chosenDay && chosenDay.Slots.length > 0 && bookable(chosenDay) && (
          <fieldset className="cal-times" disabled={busy}>
            <legend>{fill(texts.slotsLegend, { malaysiaTime: props.malaysiaTime })}</legend>
            {chosenDay.Slots.map((s) => {
              const range = rangeOf(s);
              const taken = !s.Available;
              return (
                <label key={s.SlotSessionId + s.Start} className={`cal-time${taken ? ' is-taken' : ''}`}>
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={s.Start}
                    disabled={taken}
                    checked={slot?.Start === s.Start && slot.SlotSessionId === s.SlotSessionId}
                    onChange={() => {
                      setSlot(s);
                      setProblem(undefined);
                    }}
                  />
                  <span>{range}</span>
                  {taken && (
                    <span className="cal-taken">
                      ({Date.parse(s.Start) <= clock() ? texts.slotPast : texts.slotTaken})
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
        )}
        {problem && (
          <p className="field-error" role="alert" data-booking-error>
            {problem}
          </p>
        )}
        {slot && (
          <div className="cal-confirm">
            <p data-booking-summary>
              {fill(texts.summary, {
                date: longDate(dayOf(slot.Start), lang),
                time: rangeOf(slot),
                malaysiaTime: props.malaysiaTime,
                attestor: attestor?.Name ?? '',
              })}
            </p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
            >
              <span className="spinner" aria-hidden="true" />
              {busy ? props.working : props.reschedule ? texts.confirmReschedule : texts.confirm}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

/** The same day of the month in `month`, or its last day when shorter. */
function sameDayIn(month: string, date: string): string {
  const want = Number(date.slice(8));
  let d = `${month}-01`;
  for (let i = 1; i < want; i++) {
    const next = addDays(d, 1);
    if (!next.startsWith(month)) break;
    d = next;
  }
  return d;
}

/** A slot's times in Malaysia, '10:00 – 10:30'. */
const rangeOf = (slot: Slot): string => `${timeOf(slot.Start)} – ${timeOf(slot.End)}`;
