import {
  checkedFiltersSchema,
  type ReportName,
  reportNames,
  reportQuerySchema,
  reportsProjectionStatuses,
} from '@ezc/domain';
import {
  actorOf,
  contextApp,
  defineRoute,
  exportAnswer,
  FILE_WAIT_MS,
  fileExportViewFields,
  fileSeeOther,
  followsExport,
  lazyJsonBody,
  lazyJsonResponse,
  platform,
  signedIn,
} from '@ezc/platform';
import * as z from 'zod';
import { exportFormats } from '../exports/report-exports';
import { reportsPorts } from '../ports';
import { findReport } from '../use-cases/find-report';
import { getDashboard } from '../use-cases/get-dashboard';
import { rebuildStatus, startReportsRebuild } from '../use-cases/rebuild-reports';
import { findReportExport, startReportExport } from '../use-cases/report-exports';

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

/** An export as staff follow it. */
const exportView = () =>
  z
    .object({
      Data: z.object({
        ...fileExportViewFields(),
        Report: z.enum(reportNames),
        Format: z.enum(exportFormats),
      }),
    })
    .meta({ id: 'ReportExport' });

const exportRoute = defineRoute({
  method: 'post',
  path: '/reports/{report}/export',
  summary: 'The whole filtered report as a CSV or XLSX file, written by a job of its own',
  description:
    "`report` is installments, payments, interest, summary or lpc. The file is written by a job of its own (a large book's would not fit an API answer). A caller that accepts JSON alone gets the export, 'Running', and follows it with /reports/exports/find-one, which gives a link to the file once it is 'Ready'; any other caller is sent on to the file (303) once it is written, or given the export to follow when that takes longer than 20 seconds. The CSV's first line is its header.",
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
    202: lazyJsonResponse(exportView, "The export, 'Running' (to a caller that accepts JSON alone)"),
    303: fileSeeOther,
  },
});

const exportFindRoute = defineRoute({
  method: 'post',
  path: '/reports/exports/find-one',
  summary: "One's own export: its status, its progress, and its file's link once ready",
  description: "Another staff member's export is not found ('Export not found.').",
  tags,
  access: reportReaders,
  request: {
    body: lazyJsonBody(() =>
      z.object({ ExportId: z.string().trim().min(1).max(80) }).meta({ id: 'ExportId' }),
    ),
  },
  responses: { 200: lazyJsonResponse(exportView, 'The export') },
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

const rebuildSchema = () =>
  z.object({
    JobId: z.string(),
    Generation: z.number().int().meta({ description: 'The generation of the projection being built' }),
    StartedAt: z.string(),
    Loans: z.number().int().meta({ description: 'Loans worked out into it so far' }),
  });

const rebuildRoute = defineRoute({
  method: 'post',
  path: '/reports/rebuild',
  summary: 'Work every report out again from the loans, their ledgers and payments (Admin)',
  description:
    'Starts a job that builds a new generation of the reports beside the one the pages read, a page of loans at a time, following every change meanwhile, then switches to it and empties the old one. A rebuild already under way is answered instead of a second. Its progress: `/reports/rebuild-status`.',
  tags,
  access: admins,
  responses: { 202: lazyJsonResponse(() => z.object({ Data: rebuildSchema() }), 'The rebuild under way') },
});

const rebuildStatusRoute = defineRoute({
  method: 'post',
  path: '/reports/rebuild-status',
  summary: 'The generation of the reports the pages read, and the rebuild under way, if any (Admin)',
  tags,
  access: admins,
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            Status: z.enum(reportsProjectionStatuses),
            Generation: z.number().int(),
            Form: z.number().int(),
            Building: rebuildSchema().nullable(),
          }),
        }),
      'The reports as built',
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
    const follows = followsExport(c);
    const started = await startReportExport(
      ports(),
      { principal: c.get('principal')!, actor: actorOf(c) },
      {
        report,
        filters,
        format: Format,
        language: Language ?? c.get('lang') ?? 'en',
        ...(follows ? {} : { awaitMs: FILE_WAIT_MS }),
      },
    );
    return exportAnswer(c, started, follows);
  })
  .openapi(exportFindRoute, async (c) =>
    c.json({ Data: await findReportExport(ports(), c.get('principal')!, c.req.valid('json').ExportId) }, 200),
  )
  .openapi(dashboardRoute, async (c) => {
    const p = ports();
    return c.json({ Data: await getDashboard(p) }, 200);
  })
  .openapi(rebuildRoute, async (c) => c.json({ Data: await startReportsRebuild(ports(), actorOf(c)) }, 202))
  .openapi(rebuildStatusRoute, async (c) => c.json({ Data: await rebuildStatus(ports()) }, 200));
