import { productSettlementPenalty } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { opened } from '../../accounts/account-changes';
import { notYetStored } from '../../accounts/accounts-repository';
import { type LoanAccount, scheduledRow } from '../../accounts/loan-account';
import type { PaymentsPorts } from '../../ports';

type Deps = Pick<PaymentsPorts, 'accounts' | 'loans' | 'clock' | 'log'>;

/**
 * A loan was disbursed: its account is opened with the principal owed (the Disbursement entry),
 * every installment 'Scheduled'. A repeat finds the account open and does nothing; a loan without
 * a readable schedule is logged and left (the loans context owns it).
 */
export async function openAccount(deps: Deps, loanNo: string, actor: Actor): Promise<boolean> {
  if (await deps.accounts.load(loanNo)) return false;
  const loan = await deps.loans.loadTerms(loanNo);
  if (!loan) {
    deps.log.warn('payments.account-not-opened', { loanNo, reason: 'loan unreadable' });
    return false;
  }
  const at = deps.clock.now().toISOString();
  const rows = [...loan.Schedule].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  const account: LoanAccount = {
    LoanNo: loan.LoanNo,
    CustomerId: loan.CustomerId,
    BorrowerName: loan.BorrowerName,
    ApplicationId: loan.ApplicationId,
    AmountSen: loan.AmountSen,
    AgreementDate: loan.AgreementDate,
    PaymentDate: loan.Disbursement?.PaymentDate ?? loan.DisbursementDate ?? malaysiaDate(new Date(at)),
    Penalty: productSettlementPenalty({
      EarlySettlementPenaltyType: loan.Product?.EarlySettlementPenaltyType ?? 'None',
      EarlySettlementPenalty: loan.Product?.EarlySettlementPenalty,
    }),
    Rows: rows.map(scheduledRow),
    Invoices: [],
    OpenedAt: at,
  };
  const change = opened(account, at);
  try {
    await deps.accounts.commit({
      before: notYetStored(account),
      after: change,
      posted: change.posted,
      action: 'Loan account opened',
      remarks: `Disbursement of ${loan.LoanNo}`,
      actor,
      at,
    });
  } catch (e) {
    // Opened by a concurrent delivery meanwhile: that one stands.
    if (await deps.accounts.load(loanNo)) return false;
    throw e;
  }
  return true;
}
