import {
  accountRowStatuses,
  invoiceStatuses,
  MAX_ROWS,
  optionalText,
  pagingSchema,
  paymentStatuses,
  ringgitAmount,
} from '@ezc/domain';
import {
  type AppEnv,
  actorOf,
  contextApp,
  defineRoute,
  fileResponse,
  IDEMPOTENCY_HEADER,
  lazyJsonBody,
  lazyJsonResponse,
  once,
  platform,
  signedIn,
} from '@ezc/platform';
import { downloadAnswer } from '@ezc/platform/http/download';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { invoiceTypes } from '../accounts/loan-account';
import { requireAction } from '../parties/action-rights';
import { paymentsPorts } from '../ports';
import {
  lateCharges,
  loanInvoices,
  outstanding,
  outstandingBalance,
  schedulePaymentDetails,
  transactionHistory,
} from '../use-cases/accounts/account-views';
import { loanAccountView } from '../use-cases/accounts/loan-account-view';
import { loanStatement } from '../use-cases/documents/payment-documents';
import { activateInstallment } from '../use-cases/installments/activate-installment';
import { fullSettlement, settlementQuoteOf } from '../use-cases/settlement/full-settlement';
import { mandateSchema } from './mandate-routes';
import { once201, paymentRowSchema } from './payment-routes';
import { dataOf, loanNoField, ports, who } from './route-parts';

const tags = ['Payments'];
const invoiceTags = ['Invoices and credit notes'];

/** spec §2 /loan/view: a borrower's own, or 'Loan - View Details' or 'Application - View Details'. */
const readers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Application - View Details'],
});
const payers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Manual Payment Receipt'],
});

/** The action right, checked before the input (so a caller without it learns nothing of the input). */
const actionRight =
  (action: 'Activate Installment'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireAction(paymentsPorts(platform()).actionRights, c.get('principal')!, action);
    await next();
  };

const loanNoBody = lazyJsonBody(() => z.object({ LoanNo: loanNoField }));
const money = (description?: string) => (description ? z.number().meta({ description }) : z.number());
const scheduleIdField = () => z.string().trim().min(1).max(60);

