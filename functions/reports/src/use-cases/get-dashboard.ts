import {
  type ApplicationStatus,
  fromSen,
  OUTSTANDING_STATUS,
  type PaymentStatus,
  type ReportName,
  reports,
  totalsOf,
} from '@ezc/domain';
import { addDays } from '@ezc/platform/clock/malaysia-time';
import type { PortfolioCounts } from '../parties/portfolio-counts';
import type { ReportReader } from '../projection/report-reader';

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
 * The dashboard's figures, each added up from the same day summaries its linked report reads with
 * the same filters, so a figure and the listing it opens always agree. Arrears are installment
 * amounts overdue (unpaid or partly paid) by how many days ago they fell due.
 */
export async function getDashboard(ports: DashboardPorts) {
  const today = ports.today();
  const monthStart = `${today.slice(0, 8)}01`;
  const sixMonthsStart = (() => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const back = new Date(Date.UTC(y, m - 1 - 5, 1));
    return back.toISOString().slice(0, 10);
  })();
  const [
    summaryDays,
    summaryCells,
    paymentDays,
    paymentCells,
    installmentDays,
    installmentCells,
    inReview,
    sessions,
  ] = await Promise.all([
    ports.reader.summaries('summary'),
    ports.reader.cells('summary'),
    ports.reader.summaries('payments', sixMonthsStart, today),
    ports.reader.cells('payments'),
    ports.reader.summaries('installments', undefined, addDays(today, -1)),
    ports.reader.cells('installments'),
    ports.counts.applicationsWithStatus(IN_REVIEW),
    ports.counts.signingSessionsOn(today),
  ]);
  const total = (
    report: ReportName,
    days: typeof summaryDays,
    cells: typeof summaryCells,
    filters: { from?: string; to?: string; Status?: string },
    amount: string,
  ) => {
    const t = totalsOf(reports[report], days, cells, filters);
    return { Count: t.count, Amount: fromSen(t.amounts[amount] ?? 0) };
  };
  const portfolio = total('summary', summaryDays, summaryCells, {}, 'BalanceOutstandingSen');
  const disbursed = total('summary', summaryDays, summaryCells, { from: monthStart, to: today }, 'AmountSen');
  const collected = total(
    'payments',
    paymentDays,
    paymentCells,
    { from: monthStart, to: today, Status: COLLECTED },
    'AmountSen',
  );
  const arrears = arrearsBuckets.map((b) => {
    const from = b.to === undefined ? undefined : addDays(today, -b.to);
    const to = addDays(today, -b.from);
    const t = total(
      'installments',
      installmentDays,
      installmentCells,
      { ...(from ? { from } : {}), to, Status: OUTSTANDING_STATUS },
      'OutstandingDueSen',
    );
    return {
      Bucket: b.key,
      ...t,
      Link: link('/report/installment-listing', {
        ...(from ? { StartDueDate: from } : {}),
        EndDueDate: to,
        Status: OUTSTANDING_STATUS,
      }),
    };
  });
  const months = Array.from({ length: 6 }, (_, i) => {
    const [y, m] = sixMonthsStart.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 10);
    const monthEnd = addDays(new Date(Date.UTC(y, m + i, 1)).toISOString().slice(0, 10), -1);
    // This month counts to today, as its figure does: a payout dated ahead is not yet disbursed.
    const end = monthEnd < today ? monthEnd : today;
    return {
      Month: start.slice(0, 7),
      Disbursed: total('summary', summaryDays, summaryCells, { from: start, to: end }, 'AmountSen').Amount,
      Collected: total(
        'payments',
        paymentDays,
        paymentCells,
        { from: start, to: end, Status: COLLECTED },
        'AmountSen',
      ).Amount,
    };
  });
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
