import type { Consumer } from '@ezc/platform';
import { platform } from '@ezc/platform';
import * as z from 'zod';
import { reportsPorts } from './ports';
import { buildReportsOnce } from './use-cases/rebuild-reports';
import { refreshLoanReports } from './use-cases/refresh-loan-reports';

const aboutLoan = z.object({
  name: z.string(),
  data: z.object({ LoanNo: z.string().min(1), PaymentId: z.string().optional() }),
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
  // A store from before the reports: every loan is projected once, this one with them.
  if (await buildReportsOnce({ table: p.table, sources: ports.sources, now: ports.now })) return;
  const { name, data } = parsed.data;
  await refreshLoanReports(
    ports,
    data.LoanNo,
    name === 'payment.changed' && data.PaymentId ? { paymentId: data.PaymentId } : {},
  );
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'reports-follow-loans': refreshLoan,
};
