import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import {
  type BookableLoan,
  calendar,
  companySignedLoan,
  DEMO_ATTORNEY,
  ensureAttorneyCalendar,
  setClock,
  slotAt,
} from '../support/booking';
import { startTestServer } from '../support/server';

/**
 * Booking a live signing session (spec §2 "Booking a signing slot", §4 "Scheduling", §5, §9):
 * the attorney's calendar, a booking that opens the borrower's signing, no slot booked twice even
 * by fifty borrowers at once, rescheduling only at least 24 hours ahead, and the sessions listing.
 *
 * December 2026 starts on a Tuesday; the attorney takes sessions Monday to Friday at 10:00, 11:00,
 * 14:30 and 16:00 (half an hour each, Malaysia time, UTC+8). The business clock is set to Monday
 * 7 December 2026, 09:00 in Malaysia.
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
let loan: BookableLoan;
const tokens: Record<string, string> = {};

type Json = Record<string, unknown>;
const post = (who: string, path: string, body: unknown = {}, headers?: Record<string, string>) =>
  a.call<Json>('POST', path, { token: tokens[who]!, body, ...(headers ? { headers } : {}) });

const MONDAY_9AM = '2026-12-07T09:00:00+08:00';
/** Wednesday 9 December, 10:00–10:30 in Malaysia. */
const WED_10 = { start: '2026-12-09T02:00:00.000Z', end: '2026-12-09T02:30:00.000Z' };
/** Thursday 10 December, 11:00–11:30 in Malaysia. */
const THU_11 = { start: '2026-12-10T03:00:00.000Z', end: '2026-12-10T03:30:00.000Z' };

const customerOf = { borrower: 'CUST-000001', company: 'CUST-000002' } as const;
const mobileOf = { borrower: '+60123456789', company: '+60129876543' } as const;

let sessionId = '';

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'signer', 'attorney', 'admin', 'finance']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  await ensureAttorneyCalendar(rt);
  loan = await companySignedLoan(rt, tokens);
  await setClock(rt, MONDAY_9AM);
});
afterAll(async () => rt?.stop());

const book = (who: string, loanNo: string, slot: { SlotSessionId: string; Start: string }) =>
  post(who, '/loans/schedule-signing-session', {
    LoanNo: loanNo,
    AttestatorId: DEMO_ATTORNEY,
    SlotSessionId: slot.SlotSessionId,
    Start: slot.Start,
  });

