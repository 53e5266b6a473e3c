import { describe, expect, it } from 'vitest';
import { monthsAfter, retentionPolicy, retentionVerdict } from './retention-policy';

const rejected = (at: string) => ({ status: 'Rejected', lastActivityAt: at });

describe('the retention policy', () => {
  it('keeps unsuccessful applicants 12 months and loan records 7 years', () => {
    expect(retentionPolicy.map((r) => [r.id, r.keepMonths, r.erases])).toEqual([
      ['unsuccessfulApplicants', 12, ['documents', 'personalFields', 'signInAccount']],
      ['loanRecords', 84, []],
    ]);
  });

  it('counts calendar months, keeping a month-end at the month end', () => {
    expect(monthsAfter('2025-03-15T02:00:00.000Z', 12).toISOString()).toBe('2026-03-15T02:00:00.000Z');
    expect(monthsAfter('2024-02-29T00:00:00.000Z', 12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe('who the unsuccessful-applicants rule erases', () => {
  const subject = {
    createdAt: '2025-01-10T01:00:00.000Z',
    applications: [
      rejected('2025-03-01T04:00:00.000Z'),
      { status: 'Cancelled', lastActivityAt: '2025-02-01T00:00:00.000Z' },
    ],
    loanCount: 0,
  };

  it('keeps them up to 12 months after the last decision, erases them after', () => {
    expect(retentionVerdict(subject, new Date('2026-03-01T03:59:59.999Z'))).toEqual({
      due: false,
      reason: 'notYet',
      dueAt: '2026-03-01T04:00:00.000Z',
    });
    expect(retentionVerdict(subject, new Date('2026-03-01T04:00:00.000Z')).due).toBe(false);
    expect(retentionVerdict(subject, new Date('2026-03-01T04:00:00.001Z'))).toEqual({
      due: true,
      rule: 'unsuccessfulApplicants',
      lastActivityAt: '2025-03-01T04:00:00.000Z',
      dueAt: '2026-03-01T04:00:00.000Z',
    });
  });

  it('counts a later upload as activity', () => {
    const uploaded = { ...subject, otherActivityAt: ['2025-06-20T00:00:00.000Z'] };
    expect(retentionVerdict(uploaded, new Date('2026-04-01T00:00:00.000Z')).due).toBe(false);
    expect(retentionVerdict(uploaded, new Date('2026-06-21T00:00:00.000Z')).due).toBe(true);
  });

  it('erases one who never applied, 12 months after registering', () => {
    const never = { createdAt: '2025-01-10T01:00:00.000Z', applications: [], loanCount: 0 };
    expect(retentionVerdict(never, new Date('2026-01-09T00:00:00.000Z')).due).toBe(false);
    expect(retentionVerdict(never, new Date('2026-01-11T00:00:00.000Z')).due).toBe(true);
  });

  it('never erases a customer with a loan, however old', () => {
    expect(retentionVerdict({ ...subject, loanCount: 1 }, new Date('2040-01-01T00:00:00.000Z'))).toEqual({
      due: false,
      reason: 'hasLoan',
    });
  });

  it('never erases a customer with an application still pending', () => {
    const pending = {
      ...subject,
      applications: [
        ...subject.applications,
        { status: 'In Review', lastActivityAt: '2025-01-11T00:00:00.000Z' },
      ],
    };
    expect(retentionVerdict(pending, new Date('2040-01-01T00:00:00.000Z'))).toEqual({
      due: false,
      reason: 'openApplication',
    });
  });

  it('leaves a customer already erased', () => {
    expect(
      retentionVerdict(
        { ...subject, erasedAt: '2026-03-02T00:00:00.000Z' },
        new Date('2040-01-01T00:00:00.000Z'),
      ),
    ).toEqual({ due: false, reason: 'erased' });
  });
});
