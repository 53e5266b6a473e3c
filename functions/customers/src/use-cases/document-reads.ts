import { invalid, notFound, type Paging } from '@ezc/domain';
import {
  type Actor,
  type BlobStore,
  csvWriter,
  type DocumentReadRow,
  documentReadsCounted,
  documentReadsCountOf,
  documentReadsPage,
  type FileExportView,
  type FileWriter,
  fileExportStart,
  fileParts,
  followFileExport,
  type Logger,
  type Principal,
  platformKeys,
  startFileExport,
  streamDocumentReads,
  writeFileExport,
} from '@ezc/platform';
import type { ReadsExport, ReadsExports } from '../compliance/reads-exports';
import type { CustomersPorts } from '../ports';

export interface DocumentReadsFilter {
  /** Malaysia calendar days, YYYY-MM-DD, both included. */
  From: string;
  To: string;
  CustomerId?: string | undefined;
}

/** One read as the compliance page and its export show it. */
export interface DocumentReadView {
  At: string;
  ReaderName: string;
  ReaderKind: DocumentReadRow['ReaderKind'];
  ReaderId: string;
  IpAddress: string;
  CustomerId: string;
  CustomerName: string;
  Document: string;
  MediaId: string;
}

/** A year and a day at most: a breach notice looks back weeks, and each month is one Query. */
export const MAX_PERIOD_DAYS = 366;
export const DOCUMENT_READS_BAD_PERIOD = 'COMPLIANCE.BAD_PERIOD';
const DAY_MS = 86_400_000;

/** The period's first and last instants: the business keeps Malaysia's days (UTC+8, no DST). */
export function periodOf(filter: Pick<DocumentReadsFilter, 'From' | 'To'>): {
  fromIso: string;
  toIso: string;
} {
  const from = Date.parse(`${filter.From}T00:00:00.000+08:00`);
  const to = Date.parse(`${filter.To}T23:59:59.999+08:00`);
  if (to < from) {
    throw invalid(DOCUMENT_READS_BAD_PERIOD, 'The period must end on or after the day it starts.', {
      From: filter.From,
      To: filter.To,
    });
  }
  if ((to + 1 - from) / DAY_MS > MAX_PERIOD_DAYS) {
    throw invalid(DOCUMENT_READS_BAD_PERIOD, `The period may be at most ${MAX_PERIOD_DAYS} days.`, {
      max: MAX_PERIOD_DAYS,
    });
  }
  return { fromIso: new Date(from).toISOString(), toIso: new Date(to).toISOString() };
}

type Deps = Pick<CustomersPorts, 'table' | 'audit'>;

/** The reads, each with the customer's name as their record has it now. */
async function withNames(
  deps: Pick<CustomersPorts, 'table'>,
  rows: DocumentReadRow[],
): Promise<DocumentReadView[]> {
  const ids = [...new Set(rows.map((r) => r.CustomerId))];
  const records = ids.length ? await deps.table.batchGet(ids.map(platformKeys.customer), false) : [];
  const names = new Map(records.map((r, i) => [ids[i], typeof r?.FullName === 'string' ? r.FullName : '']));
  return rows.map(
    (r): DocumentReadView => ({
      At: r.At,
      ReaderName: r.ReaderName,
      ReaderKind: r.ReaderKind,
      ReaderId: r.ReaderId,
      IpAddress: r.IpAddress,
      CustomerId: r.CustomerId,
      CustomerName: names.get(r.CustomerId) ?? '',
      Document: r.Document,
      MediaId: r.MediaId,
    }),
  );
}

const customerOf = (filter: DocumentReadsFilter) => filter.CustomerId?.trim() || undefined;

/** Who asked what: looking at who read personal data is itself a read of personal data. */
const recordQuery = (deps: Deps, action: string, filter: DocumentReadsFilter, count: number, actor: Actor) =>
  deps.audit.record({
    objectType: 'Compliance',
    objectId: 'DocumentReads',
    action,
    actor,
    remarks: `${filter.From} to ${filter.To}${filter.CustomerId?.trim() ? `, customer ${filter.CustomerId.trim()}` : ''}: ${count} reads`,
    changes: {
      From: filter.From,
      To: filter.To,
      CustomerId: filter.CustomerId?.trim() || null,
      Count: count,
    },
  });

/** `POST /compliance/document-reads`: one page of the period's reads, newest first, and their count. */
export async function findDocumentReads(
  deps: Deps,
  input: { filter: DocumentReadsFilter; paging: Paging; actor: Actor },
) {
  const page = await documentReadsPage(deps.table, {
    ...periodOf(input.filter),
    customerId: customerOf(input.filter),
    paging: input.paging,
  });
  await recordQuery(deps, 'Document reads queried', input.filter, page.Count, input.actor);
  return { Data: await withNames(deps, page.Data), Count: page.Count };
}

