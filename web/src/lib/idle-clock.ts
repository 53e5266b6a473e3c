import { ACTIVITY_WRITE_SECONDS } from '@ezc/domain/identity/session-policy';
import { type ActivityRecord, mergeRecords } from './activity-record';

export type { ActivityRecord } from './activity-record';
export { mergeRecords } from './activity-record';

/**
 * When a signed-in page warns that the session is about to end for inactivity, and when it signs
 * out (staff after 15 minutes without activity, customers after 30; the limits come from the
 * API). Pure: no DOM, no storage; the clock and timers are the global ones, which tests fake.
 *
 * The server ends the session by its own record of the last activity, which it writes at most
 * once a minute (ACTIVITY_WRITE_SECONDS). The page cannot read that record, so it keeps two
 * bounds on it and counts from the lower one: it may warn up to a minute early, never late. A
 * keep-alive is sent only when more than a minute has passed since the last call the server may
 * have recorded, so the server is sure to write it and both clocks then agree exactly.
 */

export const ACTIVITY_WRITE_MS = ACTIVITY_WRITE_SECONDS * 1000;

/** How late a keep-alive may go after the activity it tells of, beyond the minute it waits. */
const STALE_GRACE_MS = 2000;

export interface IdleLimits {
  /** Without activity for this long the session ends. */
  readonly timeoutMs: number;
  /** The warning comes this long before the end. */
  readonly warningMs: number;
}

/**
 * The record after a call the server counts as activity, sent at `start` and answered by `end`.
 * When nothing could have been recorded for more than a minute before it, the server wrote this
 * call; otherwise its record is at most a minute older than the call.
 */
export function afterCall(record: ActivityRecord | undefined, start: number, end: number): ActivityRecord {
  const written = record !== undefined && start - record.lastCall > ACTIVITY_WRITE_MS;
  const floor = written ? start : start - ACTIVITY_WRITE_MS;
  return {
    since: Math.max(record?.since ?? floor, floor),
    lastCall: Math.max(record?.lastCall ?? end, end),
  };
}

/**
 * The record when a signed-in page loads: the page server asked the API who is signed in while
 * rendering it, which is activity, between the navigation's start and now. A stored record that
 * says the session should already have ended, or that comes from the future, belongs to another
 * session or another clock and is ignored.
 */
export function recordAtLoad(
  stored: ActivityRecord | undefined,
  navigationStart: number,
  now: number,
  limits: IdleLimits,
): ActivityRecord {
  const usable = stored && stored.since + limits.timeoutMs > navigationStart && stored.lastCall <= now;
  return afterCall(usable ? stored : undefined, navigationStart, now);
}

export type IdlePhase =
  | { readonly phase: 'active'; readonly warnAt: number }
  | { readonly phase: 'warning'; readonly secondsLeft: number; readonly endsAt: number }
  | { readonly phase: 'over' };

export function idlePhase(record: ActivityRecord, limits: IdleLimits, now: number): IdlePhase {
  const endsAt = record.since + limits.timeoutMs;
  if (now >= endsAt) return { phase: 'over' };
  const warnAt = endsAt - limits.warningMs;
  if (now < warnAt) return { phase: 'active', warnAt };
  return { phase: 'warning', secondsLeft: Math.ceil((endsAt - now) / 1000), endsAt };
}

/**
 * Calls that are not activity on the server: the real-time ones are passive by design, the rest
 * are public (signing in and out, refreshing tokens) or the keep-alive, which the watch counts
 * itself.
 */
const NOT_ACTIVITY =
  /^\/api\/(?:realtime\/|auth\/(?:keep-alive|logout|login|customer\/login|mfa\/|request-reset-password|reset-password)|customer-refresh-token|customer-password\/|staff\/auth\/login|sso\/|client$|health$|dev\/)/;

export const countsAsActivity = (path: string): boolean =>
  path.startsWith('/api/') && !NOT_ACTIVITY.test(path);

export interface IdleWatchOptions {
  readonly limits: IdleLimits;
  readonly record: ActivityRecord;
  /**
   * Tells the server the person is here; answers the limits, or undefined when it failed.
   * `asked`: the person pressed "Stay signed in" (a failure is worth telling them); otherwise
   * the page is keeping up with their activity by itself, and a failure is only retried.
   */
  readonly keepAlive: (asked: boolean) => Promise<IdleLimits | undefined>;
  /** Shares the record with the other tabs. */
  readonly publish: (record: ActivityRecord) => void;
  /** What the other tabs shared last, read again before warning or signing out. */
  readonly readShared: () => ActivityRecord | undefined;
  /** The warning is (still) due: called on every second of the countdown. */
  readonly onWarning: (secondsLeft: number) => void;
  /** The warning is no longer due. */
  readonly onActive: () => void;
  /** The limit is reached: sign out. Called once; the watch stops. */
  readonly onOver: () => void;
}

