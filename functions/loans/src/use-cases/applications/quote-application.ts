import { fromSen, productNotFound } from '@ezc/domain';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { type QuotedTerms, quoteTerms, type RequestedTerms, snapshotOf } from '../../applications/loan-terms';
import type { LoansPorts } from '../../ports';

/** The product's terms for a request, quoted as if agreed today (Malaysia). */
export async function quoteFromProduct(
  deps: Pick<LoansPorts, 'products' | 'clock'>,
  requested: RequestedTerms,
): Promise<QuotedTerms> {
  const found = await deps.products.load(requested.SKU);
  if (!found) throw productNotFound();
  return quoteTerms(snapshotOf(found.value), requested, malaysiaDate(deps.clock.now()), found.value.Status);
}

/** A quote as the API answers it: the schedule's rows and totals in ringgit. */
export const quoteView = (q: QuotedTerms) => ({
  Rows: q.schedule.rows.map((r) => ({
    InstallmentNo: r.InstallmentNo,
    DueDate: r.DueDate,
    Principal: fromSen(r.PrincipalSen),
    Interest: fromSen(r.InterestSen),
    TotalInstallment: fromSen(r.TotalSen),
  })),
  TotalInterest: fromSen(q.schedule.totalInterestSen),
  TotalRepayment: fromSen(q.schedule.totalRepaymentSen),
  MonthlyInstallment: fromSen(q.schedule.monthlyInstallmentSen),
  Regime: q.product.Regime,
});

/** `/applications/quote`: the schedule a borrower would repay, before applying. */
export async function quoteApplication(
  deps: Pick<LoansPorts, 'products' | 'clock'>,
  requested: RequestedTerms,
) {
  return quoteView(await quoteFromProduct(deps, requested));
}
