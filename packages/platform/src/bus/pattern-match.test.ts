import { describe, expect, it } from 'vitest';
import { matchesPattern } from './pattern-match';
import { busRules } from './rules';

const ev = (source: string, detailType: string, detail: Record<string, unknown> = {}) => ({
  source,
  'detail-type': detailType,
  detail,
});

describe('matchesPattern', () => {
  it('matches exact values from a list', () => {
    expect(matchesPattern(ev('ezc.loans', 'x'), { source: ['ezc.loans', 'ezc.payments'] })).toBe(true);
    expect(matchesPattern(ev('ezc.jobs', 'x'), { source: ['ezc.loans'] })).toBe(false);
  });
  it('supports prefix, suffix, anything-but and exists', () => {
    expect(
      matchesPattern(ev('ezc.loans', 'loan.status-changed'), {
        'detail-type': [{ suffix: '.status-changed' }],
      }),
    ).toBe(true);
    expect(matchesPattern(ev('ezc.loans', 'loan.added'), { 'detail-type': [{ prefix: 'loan.' }] })).toBe(
      true,
    );
    expect(matchesPattern(ev('ezc.loans', 'a'), { source: [{ 'anything-but': ['ezc.loans'] }] })).toBe(false);
    expect(
      matchesPattern(ev('ezc.loans', 'a', { LoanNo: 'EZC1' }), { detail: { LoanNo: [{ exists: true }] } }),
    ).toBe(true);
    expect(matchesPattern(ev('ezc.loans', 'a', {}), { detail: { LoanNo: [{ exists: true }] } })).toBe(false);
  });
  it('never matches an unknown operator', () => {
    expect(matchesPattern(ev('ezc.loans', 'a'), { source: [{ wildcard: '*' }] })).toBe(false);
  });
  it('routes a loan status change to realtime and the reports, not to jobs or identity', () => {
    const e = ev('ezc.loans', 'loan.status-changed');
    const targets = busRules.filter((r) => matchesPattern(e, r.pattern)).map((r) => r.target);
    expect(targets.sort()).toEqual(['realtime', 'reports']);
  });
  it("routes a payment's change to the reports only", () => {
    const e = ev('ezc.payments', 'payment.changed');
    const targets = busRules.filter((r) => matchesPattern(e, r.pattern)).map((r) => r.target);
    expect(targets).toEqual(['reports']);
  });
  it("routes a recurring job's tick to the context that handles it, and schedules to jobs", () => {
    const targetsOf = (e: ReturnType<typeof ev>) =>
      busRules.filter((r) => matchesPattern(e, r.pattern)).map((r) => r.target);
    const tick = (job: string) => ev('ezc.jobs', 'jobs.tick', { data: { job, at: '2026-03-02T16:05:00Z' } });
    expect(targetsOf(tick('payments-daily-run'))).toEqual(['loans', 'signing', 'payments']);
    expect(targetsOf(tick('customers-retention-run'))).toEqual(['customers']);
    expect(targetsOf(ev('ezc.customers', 'customer.personal-data-erased'))).toEqual([
      'identity',
      'signing',
      'loans',
      'payments',
      'reports',
    ]);
    expect(targetsOf(tick('some-jobs-job'))).toEqual(['jobs']);
    const due = ev('ezc.jobs', 'schedule.due', { data: { scheduleId: 's', kind: 'reminder', payload: {} } });
    expect(targetsOf(due)).toEqual(['jobs']);
  });
  it("routes a signing session's not-joined check to signing alone, and its notice to realtime", () => {
    const targetsOf = (e: ReturnType<typeof ev>) =>
      busRules.filter((r) => matchesPattern(e, r.pattern)).map((r) => r.target);
    const check = ev('ezc.jobs', 'schedule.due', {
      data: { scheduleId: 'signing-SS-000001-not-joined', kind: 'signing-not-joined', payload: {} },
    });
    expect(targetsOf(check)).toEqual(['signing']);
    expect(targetsOf(ev('ezc.signing', 'signing-session.not-joined'))).toEqual(['realtime']);
    expect(targetsOf(ev('ezc.signing', 'signing-session.booked'))).toEqual(['signing']);
  });
});
