import {
  customerPersonalDataErased,
  type LoanStatus,
  loanStatuses,
  reportExportRequested,
  reportsRebuildContinued,
} from '@ezc/domain';
import type { Consumer } from '@ezc/platform';
import { platform } from '@ezc/platform';
import * as z from 'zod';
import { reportsPorts } from './ports';
import { eraseReportRows } from './use-cases/erase-report-rows';
import { rebuildPage, refreshTargets } from './use-cases/rebuild-reports';
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
  const ports = reportsPorts(platform());
  const { name, data } = parsed.data;
  // Before it is active a loan has no money to report: its own status changes are passed over.
  if (name === 'loan.status-changed' && !reportedStatus(data.Status)) return;
  const hint = name === 'payment.changed' && data.PaymentId ? { paymentId: data.PaymentId } : {};
  // Into the live generation, and one being built (a store without reports starts its build here).
  for (const { target } of await refreshTargets(ports))
    await refreshLoanReportsSoon(target, data.LoanNo, hint);
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
  // The live generation records the erasure; one being built is erased the same, silently.
  for (const { target, live } of await refreshTargets(ports)) {
    const done = await eraseReportRows(
      { ...target, ids: p.ids, log: p.log, audited: live },
      { customerId: erased.CustomerId, rule: erased.Rule },
    );
    if (live) p.log.info('reports.retention-erased', { customerId: erased.CustomerId, ...done });
  }
};

/** The next page of a rebuild: loans worked out into the new generation, or the old one emptied. */
const rebuildContinue: Consumer = async (event) => {
  const next = reportsRebuildContinued.parse(event);
  await rebuildPage(reportsPorts(platform()), next.JobId, {
    phase: next.Phase,
    generation: next.Generation,
    cursor: next.Cursor,
    page: next.Page,
  });
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
  'reports-rebuild-continue': rebuildContinue,
};
