import { interestTypes, regimes } from '@ezc/domain';
import * as z from 'zod';
import { type AgreementInput, agreementInputSchema, defaultLender, type Lender } from './agreement-content';

/**
 * What the agreement reads from a loan item (the lending context's record, read as stored): only
 * these fields, so a change elsewhere in the loan never touches signing.
 */
export const agreementLoanSchema = z.object({
  LoanNo: z.string(),
  AgreementDate: z.string(),
  BorrowerName: z.string(),
  BorrowerICNo: z.string(),
  AmountSen: z.number().int(),
  NumberOfInstallments: z.number().int(),
  TotalInterestSen: z.number().int(),
  TotalRepaymentSen: z.number().int(),
  Product: z.object({
    InterestRate: z.number(),
    InterestType: z.enum(interestTypes),
    WithCollateralYN: z.enum(['Y', 'N']),
    Regime: z.enum(regimes),
  }),
  Schedule: z
    .array(z.object({ InstallmentNo: z.number().int(), DueDate: z.string(), TotalSen: z.number().int() }))
    .min(1),
});

/** The agreement's particulars of a loan: the installments and due dates from its schedule. */
export function agreementInputOf(
  loan: unknown,
  borrowerAddress?: string,
  lender: Lender = defaultLender,
): AgreementInput {
  const l = agreementLoanSchema.parse(loan);
  const rows = [...l.Schedule].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  const first = rows[0]!;
  const last = rows.at(-1)!;
  return agreementInputSchema.parse({
    LoanNo: l.LoanNo,
    AgreementDate: l.AgreementDate,
    BorrowerName: l.BorrowerName,
    BorrowerICNo: l.BorrowerICNo,
    ...(borrowerAddress?.trim() ? { BorrowerAddress: borrowerAddress.trim() } : {}),
    AmountSen: l.AmountSen,
    InterestRate: l.Product.InterestRate,
    InterestType: l.Product.InterestType,
    WithCollateralYN: l.Product.WithCollateralYN,
    Regime: l.Product.Regime,
    NumberOfInstallments: l.NumberOfInstallments,
    InstallmentSen: first.TotalSen,
    FinalInstallmentSen: last.TotalSen,
    FirstDueDate: first.DueDate,
    LastDueDate: last.DueDate,
    TotalInterestSen: l.TotalInterestSen,
    TotalRepaymentSen: l.TotalRepaymentSen,
    Lender: lender,
  });
}