export const outstandingSchema = once(() =>
  z.object({
    LoanNo: z.string(),
    CurrentTerm: z.number().int().nullable(),
    CurrentTermDueDate: z.string().nullable(),
    PaymentDue: money(),
    LastPaymentDate: z.string().nullable(),
    LastPaymentAmount: z.number().nullable(),
    PreviousTermOutstanding: money(),
    TotalDueToday: money(),
    LedgerBalance: money("What the ledger holds owed today: the transaction history's closing balance"),
    InterestNotYetBilled: money('Interest of the installments not yet fallen due (billed as each falls due)'),
    BalanceOutstanding: money('The ledger balance plus the interest not yet billed'),
    LateCharges: money('Late payment charges posted and unpaid'),
    CreditHeld: money('Money received beyond what was due, held for the next installments'),
    DaysPastDue: z
      .number()
      .int()
      .meta({ description: "Days since the oldest unpaid installment's due date (Malaysia)" }),
  }),
);
const outstandingRoute = defineRoute({
  method: 'post',
  path: '/loans/outstanding',
  summary:
    'The payment information: current term, its due date and payment due, last payment, total due today, late charges, credit held, days past due, and the balance outstanding as the ledger balance plus the interest not yet billed',
  tags,
  access: readers,
  request: { body: loanNoBody },
  responses: {
    200: lazyJsonResponse(() => dataOf(outstandingSchema()), 'The payment information'),
  },
});
const balanceRoute = defineRoute({
  method: 'post',
  path: '/loans/get-outstanding-balance',
  summary: 'What the borrower still owes on the loan, and has paid',
  tags,
  access: readers,
  request: { body: loanNoBody },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            LoanNo: z.string(),
            TotalRepayment: money(),
            TotalPaidToDate: money(),
            BalanceOutstanding: money(),
            Currency: z.literal('MYR'),
          }),
        ),
      'The balance',
    ),
  },
});
export const transactionRowSchema = once(() =>
  z.object({
    Date: z.string(),
    DocumentNo: z.string(),
    Description: z.string(),
    Debit: money(),
    Credit: money(),
    Balance: money(),
  }),
);
const historyRoute = defineRoute({
  method: 'post',
  path: '/loans/transaction-history',
  summary:
    "The loan's ledger as the borrower's statement, oldest first, with the balance owed after each line",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => pagingSchema(9999).extend({ LoanNo: loanNoField })) },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.array(transactionRowSchema()),
          Count: z.number(),
        }),
      'The ledger',
    ),
  },
});
export const invoiceRowSchema = once(() =>
  z
    .object({
      InvoiceNo: z.string(),
      Date: z.string(),
      DocumentNo: z.string(),
      Description: z.string(),
      Type: z.enum(invoiceTypes),
      InstallmentNo: z.number().int(),
      Amount: money(),
      Paid: money(),
      DueDate: z.string(),
      Status: z.enum(invoiceStatuses),
    })
    .meta({ id: 'InvoiceRow', description: 'An installment or late payment charge invoice' }),
);
const invoicesRoute = defineRoute({
  method: 'get',
  path: '/loans/{loanNo}/invoices',
  summary: "The loan's invoices: one per activated installment, and its late payment charges",
  tags: invoiceTags,
  access: readers,
  request: { params: z.object({ loanNo: loanNoField }) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(invoiceRowSchema()), Count: z.number() }),
      'The invoices',
    ),
  },
});
const detailsRoute = defineRoute({
  method: 'post',
  path: '/simple-loan-schedules/get-schedule-payment-details',
  summary: "One installment's money: what it asks, what was paid, its late charge and days late",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => z.object({ ScheduleId: scheduleIdField() })) },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            ScheduleId: z.string(),
            InstallmentNo: z.number().int(),
            DueDate: z.string(),
            Status: z.enum(accountRowStatuses),
            Principal: money(),
            Interest: money(),
            TotalInstallment: money(),
            PrincipalPaid: money(),
            InterestPaid: money(),
            TotalPaid: money(),
            LateCharge: money(),
            LateChargePaid: money(),
            OutstandingDue: money(),
            DaysLate: z.number().int(),
          }),
        ),
      'The installment',
    ),
  },
});
const activateRoute = defineRoute({
  method: 'post',
  path: '/simple-loan-schedules/activate-installment',
  summary:
    "Activate an installment ('Unpaid', or paid at once from credit held): the first makes a disbursed loan 'Active'; a later one needs the one before it paid",
  description:
    "Needs the action right 'Activate Installment' (by default: Finance Team, Admin). Refusals: 'Previous installment needs to be paid' (SCHEDULE.PREVIOUS_UNPAID), 'Installment has already been activated.' (SCHEDULE.ALREADY_ACTIVE). Its interest falls due and any credit held is applied to it.",
  tags,
  access: signedIn({ kinds: ['staff'] }),
  middleware: actionRight('Activate Installment'),
  request: {
    body: lazyJsonBody(() =>
      z.object({
        ScheduleId: scheduleIdField(),
        IpAddress: z
          .string()
          .max(64)
          .optional()
          .meta({ description: "The client's IP address as it knows it" }),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            ScheduleId: z.string(),
            InstallmentNo: z.number().int(),
            Status: z.enum(accountRowStatuses),
            LoanNo: z.string(),
            LoanStatus: z.string().meta({ description: 'The status the loan takes from the activation' }),
          }),
        ),
      'Activated',
    ),
  },
});
const lpcRoute = defineRoute({
  method: 'post',
  path: '/invoices/get-lpc',
  summary: 'The late payment charges accrued so far: 8% a year, day by day, rounded once per installment',
  tags: invoiceTags,
  access: readers,
  request: { body: loanNoBody },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            LoanNo: z.string(),
            Amount: money(),
            Rows: z.array(
              z.object({
                InstallmentNo: z.number().int(),
                DaysLate: z.number().int(),
                OverdueAmount: money(),
                Amount: money(),
              }),
            ),
          }),
        ),
      'The late charges',
    ),
  },
});
export const settlementQuoteSchema = once(() =>
  z.object({
    LoanNo: z.string(),
    AsOf: z.string(),
    Principal: money(),
    DueInterest: money(),
    ProRataInterest: money(),
    LateCharges: money(),
    Penalty: money(),
    CreditHeld: money(),
    Rebate: money('The scheduled interest spared, already left out of Total'),
    Total: money(),
    Currency: z.literal('MYR'),
  }),
);
const quoteRoute = defineRoute({
  method: 'post',
  path: '/loans/settlement-quote',
  summary:
    'What settles the loan on a day: principal + due interest + pro-rata interest + late charges + penalty − credit held',
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        LoanNo: loanNoField,
        AsOf: z.iso.date().optional().meta({ description: 'Today when absent' }),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(() => dataOf(settlementQuoteSchema()), 'The quote'),
  },
});
const settleRoute = defineRoute({
  method: 'post',
  path: '/loans/full-settlement',
  summary:
    "Settle the loan in full with today's quote: a borrower's waits 'Pending' ('Settlement Under Review'); staff with 'Manual Payment Receipt' record it 'Approved' ('Early Settlement')",
  description: `Accepts an \`${IDEMPOTENCY_HEADER}\` header: a repeat returns the first answer and changes nothing; the same key with another body is 422. Amount must be the quote's Total (else 422 SETTLEMENT.AMOUNT_MISMATCH with the figure). Method and PaymentDate as for /payments/add: not 'E-Mandate', and dated neither after today nor before the disbursement.`,
  tags,
  access: payers,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        LoanNo: loanNoField,
        Amount: ringgitAmount,
        Currency: z.literal('MYR'),
        Method: z.string().trim().min(1).max(40),
        PaymentDate: z.iso.date().optional(),
        RefNo: optionalText(60),
      }),
    ),
  },
  responses: {
    201: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            PaymentId: z.string(),
            Status: z.enum(paymentStatuses),
            Amount: money(),
            Currency: z.literal('MYR'),
            LoanNo: z.string(),
          }),
        ),
      'The settlement payment (or the first answer again)',
    ),
  },
});

