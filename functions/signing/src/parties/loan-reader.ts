import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * The loan as the signing context sees it: read (never written) from the loans context's item,
 * leniently and only the fields the agreement and the checks need, so the loans context may add
 * to its record freely.
 */
export const signedLoanSchema = z.object({
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  BorrowerICNo: z.string(),
  Status: z.string(),
  AmountSen: z.number().int(),
  NumberOfInstallments: z.number().int(),
  TotalInterestSen: z.number().int(),
  TotalRepaymentSen: z.number().int(),
  AgreementDate: z.string(),
  Product: z.object({
    SKU: z.string(),
    Name: z.string(),
    InterestType: z.string(),
    InterestRate: z.number(),
    WithCollateralYN: z.enum(['Y', 'N']),
    Regime: z.string(),
    AutoCompanySigningYN: z.enum(['Y', 'N']).optional(),
  }),
  Schedule: z.array(
    z.object({ InstallmentNo: z.number().int(), DueDate: z.string(), TotalSen: z.number().int() }),
  ),
});
export type SignedLoan = z.infer<typeof signedLoanSchema>;

/** The statuses in which a loan can no longer be signed: it is ending. */
export const endingStatuses = ['Termination In Process', 'Terminated'] as const;

/** What the retention policy needs of each loan of a customer: whose it is and whether it ended. */
const customerLoanSchema = z.object({ LoanNo: z.string(), CustomerId: z.string(), Status: z.string() });
export type CustomerLoan = z.infer<typeof customerLoanSchema>;

/** What a listing shows of a loan: read leniently, so a loan missing a field is still listed. */
const listedLoanSchema = z.object({
  LoanNo: z.string(),
  BorrowerName: z.string().optional(),
  Status: z.string().optional(),
  AmountSen: z.number().int().optional(),
  Product: z.object({ Name: z.string().optional() }).partial().optional(),
});
export type ListedLoan = z.infer<typeof listedLoanSchema>;

export interface LoanReader {
  load(loanNo: string): Promise<SignedLoan | undefined>;
  /** A page's loans in one read (at most 100), by number; a loan not found is left out. */
  listed(loanNos: readonly string[]): Promise<Map<string, ListedLoan>>;
  /** Every loan of a customer, by the loans context's index of loans by customer. */
  ofCustomer(customerId: string): Promise<CustomerLoan[]>;
}

export const loanReader = (table: Table): LoanReader => ({
  async load(loanNo) {
    const parsed = signedLoanSchema.safeParse(await table.get(platformKeys.loan(loanNo)));
    return parsed.success ? parsed.data : undefined;
  },
  async listed(loanNos) {
    const items = await table.batchGet(
      loanNos.map((no) => platformKeys.loan(no)),
      false,
    );
    return new Map(
      items.flatMap((i) => {
        const parsed = listedLoanSchema.safeParse(i);
        return parsed.success ? [[parsed.data.LoanNo, parsed.data] as const] : [];
      }),
    );
  },
  async ofCustomer(customerId) {
    const items = await table.queryAll({ index: 'GSI3', pk: `LOANS#CUSTOMER#${customerId}` });
    return items.flatMap((i) => {
      const parsed = customerLoanSchema.safeParse(i);
      return parsed.success ? [parsed.data] : [];
    });
  },
});
