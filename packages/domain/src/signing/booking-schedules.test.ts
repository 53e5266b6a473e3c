import { describe, expect, it } from 'vitest';
import { sessionSchedules } from './booking-schedules';

describe("a booked session's schedules", () => {
  it('reminds 1 day, 2 hours and 30 minutes before by e-mail and SMS, and checks joining 15 minutes before', () => {
    // Wednesday 9 December 2026, 16:00 in Malaysia.
    const plan = sessionSchedules('SS-000007', '2026-12-09T08:00:00.000Z');
    expect(plan.reminders).toEqual([
      { id: 'signing-SS-000007-1d-email', at: '2026-12-08T08:00:00.000Z', offset: '1d', channel: 'email' },
      { id: 'signing-SS-000007-1d-sms', at: '2026-12-08T08:00:00.000Z', offset: '1d', channel: 'sms' },
      { id: 'signing-SS-000007-2h-email', at: '2026-12-09T06:00:00.000Z', offset: '2h', channel: 'email' },
      { id: 'signing-SS-000007-2h-sms', at: '2026-12-09T06:00:00.000Z', offset: '2h', channel: 'sms' },
      { id: 'signing-SS-000007-30m-email', at: '2026-12-09T07:30:00.000Z', offset: '30m', channel: 'email' },
      { id: 'signing-SS-000007-30m-sms', at: '2026-12-09T07:30:00.000Z', offset: '30m', channel: 'sms' },
    ]);
    expect(plan.notJoined).toEqual({ id: 'signing-SS-000007-not-joined', at: '2026-12-09T07:45:00.000Z' });
  });

  it('names schedules as EventBridge Scheduler allows (1 to 64 of letters, digits, . _ -)', () => {
    const plan = sessionSchedules('SS-999999', '2026-12-09T08:00:00.000Z');
    for (const { id } of [...plan.reminders, plan.notJoined]) expect(id).toMatch(/^[0-9a-zA-Z._-]{1,64}$/);
  });
});
