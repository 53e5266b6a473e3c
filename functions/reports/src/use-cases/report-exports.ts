import {
  decideReportExport,
  type Language,
  newReportExport,
  notFound,
  type ReportFilters,
  type ReportName,
} from '@ezc/domain';
import type { Actor, BlobStore, Ids, Logger, Principal } from '@ezc/platform';
import type { ExportFormat, LoadedExport, ReportExport, ReportExports } from '../exports/report-exports';
import { countReport, exportFile, exportReport } from './export-report';
import type { ReportPorts } from './find-report';

export const exportNotFound = () => notFound('REPORTS.EXPORT_NOT_FOUND', 'Export not found.');

/** How long a download link lasts: long enough to start the download, short if it is passed on. */
const LINK_SECONDS = 10 * 60;

/** What staff see of an export: its status, its progress, and its link once ready. */
const exportView = (e: ReportExport, url?: string) => ({
  ExportId: e.ExportId,
  Report: e.Report,
  Format: e.Format,
  Status: e.Status,
  Rows: e.Rows,
  Done: e.Done,
  FileName: e.FileName,
  ...(e.Message ? { Message: e.Message } : {}),
  ...(url ? { Url: url } : {}),
});

interface StartDeps extends ReportPorts {
  exports: ReportExports;
  ids: Ids;
  now: () => Date;
}

/**
 * `/reports/{report}/export`: an export of the whole filtered report is asked for. Its rows are
 * counted now (from the day summaries), and a job writes its file to the document store; the
 * answer is the export, 'Running', for the page to follow.
 */
export async function startReportExport(
  deps: StartDeps,
  caller: { principal: Principal; actor: Actor },
  input: { report: ReportName; filters: ReportFilters; format: ExportFormat; language: Language },
) {
  const rows = await countReport(deps, input.report, input.filters);
  const at = deps.now().toISOString();
  const id = `EXP-${deps.ids.next()}`;
  const { fileName, contentType } = exportFile(input.report, input.format, deps.today());
  const first = newReportExport();
  const value: ReportExport = {
    ExportId: id,
    Report: input.report,
    Filters: input.filters,
    Format: input.format,
    Language: input.language,
    RequestedBy: caller.principal.id,
    Rows: rows,
    Done: 0,
    Status: first.status,
    MachineVersion: first.machineVersion,
    FileName: fileName,
    BlobKey: `exports/${id}/${fileName}`,
    ContentType: contentType,
    CreatedAt: at,
    UpdatedAt: at,
  };
  await deps.exports.create(value, caller.actor);
  return exportView(value);
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
  const found = await deps.exports.load(exportId.trim());
  if (!found || found.value.RequestedBy !== principal.id) throw exportNotFound();
  const e = found.value;
  if (e.Status !== 'Ready') return exportView(e);
  const url = await deps.blobs.presignGet(e.BlobKey, {
    expiresInSeconds: LINK_SECONDS,
    fileName: e.FileName,
  });
  return exportView(e, url);
}

interface WriteDeps extends ReportPorts {
  exports: ReportExports;
  blobs: Pick<BlobStore, 'put'>;
  now: () => Date;
  log: Pick<Logger, 'error'>;
}

/** Progress is stored at most this often: each store is a write, and the page reads it twice a second. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The job of an export asked for: the file is written as the report is read (a day of rows at a
 * time), its progress stored as it goes, then kept in the document store and the export made
 * 'Ready'. A report that cannot be read makes it 'Failed', saying so. An export already finished
 * (a second delivery) is left as it is.
 */
export async function writeReportExport(deps: WriteDeps, exportId: string, actor: Actor): Promise<void> {
  const loaded = await deps.exports.load(exportId);
  if (loaded?.value.Status !== 'Running') return;
  const e = loaded.value;
  try {
    let stored = 0;
    // Stored one after another, and all of it before the end is: a late one never follows it.
    let progress: Promise<void> = Promise.resolve();
    const parts = await exportReport(deps, e.Report, e.Filters, e.Format, e.Language, (written) => {
      if (Date.now() - stored < PROGRESS_EVERY_MS) return;
      stored = Date.now();
      progress = progress.then(() => deps.exports.progress(e.ExportId, written)).catch(() => undefined);
    });
    await deps.blobs.put(e.BlobKey, parts, { contentType: e.ContentType });
    await progress;
    await end(deps, loaded, { ...e, Done: e.Rows }, 'FINISH', 'Report export written', actor);
  } catch (error) {
    deps.log.error('reports.export-failed', { exportId, error: String(error) });
    const message = 'The report could not be read to the end. Try the export again.';
    await end(deps, loaded, { ...e, Message: message }, 'FAIL', 'Report export failed', actor);
  }
}

async function end(
  deps: Pick<WriteDeps, 'exports' | 'now'>,
  before: LoadedExport,
  after: ReportExport,
  event: 'FINISH' | 'FAIL',
  action: string,
  actor: Actor,
) {
  const decision = decideReportExport(before.value.Status, { type: event });
  // The stored progress is a plain write beside the status: the export's version still holds.
  await deps.exports.finish(
    before,
    { ...after, UpdatedAt: deps.now().toISOString() },
    decision,
    action,
    actor,
  );
}
