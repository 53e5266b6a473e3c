import { fromSen, type Paging, paginate } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { type SigningSession, sessionIndexes, signingSessionEntity } from '../../sessions/signing-session';

export interface AttestedLoanSearch {
  /** A beginning of the loan number; empty or 'All' is no filter. */
  LoanNo?: string | undefined;
}

/**
 * `/signing-sessions/my-loans`: an Attorney's Loan Listing (spec §6: everyone sees Loan Listing):
 * the loans of their own signing sessions, one row per loan with its latest session, latest
 * first. The sessions come from the attestor's own index (one partition, never the book); the
 * page's loans are then read in one batch for their current status, borrower, product and amount.
 *
 * 1. Read the attestor's sessions, latest start first.
 * 2. Keep each loan's latest session; filter by the loan number's beginning.
 * 3. Take the page, and read its loans.
 */
export async function findAttestedLoans(
  deps: Pick<SigningPorts, 'table' | 'loans'>,
  caller: { principal: Principal },
  input: Paging & AttestedLoanSearch,
) {
  const items = await deps.table.queryAll({
    ...sessionIndexes.ofAttestor(caller.principal.id),
    forward: false,
  });
  const prefix = input.LoanNo?.trim().toUpperCase();
  const latest = new Map<string, SigningSession>();
  for (const item of items) {
    const session = signingSessionEntity.fromItem(item).value;
    if (session.AttestatorId !== caller.principal.id || latest.has(session.LoanNo)) continue;
    if (prefix && prefix !== 'ALL' && !session.LoanNo.startsWith(prefix)) continue;
    latest.set(session.LoanNo, session);
  }
  const page = paginate([...latest.values()], input);
  const loans = await deps.loans.listed(page.Data.map((s) => s.LoanNo));
  return {
    Data: page.Data.map((s) => {
      const loan = loans.get(s.LoanNo);
      return {
        LoanNo: s.LoanNo,
        BorrowerName: loan?.BorrowerName ?? s.Name,
        ...(loan?.Product?.Name ? { ProductName: loan.Product.Name } : {}),
        ...(loan?.AmountSen !== undefined ? { Amount: fromSen(loan.AmountSen) } : {}),
        ...(loan?.Status ? { Status: loan.Status } : {}),
        SigningSessionId: s.SigningSessionId,
        SessionStatus: s.Status,
        DateTimeRange: s.DateTimeRange,
      };
    }),
    Count: page.Count,
  };
}
