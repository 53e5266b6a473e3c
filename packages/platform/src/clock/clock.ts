import type { Clock } from '../table/aggregate-store';

/** Real time. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * The local business clock: real time until a date is set, then that date moving forward in
 * step with real time, so reminders and late charges can be tested on any day.
 */
export class BusinessClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
  reset(): void {
    this.offsetMs = 0;
  }
  get isSet(): boolean {
    return this.offsetMs !== 0;
  }
}
