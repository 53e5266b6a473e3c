import { documentReadsExportRequested } from '@ezc/domain';
import {
  type AggregateStore,
  defineEntity,
  type FileExports,
  fileExportFields,
  fileExports,
  type Table,
} from '@ezc/platform';
import * as z from 'zod';

/**
 * An export of the document reads (`READSEXPORT#<id>` / `READSEXPORT`): a file export (who asked,
 * its rows, its status and its file) of the period and customer asked for.
 */
const readsExportSchema = z.object({
  ...fileExportFields,
  From: z.string(),
  To: z.string(),
  CustomerId: z.string().optional(),
});
export type ReadsExport = z.infer<typeof readsExportSchema>;
export type ReadsExports = FileExports<ReadsExport>;

const readsExportEntity = defineEntity({
  name: 'DocumentReadsExport',
  schema: readsExportSchema,
  id: (e) => e.ExportId,
  key: (id: string) => ({ PK: `READSEXPORT#${id}`, SK: 'READSEXPORT' }),
});

export const readsExports = (table: Table, store: AggregateStore): ReadsExports =>
  fileExports(table, store, {
    entity: readsExportEntity,
    requested: documentReadsExportRequested,
    auditType: 'DocumentReadsExport',
  });