const statementRoute = defineRoute({
  method: 'post',
  path: '/loans/statement',
  summary: "The loan's statement of account today, as a PDF, in English or Malay",
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() => z.object({ LoanNo: loanNoField, Language: z.enum(['en', 'ms']).optional() })),
  },
  responses: { 200: fileResponse('application/pdf', 'The statement (PDF)') },
});

const accountViewRoute = defineRoute({
  method: 'post',
  path: '/loans/account-view',
  summary: "The loan page's read of the account: each part as its own call answers it, from one read",
  description:
    'Outstanding, Transactions (the latest page unless TransactionPage), Invoices, Payments, Mandate, SettlementQuote (today) and Methods. 404 before disbursement.',
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        LoanNo: loanNoField,
        TransactionRows: z.coerce.number().int().min(1).max(MAX_ROWS).default(20),
        TransactionPage: z.coerce.number().int().min(1).optional(),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            Outstanding: outstandingSchema(),
            Transactions: z.object({
              Data: z.array(transactionRowSchema()),
              Count: z.number(),
              Page: z.number().int(),
            }),
            Invoices: z.object({ Data: z.array(invoiceRowSchema()), Count: z.number() }),
            Payments: z.object({ Data: z.array(paymentRowSchema()), Count: z.number() }),
            Mandate: mandateSchema(),
            SettlementQuote: settlementQuoteSchema(),
            Methods: z.array(z.object({ Code: z.string(), Name: z.string() })),
          }),
        ),
      "The loan's account as its page shows it",
    ),
  },
});

const reader = (c: { var: AppEnv['Variables'] }, loanNo: string) => ({ principal: c.var.principal!, loanNo });

export const accountRoutes = contextApp()
  .openapi(accountViewRoute, async (c) => {
    const { LoanNo, TransactionRows, TransactionPage } = c.req.valid('json');
    return c.json(
      {
        Data: await loanAccountView(ports(), {
          ...reader(c, LoanNo),
          transactionRows: TransactionRows,
          transactionPage: TransactionPage,
        }),
      },
      200,
    );
  })
  .openapi(outstandingRoute, async (c) =>
    c.json({ Data: await outstanding(ports(), reader(c, c.req.valid('json').LoanNo)) }, 200),
  )
  .openapi(balanceRoute, async (c) =>
    c.json({ Data: await outstandingBalance(ports(), reader(c, c.req.valid('json').LoanNo)) }, 200),
  )
  .openapi(historyRoute, async (c) => {
    const { LoanNo, Rows, Page } = c.req.valid('json');
    return c.json(await transactionHistory(ports(), { ...reader(c, LoanNo), Rows, Page }), 200);
  })
  .openapi(invoicesRoute, async (c) =>
    c.json(await loanInvoices(ports(), reader(c, c.req.valid('param').loanNo)), 200),
  )
  .openapi(detailsRoute, async (c) =>
    c.json(
      {
        Data: await schedulePaymentDetails(ports(), {
          principal: c.get('principal')!,
          scheduleId: c.req.valid('json').ScheduleId,
        }),
      },
      200,
    ),
  )
  .openapi(activateRoute, async (c) =>
    c.json(
      {
        Data: await activateInstallment(
          ports(),
          { principal: c.get('principal')!, actor: actorOf(c) },
          c.req.valid('json').ScheduleId,
        ),
      },
      200,
    ),
  )
  .openapi(lpcRoute, async (c) =>
    c.json({ Data: await lateCharges(ports(), reader(c, c.req.valid('json').LoanNo)) }, 200),
  )
  .openapi(statementRoute, async (c) => {
    const { LoanNo, Language } = c.req.valid('json');
    return downloadAnswer(
      await loanStatement(ports(), { ...reader(c, LoanNo), language: Language ?? c.get('lang') ?? 'en' }),
    );
  })
  .openapi(quoteRoute, async (c) => {
    const { LoanNo, AsOf } = c.req.valid('json');
    return c.json({ Data: await settlementQuoteOf(ports(), { ...reader(c, LoanNo), asOf: AsOf }) }, 200);
  })
  .openapi(settleRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await once201(c, 'loans.full-settlement', body, (answers) =>
        fullSettlement(ports(), who(c), body, answers),
      ),
      201,
    );
  });