describe("the attorney's calendar", () => {
  it('lists the attorney among the attestors a borrower may book', async () => {
    const r = await post(loan.owner, '/signing-sessions/attestors');
    expect(r.status).toBe(200);
    expect(r.body.Data).toContainEqual(
      expect.objectContaining({ AttestatorId: DEMO_ATTORNEY, SlotGroupName: 'Attorney weekday sessions' }),
    );
  });

  it('marks each day of December: today, available, not available (past) and off days', async () => {
    const days = await calendar(rt, tokens[loan.owner]!, '2026-12');
    expect(days).toHaveLength(31);
    const day = (date: string) => days.find((d) => d.Date === date);
    expect(day('2026-12-04')?.State).toBe('Not Available');
    expect(day('2026-12-05')).toEqual({ Date: '2026-12-05', State: 'Off Day', Slots: [] });
    expect(day('2026-12-06')?.State).toBe('Off Day');
    expect(day('2026-12-07')).toEqual({
      Date: '2026-12-07',
      State: 'Today',
      Slots: [
        expect.objectContaining({
          Start: '2026-12-07T02:00:00.000Z',
          End: '2026-12-07T02:30:00.000Z',
          Available: true,
        }),
        expect.objectContaining({
          Start: '2026-12-07T03:00:00.000Z',
          End: '2026-12-07T03:30:00.000Z',
          Available: true,
        }),
        expect.objectContaining({
          Start: '2026-12-07T06:30:00.000Z',
          End: '2026-12-07T07:00:00.000Z',
          Available: true,
        }),
        expect.objectContaining({
          Start: '2026-12-07T08:00:00.000Z',
          End: '2026-12-07T08:30:00.000Z',
          Available: true,
        }),
      ],
    });
    // 8 weekend days; Tuesday 1st to Friday 4th are past; 18 weekdays from the 8th on.
    expect(days.filter((d) => d.State === 'Off Day')).toHaveLength(8);
    expect(days.filter((d) => d.State === 'Not Available')).toHaveLength(4);
    expect(days.filter((d) => d.State === 'Available')).toHaveLength(18);
  });

  it('answers the current Malaysian month when none is asked for, and refuses a bad month', async () => {
    const r = await post(loan.owner, '/signing-sessions/available-sessions', { AttestatorId: DEMO_ATTORNEY });
    expect(r.status).toBe(200);
    expect((r.body.Data as Json).Month).toBe('2026-12');
    const bad = await post(loan.owner, '/signing-sessions/available-sessions', {
      AttestatorId: DEMO_ATTORNEY,
      Month: '2026-13',
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('Enter a month as YYYY-MM.');
  });
});

describe('booking a slot', () => {
  it('lets exactly one of fifty simultaneous bookings of one slot win; the others are told it was taken', async () => {
    const slot = await slotAt(rt, tokens[loan.owner]!, WED_10.start);
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(loan.owner, loan.LoanNo, slot)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.filter((r) => r.status !== 409).map((r) => r.body)).toEqual([]);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({
        message: 'This slot has just been booked. Please choose another.',
        code: 'SESSION.SLOT_TAKEN',
      });
    }
    const won = answers.find((r) => r.status === 200)!.body.Data as Json;
    expect(won).toMatchObject({
      LoanNo: loan.LoanNo,
      CustomerId: customerOf[loan.owner],
      ParticipantId: customerOf[loan.owner],
      AttestatorId: DEMO_ATTORNEY,
      Status: 'Pending Start',
      DateTimeRange: [WED_10.start, WED_10.end],
      SlotSessionId: slot.SlotSessionId,
      Contact: mobileOf[loan.owner],
      Email: `${loan.owner}@demo.test`,
      BorrowerSignYN: 'N',
      Step: 'Borrower To Sign',
      LoanSigningSessions: [{ LoanNo: loan.LoanNo, Status: 'Pending Start' }],
    });
    expect(String(won.SigningSessionId)).toMatch(/^SS-\d{6}$/);
    sessionId = String(won.SigningSessionId);

    const sessions = await post(loan.owner, '/loans/get-signing-sessions', { LoanNo: loan.LoanNo });
    expect(sessions.status).toBe(200);
    expect(sessions.body.Count).toBe(1);
  }, 60_000);

  it("opens the borrower's live signing: the signing is 'Pending Signing Borrower' with the session", async () => {
    const r = await post(loan.owner, '/agreements/find-one', { LoanNo: loan.LoanNo });
    expect(r.status).toBe(200);
    const signing = (r.body.Data ?? r.body) as Json;
    expect(signing).toMatchObject({
      Status: 'Pending Signing Borrower',
      Mode: 'Live',
      SigningSessionId: sessionId,
      AttestatorId: DEMO_ATTORNEY,
    });
  });

  it('shows the slot as taken in the calendar', async () => {
    const days = await calendar(rt, tokens[loan.other]!, '2026-12');
    const wednesday = days.find((d) => d.Date === '2026-12-09')!;
    expect(wednesday.State).toBe('Available');
    expect(wednesday.Slots.map((s) => s.Available)).toEqual([false, true, true, true]);
  });

  it('refuses the same slot to another borrower', async () => {
    const slot = await slotAt(rt, tokens[loan.other]!, WED_10.start);
    const otherLoan = loan.other === 'company' ? 'EZC000002' : 'EZC000003';
    const r = await book(loan.other, otherLoan, slot);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('SESSION.SLOT_TAKEN');
  });

  it('refuses a second booking of the same loan: it is rescheduled instead', async () => {
    const slot = await slotAt(rt, tokens[loan.owner]!, THU_11.start);
    const r = await book(loan.owner, loan.LoanNo, slot);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: 'This loan already has a signing session booked. Reschedule it instead.',
      code: 'SESSION.ALREADY_BOOKED',
    });
  });

  it("answers another borrower's loan as not found, and refuses staff", async () => {
    const slot = await slotAt(rt, tokens[loan.owner]!, THU_11.start);
    const r = await book(loan.other, loan.LoanNo, slot);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Loan not found');
    expect((await book('attorney', loan.LoanNo, slot)).status).toBe(403);
  });

  it('refuses to book a loan that is being terminated', async () => {
    const ending = await post('company', '/loans/find-all', {
      Search: { Status: 'Termination In Process' },
    });
    const loanNo = String((ending.body.Data as Json[])[0]?.LoanNo);
    const slot = await slotAt(rt, tokens.company!, THU_11.start);
    const r = await book('company', loanNo, slot);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: "A loan that is 'Termination In Process' can no longer be signed.",
      code: 'SIGNING.LOAN_ENDING',
    });
  });

  it('refuses a time that is not one of the slots, a past slot, and a start that is no time', async () => {
    const slot = await slotAt(rt, tokens[loan.owner]!, THU_11.start);
    // Saturday 12 December at 11:00: the attorney takes no sessions on Saturdays.
    const saturday = await book(loan.owner, loan.LoanNo, { ...slot, Start: '2026-12-12T11:00:00+08:00' });
    expect(saturday.status).toBe(422);
    expect(saturday.body.code).toBe('SESSION.SLOT_UNAVAILABLE');
    // Friday 4 December at 11:00 has passed.
    const past = await book(loan.owner, loan.LoanNo, { ...slot, Start: '2026-12-04T11:00:00+08:00' });
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('SESSION.SLOT_UNAVAILABLE');
    const nonsense = await book(loan.owner, loan.LoanNo, { ...slot, Start: 'tomorrow' });
    expect(nonsense.status).toBe(400);
    expect(String(nonsense.body.message)).toContain('Enter the slot start as an ISO 8601 timestamp');
  });
});

