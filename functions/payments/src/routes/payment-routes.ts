import { optionalText, pagingSchema, paymentDecisions, paymentStatuses, ringgitAmount } from '@ezc/domain';
import type { AnswerRecorder, AppEnv } from '@ezc/platform';
import {
  contextApp,
  defineRoute,
  fileResponse,
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  idempotent,
  lazyJsonBody,
  lazyJsonResponse,
  once,
  signedIn,
} from '@ezc/platform';
import { downloadAnswer } from '@ezc/platform/http/download';
import type { Context } from 'hono';
import * as z from 'zod';
import { manualPaymentMethods, paymentKinds } from '../payments/payment-record';
import { RECEIPT_BODY_BYTES, receiptFileTypes } from '../payments/receipt-file';
import { downloadReceipt } from '../use-cases/documents/payment-documents';
import { type ConfirmAnswer, confirmPayment } from '../use-cases/payments/confirm-payment';
import { getReceipt, loanPayments, receivedPayments } from '../use-cases/payments/find-payments';
import { addPayment, recordManualPayment } from '../use-cases/payments/record-payment';
import { uploadReceipt } from '../use-cases/payments/upload-receipt';
import { downloadUploadedReceipt } from '../use-cases/payments/uploaded-receipt';
import { dataOf, loanNoField, ports, who } from './route-parts';

const tags = ['Payments'];

/** A borrower for their own loans; staff who see loans' details. */
const payers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Manual Payment Receipt'],
});
const readers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Loan - Retrieve List', 'Manual Payment Receipt'],
});
/** Finance Team and Admin confirm and list what was received. */
export const financeStaff = signedIn({ kinds: ['staff'], roles: ['Finance Team', 'Admin'] });
/** Those who check a borrower's proof of payment, and the borrower who uploaded it. */
const uploadedReceiptReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower', 'Finance Team', 'Admin'],
});
const manualRecorders = signedIn({ kinds: ['staff'], privileges: ['Manual Payment Receipt'] });

const dateField = () => z.iso.date().meta({ description: 'YYYY-MM-DD (Malaysia)' });
const statusField = () => z.enum(['Pending', 'Approved', 'Rejected']);

export const paymentRowSchema = once(() =>
  z
    .object({
      PaymentId: z.string(),
      ReceiptNo: z.string().optional().meta({ description: 'Given when it is approved' }),
      LoanNo: z.string(),
      BorrowerName: z.string(),
      Amount: z.number(),
      Method: z.string(),
      RefNo: z.string(),
      PaymentDate: z.string(),
      Status: statusField(),
      Kind: z.enum(paymentKinds),
      HasUploadedReceipt: z.boolean(),
      Remarks: z.string().optional().meta({
        description: "Why it was rejected (staff's remarks, or the bank's reason for a refused debit)",
      }),
      CreatedAt: z.string(),
    })
    .meta({ id: 'PaymentRow', description: 'A payment as the listings show it' }),
);
const paymentList = () => z.object({ Data: z.array(paymentRowSchema()), Count: z.number() });

const paymentBody = once(() =>
  z.object({
    LoanNo: loanNoField,
    Amount: ringgitAmount,
    Method: z.string().trim().min(1).max(40).meta({
      description:
        "A method of /payments/get-payment-methods, by its Name or its Code. Not 'E-Mandate' (400 PAYMENT.MANDATE_ONLY): those payments are the bank's debits under the loan's mandate.",
    }),
    PaymentDate: dateField().optional().meta({
      description:
        "The day the money was paid (today when absent): not after today in Malaysia by the business clock (400 PAYMENT.DATE_IN_FUTURE) nor before the loan's disbursement (400 PAYMENT.DATE_BEFORE_DISBURSEMENT).",
    }),
    RefNo: optionalText(60),
  }),
);
const paymentAnswer = once(() =>
  dataOf(
    z.object({
      PaymentId: z.string(),
      Status: z.enum(paymentStatuses),
      Amount: z.number(),
      Currency: z.literal('MYR'),
    }),
  ),
);
const idempotencyNote = `Accepts an \`${IDEMPOTENCY_HEADER}\` header: a repeat returns the first answer and changes nothing; the same key with another body is 422.`;
const overpayNote =
  "A payment above what settles the whole loan (its settlement figure without penalty) is refused (422 PAYMENT.OVERPAYMENT, 'The amount is more than the RM … outstanding on this loan.'); below it, what is beyond the installments due is held as credit and applied as the next installments fall due.";

