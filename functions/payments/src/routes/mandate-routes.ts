import { MAX_ROWS, mandateStatuses, ringgitAmount, text } from '@ezc/domain';
import { contextApp, defineRoute, lazyJsonBody, lazyJsonResponse, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { addMandate } from '../use-cases/mandates/add-mandate';
import { findMandates } from '../use-cases/mandates/find-mandates';
import { getMandate } from '../use-cases/mandates/get-mandate';
import { dataOf, loanNoField, ports, who } from './route-parts';

const tags = ['Mandates'];

/** A borrower's own loan, or staff who see loans' details. */
const loanReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Application - View Details'],
});
/** A borrower for their own loan, or staff who see loans' details or record payments. */
const registrars = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Manual Payment Receipt'],
});
/** A borrower's own mandates, or staff who list loans. */
const listReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - Retrieve List'],
});

const nullable = <S extends z.ZodType>(s: S, description: string) => s.nullable().meta({ description });

export const mandateSchema = () =>
  z
    .object({
      MandateId: z.string().optional().meta({ description: 'Absent while the loan has none' }),
      ObjectType: z.literal('LoanNo'),
      ObjectId: z.string().meta({ description: "The loan's number" }),
      LoanNo: z.string(),
      CustomerId: z.string(),
      BorrowerName: z.string(),
      Status: z.enum(mandateStatuses),
      RegisterDate: nullable(z.string(), 'The date of the current registration (YYYY-MM-DD, Malaysia)'),
      RegisteredAt: z.string().optional(),
      Amount: nullable(z.number(), 'What the bank may debit each month, in ringgit'),
      BankCode: nullable(z.string(), "The borrower's bank"),
      AccountName: nullable(z.string(), 'The name on the bank account'),
      AccountNo: nullable(z.string(), 'The account number, all but its last four digits masked'),
      LastPaymentDate: nullable(z.string(), 'The last debit collected through the mandate'),
      UpdatedAt: z.string().optional(),
    })
    .meta({ id: 'Mandate', description: "A loan's e-mandate (direct debit authorisation)" });

const addRoute = defineRoute({
  method: 'post',
  path: '/mandate/add',
  summary: "Registers a loan's e-mandate → 'Pending Approval', with the provider's sign-up page",
  description:
    "One mandate per loan at a time: refused (422 MANDATE.LIVE) while one is 'Pending Approval' or 'Active'. After the bank rejects one, the loan registers again under a new MandateId. Amount defaults to the loan's monthly installment. The borrower is sent to SignUpUrl to authorise the debit with their bank.",
  tags,
  access: registrars,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        ObjectType: z.literal('LoanNo'),
        ObjectId: loanNoField.meta({ description: "The loan's number" }),
        BankCode: z.string().trim().min(1).max(40).optional(),
        AccountNo: z
          .string()
          .trim()
          .regex(/^\d{6,20}$/, 'Enter the account number as 6 to 20 digits.')
          .optional(),
        // Typed by the borrower: free text, without the characters spec §5 forbids in text inputs.
        AccountName: text(120).optional(),
        Amount: ringgitAmount
          .optional()
          .meta({ description: 'Ringgit; the monthly installment when absent' }),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            MandateId: z.string(),
            Status: z.enum(mandateStatuses).meta({ description: "'Pending Approval'" }),
            SignUpUrl: z.string().meta({ description: "The provider's sign-up page, with the MandateId" }),
          }),
        ),
      'The registered mandate',
    ),
  },
});

const getRoute = defineRoute({
  method: 'post',
  path: '/loans/get-mandate',
  summary: "A loan's mandate panel ('Not Set Up' when none was registered)",
  tags,
  access: loanReaders,
  request: { body: lazyJsonBody(() => z.object({ LoanNo: loanNoField })) },
  responses: { 200: lazyJsonResponse(() => dataOf(mandateSchema()), "The loan's mandate") },
});

/**
 * spec §7 writes this call's fields in lower case (`page, rows, search{ObjectType, ObjectId}`),
 * the product's other lists capitalise them (`Page, Rows, Search`): both are taken, the
 * capitalised one first when a body has both.
 */
const findAllBody = () => {
  const search = z
    .object({
      ObjectType: z
        .string()
        .trim()
        .max(20)
        .optional()
        .meta({ description: "'LoanNo' (any other has no mandate)" }),
      ObjectId: z
        .string()
        .trim()
        .max(40)
        .optional()
        .meta({ description: "The loan's number: its mandate alone" }),
      LoanNo: z.string().trim().max(40).optional().meta({ description: 'The same as ObjectId' }),
      Status: z.enum([...mandateStatuses, 'All']).optional(),
    })
    .optional();
  // No defaults on the four: a default would hide the other spelling's value.
  const paging = {
    Page: z.coerce.number().int().min(1),
    Rows: z.coerce.number().int().min(1).max(MAX_ROWS),
  };
  return z
    .object({
      Page: paging.Page.optional(),
      Rows: paging.Rows.optional(),
      Search: search,
      page: paging.Page.optional().meta({ description: 'The same as Page (spec §7 writes it so)' }),
      rows: paging.Rows.optional().meta({ description: 'The same as Rows (spec §7 writes it so)' }),
      search: search.meta({ description: 'The same as Search (spec §7 writes it so)' }),
    })
    .transform((b) => ({
      Page: b.Page ?? b.page ?? 1,
      Rows: b.Rows ?? b.rows ?? 999,
      Search: b.Search ?? b.search,
    }));
};

const findAllRoute = defineRoute({
  method: 'post',
  path: '/mandate/find-all',
  summary: 'The registered mandates (staff: all; a borrower: their own)',
  description:
    "Loan number first, 999 rows a page unless Rows says (spec §9). `Search.ObjectId` (or `LoanNo`) names one loan's mandate; `Status` keeps one status ('All' or empty: every one). The page is read from a key, so a call costs the same however many mandates there are.",
  tags,
  access: listReaders,
  request: { body: lazyJsonBody(findAllBody) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(mandateSchema()), Count: z.number() }),
      'One page of mandates',
    ),
  },
});

export const mandateRoutes = contextApp()
  .openapi(addRoute, async (c) =>
    c.json({ Data: await addMandate(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(getRoute, async (c) =>
    c.json({ Data: await getMandate(ports(), c.get('principal')!, c.req.valid('json')) }, 200),
  )
  .openapi(findAllRoute, async (c) =>
    c.json(await findMandates(ports(), c.get('principal')!, c.req.valid('json')), 200),
  );
