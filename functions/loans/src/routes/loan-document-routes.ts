import { pagingSchema } from '@ezc/domain';
import { actorOf, contextApp, defineRoute, type FileResponse, platform, signedIn } from '@ezc/platform';
import { downloadAnswer } from '@ezc/platform/http/download';
import * as z from 'zod';
import { loanDocumentNames } from '../documents/lending-documents';
import { loansPorts } from '../ports';
import {
  customerDownload,
  downloadLoanDocument,
  findLoanDocument,
  listLoanDocuments,
} from '../use-cases/loans/loan-documents';
import { lazyJsonBody, lazyJsonResponse, once } from './route-parts';

const tags = ['Applications and loans'];
const ports = () => loansPorts(platform());

/** A borrower's own loans' documents, or staff who view loans or applications. */
const readers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - View Details', 'Application - View Details'],
});

const documentView = once(() =>
  z
    .object({
      MediaId: z.string(),
      FileName: z.string(),
      FileExtension: z.string(),
      Type: z.string().meta({ description: 'The content type' }),
      Title: z.string(),
      DocumentName: z.string(),
      ObjectType: z.enum(['Application', 'Loan']),
      ObjectId: z.string(),
      ApplicationId: z.string(),
      LoanNo: z.string(),
      Size: z.number().int(),
      CreatedAt: z.string(),
    })
    .meta({ id: 'LoanDocument', description: 'A document of a loan or an application' }),
);
const mediaIdBody = lazyJsonBody(() => z.object({ MediaId: z.string().trim().min(1).max(100) }));
const fileAnswer: FileResponse<'application/pdf' | 'image/png' | 'image/jpeg'> = {
  description: 'The file (PDF, PNG or JPEG)',
  content: { 'application/pdf': {}, 'image/png': {}, 'image/jpeg': {} },
};

/** `Search` arrives as JSON text in the query (spec §7). */
const searchQuery = z
  .string()
  .max(2000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Search must be JSON, e.g. {"LoanNo":"EZC000001"}' });
      return z.NEVER;
    }
  })
  .pipe(z.object({ LoanNo: z.string().trim().min(1).max(40) }));

const listRoute = defineRoute({
  method: 'get',
  path: '/loan-documents/internal',
  summary: 'A loan\'s documents (receipts, agreement): query Rows, Page and Search as JSON ({"LoanNo"})',
  tags,
  access: readers,
  request: {
    query: z.object({
      Rows: pagingSchema(10).shape.Rows,
      Page: pagingSchema(10).shape.Page,
      Search: searchQuery,
    }),
  },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(documentView()), Count: z.number() }),
      'The documents',
    ),
  },
});
const findOneRoute = defineRoute({
  method: 'post',
  path: '/loan-documents/find-one',
  summary: "One document's details ('No file found' when there is none)",
  description:
    "A receipt, an application's document, or a version of the loan's agreement by its MediaId (the loan's `LoanAgreements[0].MediaId` is the latest). A borrower opens only their own.",
  tags,
  access: readers,
  request: { body: mediaIdBody },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: documentView() }), 'The document') },
});
const downloadRoute = defineRoute({
  method: 'post',
  path: '/loan-documents/download',
  summary: 'The document file itself',
  description:
    "By the same MediaId as find-one: a receipt, an application's document, or a version of the loan's agreement (a PDF). Each read is recorded in the application's history.",
  tags,
  access: readers,
  request: { body: mediaIdBody },
  responses: { 200: fileAnswer },
});
const customerDownloadRoute = defineRoute({
  method: 'post',
  path: '/loan-activities/customer-download',
  summary: "The latest document of a name of the loan an application became ('No file found' when none)",
  description: `DocumentName: ${loanDocumentNames.map((n) => `'${n}'`).join(', ')}, or an application document's title. The download is recorded in the application's history.`,
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        ApplicationId: z.string().trim().min(1).max(40),
        DocumentName: z.string().trim().min(1).max(100),
        IpAddress: z.string().max(64).optional(),
      }),
    ),
  },
  responses: { 200: fileAnswer },
});

export const loanDocumentRoutes = contextApp()
  .openapi(listRoute, async (c) => {
    const { Rows, Page, Search } = c.req.valid('query');
    return c.json(
      await listLoanDocuments(ports(), { principal: c.get('principal')!, loanNo: Search.LoanNo, Rows, Page }),
      200,
    );
  })
  .openapi(findOneRoute, async (c) =>
    c.json(
      {
        Data: await findLoanDocument(ports(), {
          principal: c.get('principal')!,
          mediaId: c.req.valid('json').MediaId,
        }),
      },
      200,
    ),
  )
  .openapi(downloadRoute, async (c) =>
    downloadAnswer(
      await downloadLoanDocument(ports(), {
        principal: c.get('principal')!,
        actor: actorOf(c),
        mediaId: c.req.valid('json').MediaId,
      }),
    ),
  )
  .openapi(customerDownloadRoute, async (c) => {
    const { ApplicationId, DocumentName } = c.req.valid('json');
    return downloadAnswer(
      await customerDownload(ports(), {
        principal: c.get('principal')!,
        actor: actorOf(c),
        applicationId: ApplicationId,
        documentName: DocumentName,
      }),
    );
  });
