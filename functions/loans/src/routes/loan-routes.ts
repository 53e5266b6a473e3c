import {
  interestTypes,
  type Language,
  loanStatuses,
  MAX_ROWS,
  optionalText,
  pagingSchema,
  regimes,
  ringgitAmount,
  text,
} from '@ezc/domain';
import type { AnswerRecorder, AppEnv, Principal } from '@ezc/platform';
import {
  actorOf,
  contextApp,
  defineRoute,
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  idempotent,
  platform,
  signedIn,
} from '@ezc/platform';
import type { Context } from 'hono';
import * as z from 'zod';
import { documentFileTypes, MAX_RECEIPT_BYTES } from '../documents/document-file';
import { dateField } from '../loans/date-field';
import { disbursementMethods, scheduleRowStatuses } from '../loans/loan';
import { loansPorts } from '../ports';
import { actionRight } from '../setup/action-right-guard';
import { disbursementAccount } from '../use-cases/loans/disbursement-account';
import {
  findLoan,
  listLoans,
  loanCustomer,
  loanView,
  outstandingInstallments,
} from '../use-cases/loans/find-loans';
import { loanActivities } from '../use-cases/loans/loan-activities';
import { type DisburseAnswer, disburseLoan, stampLoan } from '../use-cases/loans/stamp-and-disburse';
import { terminateLoan } from '../use-cases/loans/terminate-loan';
import { noteAnswer } from './note-routes';
import { lazyJsonBody, lazyJsonResponse, once } from './route-parts';

const tags = ['Applications and loans'];
const ports = () => loansPorts(platform());
const who = (c: Context<AppEnv>) => ({
  principal: c.get('principal')!,
  actor: actorOf(c),
  lang: c.get('lang'),
});
/** A read of one loan, as the caller. */
const readerOf = (c: Context<AppEnv>, loanNo: string) => ({ principal: c.get('principal')!, loanNo });

/** spec §2: the loan listing — a borrower's own, or 'Loan - Retrieve List'. */
const listReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - Retrieve List'],
});
/** spec §2 /loan/view: a borrower's own, or 'Loan - View Details' or 'Application - View Details'. */
const readers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Application - View Details'],
});
/** Staff, then the action right (checked before the input). */
const actors = signedIn({ kinds: ['staff'] });
const rightNote = (action: string) =>
  `Needs the action right '${action}' (by default: Finance Team, Admin; an Admin grants it to other roles).`;

const loanNoField = z.string().trim().min(1).max(40);
const loanNoBody = lazyJsonBody(() => z.object({ LoanNo: loanNoField }));
const money = (description?: string) => (description ? z.number().meta({ description }) : z.number());

const scheduleRow = once(() =>
  z
    .object({
      ScheduleId: z.string(),
      InstallmentNo: z.number().int(),
      DueDate: z.string(),
      Principal: money(),
      Interest: money(),
      TotalInstallment: money(),
      TotalPaid: money(),
      OutstandingDue: money('What is still due on it; nothing before it is activated'),
      Status: z.enum(scheduleRowStatuses),
      PrincipalPaid: money('Of the principal, what has been paid'),
      Principal_Paid: money('The same as PrincipalPaid, under the name spec §3 gives it'),
      DaysPastDue: z.number().int().min(0).meta({
        description:
          "Days since its due date while unpaid, on the business clock's day in Malaysia (0 when not overdue; the screens say 'Overdue, N days')",
      }),
    })
    .meta({ id: 'LoanScheduleRow' }),
);

const loanRow = once(() =>
  z
    .object({
      LoanNo: z.string(),
      LoanId: z.number().int(),
      ApplicationId: z.string(),
      Status: z.enum(loanStatuses),
      CustomerId: z.string(),
      BorrowerName: z.string(),
      BorrowerICNo: z.string(),
      SKU: z.string(),
      ProductName: z.string(),
      Regime: z.enum(regimes),
      Amount: money(),
      InterestRate: z.number().meta({ description: 'Percent a year' }),
      InterestType: z.enum(interestTypes),
      NumberOfInstallments: z.number().int(),
      TotalRepayment: money(),
      BalanceOutstanding: money(),
      DaysPastDue: z.number().int().min(0).meta({
        description: "Days since its oldest unpaid installment's due date (0 when none is overdue)",
      }),
      AgreementDate: z.string(),
      DisbursementDate: z.string().nullable(),
      CreatedAt: z.string(),
    })
    .meta({ id: 'LoanRow', description: 'A loan as the listing shows it' }),
);

