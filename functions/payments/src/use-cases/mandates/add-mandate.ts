import { decideMandate, mandateAmountRequired, mandateLive, mandateLoanEnded, toSen } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { Mandate } from '../../mandates/mandate-record';
import { endedStatuses, monthlyInstallmentSen } from '../../parties/loan-reader';
import type { PaymentsPorts } from '../../ports';
import { mandatedLoanFor } from './mandate-loan';

type Deps = Pick<PaymentsPorts, 'clock' | 'ids' | 'loans' | 'mandates' | 'emandate'>;

export interface AddMandateInput {
  ObjectType: 'LoanNo';
  ObjectId: string;
  BankCode?: string | undefined;
  AccountNo?: string | undefined;
  AccountName?: string | undefined;
  /** Ringgit; the loan's monthly installment when absent. */
  Amount?: number | undefined;
}

/**
 * Registers a loan's e-mandate and answers the provider's sign-up page, where the borrower
 * authorises it with their bank. A loan has one mandate at a time: while one waits for the bank
 * or is active, another is refused; after the bank rejects one, the loan registers again, under a
 * new MandateId.
 */
export async function addMandate(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: AddMandateInput,
) {
  const loan = await mandatedLoanFor(deps, caller.principal, input.ObjectId);
  if ((endedStatuses as readonly string[]).includes(loan.Status)) throw mandateLoanEnded(loan.Status);
  const existing = await deps.mandates.load(loan.LoanNo);
  const status = existing?.value.Status ?? 'Not Set Up';
  if (status === 'Pending Approval' || status === 'Active') throw mandateLive(status);
  const amountSen = input.Amount !== undefined ? toSen(input.Amount) : monthlyInstallmentSen(loan);
  if (amountSen === undefined) throw mandateAmountRequired();
  const decision = decideMandate(status, { type: 'REGISTER' });
  const at = deps.clock.now().toISOString();
  const after: Mandate = {
    LoanNo: loan.LoanNo,
    CustomerId: loan.CustomerId,
    BorrowerName: loan.BorrowerName,
    MandateId: `MDT-${deps.ids.next()}`,
    ObjectType: 'LoanNo',
    Status: decision.status,
    MachineVersion: decision.machineVersion,
    ...(input.BankCode ? { BankCode: input.BankCode } : {}),
    ...(input.AccountNo ? { AccountNo: input.AccountNo } : {}),
    ...(input.AccountName ? { AccountName: input.AccountName } : {}),
    AmountSen: amountSen,
    RegisteredAt: at,
    CreatedAt: existing?.value.CreatedAt ?? at,
    UpdatedAt: at,
  };
  await deps.mandates.save({
    version: existing?.version ?? 0,
    from: status,
    after,
    decision,
    action: existing ? 'E-mandate registered again' : 'E-mandate registered',
    remarks: `Mandate ${after.MandateId}`,
    actor: caller.actor,
  });
  return {
    MandateId: after.MandateId,
    Status: decision.status,
    SignUpUrl: deps.emandate.signUpUrl(after),
  };
}
