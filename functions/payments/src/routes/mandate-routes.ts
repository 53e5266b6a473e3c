import { mandateStatuses, pagingSchema, ringgitAmount, text } from '@ezc/domain';
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

const mandateSchema = () =>
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

const findAllRoute = defineRoute({
  method: 'post',
  path: '/mandate/find-all',
  summary: 'The registered mandates (staff: all; a borrower: their own)',
  tags,
  access: listReaders,
  request: {
    body: lazyJsonBody(() =>
      pagingSchema(999).extend({
        Search: z
          .object({
            LoanNo: z.string().trim().max(40).optional(),
            ObjectType: z.string().trim().max(20).optional(),
            ObjectId: z.string().trim().max(40).optional(),
            Status: z.enum([...mandateStatuses, 'All']).optional(),
          })
          .optional(),
      }),
    ),
  },
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
    c.json({ Data: await getMandate(ports(), c.var.principal!, c.req.valid('json')) }, 200),
  )
  .openapi(findAllRoute, async (c) =>
    c.json(await findMandates(ports(), c.var.principal!, c.req.valid('json')), 200),
  );