const disbursementView = once(() =>
  z.object({
    Method: z.enum(disbursementMethods),
    Amount: money(),
    RefNo: z.string(),
    Bank: z.string(),
    AccountNo: z.string(),
    AccountName: z.string(),
    Currency: z.literal('MYR'),
    OffsetDocNo: z.array(z.string()),
    PaymentDate: z.string(),
    MediaId: z.string(),
  }),
);
const stampingView = once(() => z.object({ StampingDate: z.string(), MediaId: z.string() }));

const loanDetail = once(() =>
  loanRow()
    .extend({
      WithCollateralYN: z.enum(['Y', 'N']),
      TotalInterest: money(),
      TotalPaidToDate: money(),
      EndDate: z.string(),
      Stamping: stampingView().optional(),
      Disbursement: disbursementView().optional(),
      LoanAgreements: z
        .array(z.object({ MediaId: z.string() }))
        .meta({ description: "The agreement's latest version (download it with /agreements/download)" }),
      SimpleLoans: z.array(z.object({ LoanSchedule: z.array(scheduleRow()) })),
      Actions: z.array(z.string()).meta({ description: 'The lending actions the caller may do on it now' }),
    })
    .meta({ id: 'Loan', description: 'A loan (contract: Loan find-one)' }),
);

const findAllRoute = defineRoute({
  method: 'post',
  path: '/loans/find-all',
  summary:
    "Loans newest first: a borrower's own; staff filter ('All' or nothing = no filter; LoanNo is a beginning)",
  tags,
  access: listReaders,
  request: {
    body: lazyJsonBody(() =>
      pagingSchema().extend({
        Search: z
          .object({
            LoanNo: optionalText(40),
            Status: z.enum([...loanStatuses, 'All']).optional(),
            BorrowerName: optionalText(200),
            BorrowerICNo: optionalText(40),
            CustomerId: optionalText(60),
          })
          .default({}),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(() => z.object({ Data: z.array(loanRow()), Count: z.number() }), 'One page'),
  },
});
const findOneRoute = defineRoute({
  method: 'post',
  path: '/loans/find-one',
  summary: "One loan with its schedule ('Loan not found' for another borrower's)",
  tags,
  access: readers,
  request: { body: loanNoBody },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: loanDetail() }), 'The loan') },
});
const viewRoute = defineRoute({
  method: 'post',
  path: '/loans/view',
  summary:
    'What the loan page shows of the loan, in one answer: the loan with its schedule and a page of its activity history',
  description:
    "`Loan` is what `/loans/find-one` answers, `Activities` one page of `/loans/get-activities` of the loan's application (newest first; `ActivityRows` a page, 20 unless given; `ActivityPage`, 1 unless given). 'Loan not found' (404) for another borrower's.",
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        LoanNo: loanNoField,
        ActivityRows: z.coerce.number().int().min(1).max(MAX_ROWS).default(20),
        ActivityPage: z.coerce.number().int().min(1).default(1),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            Loan: loanDetail(),
            Activities: z.object({ Data: z.array(activityRow()), Count: z.number() }),
            Notes: z
              .object({ Data: z.array(noteAnswer()), Count: z.number() })
              .optional()
              .meta({
                description:
                  "Staff who may read a loan's notes only: its newest 20 (`/notes/find-all` pages them)",
              }),
          }),
        }),
      'The loan and its history',
    ),
  },
});
const installmentsRoute = defineRoute({
  method: 'post',
  path: '/loans/outstanding-installments',
  summary: 'The activated installments not yet fully paid',
  tags,
  access: readers,
  request: { body: loanNoBody },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(scheduleRow()), Count: z.number() }),
      'The installments',
    ),
  },
});
const customerRoute = defineRoute({
  method: 'post',
  path: '/loans/get-customer',
  summary: "The loan's borrower",
  tags,
  access: readers,
  request: { body: loanNoBody },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            CustomerId: z.string(),
            BorrowerName: z.string(),
            BorrowerICNo: z.string(),
            AccountType: z.enum(['individual', 'corporate']).nullable(),
            Email: z.string().nullable(),
            ContactNo: z.string().nullable(),
          }),
        }),
      'The borrower',
    ),
  },
});
const disbursementAccountRoute = defineRoute({
  method: 'post',
  path: '/loans/get-disbursement-account',
  summary: "The account a loan is paid into, as the borrower's profile gives it",
  description: `${rightNote('Disburse Loan')} What the disbursement form starts from: the loan's amount in MYR and the borrower's bank (a code of the common Bank list; OtherBank names one not in it), account number and name. The bank fields are null when the profile has none.`,
  tags,
  access: actors,
  middleware: actionRight('Disburse Loan'),
  request: { body: loanNoBody },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            LoanNo: z.string(),
            Amount: money(),
            Currency: z.literal('MYR'),
            BankCode: z.string().nullable(),
            OtherBank: z.string().nullable(),
            AccountNo: z.string().nullable(),
            AccountName: z.string(),
          }),
        }),
      "The loan's amount and the borrower's account",
    ),
  },
});
/** The history asked for: one page of it when `Rows` is given. */
const activitiesAsked = (
  principal: Principal,
  lang: Language,
  body: { ApplicationId: string; Rows?: number | undefined; Page?: number | undefined },
) => ({
  principal,
  applicationId: body.ApplicationId,
  lang,
  paging: body.Rows ? { Rows: body.Rows, Page: body.Page ?? 1 } : undefined,
});

