import { pagingSchema } from '@ezc/domain';
import { actorOf, contextApp, defineRoute, jsonBody, jsonResponse, platform, signedIn } from '@ezc/platform';
import { attachmentDisposition } from '@ezc/platform/blobs/content-disposition';
import * as z from 'zod';
import { documentReadsCsv } from '../compliance/reads-csv';
import { customersPorts } from '../ports';
import { exportDocumentReads, findDocumentReads } from '../use-cases/document-reads';

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

const exportRoute = defineRoute({
  method: 'post',
  path: '/compliance/document-reads/export',
  summary: 'Every read of the filter as a CSV file, header first (Admin; the export is audited)',
  tags,
  access: admins,
  request: { body: jsonBody(filterSchema) },
  responses: { 200: { description: 'The file', content: { 'text/csv': {} } } },
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
    const filter = c.req.valid('json');
    const rows = await exportDocumentReads(customersPorts(platform()), { filter, actor: actorOf(c) });
    return new Response(documentReadsCsv(rows), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`document-reads-${filter.From}-to-${filter.To}.csv`),
        'Cache-Control': 'private, no-store',
        'X-Report-Rows': String(rows.length),
      },
    });
  });
