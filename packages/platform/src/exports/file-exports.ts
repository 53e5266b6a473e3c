import {
  type Decision,
  decideFileExport,
  type EventDefinition,
  type FileExportStatus,
  fileExportStatuses,
  newFileExport,
} from '@ezc/domain';
import * as z from 'zod';
import type { BlobStore } from '../blobs/blob-store';
import type { Principal } from '../http/types';
import type { Logger } from '../log';
import type { Actor, AggregateStore } from '../table/aggregate-store';
import type { Entity } from '../table/entity';
import type { Table } from '../table/table';

/**
 * What every file export keeps (a report's, the document reads'): who asked (only they may follow
 * and download it), how many rows the file holds and how many are written, its status (the file
 * export machine's), and where its file is kept once written. Each kind adds what was asked.
 */
export const fileExportFields = {
  ExportId: z.string(),
  RequestedBy: z.string(),
  Rows: z.number().int().min(0),
  Done: z.number().int().min(0),
  Status: z.enum(fileExportStatuses),
  MachineVersion: z.string(),
  FileName: z.string(),
  BlobKey: z.string(),
  ContentType: z.string(),
  /** Why it failed, in words staff can act on. */
  Message: z.string().optional(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
};
const fileExportSchema = z.object(fileExportFields);
export type FileExport = z.infer<typeof fileExportSchema>;

export interface LoadedFileExport<T extends FileExport> {
  value: T;
  version: number;
}

export interface FileExports<T extends FileExport> {
  load(id: string): Promise<LoadedFileExport<T> | undefined>;
  /** Stores a new export with the event that sets its job going, audited as asked by `actor`. */
  create(value: T, actor: Actor, audit: { action: string; remarks: string }): Promise<void>;
  /** How many rows are written so far (no status change: the page's progress bar reads it). */
  progress(id: string, done: number): Promise<void>;
  /** The export's end, decided by its machine, audited. */
  finish(
    before: LoadedFileExport<T>,
    after: T,
    decision: Decision<FileExportStatus>,
    action: string,
    actor: Actor,
  ): Promise<void>;
}

/** The store of one kind of export: its entity, the event that starts its job, its audit type. */
export function fileExports<T extends FileExport>(
  table: Pick<Table, 'update'>,
  store: AggregateStore,
  kind: {
    entity: Entity<T, string>;
    requested: EventDefinition<string, z.ZodType<{ ExportId: string }>>;
    auditType: string;
  },
): FileExports<T> {
  const { entity } = kind;
  return {
    load: (id) => store.load(entity, id),
    async create(value, actor, { action, remarks }) {
      await store.commit({
        entity,
        value,
        expectedVersion: 0,
        events: [store.envelope(kind.requested, { ExportId: value.ExportId }, actor, value.CreatedAt)],
        audit: { objectType: kind.auditType, objectId: value.ExportId, action, actor, remarks },
        at: value.CreatedAt,
      });
    },
    async progress(id, done) {
      await table.update(entity.key(id), { set: { Done: done } });
    },
    async finish(before, after, decision, action, actor) {
      await store.commit({
        entity,
        value: { ...after, Status: decision.status, MachineVersion: decision.machineVersion },
        expectedVersion: before.version,
        emitted: { events: decision.events, data: { ExportId: after.ExportId }, actor },
        audit: {
          objectType: kind.auditType,
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

/** A new export's own fields, 'Running', its file to be kept under `exports/<id>/<file name>`. */
export function fileExportStart(input: {
  id: string;
  requestedBy: string;
  rows: number;
  fileName: string;
  contentType: string;
  at: string;
}): FileExport {
  const first = newFileExport();
  return {
    ExportId: input.id,
    RequestedBy: input.requestedBy,
    Rows: input.rows,
    Done: 0,
    Status: first.status,
    MachineVersion: first.machineVersion,
    FileName: input.fileName,
    BlobKey: `exports/${input.id}/${input.fileName}`,
    ContentType: input.contentType,
    CreatedAt: input.at,
    UpdatedAt: input.at,
  };
}

/** How long a download link lasts: long enough to start the download, short if it is passed on. */
const LINK_SECONDS = 10 * 60;

/** What staff see of an export: its status, its progress, and its link once ready. */
export const fileExportView = (e: FileExport, url?: string) => ({
  ExportId: e.ExportId,
  Status: e.Status,
  Rows: e.Rows,
  Done: e.Done,
  FileName: e.FileName,
  ...(e.Message ? { Message: e.Message } : {}),
  ...(url ? { Url: url } : {}),
});
export type FileExportView = ReturnType<typeof fileExportView>;

interface FollowDeps<T extends FileExport> {
  exports: Pick<FileExports<T>, 'load'>;
  blobs: Pick<BlobStore, 'presignGet'>;
}

/** The export as its owner sees it (anyone else's is `undefined`), with its file's link once ready. */
export async function followFileExport<T extends FileExport>(
  deps: FollowDeps<T>,
  principal: Pick<Principal, 'id'>,
  exportId: string,
): Promise<{ export: T; view: FileExportView } | undefined> {
  const found = await deps.exports.load(exportId.trim());
  if (!found || found.value.RequestedBy !== principal.id) return undefined;
  const e = found.value;
  if (e.Status !== 'Ready') return { export: e, view: fileExportView(e) };
  const url = await deps.blobs.presignGet(e.BlobKey, {
    expiresInSeconds: LINK_SECONDS,
    fileName: e.FileName,
  });
  return { export: e, view: fileExportView(e, url) };
}

/** How often a caller that waits for its file asks how far the job has come. */
const ASK_EVERY_MS = 250;

/**
 * A new export (see fileExportStart) stored with the event that sets its job going, audited. The
 * answer is the export, 'Running', for the page to follow, or, for a caller that asked for the
 * file itself (`awaitMs`), the export once its job has ended (or as it stands by then).
 */
export async function startFileExport<T extends FileExport>(
  deps: { exports: Pick<FileExports<T>, 'load' | 'create'>; blobs: Pick<BlobStore, 'presignGet'> },
  caller: { principal: Pick<Principal, 'id'>; actor: Actor },
  value: T,
  audit: { action: string; remarks: string },
  awaitMs?: number,
): Promise<FileExportView> {
  await deps.exports.create(value, caller.actor, audit);
  if (!awaitMs) return fileExportView(value);
  return (await awaitFileExport(deps, caller.principal, value.ExportId, awaitMs)) ?? fileExportView(value);
}

/**
 * The export once its job has ended, or as it stands after `withinMs`: for a caller that asked
 * for the file itself rather than for the export to follow.
 */
async function awaitFileExport<T extends FileExport>(
  deps: FollowDeps<T>,
  principal: Pick<Principal, 'id'>,
  exportId: string,
  withinMs: number,
): Promise<FileExportView | undefined> {
  const until = Date.now() + withinMs;
  for (;;) {
    const found = await followFileExport(deps, principal, exportId);
    if (found?.export.Status !== 'Running' || Date.now() >= until) return found?.view;
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
}

/** A file's writer: its first part, a batch's part, its last part (any of them may be empty). */
export interface FileWriter<B> {
  start(): Uint8Array;
  write(batch: readonly B[]): Uint8Array;
  end(): Uint8Array;
}

/**
 * A whole file's parts, written as its batches are read: each batch is written before the next is
 * read, `onRows` told the rows written so far. An empty part is left out (a workbook's writer may
 * hold a batch back and hand it on with a later one).
 */
export async function fileParts<B>(
  writer: FileWriter<B>,
  batches: AsyncIterable<readonly B[]>,
  onRows: (written: number) => void,
): Promise<Uint8Array[]> {
  const parts = [writer.start()];
  let written = 0;
  for await (const batch of batches) {
    const part = writer.write(batch);
    if (part.length) parts.push(part);
    written += batch.length;
    onRows(written);
  }
  const last = writer.end();
  if (last.length) parts.push(last);
  return parts;
}

interface WriteDeps<T extends FileExport> {
  exports: FileExports<T>;
  blobs: Pick<BlobStore, 'put'>;
  now: () => Date;
  log: Pick<Logger, 'error'>;
}

/** Progress is stored at most this often: each store is a write, and the page reads it twice a second. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The job of an export asked for: `write` makes the file's parts as it reads (telling how many
 * rows it has written), the progress is stored as it goes, then the file is kept in the document
 * store and the export made 'Ready'. A list that cannot be read makes it 'Failed', saying so. An
 * export already finished (a second delivery) is left as it is.
 */
export async function writeFileExport<T extends FileExport>(
  deps: WriteDeps<T>,
  exportId: string,
  actor: Actor,
  write: (e: T, onRows: (written: number) => void) => Promise<Uint8Array[]>,
  texts: { written: string; failed: string; failure: string },
): Promise<void> {
  const loaded = await deps.exports.load(exportId);
  if (loaded?.value.Status !== 'Running') return;
  const e = loaded.value;
  const end = async (after: T, event: 'FINISH' | 'FAIL', action: string) => {
    const decision = decideFileExport(e.Status, { type: event });
    // The stored progress is a plain write beside the status: the export's version still holds.
    await deps.exports.finish(
      loaded,
      { ...after, UpdatedAt: deps.now().toISOString() },
      decision,
      action,
      actor,
    );
  };
  try {
    let stored = 0;
    let rows = 0;
    // Stored one after another, and all of it before the end is: a late one never follows it.
    let progress: Promise<void> = Promise.resolve();
    const parts = await write(e, (written) => {
      rows = written;
      if (Date.now() - stored < PROGRESS_EVERY_MS) return;
      stored = Date.now();
      progress = progress.then(() => deps.exports.progress(e.ExportId, written)).catch(() => undefined);
    });
    await deps.blobs.put(e.BlobKey, parts, { contentType: e.ContentType });
    await progress;
    // The file holds what was read, which a count made when the export was asked for foretold.
    await end({ ...e, Rows: rows, Done: rows }, 'FINISH', texts.written);
  } catch (error) {
    deps.log.error('exports.failed', { exportId, error: String(error) });
    await end({ ...e, Message: texts.failure }, 'FAIL', texts.failed);
  }
}
