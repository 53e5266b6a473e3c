import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActivityRecord,
  afterCall,
  countsAsActivity,
  type IdleLimits,
  IdleWatch,
  idlePhase,
  mergeRecords,
  recordAtLoad,
} from './idle-clock';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const STAFF: IdleLimits = { timeoutMs: 15 * MINUTE, warningMs: MINUTE };
const T0 = Date.parse('2026-03-02T09:00:00+08:00');

describe('the record of activity', () => {
  it('counts a call as written when nothing was recorded for more than a minute before it', () => {
    const record = { since: T0, lastCall: T0 };
    expect(afterCall(record, T0 + 2 * MINUTE, T0 + 2 * MINUTE + 300)).toEqual({
      since: T0 + 2 * MINUTE,
      lastCall: T0 + 2 * MINUTE + 300,
    });
  });

  it('counts from a minute before a call that came too soon after the last one to be written', () => {
    const record = { since: T0, lastCall: T0 + 30 * SECOND };
    expect(afterCall(record, T0 + 80 * SECOND, T0 + 81 * SECOND)).toEqual({
      since: T0 + 20 * SECOND,
      lastCall: T0 + 81 * SECOND,
    });
    // Exactly a minute after is not enough: the server writes only what is older than a minute.
    expect(afterCall(record, T0 + 90 * SECOND, T0 + 90 * SECOND).since).toBe(T0 + 30 * SECOND);
  });

  it('never moves either bound back', () => {
    const record = { since: T0 + 5 * MINUTE, lastCall: T0 + 6 * MINUTE };
    expect(afterCall(record, T0 + MINUTE, T0 + MINUTE)).toEqual(record);
    expect(mergeRecords(record, { since: T0 + 7 * MINUTE, lastCall: T0 + 2 * MINUTE })).toEqual({
      since: T0 + 7 * MINUTE,
      lastCall: T0 + 6 * MINUTE,
    });
  });

  it('at page load, counts the page server’s own call, and ignores a record that cannot be this session’s', () => {
    const signedIn = { since: T0, lastCall: T0 + 400 };
    // Straight after signing in: the page's call was too soon to be written.
    expect(recordAtLoad(signedIn, T0 + 2 * SECOND, T0 + 3 * SECOND, STAFF)).toEqual({
      since: T0,
      lastCall: T0 + 3 * SECOND,
    });
    // Nothing known: the server's record is at most a minute older than the page.
    expect(recordAtLoad(undefined, T0, T0 + SECOND, STAFF)).toEqual({
      since: T0 - MINUTE,
      lastCall: T0 + SECOND,
    });
    // A record whose session would have ended before this page was rendered.
    expect(recordAtLoad(signedIn, T0 + 16 * MINUTE, T0 + 16 * MINUTE, STAFF)).toEqual({
      since: T0 + 15 * MINUTE,
      lastCall: T0 + 16 * MINUTE,
    });
    // A record from the future (the computer's clock was turned back).
    expect(recordAtLoad({ since: T0, lastCall: T0 + MINUTE }, T0, T0 + SECOND, STAFF).lastCall).toBe(
      T0 + SECOND,
    );
  });

  it('tells the phases apart: active until a minute before the end, then a countdown, then over', () => {
    const record = { since: T0, lastCall: T0 };
    expect(idlePhase(record, STAFF, T0 + 13 * MINUTE)).toEqual({ phase: 'active', warnAt: T0 + 14 * MINUTE });
    expect(idlePhase(record, STAFF, T0 + 14 * MINUTE)).toEqual({
      phase: 'warning',
      secondsLeft: 60,
      endsAt: T0 + 15 * MINUTE,
    });
    expect(idlePhase(record, STAFF, T0 + 14 * MINUTE + 59_500)).toMatchObject({ secondsLeft: 1 });
    expect(idlePhase(record, STAFF, T0 + 15 * MINUTE)).toEqual({ phase: 'over' });
  });
});

describe('calls that count as activity', () => {
  it('counts the page’s API calls but not the passive, public or keep-alive ones', () => {
    expect(countsAsActivity('/api/loans/find-all')).toBe(true);
    expect(countsAsActivity('/api/auth/me')).toBe(true);
    expect(countsAsActivity('/api/roles/update-privileges')).toBe(true);
    for (const path of [
      '/api/realtime/ticket',
      '/api/realtime/events',
      '/api/auth/keep-alive',
      '/api/auth/logout',
      '/api/customer-refresh-token',
      '/api/sso/authorization',
      '/api/staff/auth/login',
      '/api/client',
      '/loan/listing',
    ]) {
      expect([path, countsAsActivity(path)]).toEqual([path, false]);
    }
  });
});