describe('rescheduling', () => {
  it('moves the session to another slot at least 24 hours ahead, keeping its id and freeing the old slot', async () => {
    const slot = await slotAt(rt, tokens[loan.owner]!, THU_11.start);
    const r = await post(loan.owner, '/loans/reschedule-signing-session', {
      LoanNo: loan.LoanNo,
      AttestatorId: DEMO_ATTORNEY,
      SlotSessionId: slot.SlotSessionId,
      // The same instant written in Malaysian time.
      Start: '2026-12-10T11:00:00+08:00',
    });
    expect(r.status).toBe(200);
    expect(r.body.Data).toMatchObject({
      SigningSessionId: sessionId,
      Status: 'Pending Start',
      DateTimeRange: [THU_11.start, THU_11.end],
      SlotSessionId: slot.SlotSessionId,
    });
    const days = await calendar(rt, tokens[loan.other]!, '2026-12');
    expect(days.find((d) => d.Date === '2026-12-09')!.Slots.map((s) => s.Available)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(days.find((d) => d.Date === '2026-12-10')!.Slots.map((s) => s.Available)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    const sessions = await post(loan.owner, '/loans/get-signing-sessions', { LoanNo: loan.LoanNo });
    expect(sessions.body.Count).toBe(1);
  });

  it('refuses to move a session less than 24 hours before it starts, in the caller’s language', async () => {
    // Wednesday 9 December, 11:30: the session starts in 23 and a half hours.
    await setClock(rt, '2026-12-09T11:30:00+08:00');
    const slot = await slotAt(rt, tokens[loan.owner]!, '2026-12-11T08:00:00.000Z');
    const body = {
      LoanNo: loan.LoanNo,
      AttestatorId: DEMO_ATTORNEY,
      SlotSessionId: slot.SlotSessionId,
      Start: slot.Start,
    };
    const r = await post(loan.owner, '/loans/reschedule-signing-session', body);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: 'A signing session can be rescheduled only at least 24 hours before it starts.',
      code: 'SESSION.TOO_LATE_TO_RESCHEDULE',
    });
    const malay = await post(loan.owner, '/loans/reschedule-signing-session', body, {
      'accept-language': 'ms',
    });
    expect(malay.status).toBe(422);
    expect(malay.body.message).toBe(
      'Sesi menandatangani hanya boleh dijadualkan semula sekurang-kurangnya 24 jam sebelum ia bermula.',
    );
  });
});

