import { invoiceStatuses, optionalText, pagingSchema, text } from '@ezc/domain';
import { contextApp, defineRoute, lazyJsonBody, lazyJsonResponse, once, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { invoiceTypes } from '../accounts/loan-account';
import {
  cancelInvoice,
  findCreditNote,
  findCreditNotes,
  findInvoices,
  latestCreditNote,
} from '../use-cases/invoices/invoices';
import { invoiceRowSchema } from './account-routes';
import { financeStaff } from './payment-routes';
import { dataOf, ports, who } from './route-parts';

const tags = ['Invoices and credit notes'];

/** A borrower's own credit notes; staff who see loans. */
const noteReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower', 'Finance Team', 'Admin'],
  privileges: ['Loan - View Details'],
});

const creditNoteSchema = once(() =>
  z
    .object({
      CreditNoteNo: z.string(),
      LoanNo: z.string(),
      BorrowerName: z.string(),
      Date: z.string(),
      Amount: z.number(),
      Reason: z.string(),
      InvoiceNo: z.string(),
    })
    .meta({ id: 'CreditNote', description: 'A charge taken back' }),
);

const findAllRoute = defineRoute({
  method: 'post',
  path: '/invoices/find-all',
  summary: "Every loan's invoices, newest first, by loan, status and type",
  tags,
  access: financeStaff,
  request: {
    body: lazyJsonBody(() =>
      pagingSchema(20).extend({
        Search: z
          .object({
            LoanNo: optionalText(40),
            Status: z.enum([...invoiceStatuses, 'All']).optional(),
            Type: z.enum([...invoiceTypes, 'All']).optional(),
          })
          .optional(),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.array(invoiceRowSchema().extend({ LoanNo: z.string(), BorrowerName: z.string() })),
          Count: z.number(),
        }),
      'One page',
    ),
  },
});
const cancelRoute = defineRoute({
  method: 'post',
  path: '/invoices/cancel',
  summary: 'Cancel an unpaid late payment charge invoice: a credit note takes its charge back',
  description:
    "Refusals: 'Only a late payment charge invoice can be cancelled.' (INVOICE.NOT_LPC), 'Only an unpaid invoice can be cancelled.' (INVOICE.NOT_CANCELLABLE).",
  tags,
  access: financeStaff,
  request: {
    body: lazyJsonBody(() => z.object({ InvoiceNo: z.string().trim().min(1).max(60), Remarks: text(500) })),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({ InvoiceNo: z.string(), Status: z.enum(invoiceStatuses), CreditNoteNo: z.string() }),
        ),
      'Cancelled',
    ),
  },
});
const latestRoute = defineRoute({
  method: 'post',
  path: '/credit-notes/get-latest',
  summary: 'The newest credit note (of a loan, when given), or null',
  tags,
  access: noteReaders,
  request: { body: lazyJsonBody(() => z.object({ LoanNo: optionalText(40) })) },
  responses: { 200: lazyJsonResponse(() => dataOf(creditNoteSchema().nullable()), 'The credit note') },
});
const notesRoute = defineRoute({
  method: 'post',
  path: '/credit-notes/find-all',
  summary: "Credit notes newest first: a borrower's own; staff see all",
  tags,
  access: noteReaders,
  request: {
    body: lazyJsonBody(() =>
      pagingSchema(20).extend({ Search: z.object({ LoanNo: optionalText(40) }).optional() }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(creditNoteSchema()), Count: z.number() }),
      'One page',
    ),
  },
});
const noteRoute = defineRoute({
  method: 'post',
  path: '/credit-notes/find-one',
  summary: "One credit note ('Credit note not found.')",
  tags,
  access: noteReaders,
  request: { body: lazyJsonBody(() => z.object({ CreditNoteNo: z.string().trim().min(1).max(40) })) },
  responses: { 200: lazyJsonResponse(() => dataOf(creditNoteSchema()), 'The credit note') },
});

export const invoiceRoutes = contextApp()
  .openapi(findAllRoute, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    return c.json(await findInvoices(ports(), { Rows, Page, ...(Search ? { search: Search } : {}) }), 200);
  })
  .openapi(cancelRoute, async (c) =>
    c.json({ Data: await cancelInvoice(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(latestRoute, async (c) =>
    c.json(
      {
        Data: await latestCreditNote(ports(), {
          principal: c.get('principal')!,
          loanNo: c.req.valid('json').LoanNo,
        }),
      },
      200,
    ),
  )
  .openapi(notesRoute, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    return c.json(
      await findCreditNotes(ports(), { principal: c.get('principal')!, Rows, Page, search: Search }),
      200,
    );
  })
  .openapi(noteRoute, async (c) =>
    c.json(
      {
        Data: await findCreditNote(ports(), {
          principal: c.get('principal')!,
          creditNoteNo: c.req.valid('json').CreditNoteNo,
        }),
      },
      200,
    ),
  );