export class IdleWatch {
  private record: ActivityRecord;
  private limits: IdleLimits;
  private phaseTimer: ReturnType<typeof setTimeout> | undefined;
  private keepAliveTimer: ReturnType<typeof setTimeout> | undefined;
  /** The latest activity of the person the server has not been told about. */
  private untold: number | undefined;
  private lastAttempt = Number.NEGATIVE_INFINITY;
  private sending: Promise<void> | undefined;
  private staying = false;
  private warned = false;
  private stopped = false;

  constructor(private readonly options: IdleWatchOptions) {
    this.record = options.record;
    this.limits = options.limits;
    this.evaluate();
  }

  /** The warning is showing. */
  get warning(): boolean {
    return this.warned;
  }

  /**
   * The person did something on this page. While the warning shows, only its own button counts:
   * a nudged mouse should not answer a question nobody read.
   */
  activity(): void {
    if (this.stopped || this.warned) return;
    this.untold = Date.now();
    this.scheduleKeepAlive();
  }

  /** The page made a call the server counts as activity. */
  call(start: number, end: number): void {
    this.update(afterCall(this.record, start, end), true);
  }

  /** Another tab shared its record. */
  shared(record: ActivityRecord): void {
    this.update(mergeRecords(this.record, record), false);
  }

  /** "Stay signed in": tell the server now, whatever the minute. */
  async stay(): Promise<void> {
    if (this.stopped) return;
    this.staying = true;
    this.untold = Date.now();
    this.setWarned(false);
    await this.sendKeepAlive();
    this.staying = false;
    this.evaluate();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.phaseTimer);
    clearTimeout(this.keepAliveTimer);
  }

  private update(record: ActivityRecord, publish: boolean): void {
    if (this.stopped) return;
    if (record.since === this.record.since && record.lastCall === this.record.lastCall) return;
    this.record = record;
    if (publish) this.options.publish(record);
    this.evaluate();
  }

  private setWarned(warned: boolean): void {
    if (this.warned === warned) return;
    this.warned = warned;
    if (!warned) this.options.onActive();
  }

  /**
   * A keep-alive goes once more than a minute has passed since the last call the server may have
   * recorded (so it is written) and since the last attempt (so a failing network is not
   * hammered at every mouse move).
   */
  private scheduleKeepAlive(): void {
    if (this.keepAliveTimer !== undefined || this.sending) return;
    const dueAt = Math.max(this.record.lastCall, this.lastAttempt) + ACTIVITY_WRITE_MS + 1;
    this.keepAliveTimer = setTimeout(
      () => {
        this.keepAliveTimer = undefined;
        this.keepAliveIfNeeded();
      },
      Math.max(0, dueAt - Date.now()),
    );
  }

  private keepAliveIfNeeded(): void {
    if (this.stopped || this.untold === undefined) return;
    // Recorded since (by a call of this page or of another tab), or too long ago to send now: a
    // timer that fires late (a sleeping computer, a throttled tab) must not date the activity
    // to when it woke, which would stretch the session past the limit.
    if (this.untold <= this.record.since || Date.now() - this.untold > ACTIVITY_WRITE_MS + STALE_GRACE_MS) {
      this.untold = undefined;
      return;
    }
    if (Date.now() <= Math.max(this.record.lastCall, this.lastAttempt) + ACTIVITY_WRITE_MS) {
      this.scheduleKeepAlive();
      return;
    }
    void this.sendKeepAlive();
  }

  private sendKeepAlive(): Promise<void> {
    this.sending ??= (async () => {
      const start = Date.now();
      this.lastAttempt = start;
      const limits = await this.options.keepAlive(this.staying).catch(() => undefined);
      this.sending = undefined;
      if (!limits) return;
      this.limits = limits;
      if (this.untold !== undefined && this.untold <= start) this.untold = undefined;
      this.update(afterCall(this.record, start, Date.now()), true);
      if (this.untold !== undefined) this.scheduleKeepAlive();
    })();
    return this.sending;
  }

  private evaluate(): void {
    clearTimeout(this.phaseTimer);
    if (this.stopped) return;
    let now = Date.now();
    let state = idlePhase(this.record, this.limits, now);
    if (state.phase !== 'active') {
      const shared = this.options.readShared();
      if (shared) this.record = mergeRecords(this.record, shared);
      now = Date.now();
      state = idlePhase(this.record, this.limits, now);
    }
    if (state.phase === 'over') {
      // A keep-alive on its way decides: it may have reached the server in time.
      if (this.sending) {
        void this.sending.then(() => this.evaluate());
        return;
      }
      this.stop();
      this.warned = false;
      this.options.onOver();
      return;
    }
    if (state.phase === 'warning' && !this.staying) {
      this.warned = true;
      this.options.onWarning(state.secondsLeft);
      // Next at the moment the number of seconds left changes.
      this.phaseTimer = setTimeout(() => this.evaluate(), (state.endsAt - now) % 1000 || 1000);
      return;
    }
    this.setWarned(false);
    const wait = state.phase === 'active' ? state.warnAt - now : 1000;
    this.phaseTimer = setTimeout(() => this.evaluate(), wait);
  }
}
