import { reportExportRequested, reportFiltersSchema, reportNames } from '@ezc/domain';
import {
  type AggregateStore,
  defineEntity,
  type FileExports,
  fileExportFields,
  fileExports,
  type Table,
} from '@ezc/platform';
import * as z from 'zod';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * A report export (`REPORTEXPORT#<id>` / `REPORTEXPORT`): a file export (who asked, its rows, its
 * status and its file) of the report, filters, format and language asked for.
 */
export const reportExportSchema = z.object({
  ...fileExportFields,
  Report: z.enum(reportNames),
  Filters: reportFiltersSchema,
  Format: z.enum(exportFormats),
  Language: z.enum(['en', 'ms']),
});
export type ReportExport = z.infer<typeof reportExportSchema>;
export type ReportExports = FileExports<ReportExport>;

const reportExportEntity = defineEntity({
  name: 'ReportExport',
  schema: reportExportSchema,
  id: (e) => e.ExportId,
  key: (id: string) => ({ PK: `REPORTEXPORT#${id}`, SK: 'REPORTEXPORT' }),
});

export const reportExports = (table: Table, store: AggregateStore): ReportExports =>
  fileExports(table, store, {
    entity: reportExportEntity,
    requested: reportExportRequested,
    auditType: 'ReportExport',
  });
