import type { LoanAccountChangedData } from '@ezc/domain';
import type { Actor, DemoLoanPayer, DemoMoneyStep, Platform, Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { pictureOf } from '../accounts/account-changes';
import { type PaymentsPorts, paymentsPortsAt } from '../ports';
import { changeAccount } from '../use-cases/accounts/account-access';
import { openAccount } from '../use-cases/accounts/open-account';
import { activateOne } from '../use-cases/installments/activate-installment';
import { addPayment, recordManualPayment } from '../use-cases/payments/record-payment';
import { fullSettlement, settlementQuoteOf } from '../use-cases/settlement/full-settlement';

/** The demo's finance officer (identity's demo account), at the office. */
const finance: Principal = {
  id: 'STF-0002',
  kind: 'staff',
  sessionId: 'seed',
  name: 'Lim Wei Ling',
  roles: ['Finance Team'],
  privileges: ['Loan - View Details', 'Manual Payment Receipt'],
};
const financeActor: Actor = { id: finance.id, kind: 'staff', name: finance.name!, ip: '10.0.0.20' };
const dailyJob: Actor = { id: 'system', kind: 'system', name: 'Daily loan accounts run' };
const borrowerOf = (customerId: string): Principal => ({
  id: `SEED-${customerId}`,
  kind: 'customer',
  sessionId: 'seed',
  roles: ['Borrower'],
  privileges: [],
  customerId,
});
const ringgit = (sen: number) => sen / 100;

async function pictureNow(ports: PaymentsPorts, loanNo: string): Promise<LoanAccountChangedData> {
  const loaded = await ports.accounts.load(loanNo);
  if (!loaded) throw new Error(`The demo loan ${loanNo} has no account`);
  return pictureOf(loaded, loaded.version);
}

/**
 * A demo loan's money moved through the product's own use cases, each at its moment (the
 * account's ports at that clock): opened, installments activated, payments received or waiting,
 * late charges run, a full settlement asked or received. Answers the account's picture after it.
 */
export const payDemoLoan: DemoLoanPayer = async (p: Platform, step: DemoMoneyStep) => {
  const ports = paymentsPortsAt(p, { now: () => step.at });
  const loanNo = step.LoanNo;
  switch (step.kind) {
    case 'open':
      await openAccount(ports, loanNo, dailyJob);
      break;
    case 'activate':
      await activateOne(ports, loanNo, step.InstallmentNo, financeActor);
      break;
    case 'pay':
      await recordManualPayment(
        ports,
        { principal: finance, actor: financeActor },
        { LoanNo: loanNo, Amount: ringgit(step.AmountSen), Method: 'Cash', RefNo: `CASH-${loanNo}` },
      );
      break;
    case 'pay-pending': {
      const account = await pictureNow(ports, loanNo);
      const borrower = borrowerOf(account.CustomerId);
      await addPayment(
        ports,
        { principal: borrower, actor: { id: borrower.id, kind: 'customer', ip: '203.0.113.45' } },
        { LoanNo: loanNo, Amount: ringgit(step.AmountSen), Method: 'Bank Transfer', RefNo: `TRF-${loanNo}` },
      );
      break;
    }
    case 'accrue':
      // What the daily run does for this loan: its late charges up to the day that ended.
      await changeAccount(ports, loanNo, dailyJob, () => ({
        action: 'Late payment charges posted',
        answer: undefined,
      }));
      break;
    case 'settle': {
      const account = await pictureNow(ports, loanNo);
      const principal = step.approved ? finance : borrowerOf(account.CustomerId);
      const quote = await settlementQuoteOf(ports, { principal, loanNo, asOf: malaysiaDate(step.at) });
      await fullSettlement(
        ports,
        {
          principal,
          actor: step.approved ? financeActor : { id: principal.id, kind: 'customer', ip: '203.0.113.45' },
        },
        { LoanNo: loanNo, Amount: quote.Total, Method: 'Bank Transfer', RefNo: `STL-${loanNo}` },
      );
      break;
    }
  }
  return pictureNow(ports, loanNo);
};
