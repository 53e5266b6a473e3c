import { type ApplicationStatus, fromSen, OUTSTANDING_STATUS, type PaymentStatus } from '@ezc/domain';
import { addDays } from '@ezc/platform/clock/malaysia-time';
import type { PortfolioCounts } from '../parties/portfolio-counts';
import type { ReportReader } from '../projection/report-reader';
import { liveOnly, totalsFor } from './find-report';

export interface DashboardPorts {
  reader: ReportReader;
  counts: PortfolioCounts;
  today: () => string;
}

/** A figure and the listing behind it: the page and the filters that list exactly what it adds up. */
export interface Figure {
  Amount?: number;
  Count: number;
  Link: string;
}

/**
 * "Collected" filters on the payment machine's 'Approved' (only an approved payment is posted to
 * the loan), "in review" on the application machine's 'In Review': filters over statuses the
 * machines set, typed so a status they do not have cannot be named. The dashboard reads statuses
 * and never writes one.
 */
const COLLECTED: PaymentStatus = 'Approved';
const IN_REVIEW: ApplicationStatus = 'In Review';

const link = (page: string, filters: Record<string, string> = {}) => {
  const q = new URLSearchParams(filters).toString();
  return q ? `${page}?${q}` : page;
};

export const arrearsBuckets = [
  { key: 'd1to30', from: 1, to: 30 },
  { key: 'd31to60', from: 31, to: 60 },
  { key: 'd61to90', from: 61, to: 90 },
  { key: 'd90plus', from: 91, to: undefined },
] as const;

/**
 * The dashboard's figures, each added up from the same summaries its linked report reads with
 * the same filters, so a figure and the listing it opens always agree. Arrears are installment
 * amounts overdue (unpaid or partly paid) by how many days ago they fell due.
 */
export async function getDashboard(given: DashboardPorts) {
  const ports = await liveOnly(given);
  const today = ports.today();
  const monthStart = `${today.slice(0, 8)}01`;
  const sixMonthsStart = (() => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const back = new Date(Date.UTC(y, m - 1 - 5, 1));
    return back.toISOString().slice(0, 10);
  })();
  // Each report's cells once; each figure's range read as cheaply as it is kept (its whole months
  // from their summaries, the days of the months it holds in part from theirs).
  const cellsOf = {
    summary: ports.reader.cells('summary'),
    payments: ports.reader.cells('payments'),
    installments: ports.reader.cells('installments'),
  } as const;
  const total = async (
    report: keyof typeof cellsOf,
    filters: { from?: string; to?: string; Status?: string },
    amount: string,
  ) => {
    const t = await totalsFor(ports, report, filters, cellsOf[report]);
    return { Count: t.count, Amount: fromSen(t.amounts[amount] ?? 0) };
  };
  const arrearsRanges = arrearsBuckets.map((b) => ({
    b,
    from: b.to === undefined ? undefined : addDays(today, -b.to),
    to: addDays(today, -b.from),
  }));
  const monthRanges = Array.from({ length: 6 }, (_, i) => {
    const [y, m] = sixMonthsStart.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 10);
    const monthEnd = addDays(new Date(Date.UTC(y, m + i, 1)).toISOString().slice(0, 10), -1);
    // This month counts to today, as its figure does: a payout dated ahead is not yet disbursed.
    return { start, end: monthEnd < today ? monthEnd : today };
  });
  const [portfolio, disbursed, collected, arrearsTotals, monthTotals, inReview, sessions] = await Promise.all(
    [
      total('summary', {}, 'BalanceOutstandingSen'),
      total('summary', { from: monthStart, to: today }, 'AmountSen'),
      total('payments', { from: monthStart, to: today, Status: COLLECTED }, 'AmountSen'),
      Promise.all(
        arrearsRanges.map(({ from, to }) =>
          total(
            'installments',
            { ...(from ? { from } : {}), to, Status: OUTSTANDING_STATUS },
            'OutstandingDueSen',
          ),
        ),
      ),
      Promise.all(
        monthRanges.map(({ start, end }) =>
          Promise.all([
            total('summary', { from: start, to: end }, 'AmountSen'),
            total('payments', { from: start, to: end, Status: COLLECTED }, 'AmountSen'),
          ]),
        ),
      ),
      ports.counts.applicationsWithStatus(IN_REVIEW),
      ports.counts.signingSessionsOn(today),
    ],
  );
  const arrears = arrearsRanges.map(({ b, from, to }, i) => ({
    Bucket: b.key,
    ...(arrearsTotals[i] ?? { Count: 0, Amount: 0 }),
    Link: link('/report/installment-listing', {
      ...(from ? { StartDueDate: from } : {}),
      EndDueDate: to,
      Status: OUTSTANDING_STATUS,
    }),
  }));
  const months = monthRanges.map(({ start }, i) => ({
    Month: start.slice(0, 7),
    Disbursed: monthTotals[i]?.[0].Amount ?? 0,
    Collected: monthTotals[i]?.[1].Amount ?? 0,
  }));
  return {
    Today: today,
    PortfolioOutstanding: { ...portfolio, Link: link('/report/summary-of-borrower') } satisfies Figure,
    DisbursedThisMonth: {
      ...disbursed,
      Link: link('/report/summary-of-borrower', { StartDate: monthStart, EndDate: today }),
    } satisfies Figure,
    CollectedThisMonth: {
      ...collected,
      Link: link('/report/payments-received', { StartDate: monthStart, EndDate: today, Status: COLLECTED }),
    } satisfies Figure,
    Arrears: arrears,
    ApplicationsInReview: {
      Count: inReview,
      Link: link('/application/listing', { Status: IN_REVIEW }),
    } satisfies Figure,
    SigningSessionsToday: {
      Count: sessions,
      Link: link('/loan/signingsessions', { From: today, To: today }),
    } satisfies Figure,
    Monthly: months,
  };
}
