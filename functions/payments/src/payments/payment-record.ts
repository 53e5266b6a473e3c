import { MANDATE_METHOD, paymentChanged, paymentStatuses } from '@ezc/domain';
import { defineEntity, outboxWrite, type Table, type TableWrite } from '@ezc/platform';
import * as z from 'zod';

/**
 * A payment (contract "Payments"): submitted by the borrower ('Pending' until staff confirm it
 * against the bank) or recorded by staff ('Approved' at once). Its status is the payment machine's.
 * Only an approved payment is on the ledger, under `PAY-<PaymentId>` (or `SETTLE-…`).
 */
export const paymentMethods = [
  { Code: 'BANK_TRANSFER', Name: 'Bank Transfer' },
  { Code: 'FPX', Name: 'FPX / Online Banking' },
  { Code: 'CASH', Name: 'Cash' },
  { Code: 'CHEQUE', Name: 'Cheque' },
  { Code: 'E_MANDATE', Name: 'E-Mandate' },
] as const;
/** The methods a person may record a payment by: every one but the mandate's debits' (MANDATE_METHOD). */
export const manualPaymentMethods = paymentMethods.filter((m) => m.Name !== MANDATE_METHOD);
export const paymentKinds = ['Installment', 'Settlement'] as const;

export const allocationLineSchema = z.object({
  InstallmentNo: z.number().int(),
  LateChargeSen: z.number().int(),
  InterestSen: z.number().int(),
  PrincipalSen: z.number().int(),
});

export const paymentSchema = z.object({
  PaymentId: z.string(),
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  Kind: z.enum(paymentKinds),
  AmountSen: z.number().int(),
  Method: z.string(),
  RefNo: z.string(),
  PaymentDate: z.string(),
  Status: z.enum(paymentStatuses),
  MachineVersion: z.string(),
  /** Given when it is approved, in order. */
  ReceiptNo: z.string().optional(),
  ApprovedOn: z.string().optional(),
  Allocation: z.array(allocationLineSchema).optional(),
  /** What of it went to credit held for the borrower. */
  CreditHeldSen: z.number().int().optional(),
  /** The borrower's proof of transfer. */
  MediaId: z.string().optional(),
  ReceiptStorageKey: z.string().optional(),
  Remarks: z.string().optional(),
  /** The mandate a debit was made under (the mandate panel's last payment date). */
  MandateId: z.string().optional(),
  /** A settlement's quote when it was asked. */
  Quote: z
    .object({ AsOf: z.string(), ProRataInterestSen: z.number().int(), PenaltySen: z.number().int() })
    .optional(),
  CreatedBy: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export interface LoadedPayment {
  value: Payment;
  version: number;
}

export const PAYMENTS_INDEX = 'PAYMENTS';

/** By id; all newest first (GSI1), a loan's (GSI2), a customer's (GSI3). */
export const paymentEntity = defineEntity({
  name: 'Payment',
  schema: paymentSchema,
  id: (p) => p.PaymentId,
  key: (paymentId: string) => ({ PK: `PAYMENT#${paymentId}`, SK: 'PAYMENT' }),
  indexes: {
    GSI1: (p) => ({ pk: PAYMENTS_INDEX, sk: `${p.CreatedAt}#${p.PaymentId}` }),
    GSI2: (p) => ({ pk: `PAYMENTS#LOAN#${p.LoanNo}`, sk: `${p.CreatedAt}#${p.PaymentId}` }),
    GSI3: (p) => ({ pk: `PAYMENTS#CUSTOMER#${p.CustomerId}`, sk: `${p.CreatedAt}#${p.PaymentId}` }),
  },
});

/**
 * A payment's new state, written with the change it belongs to, version-checked, and its
 * `payment.changed` event (one id per version, so the same state is never announced twice).
 */
export function paymentWrite(payment: Payment, version: number, at: string): TableWrite[] {
  const event = paymentChanged.create({
    id: `payment-${payment.PaymentId}-v${version + 1}`,
    occurredAt: at,
    data: {
      PaymentId: payment.PaymentId,
      LoanNo: payment.LoanNo,
      CustomerId: payment.CustomerId,
      Status: payment.Status,
    },
  });
  return [
    {
      kind: 'put',
      item: paymentEntity.toItem(payment, version + 1, at),
      condition:
        version === 0
          ? { expression: 'attribute_not_exists(PK)' }
          : { expression: 'version = :v', values: { ':v': version } },
    },
    outboxWrite(event, at),
  ];
}

export interface Payments {
  load(paymentId: string): Promise<LoadedPayment | undefined>;
  all(): Promise<Payment[]>;
  ofLoan(loanNo: string): Promise<Payment[]>;
  ofCustomer(customerId: string): Promise<Payment[]>;
}

export function paymentsRepository(table: Table): Payments {
  const list = async (index: 'GSI1' | 'GSI2' | 'GSI3', pk: string) =>
    (await table.queryAll({ index, pk, forward: false })).map((i) => paymentEntity.fromItem(i).value);
  return {
    async load(paymentId) {
      const item = await table.get(paymentEntity.key(paymentId));
      return item ? paymentEntity.fromItem(item) : undefined;
    },
    all: () => list('GSI1', PAYMENTS_INDEX),
    ofLoan: (loanNo) => list('GSI2', `PAYMENTS#LOAN#${loanNo}`),
    ofCustomer: (customerId) => list('GSI3', `PAYMENTS#CUSTOMER#${customerId}`),
  };
}
