import {
  type Decision,
  type ReportExportStatus,
  reportExportRequested,
  reportExportStatuses,
  reportFiltersSchema,
  reportNames,
} from '@ezc/domain';
import { type Actor, type AggregateStore, defineEntity, type Table } from '@ezc/platform';
import * as z from 'zod';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * A report export (`REPORTEXPORT#<id>` / `REPORTEXPORT`): what was asked (the report, its filters,
 * the format and language), by whom, how many rows the file holds and how many are written, its
 * status (the export machine's), and where its file is kept once written.
 */
export const reportExportSchema = z.object({
  ExportId: z.string(),
  Report: z.enum(reportNames),
  Filters: reportFiltersSchema,
  Format: z.enum(exportFormats),
  Language: z.enum(['en', 'ms']),
  /** The staff member who asked: only they may follow and download it. */
  RequestedBy: z.string(),
  Rows: z.number().int().min(0),
  Done: z.number().int().min(0),
  Status: z.enum(reportExportStatuses),
  MachineVersion: z.string(),
  FileName: z.string(),
  BlobKey: z.string(),
  ContentType: z.string(),
  /** Why it failed, in words staff can act on. */
  Message: z.string().optional(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

export const reportExportEntity = defineEntity({
  name: 'ReportExport',
  schema: reportExportSchema,
  id: (e) => e.ExportId,
  key: (id: string) => ({ PK: `REPORTEXPORT#${id}`, SK: 'REPORTEXPORT' }),
});

export const EXPORT_AUDIT = 'ReportExport';

export interface LoadedExport {
  value: ReportExport;
  version: number;
}

export interface ReportExports {
  load(id: string): Promise<LoadedExport | undefined>;
  /** Stores a new export with the event that sets its job going, audited as asked by `actor`. */
  create(value: ReportExport, actor: Actor): Promise<void>;
  /** How many rows are written so far (no status change: the page's progress bar reads it). */
  progress(id: string, done: number): Promise<void>;
  /** The export's end, decided by its machine, audited. */
  finish(
    before: LoadedExport,
    after: ReportExport,
    decision: Decision<ReportExportStatus>,
    action: string,
    actor: Actor,
  ): Promise<void>;
}

export function reportExports(table: Table, store: AggregateStore): ReportExports {
  return {
    load: (id) => store.load(reportExportEntity, id),
    async create(value, actor) {
      await store.commit({
        entity: reportExportEntity,
        value,
        expectedVersion: 0,
        events: [store.envelope(reportExportRequested, { ExportId: value.ExportId }, actor, value.CreatedAt)],
        audit: {
          objectType: EXPORT_AUDIT,
          objectId: value.ExportId,
          action: 'Report export requested',
          actor,
          remarks: `${value.Report}, ${value.Format.toUpperCase()}, ${value.Rows} rows`,
        },
        at: value.CreatedAt,
      });
    },
    async progress(id, done) {
      await table.update(reportExportEntity.key(id), { set: { Done: done } });
    },
    async finish(before, after, decision, action, actor) {
      await store.commit({
        entity: reportExportEntity,
        value: { ...after, Status: decision.status, MachineVersion: decision.machineVersion },
        expectedVersion: before.version,
        emitted: { events: decision.events, data: { ExportId: after.ExportId }, actor },
        audit: {
          objectType: EXPORT_AUDIT,
          objectId: after.ExportId,
          action,
          actor,
          ...(after.Message ? { remarks: after.Message } : {}),
        },
        at: after.UpdatedAt,
      });
    },
  };
}
