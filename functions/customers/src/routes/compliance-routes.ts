import { pagingSchema } from '@ezc/domain';
import {
  actorOf,
  contextApp,
  defineRoute,
  exportAnswer,
  FILE_WAIT_MS,
  fileExportViewFields,
  fileSeeOther,
  followsExport,
  jsonBody,
  jsonResponse,
  platform,
  signedIn,
} from '@ezc/platform';
import * as z from 'zod';
import { customersPorts } from '../ports';
import {
  findDocumentReads,
  findDocumentReadsExport,
  startDocumentReadsExport,
} from '../use-cases/document-reads';

const tags = ['Compliance'];

/**
 * Admins only. The Risk Team and Staff read customers' documents themselves in their work, so the
 * record of who read what is kept from them: those under review do not review themselves.
 */
const admins = signedIn({ kinds: ['staff'], roles: ['Admin'] });

const filterSchema = z.object({
  From: z.iso.date().meta({ description: 'First day (Malaysia time), YYYY-MM-DD' }),
  To: z.iso.date().meta({ description: 'Last day (Malaysia time), YYYY-MM-DD, included' }),
  CustomerId: z.string().trim().max(100).optional(),
});

const readSchema = z
  .object({
    At: z.string().meta({ description: 'When the document was read (ISO 8601, UTC)' }),
    ReaderName: z.string(),
    ReaderKind: z.enum(['customer', 'staff', 'system', 'anonymous']),
    ReaderId: z.string(),
    IpAddress: z.string(),
    CustomerId: z.string(),
    CustomerName: z.string(),
    Document: z.string().meta({ description: "What was read: the document's title and file name" }),
    MediaId: z.string(),
  })
  .meta({ id: 'DocumentRead' });

const findRoute = defineRoute({
  method: 'post',
  path: '/compliance/document-reads',
  summary: "Who read which customer's documents in a period, newest first (Admin; the query is audited)",
  tags,
  access: admins,
  request: { body: jsonBody(filterSchema.extend(pagingSchema(20).shape)) },
  responses: {
    200: jsonResponse(
      z.object({ Data: z.array(readSchema), Count: z.number().int() }),
      'One page and the count',
    ),
  },
});

/** An export of the reads as its owner follows it. */
const exportSchema = z.object(fileExportViewFields()).meta({ id: 'DocumentReadsExport' });

const exportRoute = defineRoute({
  method: 'post',
  path: '/compliance/document-reads/export',
  summary:
    'Every read of the filter as a CSV file, header first, written by a job (Admin; the export is audited)',
  description:
    "A caller that accepts JSON alone gets the export, 'Running', and follows it with /compliance/document-reads/exports/find-one, which gives a link to the file once it is 'Ready'; any other caller is sent on to the file (303) once it is written, or given the export to follow when that takes longer than 20 seconds.",
  tags,
  access: admins,
  request: { body: jsonBody(filterSchema.extend({ Format: z.literal('csv').optional() })) },
  responses: {
    202: jsonResponse(z.object({ Data: exportSchema }), "The export, 'Running'"),
    303: fileSeeOther,
  },
});

const exportFindRoute = defineRoute({
  method: 'post',
  path: '/compliance/document-reads/exports/find-one',
  summary: "One's own export of the reads: its status, its progress, and its file's link once ready",
  description: "Another staff member's export is not found ('Export not found.').",
  tags,
  access: admins,
  request: { body: jsonBody(z.object({ ExportId: z.string().trim().min(1).max(80) })) },
  responses: { 200: jsonResponse(z.object({ Data: exportSchema }), 'The export') },
});

export const complianceRoutes = contextApp()
  .openapi(findRoute, async (c) => {
    const { Page, Rows, ...filter } = c.req.valid('json');
    const page = await findDocumentReads(customersPorts(platform()), {
      filter,
      paging: { Page, Rows },
      actor: actorOf(c),
    });
    return c.json(page, 200);
  })
  .openapi(exportRoute, async (c) => {
    const { Format: _csv, ...filter } = c.req.valid('json');
    const follows = followsExport(c);
    const started = await startDocumentReadsExport(
      customersPorts(platform()),
      { principal: c.get('principal')!, actor: actorOf(c) },
      { filter, ...(follows ? {} : { awaitMs: FILE_WAIT_MS }) },
    );
    return exportAnswer(c, started, follows);
  })
  .openapi(exportFindRoute, async (c) =>
    c.json(
      {
        Data: await findDocumentReadsExport(
          customersPorts(platform()),
          c.get('principal')!,
          c.req.valid('json').ExportId,
        ),
      },
      200,
    ),
  );