export const documentReadColumns = [
  'At',
  'ReaderName',
  'ReaderKind',
  'ReaderId',
  'IpAddress',
  'CustomerId',
  'CustomerName',
  'Document',
  'MediaId',
] as const satisfies readonly (keyof DocumentReadView)[];

/** The file of a period's reads: named for its period, a CSV whose header is the API's field names. */
const readsFile = (filter: DocumentReadsFilter) => ({
  fileName: `document-reads-${filter.From}-to-${filter.To}.csv`,
  contentType: 'text/csv; charset=utf-8',
});

/**
 * `POST /compliance/document-reads/export`: every read of the filter, in the page's order, as a
 * file a job writes to the document store. The answer is the export, 'Running', for the page to
 * follow, or, for a caller that asked for the file itself (`awaitMs`), the export once its job has
 * ended (or as it stands by then). The export is recorded as a query of the reads.
 */
export async function startDocumentReadsExport(
  deps: Deps &
    Pick<CustomersPorts, 'ids' | 'clock'> & {
      blobs: Pick<BlobStore, 'presignGet'>;
      readsExports: ReadsExports;
    },
  caller: { principal: Principal; actor: Actor },
  input: { filter: DocumentReadsFilter; awaitMs?: number | undefined },
): Promise<FileExportView> {
  const period = periodOf(input.filter);
  const customerId = customerOf(input.filter);
  const rows = customerId
    ? await documentReadsCountOf(deps.table, { ...period, customerId })
    : await documentReadsCounted(deps.table, input.filter.From, input.filter.To);
  const value: ReadsExport = {
    ...fileExportStart({
      id: `RDX-${deps.ids.next()}`,
      requestedBy: caller.principal.id,
      rows,
      ...readsFile(input.filter),
      at: deps.clock.now().toISOString(),
    }),
    From: input.filter.From,
    To: input.filter.To,
    ...(customerId ? { CustomerId: customerId } : {}),
  };
  await recordQuery(deps, 'Document reads exported', input.filter, rows, caller.actor);
  const audit = {
    action: 'Document reads export requested',
    remarks: `${value.From} to ${value.To}${customerId ? `, customer ${customerId}` : ''}`,
  };
  const exportsDeps = { exports: deps.readsExports, blobs: deps.blobs };
  return startFileExport(exportsDeps, caller, value, audit, input.awaitMs);
}

const readsExportNotFound = () => notFound('COMPLIANCE.EXPORT_NOT_FOUND', 'Export not found.');

/** `POST /compliance/document-reads/exports/find-one`: the caller's own export, its link once ready. */
export async function findDocumentReadsExport(
  deps: { blobs: Pick<BlobStore, 'presignGet'>; readsExports: ReadsExports },
  principal: Principal,
  exportId: string,
): Promise<FileExportView> {
  const found = await followFileExport(
    { exports: deps.readsExports, blobs: deps.blobs },
    principal,
    exportId,
  );
  if (!found) throw readsExportNotFound();
  return found.view;
}

/** The reads an export holds, a Query page at a time, each page with its customers' names. */
async function* namedReads(deps: Pick<CustomersPorts, 'table'>, e: ReadsExport) {
  const period = periodOf({ From: e.From, To: e.To });
  for await (const batch of streamDocumentReads(deps.table, { ...period, customerId: e.CustomerId })) {
    yield await withNames(deps, batch);
  }
}

/**
 * The job of an export of the reads: the period read a Query page at a time, each page named and
 * written before the next is read.
 */
export const writeDocumentReadsExport = (
  deps: Pick<CustomersPorts, 'table'> & {
    blobs: Pick<BlobStore, 'put'>;
    log: Pick<Logger, 'error'>;
    readsExports: ReadsExports;
    now: () => Date;
  },
  exportId: string,
  actor: Actor,
) =>
  writeFileExport(
    { exports: deps.readsExports, blobs: deps.blobs, now: deps.now, log: deps.log },
    exportId,
    actor,
    (e, onRows) => {
      const csv = csvWriter(documentReadColumns);
      const writer: FileWriter<DocumentReadView> = {
        start: csv.start,
        end: csv.end,
        write: (batch) => csv.rows(batch.map((r) => documentReadColumns.map((c) => r[c]))),
      };
      return fileParts(writer, namedReads(deps, e), onRows);
    },
    {
      written: 'Document reads export written',
      failed: 'Document reads export failed',
      failure: 'The reads could not be read to the end. Try the export again.',
    },
  );
