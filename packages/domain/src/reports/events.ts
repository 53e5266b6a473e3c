import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

/**
 * A loan's rows in the reports changed: the dashboard's figures may have moved. Pushed live to
 * staff holding the 'Dashboard' privilege (never to the borrower: it names no customer).
 */
export const reportsChanged = defineEvent({
  name: 'reports.changed',
  source: sources.reports,
  version: 1,
  schema: z.object({ LoanNo: z.string() }),
});

/** Staff asked for a report export: the job that writes its file takes it from here. */
export const reportExportRequested = defineEvent({
  name: 'report-export.requested',
  source: sources.reports,
  version: 1,
  schema: z.object({ ExportId: z.string() }),
});

/**
 * A rebuild of the reports did one page of its work and goes on after `Cursor`: building generation
 * `Generation` a page of loans at a time, then retiring (emptying) the generation it replaced.
 */
export const reportsRebuildContinued = defineEvent({
  name: 'reports-rebuild.continued',
  source: sources.reports,
  version: 1,
  schema: z.object({
    JobId: z.string(),
    Generation: z.number().int().min(0),
    Phase: z.enum(['build', 'retire']),
    Cursor: z.string(),
    Page: z.number().int().min(1),
  }),
});