const methodsRoute = defineRoute({
  method: 'post',
  path: '/payments/get-payment-methods',
  summary: 'The ways a person can pay or record a payment',
  description:
    "Bank Transfer, FPX / Online Banking, Cash and Cheque. 'E-Mandate' is not one: those payments are made only by the bank's debits under a loan's e-mandate.",
  tags,
  access: signedIn(),
  request: { body: lazyJsonBody(() => z.object({}).passthrough()) },
  responses: {
    200: lazyJsonResponse(
      () => dataOf(z.array(z.object({ Code: z.string(), Name: z.string() }))),
      'The payment methods',
    ),
  },
});
const addRoute = defineRoute({
  method: 'post',
  path: '/payments/add',
  summary: "A payment the borrower made → 'Pending' until staff confirm it",
  description: `${idempotencyNote} ${overpayNote}`,
  tags,
  access: payers,
  request: { body: lazyJsonBody(paymentBody) },
  responses: { 201: lazyJsonResponse(paymentAnswer, 'The payment (or the first answer again)') },
});
const manualRoute = defineRoute({
  method: 'post',
  path: '/payments/manual',
  summary:
    "A payment staff received themselves → 'Approved' at once, allocated, with its receipt number (privilege 'Manual Payment Receipt')",
  description: `${idempotencyNote} ${overpayNote}`,
  tags,
  access: manualRecorders,
  request: { body: lazyJsonBody(paymentBody) },
  responses: { 201: lazyJsonResponse(paymentAnswer, 'The payment (or the first answer again)') },
});
const uploadRoute = defineRoute({
  method: 'post',
  path: '/payments/upload-receipt',
  summary: "The borrower's proof of a pending payment: PDF, JPG, JPEG or PNG, checked by its content",
  description:
    "At most 3 MB. A wrong type: 'You can only upload JPG, JPEG, PNG and PDF'; too large: 'Document must smaller than 3MB!'.",
  tags,
  access: payers,
  bodyLimitBytes: RECEIPT_BODY_BYTES,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        PaymentId: z.string().trim().min(1).max(60),
        FileStream: z
          .string()
          .min(1)
          .max(RECEIPT_BODY_BYTES)
          .meta({ description: 'The file as base64 (or a data URL)' }),
        FileType: z.enum(receiptFileTypes),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(() => dataOf(z.object({ PaymentId: z.string(), MediaId: z.string() })), 'Stored'),
  },
});
const confirmRoute = defineRoute({
  method: 'post',
  path: '/payments/confirm-payment',
  summary: "Staff confirm a pending payment ('Approved': allocated and posted) or reject it",
  description: `${idempotencyNote} A payment already decided is refused (422 PAYMENT.ALREADY_DECIDED).`,
  tags,
  access: financeStaff,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        PaymentId: z.string().trim().min(1).max(60),
        Status: z.enum(paymentDecisions),
        Remarks: optionalText(500),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () => dataOf(z.object({ PaymentId: z.string(), Status: z.enum(paymentStatuses) })),
      'Decided (or the first answer again)',
    ),
  },
});
const receiptRoute = defineRoute({
  method: 'post',
  path: '/payments/get-receipt',
  summary:
    "A payment's receipt: its number, how it was shared, the credit held ('Payment receipt not found.')",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => z.object({ PaymentId: z.string().trim().min(1).max(60) })) },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            PaymentId: z.string(),
            ReceiptNo: z.string().nullable(),
            LoanNo: z.string(),
            Amount: z.number(),
            PaidOn: z.string(),
            Method: z.string(),
            RefNo: z.string(),
            Status: statusField(),
            Allocation: z.array(
              z.object({
                InstallmentNo: z.number().int(),
                LateCharge: z.number(),
                Interest: z.number(),
                Principal: z.number(),
              }),
            ),
            CreditHeld: z.number(),
            HasUploadedReceipt: z.boolean(),
          }),
        ),
      'The receipt',
    ),
  },
});
const downloadRoute = defineRoute({
  method: 'post',
  path: '/payments/download-receipt',
  summary: "The official receipt of an approved payment, as a PDF ('Payment receipt not found.' otherwise)",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => z.object({ PaymentId: z.string().trim().min(1).max(60) })) },
  responses: { 200: fileResponse('application/pdf', 'The receipt (PDF)') },
});
const uploadedDownloadRoute = defineRoute({
  method: 'post',
  path: '/payments/download-uploaded-receipt',
  summary:
    "The proof of payment the borrower uploaded, as they sent it (PDF, JPEG or PNG); 'Payment receipt not found.' when none was",
  description:
    "For Finance Team and Admin, and for the payment's own borrower (another borrower's payment is 404). Every read is recorded in the loan's history.",
  tags,
  access: uploadedReceiptReaders,
  request: { body: lazyJsonBody(() => z.object({ PaymentId: z.string().trim().min(1).max(60) })) },
  responses: {
    200: {
      description: 'The uploaded file',
      content: { 'application/pdf': {}, 'image/jpeg': {}, 'image/png': {} },
    },
  },
});
const searchSchema = () =>
  z
    .object({
      LoanNo: optionalText(40),
      Status: z.enum(['Pending', 'Approved', 'Rejected', 'All']).optional(),
      StartDate: dateField().optional(),
      EndDate: dateField().optional(),
    })
    .optional();
