import {
  type Decision,
  DomainError,
  decideInstallment,
  type LoanStatus,
  loanRefusal,
  previousInstallmentUnpaid,
  scheduleNotFound,
} from '@ezc/domain';
import { type Disbursement, decideFor, type Loan } from './loan';

/**
 * What each step does to a loan, decided without I/O: the use cases load, apply one of these and
 * save; the demo data tells a loan's story with the very same steps.
 */

/** Stamping confirmed: the machine's STAMP and the stamping's date and receipt. */
export function stamped(loan: Loan, stamping: NonNullable<Loan['Stamping']>) {
  return { decision: decideFor(loan, { type: 'STAMP' }), loan: { ...loan, Stamping: stamping } };
}

/**
 * Disbursement confirmed: the machine's DISBURSE, the disbursement's details, and the ledger
 * debited with what the borrower will repay.
 */
export function disbursed(loan: Loan, disbursement: Disbursement) {
  return {
    decision: decideFor(loan, { type: 'DISBURSE' }),
    loan: {
      ...loan,
      Disbursement: disbursement,
      DisbursementDate: disbursement.PaymentDate,
      Ledger: [
        ...loan.Ledger,
        {
          Date: disbursement.PaymentDate,
          DocumentNo: `DIS-${loan.LoanNo}`,
          Description: 'Disbursement',
          DebitSen: loan.TotalRepaymentSen,
          CreditSen: 0,
        },
      ],
    },
  };
}

/**
 * An installment made due ('Scheduled' → 'Unpaid') on `today`. The first one of a disbursed loan
 * makes the loan 'Active' (the machine's ACTIVATE); a later one needs the loan active and the
 * installment before it paid.
 */
export function activated(
  loan: Loan,
  installmentNo: number,
  today: string,
): { loan: Loan; decision?: Decision<LoanStatus> } {
  const row = loan.Schedule.find((r) => r.InstallmentNo === installmentNo);
  if (!row) throw scheduleNotFound();
  const rowStatus = decideInstallment(row.Status, { type: 'ACTIVATE' });
  let decision: Decision<LoanStatus> | undefined;
  if (installmentNo === 1) decision = decideFor(loan, { type: 'ACTIVATE' });
  else {
    if (loan.Schedule.find((r) => r.InstallmentNo === installmentNo - 1)?.Status !== 'Paid') {
      throw previousInstallmentUnpaid();
    }
    if (loan.Status !== 'Active') {
      const refusal = loanRefusal(loan.Status, 'ACTIVATE');
      throw new DomainError('rule', refusal.code, refusal.message, refusal.details);
    }
  }
  const schedule = loan.Schedule.map((r) =>
    r.InstallmentNo === installmentNo ? { ...r, Status: rowStatus, ActivatedOn: today } : r,
  );
  return { loan: { ...loan, Schedule: schedule }, ...(decision ? { decision } : {}) };
}

/** An installment paid in full on `date`: the row, the total paid and the ledger's credit. */
export function paidInFull(loan: Loan, installmentNo: number, date: string): Loan {
  const row = loan.Schedule.find((r) => r.InstallmentNo === installmentNo);
  if (!row) throw scheduleNotFound();
  const owed = row.TotalSen - row.PaidSen;
  const rowStatus = decideInstallment(row.Status, { type: 'PAY_IN_FULL' });
  return {
    ...loan,
    TotalPaidToDateSen: loan.TotalPaidToDateSen + owed,
    Schedule: loan.Schedule.map((r) =>
      r.InstallmentNo === installmentNo
        ? { ...r, Status: rowStatus, PaidSen: r.TotalSen, PrincipalPaidSen: r.PrincipalSen }
        : r,
    ),
    Ledger: [
      ...loan.Ledger,
      {
        Date: date,
        DocumentNo: `RCP-${row.ScheduleId}`,
        Description: `Payment for installment ${installmentNo}`,
        DebitSen: 0,
        CreditSen: owed,
      },
    ],
  };
}

/** Everything still owed paid at once on `date` (a full settlement). */
export function settledInFull(loan: Loan, date: string): Loan {
  const left = loan.Schedule.reduce((s, r) => s + r.TotalSen - r.PaidSen, 0);
  return {
    ...loan,
    TotalPaidToDateSen: loan.TotalPaidToDateSen + left,
    // Rows already paid stay as they are; each other row is paid in full through its machine.
    Schedule: loan.Schedule.map((r) => ({
      ...r,
      Status: r.Status === 'Paid' ? r.Status : decideInstallment(r.Status, { type: 'PAY_IN_FULL' }),
      PaidSen: r.TotalSen,
      PrincipalPaidSen: r.PrincipalSen,
    })),
    Ledger: [
      ...loan.Ledger,
      {
        Date: date,
        DocumentNo: `RCP-${loan.LoanNo}-SETTLEMENT`,
        Description: 'Full settlement',
        DebitSen: 0,
        CreditSen: left,
      },
    ],
  };
}
