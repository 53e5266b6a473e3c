import {
  applicationStatuses,
  installmentsField,
  interestTypes,
  optionalText,
  pagingSchema,
  regimes,
  ringgitAmount,
  skuField,
  text,
} from '@ezc/domain';
import type { AppEnv } from '@ezc/platform';
import {
  actorOf,
  contextApp,
  defineRoute,
  describeZodError,
  formBody,
  HttpProblem,
  platform,
  signedIn,
} from '@ezc/platform';
import { formBoundary, readUploadForm } from '@ezc/platform/blobs/upload-form';
import type { Context } from 'hono';
import * as z from 'zod';
import { fileTooLarge, MAX_DOCUMENT_BYTES } from '../documents/document-file';
import { loansPorts } from '../ports';
import { actionRight } from '../setup/action-right-guard';
import {
  addApplicationDocument,
  applicationDocuments,
} from '../use-cases/applications/application-documents';
import { applyForLoan, saveDraft, submitApplication } from '../use-cases/applications/apply';
import { availableProducts } from '../use-cases/applications/available-products';
import {
  approveApplication,
  cancelApplication,
  closeApplication,
} from '../use-cases/applications/decide-application';
import { findApplication, listApplications } from '../use-cases/applications/find-applications';
import { quoteApplication } from '../use-cases/applications/quote-application';
import { lazyJsonBody, lazyJsonResponse, once } from './route-parts';

const tags = ['Applications and loans'];
const ports = () => loansPorts(platform());
const who = (c: Context<AppEnv>) => ({
  principal: c.get('principal')!,
  actor: actorOf(c),
  lang: c.get('lang'),
});

/** Borrowers and staff: the products and quotes a borrower sees before applying. */
const anyone = signedIn({ kinds: ['customer', 'staff'] });
/** A borrower for themselves. */
const borrowers = signedIn({ kinds: ['customer'], roles: ['Borrower'] });
/** spec §2: the application listing — a borrower's own, or 'Application - Retrieve List'. */
const listReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Application - Retrieve List'],
});
/** One application: a borrower's own, or staff who view applications. */
const readers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Application - View Details', 'Application - Retrieve List'],
});
/** Staff, then the action right of the decision (checked before the input). */
const deciders = signedIn({ kinds: ['staff'] });
const rightNote = (action: string, roles: string) =>
  `Needs the action right '${action}' (by default: ${roles}; an Admin grants it to other roles).`;

const applicationIdField = once(() => z.string().trim().min(1).max(40));
const termsSchema = once(() =>
  z.object({
    SKU: skuField(),
    Amount: ringgitAmount.meta({ description: 'Ringgit, at most 2 decimals' }),
    NumberOfInstallments: installmentsField(),
  }),
);
const reasonField = once(() => text(500).meta({ description: 'Why (spec §5: required)' }));

const submittedAnswer = once(() =>
  z
    .object({
      Data: z.object({
        ApplicationId: z.string(),
        LoanNo: z.string(),
        Status: z.enum(applicationStatuses),
      }),
      message: z.string().meta({ description: "What happens next, in the caller's language" }),
    })
    .meta({ id: 'ApplicationSubmitted' }),
);
const decidedAnswer = once(() =>
  z.object({
    Data: z.object({ ApplicationId: z.string(), LoanNo: z.string(), Status: z.enum(applicationStatuses) }),
  }),
);

const productOffer = once(() =>
  z
    .object({
      SKU: z.string(),
      Name: z.string(),
      InterestType: z.enum(interestTypes),
      InterestRate: z.number().meta({ description: 'Percent a year, as charged' }),
      NumberOfInstallments: z.number().int().meta({ description: 'The longest term the product offers' }),
      WithCollateralYN: z.enum(['Y', 'N']),
      MinAmount: z.number(),
      MaxAmount: z.number(),
      Regime: z.enum(regimes),
    })
    .meta({ id: 'ProductOffer', description: 'A product open for applications' }),
);

const quoteAnswer = once(() =>
  z
    .object({
      Rows: z.array(
        z.object({
          InstallmentNo: z.number().int(),
          DueDate: z.string(),
          Principal: z.number(),
          Interest: z.number(),
          TotalInstallment: z.number(),
        }),
      ),
      TotalInterest: z.number(),
      TotalRepayment: z.number(),
      MonthlyInstallment: z.number(),
      Regime: z.enum(regimes),
    })
    .meta({ id: 'LoanQuote', description: 'The repayment schedule of a loan as if agreed today' }),
);