const receivedRoute = defineRoute({
  method: 'post',
  path: '/payments/received',
  summary: 'Payments received, newest first, for staff to confirm',
  tags,
  access: financeStaff,
  request: { body: lazyJsonBody(() => pagingSchema(20).extend({ Search: searchSchema() })) },
  responses: { 200: lazyJsonResponse(paymentList, 'One page') },
});
const loanPaymentsRoute = defineRoute({
  method: 'post',
  path: '/loans/payments',
  summary: "A loan's payments, newest first ('Loan not found' for another borrower's)",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => z.object({ LoanNo: loanNoField })) },
  responses: { 200: lazyJsonResponse(paymentList, "The loan's payments") },
});

/** Runs a money-moving command once per Idempotency-Key of its caller. */
export async function once201<T>(
  c: Context<AppEnv>,
  scope: string,
  body: unknown,
  run: (answers: AnswerRecorder<T>) => Promise<T>,
) {
  const p = ports();
  const answer = await idempotent({
    table: p.table,
    scope: `${scope}#${c.get('principal')!.id}`,
    key: idempotencyKeyOf(c),
    request: body,
    now: p.clock.now().toISOString(),
    run,
    respond: (answer) => ({ status: 201, body: { Data: answer } }),
  });
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return answer.body;
}

export const paymentRoutes = contextApp()
  .openapi(methodsRoute, (c) =>
    c.json({ Data: manualPaymentMethods.map((m) => ({ Code: m.Code, Name: m.Name })) }, 200),
  )
  .openapi(addRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await once201(c, 'payments.add', body, (answers) => addPayment(ports(), who(c), body, answers)),
      201,
    );
  })
  .openapi(manualRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await once201(c, 'payments.manual', body, (answers) =>
        recordManualPayment(ports(), who(c), body, answers),
      ),
      201,
    );
  })
  .openapi(uploadRoute, async (c) =>
    c.json({ Data: await uploadReceipt(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(confirmRoute, async (c) => {
    const body = c.req.valid('json');
    const p = ports();
    const answer = await idempotent({
      table: p.table,
      scope: `payments.confirm#${c.get('principal')!.id}`,
      key: idempotencyKeyOf(c),
      request: body,
      now: p.clock.now().toISOString(),
      run: (answers: AnswerRecorder<ConfirmAnswer>) => confirmPayment(p, who(c), body, answers),
      respond: (answer) => ({ status: 200, body: { Data: answer } }),
    });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, 200);
  })
  .openapi(receiptRoute, async (c) =>
    c.json(
      {
        Data: await getReceipt(ports(), {
          principal: c.get('principal')!,
          paymentId: c.req.valid('json').PaymentId,
        }),
      },
      200,
    ),
  )
  .openapi(downloadRoute, async (c) =>
    downloadAnswer(
      await downloadReceipt(ports(), {
        principal: c.get('principal')!,
        paymentId: c.req.valid('json').PaymentId,
      }),
    ),
  )
  .openapi(uploadedDownloadRoute, async (c) =>
    downloadAnswer(await downloadUploadedReceipt(ports(), who(c), c.req.valid('json'))),
  )
  .openapi(receivedRoute, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    return c.json(await receivedPayments(ports(), { Rows, Page, search: Search }), 200);
  })
  .openapi(loanPaymentsRoute, async (c) =>
    c.json(
      await loanPayments(ports(), { principal: c.get('principal')!, loanNo: c.req.valid('json').LoanNo }),
      200,
    ),
  );