describe('the idle watch', () => {
  let keepAlives: number[];
  let answer: IdleLimits | undefined;
  let published: ActivityRecord[];
  let shared: ActivityRecord | undefined;
  let events: string[];

  const watch = (record: ActivityRecord = { since: T0, lastCall: T0 }, limits = STAFF) =>
    new IdleWatch({
      limits,
      record,
      keepAlive: async () => {
        keepAlives.push(Date.now());
        return answer;
      },
      publish: (r) => published.push(r),
      readShared: () => shared,
      onWarning: (s) => events.push(`warn ${s}`),
      onActive: () => events.push('active'),
      onOver: () => events.push('over'),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    keepAlives = [];
    answer = STAFF;
    published = [];
    shared = undefined;
    events = [];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns a minute before the end, counts down each second, and signs out at zero', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['warn 60']);
    expect(w.warning).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(events).toEqual(['warn 60', 'warn 59', 'warn 58', 'warn 57']);
    await vi.advanceTimersByTimeAsync(57 * SECOND);
    expect(events.at(-2)).toBe('warn 1');
    expect(events.at(-1)).toBe('over');
    expect(keepAlives).toEqual([]);
    // Stopped: nothing more happens.
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(events.filter((e) => e === 'over')).toHaveLength(1);
  });

  it('gives customers thirty minutes', async () => {
    watch({ since: T0, lastCall: T0 }, { timeoutMs: 30 * MINUTE, warningMs: MINUTE });
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['warn 60']);
  });

  it('tells the server about the person’s activity at most once a minute', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    w.activity();
    await vi.advanceTimersByTimeAsync(0);
    expect(keepAlives).toEqual([T0 + 5 * MINUTE]);
    expect(published).toEqual([{ since: T0 + 5 * MINUTE, lastCall: T0 + 5 * MINUTE }]);
    // Busy for the next two minutes: one more call after the minute, then one after the next.
    for (let s = 1; s <= 120; s++) {
      await vi.advanceTimersByTimeAsync(SECOND);
      w.activity();
    }
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(keepAlives).toEqual([T0 + 5 * MINUTE, T0 + 6 * MINUTE + 1, T0 + 7 * MINUTE + 2]);
    // Idle from the last keep-alive on: the warning comes 14 minutes after it.
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 2 * SECOND);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(events).toEqual(['warn 60']);
  });

  it('sends the activity of the last minute once the minute is up, even if the person stopped', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    w.activity();
    await vi.advanceTimersByTimeAsync(49 * SECOND);
    expect(keepAlives).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(keepAlives).toEqual([T0 + MINUTE + 1]);
  });

  it('does not date old activity to when a late timer woke', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    w.activity();
    // The computer slept through the minute: the timer runs ten minutes late.
    vi.setSystemTime(T0 + 11 * MINUTE);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(keepAlives).toEqual([]);
    expect(published).toEqual([]);
  });

  it('leaves the page’s own calls to count for themselves', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    w.call(T0 + 10 * MINUTE - 200, T0 + 10 * MINUTE);
    expect(published).toEqual([{ since: T0 + 10 * MINUTE - 200, lastCall: T0 + 10 * MINUTE }]);
    // The person's activity right after is covered by that call once the minute is up.
    w.activity();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(keepAlives).toEqual([T0 + 11 * MINUTE + 1]);
    expect(events).toEqual([]);
  });

  it('ignores the pointer while the warning shows, and stays signed in when asked', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(14 * MINUTE + 10 * SECOND);
    expect(events).toEqual([
      'warn 60',
      'warn 59',
      'warn 58',
      'warn 57',
      'warn 56',
      'warn 55',
      'warn 54',
      'warn 53',
      'warn 52',
      'warn 51',
      'warn 50',
    ]);
    w.activity();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(keepAlives).toEqual([]);
    expect(events.at(-1)).toBe('over');
  });

  it('restarts the count when the person stays signed in', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(14 * MINUTE + 30 * SECOND);
    events = [];
    await w.stay();
    expect(keepAlives).toEqual([T0 + 14 * MINUTE + 30 * SECOND]);
    expect(events).toEqual(['active']);
    expect(w.warning).toBe(false);
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(events).toEqual(['active']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['active', 'warn 60']);
  });

  it('takes new limits from the keep-alive answer', async () => {
    const w = watch();
    answer = { timeoutMs: 30 * MINUTE, warningMs: 2 * MINUTE };
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    w.activity();
    await vi.advanceTimersByTimeAsync(28 * MINUTE - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['warn 120']);
  });

  it('keeps a quiet tab open while another tab is busy', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(14 * MINUTE + 5 * SECOND);
    expect(w.warning).toBe(true);
    w.shared({ since: T0 + 14 * MINUTE + 4 * SECOND, lastCall: T0 + 14 * MINUTE + 4 * SECOND });
    expect(events.at(-1)).toBe('active');
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(events.at(-1)).toBe('active');
  });

  it('reads the other tabs’ record once more before signing out', async () => {
    watch();
    await vi.advanceTimersByTimeAsync(15 * MINUTE - SECOND);
    shared = { since: T0 + 14 * MINUTE, lastCall: T0 + 14 * MINUTE };
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(events.at(-1)).toBe('active');
    expect(events).not.toContain('over');
  });

  it('waits a minute before trying again when the keep-alive fails', async () => {
    const w = watch();
    answer = undefined;
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    w.activity();
    await vi.advanceTimersByTimeAsync(0);
    for (let s = 1; s <= 30; s++) {
      await vi.advanceTimersByTimeAsync(SECOND);
      w.activity();
    }
    expect(keepAlives).toEqual([T0 + 2 * MINUTE]);
    answer = STAFF;
    await vi.advanceTimersByTimeAsync(31 * SECOND);
    expect(keepAlives).toEqual([T0 + 2 * MINUTE, T0 + 3 * MINUTE + 1]);
  });

  it('lets a keep-alive on its way decide whether the end has come', async () => {
    let release: (limits: IdleLimits) => void = () => undefined;
    const w = new IdleWatch({
      limits: STAFF,
      record: { since: T0, lastCall: T0 },
      keepAlive: () => new Promise((resolve) => (release = resolve)),
      publish: () => undefined,
      readShared: () => undefined,
      onWarning: (s) => events.push(`warn ${s}`),
      onActive: () => events.push('active'),
      onOver: () => events.push('over'),
    });
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 500);
    const staying = w.stay();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(events).not.toContain('over');
    release(STAFF);
    await staying;
    expect(events.at(-1)).toBe('active');
    expect(events).not.toContain('over');
  });
});
