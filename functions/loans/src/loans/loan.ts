import {
  accountRowStatuses,
  type Decision,
  decideLoan,
  type LoanEvent,
  type LoanStatus,
  loanStatuses,
  type ScheduleLine,
} from '@ezc/domain';
import { defineEntity, type TableWrite } from '@ezc/platform';
import * as z from 'zod';
import { productSnapshotSchema } from '../applications/application';

/**
 * A loan (spec §3, §4), made when its application is approved. Its schedule, stamping and
 * disbursement are kept inside it (one item, one version), so a status change and what it records
 * land together. Its money (payments, charges, the ledger) is the payments context's loan account:
 * the schedule rows' statuses and paid amounts and the loan's totals here are a copy that follows
 * the account's `loan-account.changed`, so a loan is read in one get. Amounts are integer sen; dates
 * YYYY-MM-DD in Malaysia.
 */

/** A schedule row's status (contract): Scheduled until activated, then Unpaid until paid. */
export const scheduleRowStatuses = accountRowStatuses;

export const scheduleRowSchema = z.object({
  /** `<LoanNo>-<InstallmentNo, 3 digits>`: names its loan, so no index is needed to find it. */
  ScheduleId: z.string(),
  InstallmentNo: z.number().int(),
  DueDate: z.string(),
  PrincipalSen: z.number().int(),
  InterestSen: z.number().int(),
  TotalSen: z.number().int(),
  PaidSen: z.number().int(),
  PrincipalPaidSen: z.number().int(),
  Status: z.enum(scheduleRowStatuses),
  /** The date the installment was activated (its invoice's date). */
  ActivatedOn: z.string().optional(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

export const stampingSchema = z.object({
  StampingDate: z.string(),
  MediaId: z.string(),
});

export const disbursementMethods = ['Bank Transfer', 'Cheque', 'Cash'] as const;
export const disbursementSchema = z.object({
  Method: z.enum(disbursementMethods),
  AmountSen: z.number().int(),
  RefNo: z.string(),
  Bank: z.string(),
  AccountNo: z.string(),
  AccountName: z.string(),
  Currency: z.literal('MYR'),
  OffsetDocNo: z.array(z.string()),
  PaymentDate: z.string(),
  MediaId: z.string(),
});
export type Disbursement = z.infer<typeof disbursementSchema>;

export const loanSchema = z.object({
  LoanNo: z.string(),
  /** The loan's number without its prefix, as a number (EZC000012 → 12). */
  LoanId: z.number().int(),
  ApplicationId: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  BorrowerICNo: z.string(),
  Status: z.enum(loanStatuses),
  MachineVersion: z.string(),
  Product: productSnapshotSchema,
  AmountSen: z.number().int(),
  NumberOfInstallments: z.number().int(),
  TotalInterestSen: z.number().int(),
  TotalRepaymentSen: z.number().int(),
  /** Money received on the loan, as its account last said. */
  TotalPaidToDateSen: z.number().int(),
  /**
   * What the borrower still owes (schedule − payments + charges − credit notes), as its account
   * last said; absent until the account has said anything.
   */
  BalanceOutstandingSen: z.number().int().optional(),
  /** The version of the account the copy follows (0: none yet); older news is ignored. */
  AccountVersion: z.number().int().default(0),
  /** The approval date: installment n is due n months later. */
  AgreementDate: z.string(),
  /** The last installment's due date. */
  EndDate: z.string(),
  DisbursementDate: z.string().optional(),
  Schedule: z.array(scheduleRowSchema),
  Stamping: stampingSchema.optional(),
  Disbursement: disbursementSchema.optional(),
  /** The agreement's latest version (the signing context makes and signs it). */
  AgreementMediaId: z.string().optional(),
  CreatedAt: z.string(),
});
export type Loan = z.infer<typeof loanSchema>;
export interface LoadedLoan {
  value: Loan;
  version: number;
  /**
   * Stored when a loan carried its own list keys (before its list entry stood beside it): its next
   * save writes the entry, as the save drops those keys.
   */
  listedItself?: true;
}

/**
 * A loan by number (`LOAN#<LoanNo>` / `LOAN`). It is on no index: it follows its account on every
 * payment, and an index holding it would take the whole loan each time, in a partition every
 * payment shares. Its entry in the lists stands beside it (`loanListedWrite`).
 */
export const loanEntity = defineEntity({
  name: 'Loan',
  schema: loanSchema,
  id: (l) => l.LoanNo,
  key: (loanNo: string) => ({ PK: `LOAN#${loanNo}`, SK: 'LOAN' }),
});

export const loanListedKey = (loanNo: string) => ({ PK: `LOAN#${loanNo}`, SK: 'LOAN#LISTED' });

/**
 * The loan's entry in the lists of loans: all (GSI1), by status (GSI2) and by customer (GSI3),
 * each by number. It holds the number, the customer and the status only, so it is written when the
 * loan is made and when its status moves, and a list's page reads its loans by their keys.
 */
export const loanListedWrite = (l: Pick<Loan, 'LoanNo' | 'CustomerId' | 'Status'>): TableWrite => ({
  kind: 'put',
  item: {
    ...loanListedKey(l.LoanNo),
    EntityType: 'LoanListed',
    LoanNo: l.LoanNo,
    CustomerId: l.CustomerId,
    Status: l.Status,
    GSI1PK: 'LOANS',
    GSI1SK: l.LoanNo,
    GSI2PK: `LOANS#STATUS#${l.Status}`,
    GSI2SK: l.LoanNo,
    GSI3PK: `LOANS#CUSTOMER#${l.CustomerId}`,
    GSI3SK: l.LoanNo,
  },
});

export const loanIndexes = {
  all: { index: 'GSI1', pk: 'LOANS' },
  ofStatus: (status: string) => ({ index: 'GSI2' as const, pk: `LOANS#STATUS#${status}` }),
  ofCustomer: (customerId: string) => ({ index: 'GSI3' as const, pk: `LOANS#CUSTOMER#${customerId}` }),
} as const;

/**
 * Counts of loans, moved (ADD) in the same transaction as every loan made and every status
 * change, so a listing's Count never needs the whole partition read. The counts of all loans and
 * of each status are sharded (`shardedCountMove`): every new loan moves them.
 */
export const loanCounterKey = (scope: string) => ({ PK: `LOANCOUNT#${scope}`, SK: 'COUNT' });
export const loanCounters = {
  all: loanCounterKey('ALL'),
  ofStatus: (status: string) => loanCounterKey(`STATUS#${status}`),
  ofCustomer: (customerId: string) => loanCounterKey(`CUSTOMER#${customerId}`),
};

export const scheduleIdOf = (loanNo: string, installmentNo: number) =>
  `${loanNo}-${String(installmentNo).padStart(3, '0')}`;

/** A new loan's schedule rows, all 'Scheduled'. */
export const scheduleRowsOf = (loanNo: string, lines: readonly ScheduleLine[]): ScheduleRow[] =>
  lines.map((l) => ({
    ScheduleId: scheduleIdOf(loanNo, l.InstallmentNo),
    InstallmentNo: l.InstallmentNo,
    DueDate: l.DueDate,
    PrincipalSen: l.PrincipalSen,
    InterestSen: l.InterestSen,
    TotalSen: l.TotalSen,
    PaidSen: 0,
    PrincipalPaidSen: 0,
    Status: 'Scheduled',
  }));

/** The machine decides `event` from the loan's stored status. */
export const decideFor = (l: Loan, event: LoanEvent): Decision<LoanStatus> =>
  decideLoan({ status: l.Status, machineVersion: l.MachineVersion }, event);

/** The data every event of a loan carries. */
export const loanEventData = (l: Loan) => ({
  LoanNo: l.LoanNo,
  Status: l.Status,
  CustomerId: l.CustomerId,
  ApplicationId: l.ApplicationId,
});

/** What the borrower still owes: the account's figure, or before it speaks the repayment less what was paid. */
export const balanceOutstandingSen = (l: Loan) =>
  l.BalanceOutstandingSen ?? l.TotalRepaymentSen - l.TotalPaidToDateSen;