describe('the signing sessions listing', () => {
  const rows = (r: { body: Json }) => r.body.Data as Json[];
  const count = async (search: Json, who = 'attorney') => {
    const r = await post(who, '/signing-sessions/find-all', search);
    expect(r.status).toBe(200);
    return r.body.Count;
  };

  it("lists every EZC loan's session for staff who follow signing sessions", async () => {
    const r = await post('attorney', '/signing-sessions/find-all', {});
    expect(r.status).toBe(200);
    expect(rows(r).every((s) => String(s.LoanNo).startsWith('EZC'))).toBe(true);
    expect(rows(r)).toContainEqual(
      expect.objectContaining({
        SigningSessionId: sessionId,
        LoanNo: loan.LoanNo,
        Name: expect.any(String),
        Contact: mobileOf[loan.owner],
        Email: `${loan.owner}@demo.test`,
        DateTimeRange: [THU_11.start, THU_11.end],
        Status: 'Pending Start',
        NotJoined: false,
      }),
    );
  });

  it('filters by loan number (a beginning), status (All = none), dates, name, contact and participant', async () => {
    const mine = { LoanNo: loan.LoanNo };
    expect(await count(mine)).toBe(1);
    expect(await count({ LoanNo: 'XYZ' })).toBe(0);
    expect(await count({ ...mine, Status: 'All' })).toBe(1);
    expect(await count({ ...mine, Status: 'Pending Start' })).toBe(1);
    expect(await count({ ...mine, Status: 'Completed' })).toBe(0);
    expect(await count({ ...mine, DateTimeRange: ['2026-12-10', '2026-12-10'] })).toBe(1);
    expect(await count({ ...mine, DateTimeRange: ['2026-12-01', '2026-12-09'] })).toBe(0);
    expect(await count({ ...mine, DateTimeRange: ['2026-12-11', '2026-12-31'] })).toBe(0);
    expect(await count({ ...mine, DateTimeRange: [] })).toBe(1);
    expect(await count({ ...mine, DateTimeRange: ['', ''] })).toBe(1);
    const listed = rows(await post('attorney', '/signing-sessions/find-all', mine))[0]!;
    const name = String(listed.Name);
    // A beginning of each word typed, in any case.
    expect(await count({ ...mine, Name: name.split(' ')[0]!.slice(0, 3).toUpperCase() })).toBe(1);
    expect(await count({ ...mine, Name: 'nobody of that name' })).toBe(0);
    // The mobile number however it is typed.
    const national = `0${mobileOf[loan.owner].slice(3)}`;
    expect(await count({ ...mine, Contact: `${national.slice(0, 3)}-${national.slice(3)}` })).toBe(1);
    // Its last four digits find it too.
    expect(await count({ ...mine, Contact: national.slice(-4) })).toBe(1);
    expect(await count({ ...mine, Contact: '0111111111' })).toBe(0);
    expect(await count({ ...mine, ParticipantId: customerOf[loan.owner] })).toBe(1);
    expect(await count({ ...mine, ParticipantId: customerOf[loan.other] })).toBe(0);
    const bad = await post('attorney', '/signing-sessions/find-all', {
      DateTimeRange: ['2026-12-11', '2026-12-10'],
    });
    expect(bad.status).toBe(400);
  });

  it('shows a borrower their own sessions only, and refuses staff who do not follow signing sessions', async () => {
    const own = await post(loan.owner, '/signing-sessions/find-all', {});
    expect(rows(own).map((s) => s.SigningSessionId)).toContain(sessionId);
    expect(rows(own).every((s) => s.CustomerId === customerOf[loan.owner])).toBe(true);
    const other = await post(loan.other, '/signing-sessions/find-all', {});
    expect(rows(other).map((s) => s.SigningSessionId)).not.toContain(sessionId);
    expect((await post('finance', '/signing-sessions/find-all', {})).status).toBe(403);
  });

  it('says a borrower has not joined from 15 minutes before the start', async () => {
    const notJoined = async () =>
      rows(await post('attorney', '/signing-sessions/find-all', { LoanNo: loan.LoanNo }))[0]!.NotJoined;
    // Thursday 10 December: 16 minutes, then 14 minutes before 11:00.
    await setClock(rt, '2026-12-10T10:44:00+08:00');
    expect(await notJoined()).toBe(false);
    await setClock(rt, '2026-12-10T10:46:00+08:00');
    expect(await notJoined()).toBe(true);
  });

  it("gives a loan's sessions to its borrower and to staff, and not to another borrower", async () => {
    const own = await post(loan.owner, '/loans/get-signing-sessions', { LoanNo: loan.LoanNo });
    expect(own.status).toBe(200);
    expect(own.body.Data).toEqual([
      expect.objectContaining({ SigningSessionId: sessionId, Step: 'Borrower To Sign', NotJoined: true }),
    ]);
    expect((await post('finance', '/loans/get-signing-sessions', { LoanNo: loan.LoanNo })).status).toBe(200);
    const other = await post(loan.other, '/loans/get-signing-sessions', { LoanNo: loan.LoanNo });
    expect(other.status).toBe(404);
  });
});