const applicationRow = once(() =>
  z
    .object({
      ApplicationId: z.string(),
      LoanNo: z.string(),
      Status: z.enum(applicationStatuses),
      CustomerId: z.string(),
      BorrowerName: z.string(),
      BorrowerICNo: z.string(),
      SKU: z.string(),
      ProductName: z.string(),
      Amount: z.number(),
      NumberOfInstallments: z.number().int(),
      InterestType: z.enum(interestTypes),
      InterestRate: z.number(),
      Regime: z.enum(regimes),
      StartDate: z.string().meta({ description: 'The first due date quoted' }),
      EndDate: z.string().meta({ description: 'The last due date quoted' }),
      Remarks: z.string(),
      CreatedAt: z.string(),
      SubmittedAt: z.string(),
    })
    .meta({ id: 'ApplicationRow', description: 'An application (spec §3)' }),
);
const applicationDetail = once(() =>
  applicationRow()
    .extend({
      Product: z.object({
        SKU: z.string(),
        Name: z.string(),
        InterestType: z.enum(interestTypes),
        InterestRate: z.number(),
        WithCollateralYN: z.enum(['Y', 'N']),
        Regime: z.enum(regimes),
        NumberOfInstallments: z.number().int(),
        MinAmount: z.number(),
        MaxAmount: z.number(),
        PackageCode: z.string().optional(),
      }),
      TotalInterest: z.number(),
      TotalRepayment: z.number(),
      MonthlyInstallment: z.number(),
      Reason: z.string().optional(),
      DecidedAt: z.string().optional(),
      Actions: z.array(z.string()).meta({ description: 'The lending actions the caller may do on it now' }),
    })
    .meta({ id: 'Application', description: 'An application with the product as applied for' }),
);

const documentRow = once(() =>
  z
    .object({
      MediaId: z.string(),
      FileName: z.string(),
      FileExtension: z.string(),
      Type: z.string(),
      Title: z.string(),
      DocumentName: z.string(),
      ObjectType: z.enum(['Application', 'Loan']),
      CreatedAt: z.string(),
    })
    .meta({ id: 'ApplicationDocument' }),
);

