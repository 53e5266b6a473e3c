import { DEFAULT_COMPANY_ADDRESS, DEFAULT_COMPANY_NAME, DEFAULT_LENDING_LICENCE_NO } from '@ezc/domain';
import type { Lender, ReceiptInput, StatementInput } from './document-inputs';

/**
 * A receipt and a statement of a 12-month RM 10,000 loan at 18% simple (installments of
 * RM 983.33, the last RM 983.37), under the default lender: what the bundle check and the bench
 * make.
 */

export const sampleLender: Lender = {
  Name: DEFAULT_COMPANY_NAME,
  LicenceNo: DEFAULT_LENDING_LICENCE_NO,
  Address: DEFAULT_COMPANY_ADDRESS,
};

/**
 * The second installment paid 5 days late: RM 1.08 of late charges (8% a year on RM 983.33 for 5
 * days), the installment, and RM 50 over, held as credit.
 */
export const sampleReceiptInput: ReceiptInput = {
  Lender: sampleLender,
  ReceiptNo: 'OR-000042',
  PaymentId: 'PAY-01JDX5N7Q2',
  LoanNo: 'EZC000001',
  BorrowerName: 'Siti Aminah binti Abdullah',
  BorrowerICNo: '900101-14-5678',
  PaidOn: '2026-03-20',
  Method: 'Bank Transfer',
  RefNo: 'MBB20260320-7781',
  AmountSen: 103_441,
  Allocation: [{ InstallmentNo: 2, LateChargeSen: 108, InterestSen: 15_000, PrincipalSen: 83_333 }],
  CreditHeldSen: 5_000,
  BalanceAfterSen: 983_334,
  IssuedAt: '2026-03-20T06:30:00Z',
};

const dueDates = [
  '2026-02-15',
  '2026-03-15',
  '2026-04-15',
  '2026-05-15',
  '2026-06-15',
  '2026-07-15',
  '2026-08-15',
  '2026-09-15',
  '2026-10-15',
  '2026-11-15',
  '2026-12-15',
  '2027-01-15',
];

/**
 * The same loan on 2026-03-31, after the first two installments: RM 2,017.74 paid (RM 983.33 and
 * RM 1,034.41), RM 50.00 of it held as credit. Its ledger closes at RM 8,283.34 (RM 10,000.00 lent
 * − 2 × RM 833.33 of principal repaid − RM 50.00 of credit held); the interest of installments 3 to
 * 12 is not yet billed (10 × RM 150.00 = RM 1,500.00), so the balance outstanding is RM 9,783.34.
 */
export const sampleStatementInput: StatementInput = {
  Language: 'en',
  Lender: sampleLender,
  LoanNo: 'EZC000001',
  BorrowerName: 'Siti Aminah binti Abdullah',
  BorrowerICNo: '900101-14-5678',
  AsOf: '2026-03-31',
  AmountSen: 1_000_000,
  InterestRate: 18,
  NumberOfInstallments: 12,
  TotalRepaymentSen: 1_180_000,
  TotalPaidToDateSen: 201_774,
  BalanceOutstandingSen: 978_334,
  LateChargesSen: 0,
  InterestNotYetBilledSen: 150_000,
  Transactions: [
    {
      Date: '2026-01-20',
      DocumentNo: 'DISB-EZC000001',
      Description: 'Disbursement',
      DebitSen: 1_000_000,
      CreditSen: 0,
      BalanceSen: 1_000_000,
    },
    {
      Date: '2026-02-15',
      DocumentNo: 'INV-EZC000001-01',
      Description: 'Installment 1 due 2026-02-15',
      DebitSen: 15_000,
      CreditSen: 0,
      BalanceSen: 1_015_000,
    },
    {
      Date: '2026-02-15',
      DocumentNo: 'OR-000031',
      Description: 'Payment received (Bank Transfer)',
      DebitSen: 0,
      CreditSen: 98_333,
      BalanceSen: 916_667,
    },
    {
      Date: '2026-03-15',
      DocumentNo: 'INV-EZC000001-02',
      Description: 'Installment 2 due 2026-03-15',
      DebitSen: 15_000,
      CreditSen: 0,
      BalanceSen: 931_667,
    },
    {
      Date: '2026-03-20',
      DocumentNo: 'LPC-EZC000001-02',
      Description: 'Late payment charge, installment 2, to 2026-03-19',
      DebitSen: 108,
      CreditSen: 0,
      BalanceSen: 931_775,
    },
    {
      Date: '2026-03-20',
      DocumentNo: 'OR-000042',
      Description: 'Payment received (Bank Transfer)',
      DebitSen: 0,
      CreditSen: 103_441,
      BalanceSen: 828_334,
    },
  ],
  Schedule: dueDates.map((DueDate, n) => ({
    InstallmentNo: n + 1,
    DueDate,
    TotalSen: n === 11 ? 98_337 : 98_333,
    PaidSen: n < 2 ? 98_333 : 0,
    Status: n < 2 ? ('Paid' as const) : ('Scheduled' as const),
  })),
};