const activityRow = once(() =>
  z.object({
    Date: z.string(),
    Activity: z.string(),
    Remarks: z.string(),
    IpAddress: z.string().meta({
      description: "Empty where the reader may not see it: a borrower, on staff's and the system's actions",
    }),
    By: z.string(),
  }),
);
const activitiesRoute = defineRoute({
  method: 'post',
  path: '/loans/get-activities',
  summary: 'The activity history of an application and of the loan it became, newest first',
  description:
    "Activity names and the product's own remarks are in the caller's language (the `lang` cookie or `Accept-Language`: English or Malay); what a person wrote stays as written. A borrower sees an IP address only on their own actions (empty on staff's and the system's). With `Rows` (and `Page`, 1 unless given) one page of the history, newest first, and `Count` of all of it.",
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        ApplicationId: z.string().trim().min(1).max(40),
        // Without them, the whole history, as the contract's call asks.
        Rows: z.coerce.number().int().min(1).max(MAX_ROWS).optional(),
        Page: z.coerce.number().int().min(1).optional(),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.array(activityRow()),
          Count: z.number(),
        }),
      'The history',
    ),
  },
});
const terminateRoute = defineRoute({
  method: 'post',
  path: '/loans/terminate',
  summary: "Terminate a loan, with remarks: 'Termination In Process', then 'Terminated'",
  description: rightNote('Terminate Loan'),
  tags,
  access: actors,
  middleware: actionRight('Terminate Loan'),
  request: { body: lazyJsonBody(() => z.object({ LoanNo: loanNoField, Remarks: text(500) })) },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({ LoanNo: z.string(), Status: z.enum(loanStatuses) }),
          message: z.string(),
        }),
      'Termination started',
    ),
  },
});

/** A receipt inside JSON: base64 of the file, with room for a data-URL prefix. */
const RECEIPT_BODY_BYTES = Math.ceil((MAX_RECEIPT_BYTES * 4) / 3) + 64 * 1024;
const receiptFile = once(() =>
  z
    .string()
    .min(1)
    .max(RECEIPT_BODY_BYTES)
    .meta({
      description: `The file as base64 (or a data URL), at most ${MAX_RECEIPT_BYTES / 1024 / 1024} MB`,
    }),
);
const receiptType = once(() => z.enum(documentFileTypes));

