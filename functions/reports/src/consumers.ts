import {
  customerPersonalDataErased,
  type LoanStatus,
  loanStatuses,
  reportExportRequested,
} from '@ezc/domain';
import type { Consumer } from '@ezc/platform';
import { platform } from '@ezc/platform';
import * as z from 'zod';
import { reportsPorts } from './ports';
import { eraseReportRows } from './use-cases/erase-report-rows';
import { buildReportsOnce } from './use-cases/rebuild-reports';
import { refreshLoanReportsSoon } from './use-cases/refresh-loan-reports';
import { writeReportExport } from './use-cases/report-exports';

/** A loan's own statuses from 'Active' on (its account's events bring it in from disbursement). */
const reportedStatus = (status: string | undefined) =>
  status === undefined || loanStatuses.indexOf(status as LoanStatus) >= loanStatuses.indexOf('Active');

const aboutLoan = z.object({
  name: z.string(),
  data: z.object({
    LoanNo: z.string().min(1),
    PaymentId: z.string().optional(),
    Status: z.string().optional(),
  }),
});

/**
 * A loan's status, its account (installments, payments applied, late charges, settlement: its
 * ledger) or one of its payments changed: its rows in every report are worked out again from the
 * sources. A repeated or late delivery finds the picture unchanged and writes nothing.
 */
const refreshLoan: Consumer = async (event) => {
  const parsed = aboutLoan.safeParse(event);
  if (!parsed.success) return;
  const p = platform();
  const ports = reportsPorts(p);
  // A store from before the reports: every loan is projected once before any is followed.
  await buildReportsOnce({ table: p.table, sources: ports.sources, now: ports.now });
  const { name, data } = parsed.data;
  // Before it is active a loan has no money to report: its own status changes are passed over.
  if (name === 'loan.status-changed' && !reportedStatus(data.Status)) return;
  await refreshLoanReportsSoon(
    ports,
    data.LoanNo,
    name === 'payment.changed' && data.PaymentId ? { paymentId: data.PaymentId } : {},
  );
};

/**
 * A customer was erased under the loan-records rule: their loans' rows in every report lose the
 * borrower's name and IC number, every figure kept. Under any other rule the customer had no loan
 * and so has no rows here.
 */
const eraseRows: Consumer = async (event) => {
  const erased = customerPersonalDataErased.parse(event);
  if (erased.Rule !== 'loanRecords') return;
  const p = platform();
  const ports = reportsPorts(p);
  await buildReportsOnce({ table: p.table, sources: ports.sources, now: ports.now });
  const done = await eraseReportRows(
    { ...ports, ids: p.ids, log: p.log },
    { customerId: erased.CustomerId, rule: erased.Rule },
  );
  p.log.info('reports.retention-erased', { customerId: erased.CustomerId, ...done });
};

const exportJob = { id: 'system', kind: 'system', name: 'Report exports' } as const;

/** Staff asked for an export: its file is written to the document store, its progress kept as it goes. */
const writeExport: Consumer = async (event) => {
  const { ExportId } = reportExportRequested.parse(event);
  await writeReportExport(reportsPorts(platform()), ExportId, exportJob);
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'reports-follow-loans': refreshLoan,
  'reports-erase-loan-records': eraseRows,
  'reports-write-export': writeExport,
};
