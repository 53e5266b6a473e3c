import { accountRowStatuses } from '@ezc/domain';
import * as z from 'zod';

/**
 * What the payments context hands over to make its two documents. Money is whole sen, dates are
 * Malaysian calendar dates; the routes turn their records into these and the documents print
 * nothing else, so the same input always gives the same PDF.
 */

const text = (what: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`),
    })
    .trim()
    .min(1, `${what} is required.`);
const date = (what: string) => z.iso.date(`${what} must be a date in the format YYYY-MM-DD.`);
/** An amount that is never below zero (what was paid, charged or allocated). */
const sen = (what: string) =>
  z
    .number(`${what} must be a number of sen.`)
    .int(`${what} must be a whole number of sen.`)
    .min(0, `${what} cannot be negative.`);
/** A running balance: below zero when the borrower has paid more than is owed. */
const balanceSen = (what: string) =>
  z.number(`${what} must be a number of sen.`).int(`${what} must be a whole number of sen.`);

/** The licensed moneylender, as its configuration names it (`COMPANY_NAME`, `LENDING_LICENCE_NO`, `COMPANY_ADDRESS`). */
export const lenderSchema = z.object({
  Name: text('The lender name'),
  LicenceNo: text('The lending licence number'),
  Address: text('The lender address'),
});
export type Lender = z.infer<typeof lenderSchema>;

/** The lender as the platform configuration gives it; the receipt must name the licence it lends under. */
export const lenderOf = (config: {
  COMPANY_NAME: string;
  LENDING_LICENCE_NO: string;
  COMPANY_ADDRESS: string;
}): Lender => ({
  Name: config.COMPANY_NAME,
  LicenceNo: config.LENDING_LICENCE_NO,
  Address: config.COMPANY_ADDRESS,
});

/** What one payment paid of one installment, in the order the allocation takes them. */
export const receiptAllocationSchema = z.object({
  InstallmentNo: z.number('InstallmentNo must be a number.').int().min(1, 'InstallmentNo starts at 1.'),
  LateChargeSen: sen('LateChargeSen'),
  InterestSen: sen('InterestSen'),
  PrincipalSen: sen('PrincipalSen'),
});

/** The official receipt of one approved payment. */
export const receiptInputSchema = z.object({
  Lender: lenderSchema,
  ReceiptNo: text('ReceiptNo'),
  PaymentId: text('PaymentId'),
  LoanNo: text('LoanNo'),
  BorrowerName: text('BorrowerName'),
  /** NRIC for an individual, the company registration number for a company. */
  BorrowerICNo: text('BorrowerICNo'),
  PaidOn: date('PaidOn'),
  Method: text('Method'),
  RefNo: z.string('RefNo must be text.').trim().nullish(),
  AmountSen: sen('AmountSen').min(1, 'AmountSen must be at least 1 sen.'),
  Allocation: z
    .array(receiptAllocationSchema, 'Allocation must be a list of installments.')
    .refine(
      (rows) => new Set(rows.map((r) => r.InstallmentNo)).size === rows.length,
      'Allocation lists each installment once.',
    ),
  /** What the payment left over once every due was paid, held for the borrower. */
  CreditHeldSen: sen('CreditHeldSen'),
  BalanceAfterSen: balanceSen('BalanceAfterSen'),
  IssuedAt: z.iso.datetime({
    offset: true,
    error: 'IssuedAt must be an ISO date and time, such as 2026-11-27T09:15:00Z.',
  }),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

export const statementLanguages = ['en', 'ms'] as const;
export type StatementLanguage = (typeof statementLanguages)[number];

/** One line of the loan's ledger as the transaction history shows it, with the balance after it. */
export const statementTransactionSchema = z.object({
  Date: date('Transactions Date'),
  DocumentNo: z.string('DocumentNo must be text.').trim(),
  Description: z.string('Description must be text.').trim(),
  DebitSen: sen('DebitSen'),
  CreditSen: sen('CreditSen'),
  BalanceSen: balanceSen('BalanceSen'),
});
export type StatementTransaction = z.infer<typeof statementTransactionSchema>;
/** The transactions' closing balance: the ledger balance (nothing before the first). */
export const ledgerBalanceSen = (transactions: readonly Pick<StatementTransaction, 'BalanceSen'>[]) =>
  transactions.at(-1)?.BalanceSen ?? 0;

export const statementScheduleRowSchema = z.object({
  InstallmentNo: z.number('InstallmentNo must be a number.').int().min(1, 'InstallmentNo starts at 1.'),
  DueDate: date('DueDate'),
  TotalSen: sen('TotalSen'),
  PaidSen: sen('PaidSen'),
  Status: z.enum(accountRowStatuses, `Status must be one of ${accountRowStatuses.join(', ')}.`),
  /** Days since its due date while it is unpaid ("Overdue, N days"); 0 or absent when not overdue. */
  DaysPastDue: z.number('DaysPastDue must be a number.').int().min(0).optional(),
});
export type StatementScheduleRow = z.infer<typeof statementScheduleRowSchema>;

/** The statement of account of one loan on one day, in one language. */
export const statementInputSchema = z
  .object({
    Language: z.enum(statementLanguages, "Language must be 'en' or 'ms'."),
    Lender: lenderSchema,
    LoanNo: text('LoanNo'),
    BorrowerName: text('BorrowerName'),
    BorrowerICNo: text('BorrowerICNo'),
    AsOf: date('AsOf'),
    AmountSen: sen('AmountSen'),
    /** Percent a year, as charged. */
    InterestRate: z.number('InterestRate must be a number.').min(0, 'InterestRate cannot be negative.'),
    NumberOfInstallments: z.number('NumberOfInstallments must be a number.').int().min(1),
    TotalRepaymentSen: sen('TotalRepaymentSen'),
    TotalPaidToDateSen: sen('TotalPaidToDateSen'),
    BalanceOutstandingSen: balanceSen('BalanceOutstandingSen'),
    /** Late payment charges posted and not yet paid (part of the balance outstanding). */
    LateChargesSen: sen('LateChargesSen'),
    /**
     * The interest of the installments not yet fallen due: on the ledger only as each falls due, so
     * not in the transactions' closing balance, yet part of the balance outstanding.
     */
    InterestNotYetBilledSen: sen('InterestNotYetBilledSen'),
    /** Oldest first, as the ledger holds them. */
    Transactions: z.array(statementTransactionSchema, 'Transactions must be a list.'),
    Schedule: z.array(statementScheduleRowSchema, 'Schedule must be a list.'),
  })
  .refine(
    // A statement the reader cannot add up is never made.
    (s) => ledgerBalanceSen(s.Transactions) + s.InterestNotYetBilledSen === s.BalanceOutstandingSen,
    {
      message:
        "BalanceOutstandingSen must be the transactions' closing balance plus InterestNotYetBilledSen.",
      path: ['BalanceOutstandingSen'],
    },
  );
export type StatementInput = z.infer<typeof statementInputSchema>;
