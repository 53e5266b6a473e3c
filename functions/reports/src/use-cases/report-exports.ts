import { type Language, notFound, type ReportFilters, type ReportName } from '@ezc/domain';
import {
  type Actor,
  type BlobStore,
  type FileExportView,
  fileExportStart,
  followFileExport,
  type Ids,
  type Logger,
  type Principal,
  startFileExport,
  writeFileExport,
} from '@ezc/platform';
import type { ExportFormat, ReportExport, ReportExports } from '../exports/report-exports';
import { countReport, exportFile, exportReport } from './export-report';
import type { ReportPorts } from './find-report';

export const exportNotFound = () => notFound('REPORTS.EXPORT_NOT_FOUND', 'Export not found.');

/** What staff see of a report export: the file export's view, and which report it is. */
const withReport = (e: ReportExport, view: FileExportView) => ({
  ...view,
  Report: e.Report,
  Format: e.Format,
});

interface StartDeps extends ReportPorts {
  exports: ReportExports;
  blobs: Pick<BlobStore, 'presignGet'>;
  ids: Ids;
  now: () => Date;
}

/**
 * `/reports/{report}/export`: an export of the whole filtered report is asked for. Its rows are
 * counted now (from the day summaries), and a job writes its file to the document store; the
 * answer is the export, 'Running', for the page to follow, or, for a caller that asked for the
 * file itself (`awaitMs`), the export once its job has ended (or as it stands by then).
 */
export async function startReportExport(
  deps: StartDeps,
  caller: { principal: Principal; actor: Actor },
  input: {
    report: ReportName;
    filters: ReportFilters;
    format: ExportFormat;
    language: Language;
    awaitMs?: number;
  },
) {
  const rows = await countReport(deps, input.report, input.filters);
  const { fileName, contentType } = exportFile(input.report, input.format, deps.today());
  const value: ReportExport = {
    ...fileExportStart({
      id: `EXP-${deps.ids.next()}`,
      requestedBy: caller.principal.id,
      rows,
      fileName,
      contentType,
      at: deps.now().toISOString(),
    }),
    Report: input.report,
    Filters: input.filters,
    Format: input.format,
    Language: input.language,
  };
  const audit = {
    action: 'Report export requested',
    remarks: `${value.Report}, ${value.Format.toUpperCase()}, ${value.Rows} rows`,
  };
  return withReport(value, await startFileExport(deps, caller, value, audit, input.awaitMs));
}

/**
 * `/reports/exports/find-one`: the caller's own export (another's is not found), with a link to
 * its file for a few minutes once it is ready.
 */
export async function findReportExport(
  deps: { exports: ReportExports; blobs: Pick<BlobStore, 'presignGet'> },
  principal: Principal,
  exportId: string,
) {
  const found = await followFileExport(deps, principal, exportId);
  if (!found) throw exportNotFound();
  return withReport(found.export, found.view);
}

interface WriteDeps extends ReportPorts {
  exports: ReportExports;
  blobs: Pick<BlobStore, 'put'>;
  now: () => Date;
  log: Pick<Logger, 'error'>;
}

/** The job of a report export: the report's file, written a day of rows at a time. */
export const writeReportExport = (deps: WriteDeps, exportId: string, actor: Actor) =>
  writeFileExport(
    deps,
    exportId,
    actor,
    (e, onRows) => exportReport(deps, e.Report, e.Filters, e.Format, e.Language, onRows),
    {
      written: 'Report export written',
      failed: 'Report export failed',
      failure: 'The report could not be read to the end. Try the export again.',
    },
  );
