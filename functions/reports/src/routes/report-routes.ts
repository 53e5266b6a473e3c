import { checkedFiltersSchema, type ReportName, reportNames, reportQuerySchema } from '@ezc/domain';
import {
  actorOf,
  contextApp,
  defineRoute,
  lazyJsonBody,
  lazyJsonResponse,
  platform,
  signedIn,
} from '@ezc/platform';
import { attachmentDisposition } from '@ezc/platform/blobs/content-disposition';
import * as z from 'zod';
import { reportsPorts } from '../ports';
import { exportFormats, exportReport } from '../use-cases/export-report';
import { findReport } from '../use-cases/find-report';
import { getDashboard } from '../use-cases/get-dashboard';
import { rebuildReports } from '../use-cases/rebuild-reports';

const tags = ['Reports'];
const ports = () => reportsPorts(platform());

/** Reports answer the Finance Team and Admin only (issue rule); everyone else gets 403. */
export const reportReaders = signedIn({ kinds: ['staff'], roles: ['Finance Team', 'Admin'] });
const dashboardReaders = signedIn({ kinds: ['staff'], privileges: ['Dashboard'] });
const admins = signedIn({ kinds: ['staff'], roles: ['Admin'] });

const reportAnswer = () =>
  z
    .object({
      Data: z.array(z.record(z.string(), z.unknown())),
      Count: z.number().int().meta({ description: 'Rows matching the filters' }),
      Totals: z.record(z.string(), z.unknown()).meta({
        description:
          "The sums of the report's amounts over every matching row (not only the page), in ringgit",
      }),
    })
    .meta({ id: 'ReportPage' });

/** The report calls: the spec's four paths and the late-charge report's. */
const reportPaths: Readonly<Record<ReportName, { path: string; summary: string }>> = {
  installments: {
    path: '/reports/installments',
    summary: 'Installments of disbursed loans by due date, with totals',
  },
  payments: { path: '/payments/list', summary: 'Payments received, by payment date, with totals' },
  interest: {
    path: '/loans/interest-report',
    summary: 'Interest income recognised, entry by entry, by posting date, with totals',
  },
  summary: {
    path: '/loans/summary-report',
    summary: 'One row per disbursed loan: lent, repaid, owed, arrears, with totals',
  },
  lpc: {
    path: '/reports/lpc',
    summary: 'Late payment charges per installment: charged, paid, waived, owed, with totals',
  },
};

const reportRoute = (report: ReportName) =>
  defineRoute({
    method: 'post',
    path: reportPaths[report].path,
    summary: reportPaths[report].summary,
    description:
      "Filters (spec §3): StartDueDate and EndDueDate bound the installment and late-charge reports' due dates; StartDate and EndDate the others' posting, payment or disbursement dates; PartnerCode, PackageCode, ProductId, Status, LoanNo. 'All' or empty is no filter. Rows defaults to 10.",
    tags,
    access: reportReaders,
    request: { body: lazyJsonBody(() => reportQuerySchema) },
    responses: { 200: lazyJsonResponse(reportAnswer, 'One page, the count and the totals') },
  });

const exportRoute = defineRoute({
  method: 'post',
  path: '/reports/{report}/export',
  summary: 'The whole filtered report as a CSV or XLSX file, streamed',
  description:
    "`report` is installments, payments, interest, summary or lpc. The answer's `X-Report-Rows` header says how many rows the file holds before it is sent, for a progress bar. The CSV's first line is its header.",
  tags,
  access: reportReaders,
  request: {
    params: z.object({ report: z.enum(reportNames) }),
    body: lazyJsonBody(() =>
      checkedFiltersSchema.safeExtend({
        Format: z.enum(exportFormats),
        Language: z.enum(['en', 'ms']).optional(),
      }),
    ),
  },
  responses: {
    200: {
      description: 'The file',
      content: {
        'text/csv': {},
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {},
      },
    },
  },
});

const dashboardRoute = defineRoute({
  method: 'post',
  path: '/reports/dashboard',
  summary: "The dashboard's figures, each with the link to the listing it adds up",
  tags,
  access: dashboardReaders,
  responses: {
    200: lazyJsonResponse(() => z.object({ Data: z.record(z.string(), z.unknown()) }), 'The figures'),
  },
});

const rebuildRoute = defineRoute({
  method: 'post',
  path: '/reports/rebuild',
  summary: 'Work every report out again from the loans, their ledgers and payments (Admin)',
  tags,
  access: admins,
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            removed: z.number(),
            loans: z.number(),
            buckets: z.number(),
            summaries: z.number(),
            cells: z.number(),
          }),
        }),
      'What was written',
    ),
  },
});

const withReports = (app: ReturnType<typeof contextApp>) => {
  for (const report of reportNames) {
    app.openapi(reportRoute(report), async (c) =>
      c.json(await findReport(ports(), report, c.req.valid('json')), 200),
    );
  }
  return app;
};

export const reportRoutes = withReports(contextApp())
  .openapi(exportRoute, async (c) => {
    const { report } = c.req.valid('param');
    const { Format, Language, ...filters } = c.req.valid('json');
    const file = await exportReport(ports(), report, filters, Format, Language ?? c.var.lang ?? 'en');
    return new Response(file.body, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Cache-Control': 'private, no-store',
        'X-Report-Rows': String(file.rows),
        'Access-Control-Expose-Headers': 'X-Report-Rows, Content-Disposition',
      },
    });
  })
  .openapi(dashboardRoute, async (c) => {
    const p = ports();
    return c.json({ Data: await getDashboard(p) }, 200);
  })
  .openapi(rebuildRoute, async (c) => {
    const p = platform();
    const r = ports();
    return c.json(
      { Data: await rebuildReports({ table: p.table, sources: r.sources, now: r.now }, actorOf(c)) },
      200,
    );
  });
