import { describe, expect, it } from 'vitest';
import { monthsAfter, retentionHold, retentionPolicy, retentionVerdict } from './retention-policy';

const rejected = (at: string) => ({ status: 'Rejected', lastActivityAt: at });

describe('the retention policy', () => {
  it('keeps unsuccessful applicants 12 months and loan records 7 years', () => {
    expect(retentionPolicy.map((r) => [r.id, r.keepMonths, r.erases])).toEqual([
      ['unsuccessfulApplicants', 12, ['documents', 'personalFields', 'signInAccount']],
      ['loanRecords', 84, ['documents', 'personalFields', 'signInAccount']],
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
    loans: [],
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
    const never = { createdAt: '2025-01-10T01:00:00.000Z', applications: [], loans: [] };
    expect(retentionVerdict(never, new Date('2026-01-09T00:00:00.000Z')).due).toBe(false);
    expect(retentionVerdict(never, new Date('2026-01-11T00:00:00.000Z')).due).toBe(true);
  });

  it('never erases a customer with a loan still open, however old', () => {
    const open = { ...subject, loans: [{ status: 'Active', lastActivityAt: '2025-04-01T00:00:00.000Z' }] };
    expect(retentionVerdict(open, new Date('2040-01-01T00:00:00.000Z'))).toEqual({
      due: false,
      reason: 'openLoan',
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

describe('who the loan-records rule erases', () => {
  const settled = {
    createdAt: '2025-01-10T01:00:00.000Z',
    applications: [
      { status: 'Approved', lastActivityAt: '2025-01-20T00:00:00.000Z' },
      rejected('2025-02-01T00:00:00.000Z'),
    ],
    loans: [
      { status: 'Completed', lastActivityAt: '2026-01-20T08:00:00.000Z' },
      { status: 'Early Settlement', lastActivityAt: '2026-05-31T03:00:00.000Z' },
    ],
  };

  it('keeps the books 7 years after the last loan ended, then erases the person from them', () => {
    expect(retentionVerdict(settled, new Date('2033-05-31T03:00:00.000Z'))).toEqual({
      due: false,
      reason: 'notYet',
      dueAt: '2033-05-31T03:00:00.000Z',
    });
    expect(retentionVerdict(settled, new Date('2033-05-31T03:00:00.001Z'))).toEqual({
      due: true,
      rule: 'loanRecords',
      lastActivityAt: '2026-05-31T03:00:00.000Z',
      dueAt: '2033-05-31T03:00:00.000Z',
    });
  });

  it('counts a terminated loan as ended, and waits for every loan', () => {
    const terminated = {
      ...settled,
      loans: [{ status: 'Terminated', lastActivityAt: '2027-02-28T00:00:00.000Z' }],
    };
    expect(retentionVerdict(terminated, new Date('2034-02-28T00:00:00.000Z')).due).toBe(false);
    expect(retentionVerdict(terminated, new Date('2034-02-28T00:00:00.001Z')).due).toBe(true);
    const oneOpen = {
      ...settled,
      loans: [
        ...settled.loans,
        { status: 'Settlement Under Review', lastActivityAt: '2026-06-01T00:00:00.000Z' },
      ],
    };
    expect(retentionVerdict(oneOpen, new Date('2045-01-01T00:00:00.000Z'))).toEqual({
      due: false,
      reason: 'openLoan',
    });
  });

  it('waits for an application still in review beside ended loans', () => {
    const applying = {
      ...settled,
      applications: [
        ...settled.applications,
        { status: 'In Review', lastActivityAt: '2026-06-01T00:00:00.000Z' },
      ],
    };
    expect(retentionVerdict(applying, new Date('2045-01-01T00:00:00.000Z'))).toEqual({
      due: false,
      reason: 'openApplication',
    });
  });
});

describe('what keeps a customer whatever the dates', () => {
  it('is read from statuses alone', () => {
    expect(retentionHold({ applications: [{ status: 'Rejected' }], loans: [] })).toBeUndefined();
    expect(retentionHold({ applications: [{ status: 'Approved' }], loans: [] })).toBe('openApplication');
    expect(
      retentionHold({ applications: [{ status: 'Approved' }], loans: [{ status: 'Completed' }] }),
    ).toBeUndefined();
    expect(retentionHold({ applications: [], loans: [{ status: 'Active' }] })).toBe('openLoan');
    expect(retentionHold({ erasedAt: '2026-03-02T00:00:00.000Z', applications: [], loans: [] })).toBe(
      'erased',
    );
  });
});
