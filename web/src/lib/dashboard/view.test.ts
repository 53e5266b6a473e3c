import { CATALOGUES } from '@ezc/domain/i18n/index';
import { describe, expect, it } from 'vitest';
import { dashboardView, parseDashboard } from './view';

const answer = {
  Data: {
    Today: '2026-11-27',
    PortfolioOutstanding: { Count: 6, Amount: 46983.31, Link: '/report/summary-of-borrower' },
    DisbursedThisMonth: { Count: 1, Amount: 12000, Link: '/report/summary-of-borrower?StartDate=2026-11-01' },
    CollectedThisMonth: { Count: 3, Amount: 28331.98, Link: '/report/payments-received?Status=Approved' },
    Arrears: [
      { Bucket: 'd90plus', Count: 0, Amount: 0, Link: '/report/installment-listing?EndDueDate=2026-08-28' },
      {
        Bucket: 'd1to30',
        Count: 2,
        Amount: 837.27,
        Link: '/report/installment-listing?EndDueDate=2026-11-26',
      },
      { Bucket: 'd31to60', Count: 0, Amount: 0, Link: '/report/installment-listing?EndDueDate=2026-10-27' },
      { Bucket: 'd61to90', Count: 0, Amount: 0, Link: '/report/installment-listing?EndDueDate=2026-09-27' },
    ],
    ApplicationsInReview: { Count: 1234, Link: '/application/listing?Status=In+Review' },
    SigningSessionsToday: { Count: 0, Link: '/loan/signingsessions?From=2026-11-27&To=2026-11-27' },
    Monthly: [
      { Month: '2026-07', Disbursed: 0, Collected: 545 },
      { Month: '2026-08', Disbursed: 30000, Collected: 545.5 },
    ],
  },
};

describe('the dashboard answer', () => {
  it('is read with its arrears in bucket order', () => {
    const d = parseDashboard(answer);
    expect(d?.Arrears.map((a) => a.Bucket)).toEqual(['d1to30', 'd31to60', 'd61to90', 'd90plus']);
    expect(d?.PortfolioOutstanding.Amount).toBe(46983.31);
  });

  it('is refused when a figure is missing or a link leaves the site', () => {
    const { PortfolioOutstanding: _gone, ...rest } = answer.Data;
    expect(parseDashboard({ Data: rest })).toBeUndefined();
    for (const Link of ['//evil.example/x', 'javascript:alert(1)', 'https://evil.example/', '/\\evil']) {
      expect(
        parseDashboard({ Data: { ...answer.Data, ApplicationsInReview: { Count: 1, Link } } }),
        Link,
      ).toBeUndefined();
    }
    expect(
      parseDashboard({ Data: { ...answer.Data, Arrears: answer.Data.Arrears.slice(1) } }),
    ).toBeUndefined();
  });
});

describe('what the dashboard shows', () => {
  const d = parseDashboard(answer)!;
  const at = new Date('2026-11-27T14:41:00Z');

  it('writes money as RM with two decimals, counts with separators, one of a thing in the singular', () => {
    const v = dashboardView(d, CATALOGUES.en.dashboardPage, 'en', at);
    expect(v.cards.map((c) => [c.key, c.value, c.note])).toEqual([
      ['portfolio', 'RM 46,983.31', '6 disbursed loans'],
      ['disbursed', 'RM 12,000.00', '1 transaction'],
      ['collected', 'RM 28,331.98', '3 transactions'],
      ['applications', '1,234', undefined],
      ['sessions', '0', undefined],
    ]);
    expect(v.cards.map((c) => c.href)).toEqual([
      '/report/summary-of-borrower',
      '/report/summary-of-borrower?StartDate=2026-11-01',
      '/report/payments-received?Status=Approved',
      '/application/listing?Status=In+Review',
      '/loan/signingsessions?From=2026-11-27&To=2026-11-27',
    ]);
    expect(v.arrears[0]).toMatchObject({ label: '1–30 days', amountText: 'RM 837.27', countText: '2' });
    expect(v.monthly.map((m) => [m.label, m.collectedText])).toEqual([
      ['Jul 2026', 'RM 545.00'],
      ['Aug 2026', 'RM 545.50'],
    ]);
    expect(v.asOf).toBe('As of 27/11/2026 22:41');
  });

  it('says it in Malay', () => {
    const v = dashboardView(d, CATALOGUES.ms.dashboardPage, 'ms', at);
    expect(v.cards.map((c) => c.label)).toEqual([
      'Portfolio tertunggak',
      'Dikeluarkan bulan ini',
      'Dikutip bulan ini',
      'Permohonan dalam semakan',
      'Sesi tandatangan hari ini',
    ]);
    expect(v.cards[1]?.note).toBe('1 transaksi');
    expect(v.arrears.at(-1)?.label).toBe('Lebih 90 hari');
    expect(v.monthly.map((m) => m.label)).toEqual(['Jul 2026', 'Ogo 2026']);
    expect(v.asOf).toBe('Pada 27/11/2026 22:41');
  });
});