const availableRoute = defineRoute({
  method: 'post',
  path: '/applications/available-products',
  summary: 'The products open for applications',
  tags,
  access: anyone,
  responses: { 200: lazyJsonResponse(() => z.object({ Data: z.array(productOffer()) }), 'The products') },
});
const quoteRoute = defineRoute({
  method: 'post',
  path: '/applications/quote',
  summary: "A loan's schedule before applying; the product's range and its Regime's rules are checked (422)",
  tags,
  access: anyone,
  request: { body: lazyJsonBody(() => termsSchema()) },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: quoteAnswer() }), 'The schedule') },
});
const addRoute = defineRoute({
  method: 'post',
  path: '/applications/add',
  summary:
    "Apply for a loan: 'In Review' when the profile and documents are complete, else 'Pending Profile'",
  description:
    "The product's terms are copied into the application. Review takes 3 to 5 working days; `message` says so in the caller's language. " +
    'A borrower whose e-mail address is not verified yet (the link mailed at registration, or a new one from ' +
    '`/customer/email/resend-verification`) is refused with 403 `ACCOUNT.EMAIL_NOT_VERIFIED`.',
  tags,
  access: borrowers,
  request: { body: lazyJsonBody(() => termsSchema()) },
  responses: { 201: lazyJsonResponse(() => submittedAnswer(), 'The application') },
});
const saveDraftRoute = defineRoute({
  method: 'post',
  path: '/applications/save-draft',
  summary: "Save an application without submitting it ('New'), or change the caller's own draft",
  tags,
  access: borrowers,
  request: {
    body: lazyJsonBody(() => termsSchema().extend({ ApplicationId: applicationIdField().optional() })),
  },
  responses: { 200: lazyJsonResponse(() => submittedAnswer(), 'The draft') },
});
const submitRoute = defineRoute({
  method: 'post',
  path: '/applications/submit',
  summary: "Submit the caller's draft ('In Review' or 'Pending Profile')",
  description:
    'Refused with 403 `ACCOUNT.EMAIL_NOT_VERIFIED` while the borrower has not verified their e-mail address; a draft may be saved before.',
  tags,
  access: borrowers,
  request: { body: lazyJsonBody(() => z.object({ ApplicationId: applicationIdField() })) },
  responses: { 200: lazyJsonResponse(() => submittedAnswer(), 'The application') },
});
const findAllRoute = defineRoute({
  method: 'post',
  path: '/applications/find-all',
  summary: "Applications newest first: a borrower's own; staff filter ('All' or nothing = no filter)",
  tags,
  access: listReaders,
  request: {
    body: lazyJsonBody(() =>
      pagingSchema().extend({
        Search: z
          .object({
            ApplicationId: optionalText(40),
            LoanNo: optionalText(40).meta({ description: "A loan number's beginning" }),
            Status: z.enum([...applicationStatuses, 'All']).optional(),
            BorrowerName: optionalText(200),
            BorrowerICNo: optionalText(40),
            CustomerId: optionalText(60),
          })
          .default({}),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(() => z.object({ Data: z.array(applicationRow()), Count: z.number() }), 'One page'),
  },
});
const findOneRoute = defineRoute({
  method: 'post',
  path: '/applications/find-one',
  summary: "One application ('Application not found' for another borrower's)",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => z.object({ ApplicationId: applicationIdField() })) },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: applicationDetail() }), 'The application') },
});
const approveRoute = defineRoute({
  method: 'post',
  path: '/applications/approve',
  summary:
    "Approve an application in review: its loan is made ('Pending Signing Company', with its schedule)",
  description: `${rightNote('Approve Application', 'Risk Team, Admin')} Refused with 403 \`LENDING.OWN_ACCOUNT\` (and recorded in the history) when the borrower account has the caller's own e-mail address.`,
  tags,
  access: deciders,
  middleware: actionRight('Approve Application'),
  request: {
    body: lazyJsonBody(() =>
      z.object({
        ApplicationId: applicationIdField(),
        Reason: reasonField(),
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
        z.object({
          Data: z.object({
            ApplicationId: z.string(),
            Status: z.enum(applicationStatuses),
            LoanNo: z.string(),
          }),
        }),
      'Approved',
    ),
  },
});
const rejectRoute = defineRoute({
  method: 'post',
  path: '/applications/reject',
  summary: 'Reject an application in review, with a reason',
  description: rightNote('Reject Application', 'Risk Team, Admin'),
  tags,
  access: deciders,
  middleware: actionRight('Reject Application'),
  request: {
    body: lazyJsonBody(() => z.object({ ApplicationId: applicationIdField(), Reason: reasonField() })),
  },
  responses: { 200: lazyJsonResponse(() => decidedAnswer(), 'Rejected') },
});
const voidRoute = defineRoute({
  method: 'post',
  path: '/applications/void',
  summary: 'Void an undecided application, with remarks',
  description: rightNote('Void Application', 'Risk Team, Admin'),
  tags,
  access: deciders,
  middleware: actionRight('Void Application'),
  request: {
    body: lazyJsonBody(() => z.object({ ApplicationId: applicationIdField(), Remarks: reasonField() })),
  },
  responses: { 200: lazyJsonResponse(() => decidedAnswer(), 'Voided') },
});
const cancelRoute = defineRoute({
  method: 'post',
  path: '/applications/cancel',
  summary: 'The borrower cancels their own undecided application, with remarks',
  tags,
  access: borrowers,
  request: {
    body: lazyJsonBody(() => z.object({ ApplicationId: applicationIdField(), Remarks: reasonField() })),
  },
  responses: { 200: lazyJsonResponse(() => decidedAnswer(), 'Cancelled') },
});
const documentsRoute = defineRoute({
  method: 'post',
  path: '/applications/get-documents',
  summary: "An application's documents, then those of the loan it became",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => z.object({ ApplicationId: applicationIdField() })) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(documentRow()), Count: z.number() }),
      'The documents',
    ),
  },
});
/** The fields of an application document's form, sent before its file. */
const documentFields = once(() =>
  z.object({
    ApplicationId: applicationIdField(),
    Title: text(100).meta({ description: "What the document is, e.g. 'Offer Letter'" }),
    FileName: optionalText(200).meta({
      description: 'The name to keep it under (the Title when absent); spaces become hyphens',
    }),
  }),
);
const addDocumentRoute = defineRoute({
  method: 'post',
  path: '/applications/add-document',
  summary:
    "Add a document to the caller's undecided application: multipart/form-data with ApplicationId, Title, FileName (optional), then FileStream",
  description: `PDF, JPG, JPEG or PNG (judged by the file's bytes), at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`,
  tags,
  access: borrowers,
  request: {
    form: formBody(
      z.lazy(documentFields),
      {
        name: 'FileStream',
        description: `The file, last: PDF, JPG, JPEG or PNG, at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
        mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      },
      'The fields first, then the file',
    ),
  },
  responses: {
    201: lazyJsonResponse(() => z.object({ Data: z.object({ MediaId: z.string() }) }), 'The stored document'),
  },
});
const badForm = () =>
  new HttpProblem(
    400,
    'MEDIA.BAD_FORM',
    'Send the upload as a form: the fields first, then the file as FileStream.',
  );

export const applicationRoutes = contextApp()
  .openapi(availableRoute, async (c) => c.json({ Data: await availableProducts(ports()) }, 200))
  .openapi(quoteRoute, async (c) =>
    c.json({ Data: await quoteApplication(ports(), c.req.valid('json')) }, 200),
  )
  .openapi(addRoute, async (c) => c.json(await applyForLoan(ports(), who(c), c.req.valid('json')), 201))
  .openapi(saveDraftRoute, async (c) => c.json(await saveDraft(ports(), who(c), c.req.valid('json')), 200))
  .openapi(submitRoute, async (c) =>
    c.json(await submitApplication(ports(), who(c), c.req.valid('json').ApplicationId), 200),
  )
  .openapi(findAllRoute, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    return c.json(await listApplications(ports(), who(c), { Rows, Page, search: Search }), 200);
  })
  .openapi(findOneRoute, async (c) =>
    c.json({ Data: await findApplication(ports(), who(c), c.req.valid('json').ApplicationId) }, 200),
  )
  .openapi(approveRoute, async (c) => {
    const { ApplicationId, Reason } = c.req.valid('json');
    const data = await approveApplication(ports(), who(c), { applicationId: ApplicationId, reason: Reason });
    return c.json({ Data: data }, 200);
  })
  .openapi(rejectRoute, async (c) => {
    const { ApplicationId, Reason } = c.req.valid('json');
    const data = await closeApplication(ports(), who(c), {
      applicationId: ApplicationId,
      how: 'reject',
      text: Reason,
    });
    return c.json({ Data: data }, 200);
  })
  .openapi(voidRoute, async (c) => {
    const { ApplicationId, Remarks } = c.req.valid('json');
    const data = await closeApplication(ports(), who(c), {
      applicationId: ApplicationId,
      how: 'void',
      text: Remarks,
    });
    return c.json({ Data: data }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const { ApplicationId, Remarks } = c.req.valid('json');
    const data = await cancelApplication(ports(), who(c), { applicationId: ApplicationId, remarks: Remarks });
    return c.json({ Data: data }, 200);
  })
  .openapi(documentsRoute, async (c) =>
    c.json(
      await applicationDocuments(ports(), {
        principal: c.get('principal')!,
        applicationId: c.req.valid('json').ApplicationId,
      }),
      200,
    ),
  )
  .openapi(addDocumentRoute, async (c) => {
    const boundary = formBoundary(c.req.header('content-type'));
    if (!boundary) throw badForm();
    const outcome = await readUploadForm<
      { fields: z.infer<ReturnType<typeof documentFields>>; maxBytes: number },
      Error
    >(
      c.req.raw.body,
      boundary,
      (fields) => {
        const parsed = documentFields().safeParse(fields);
        if (!parsed.success) {
          const message = describeZodError(parsed.error, c.get('lang'));
          return { refuse: new HttpProblem(400, 'VALIDATION.INVALID_INPUT', message) };
        }
        return { fields: parsed.data, maxBytes: MAX_DOCUMENT_BYTES };
      },
      'FileStream',
    );
    switch (outcome.kind) {
      case 'malformed':
        throw badForm();
      case 'refused':
        throw outcome.refusal;
      case 'too-large':
        throw fileTooLarge(MAX_DOCUMENT_BYTES);
    }
    const { ApplicationId, Title, FileName } = outcome.admitted.fields;
    const data = await addApplicationDocument(ports(), {
      principal: c.get('principal')!,
      actor: actorOf(c),
      applicationId: ApplicationId,
      title: Title,
      ...(FileName ? { fileName: FileName } : {}),
      file: outcome.file,
    });
    return c.json({ Data: data }, 201);
  });