const stampRoute = defineRoute({
  method: 'post',
  path: '/loans/stamp',
  summary: "Confirm a signed loan's stamping, with the stamp receipt ('Stamped')",
  description: `${rightNote('Stamp Loan')} Disbursement then takes 3 to 5 working days; \`message\` says so. Refused with 403 \`LENDING.OWN_ACCOUNT\` (and recorded in the history) when the borrower account has the caller's own e-mail address.`,
  tags,
  access: actors,
  middleware: actionRight('Stamp Loan'),
  bodyLimitBytes: RECEIPT_BODY_BYTES,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        LoanNo: loanNoField,
        StampingDate: dateField(),
        StampReceiptFileStream: receiptFile(),
        StampReceiptFileType: receiptType(),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({ LoanNo: z.string(), Status: z.enum(loanStatuses), Stamping: stampingView() }),
          message: z.string(),
        }),
      'Stamped',
    ),
  },
});
const disburseRoute = defineRoute({
  method: 'post',
  path: '/loans/disburse',
  summary: "Confirm a stamped loan's disbursement, with its receipt ('Disbursed')",
  description: `${rightNote('Disburse Loan')} Accepts an \`${IDEMPOTENCY_HEADER}\` header: a repeat returns the first answer and changes nothing; the same key with another body is 422. Its loan.disbursed event opens the loan's account, whose ledger records the disbursement; the first installment is activated on the payment date. Refused with 403 \`LENDING.OWN_ACCOUNT\` (and recorded in the history) when the borrower account has the caller's own e-mail address.`,
  tags,
  access: actors,
  middleware: actionRight('Disburse Loan'),
  bodyLimitBytes: RECEIPT_BODY_BYTES,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        LoanNo: loanNoField,
        Method: z.enum(disbursementMethods),
        Amount: ringgitAmount,
        RefNo: text(60),
        Bank: text(100),
        AccountNo: z
          .string()
          .trim()
          .regex(/^[0-9-]{5,24}$/, 'Enter the account number: 5 to 20 digits.'),
        AccountName: text(200),
        Currency: z.literal('MYR'),
        OffsetDocNo: z.array(text(60)).max(50).default([]),
        DisbursementReceiptFileStream: receiptFile(),
        DisbursementReceiptFileType: receiptType(),
        PaymentDate: dateField(),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            LoanNo: z.string(),
            Status: z.enum(loanStatuses),
            DisbursementDate: z.string(),
            Disbursement: disbursementView(),
          }),
          message: z.string(),
        }),
      'Disbursed (or the first answer again, for a repeated Idempotency-Key)',
    ),
  },
});

export const loanRoutes = contextApp()
  .openapi(findAllRoute, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    return c.json(
      await listLoans(ports(), { principal: c.get('principal')!, Rows, Page, search: Search }),
      200,
    );
  })
  .openapi(findOneRoute, async (c) =>
    c.json({ Data: await findLoan(ports(), readerOf(c, c.req.valid('json').LoanNo)) }, 200),
  )
  .openapi(viewRoute, async (c) => {
    const { LoanNo, ActivityRows, ActivityPage } = c.req.valid('json');
    return c.json(
      {
        Data: await loanView(ports(), {
          ...readerOf(c, LoanNo),
          lang: c.get('lang'),
          activities: { Rows: ActivityRows, Page: ActivityPage },
        }),
      },
      200,
    );
  })
  .openapi(installmentsRoute, async (c) =>
    c.json(await outstandingInstallments(ports(), readerOf(c, c.req.valid('json').LoanNo)), 200),
  )
  .openapi(customerRoute, async (c) =>
    c.json({ Data: await loanCustomer(ports(), readerOf(c, c.req.valid('json').LoanNo)) }, 200),
  )
  .openapi(disbursementAccountRoute, async (c) =>
    c.json({ Data: await disbursementAccount(ports(), readerOf(c, c.req.valid('json').LoanNo)) }, 200),
  )
  .openapi(activitiesRoute, async (c) =>
    c.json(
      await loanActivities(ports(), activitiesAsked(c.get('principal')!, c.get('lang'), c.req.valid('json'))),
      200,
    ),
  )
  .openapi(terminateRoute, async (c) => {
    const { LoanNo, Remarks } = c.req.valid('json');
    return c.json(await terminateLoan(ports(), who(c), { loanNo: LoanNo, remarks: Remarks }), 200);
  })
  .openapi(stampRoute, async (c) => c.json(await stampLoan(ports(), who(c), c.req.valid('json')), 200))
  .openapi(disburseRoute, async (c) => {
    const body = c.req.valid('json');
    const p = ports();
    const answer = await idempotent({
      table: p.table,
      scope: `loans.disburse#${c.get('principal')!.id}`,
      key: idempotencyKeyOf(c),
      request: body,
      now: p.clock.now().toISOString(),
      run: (answers: AnswerRecorder<DisburseAnswer>) => disburseLoan(p, who(c), body, answers),
      respond: (answer) => ({ status: 200, body: answer }),
    });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, 200);
  });
