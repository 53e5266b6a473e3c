import { type ListAnswer, type Paging, paginate } from '@ezc/domain';
import { addDays, malaysiaDate } from '../clock/malaysia-time';
import { ERASED, redactOnce } from './audit-redaction';
import { shardedCountMove, shardedCountsSum } from './list-counts';
import { monthOf, monthPages } from './month-pages';
import type { Item, Key, QuerySpec, Table, TableWrite } from './table';

/**
 * Who read which customer's document, kept beside the audit row of the read (same transaction,
 * same time and id) so a breach notice can name who was affected without scanning the audit
 * trail: one partition per calendar month (UTC) for a period across all customers, and GSI3 per
 * customer for one customer's reads. Each Malaysia day's reads are counted (in shards), so a page
 * of a period and its count cost about the page, whatever the period holds.
 */
/** Who read: the audit trail's actor (aggregate-store.ts), restated so the store can import this file. */
export interface Reader {
  readonly id: string;
  readonly kind: 'customer' | 'staff' | 'system' | 'anonymous';
  readonly ip?: string | undefined;
  readonly name?: string | undefined;
}

export interface DocumentRead {
  readonly customerId: string;
  /** What was read, as people name it: the document's title and file name. */
  readonly document: string;
  readonly mediaId: string;
}

export interface DocumentReadRow {
  At: string;
  AuditId: string;
  ReaderId: string;
  ReaderKind: Reader['kind'];
  ReaderName: string;
  IpAddress: string;
  CustomerId: string;
  Document: string;
  MediaId: string;
}

export const documentReadKeys = {
  row: (at: string, id: string, customerId: string) => ({
    PK: `DOCREADS#${monthOf(at)}`,
    SK: `${at}#${id}`,
    GSI3PK: `DOCREADSOF#${customerId}`,
    GSI3SK: `${at}#${id}`,
  }),
  month: (month: string) => `DOCREADS#${month}`,
  ofCustomer: (customerId: string) => `DOCREADSOF#${customerId}`,
  /** The count of a Malaysia day's reads (its first shard). */
  dayCount: (day: string): Key => ({ PK: `DOCREADCOUNT#${day}`, SK: 'COUNT' }),
} as const;

/** The move of the read's day count (a shard chosen by the read's id), in the read's transaction. */
export const documentReadCounted = (at: string, id: string): TableWrite =>
  shardedCountMove(documentReadKeys.dayCount(malaysiaDate(new Date(at))), id, 1);

/** The read's index row; `at` and `id` are the audit row's, so the two name each other. */
export function documentReadWrite(actor: Reader, read: DocumentRead, at: string, id: string): TableWrite {
  return {
    kind: 'put',
    item: {
      ...documentReadKeys.row(at, id, read.customerId),
      EntityType: 'DocumentRead',
      At: at,
      AuditId: id,
      ReaderId: actor.id,
      ReaderKind: actor.kind,
      ReaderName: actor.name ?? '',
      IpAddress: actor.ip ?? '',
      CustomerId: read.customerId,
      Document: read.document,
      MediaId: read.mediaId,
      // Counted in its day's count in the same transaction (see documentReadCountWrites).
      Counted: true,
    },
  };
}

/** The UTC months `from` to `to` span, as YYYY-MM, oldest first. */
export function monthsBetween(fromIso: string, toIso: string): string[] {
  const months: string[] = [];
  let y = Number(fromIso.slice(0, 4));
  let m = Number(fromIso.slice(5, 7));
  const last = monthOf(toIso);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

const rowOf = (i: Item): DocumentReadRow => ({
  At: String(i.At),
  AuditId: String(i.AuditId),
  ReaderId: String(i.ReaderId),
  ReaderKind: i.ReaderKind as Reader['kind'],
  ReaderName: String(i.ReaderName ?? ''),
  IpAddress: String(i.IpAddress ?? ''),
  CustomerId: String(i.CustomerId),
  Document: String(i.Document),
  MediaId: String(i.MediaId),
});

interface ReadsPeriod {
  fromIso: string;
  toIso: string;
  customerId?: string | undefined;
}

/**
 * Where the reads from `fromIso` to `toIso` (both inclusive instants) are kept, as Queries in the
 * page's order (newest first): one per month of the period, or one on the customer's index when a
 * customer is named.
 */
function periodQueries(input: ReadsPeriod): Omit<QuerySpec, 'cursor' | 'limit'>[] {
  // '~' sorts after the '#id' of any row at the last instant.
  const sk = { between: [input.fromIso, `${input.toIso}~`] as [string, string] };
  const partitions = input.customerId
    ? [{ index: 'GSI3' as const, pk: documentReadKeys.ofCustomer(input.customerId) }]
    : monthsBetween(input.fromIso, input.toIso)
        .reverse()
        .map((month) => ({ pk: documentReadKeys.month(month) }));
  return partitions.map((partition) => ({ ...partition, sk, forward: false }));
}

/** The reads of a period, newest first (see periodQueries). */
export async function documentReadsBetween(
  table: Pick<Table, 'queryAll'>,
  input: ReadsPeriod,
): Promise<DocumentReadRow[]> {
  return (await Promise.all(periodQueries(input).map((spec) => table.queryAll(spec)))).flat().map(rowOf);
}

/** How many reads a period holds: DynamoDB counts them (see periodQueries), sending none. */
export async function documentReadsCountOf(table: Pick<Table, 'count'>, input: ReadsPeriod): Promise<number> {
  const counts = await Promise.all(periodQueries(input).map((spec) => table.count(spec)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Rows of document reads read in one Query page for a file: a job reads a period page by page. */
const FILE_PAGE = 1000;

/**
 * The reads of a period in the page's order (newest first), a Query page at a time: a period's
 * file is written as it is read, never held whole.
 */
export async function* streamDocumentReads(
  table: Pick<Table, 'query'>,
  input: ReadsPeriod,
): AsyncGenerator<DocumentReadRow[]> {
  for (const spec of periodQueries(input)) {
    let cursor: string | undefined;
    do {
      const page = await table.query({ ...spec, limit: FILE_PAGE, ...(cursor ? { cursor } : {}) });
      if (page.items.length) yield page.items.map(rowOf);
      cursor = page.cursor;
    } while (cursor);
  }
}

/**
 * The index rows of one customer's document reads, with the person's values taken out once the
 * retention policy erased them: where the person read their own documents, their name and IP; in
 * every row, the file name (the document's title stays: 'Pay Slip: may.pdf' → 'Pay Slip'). Staff
 * readers, times and ids stay, so a breach notice can still say who read what kind of document.
 */
export async function redactDocumentReads(
  table: Pick<Table, 'queryAll' | 'transact'>,
  r: { customerId: string; personActorIds: readonly string[]; rule: string; at: string },
): Promise<number> {
  const items = await table.queryAll({ index: 'GSI3', pk: documentReadKeys.ofCustomer(r.customerId) });
  let redacted = 0;
  for (const i of items) {
    if (i.RedactedAt !== undefined || i.CustomerId !== r.customerId) continue;
    const byPerson = i.ReaderKind === 'customer' || r.personActorIds.includes(String(i.ReaderId));
    const document = String(i.Document ?? '');
    const title = document.includes(': ') ? document.slice(0, document.indexOf(': ')) : ERASED;
    const set: Record<string, unknown> & { RedactedAt: string } = {
      Document: title,
      RedactedAt: r.at,
      RedactedUnder: r.rule,
    };
    if (byPerson) Object.assign(set, { ReaderName: ERASED, IpAddress: ERASED });
    if (await redactOnce(table, i, set)) redacted += 1;
  }
  return redacted;
}

/** The Malaysia days from `from` to `to` (YYYY-MM-DD, both included). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The count of the reads of the Malaysia days `from` to `to`: every shard of every day, in batches. */
export async function documentReadsCounted(
  table: Pick<Table, 'batchGet'>,
  from: string,
  to: string,
): Promise<number> {
  const days = daysBetween(from, to).map((day) => ({ sharded: documentReadKeys.dayCount(day) }));
  return shardedCountsSum(table, days, false);
}

/**
 * One page of the reads from `fromIso` to `toIso`, newest first, and their count. Across all
 * customers the period's months are read from the newest back, no further than the page (and
 * never before the period), and the count is the days' counts; one customer's reads are few, and
 * read whole from their index.
 */
export async function documentReadsPage(
  table: Pick<Table, 'queryAll' | 'queryFirst' | 'batchGet'>,
  input: { fromIso: string; toIso: string; customerId?: string | undefined; paging: Paging },
): Promise<ListAnswer<DocumentReadRow>> {
  const { Page, Rows } = input.paging;
  if (input.customerId) return paginate(await documentReadsBetween(table, input), input.paging);
  const [counted, rows] = await Promise.all([
    documentReadsCounted(table, malaysiaDate(new Date(input.fromIso)), malaysiaDate(new Date(input.toIso))),
    monthPages(table, {
      partitions: (month) => [documentReadKeys.month(month)],
      newest: monthOf(input.toIso),
      oldest: monthOf(input.fromIso),
      // The walk stops at the page or the period's first month, not at the count: reads kept
      // before they were counted are listed all the same.
      total: Number.POSITIVE_INFINITY,
      wanted: Page * Rows,
      sk: { between: [input.fromIso, `${input.toIso}~`] },
      fromItem: rowOf,
      newestFirst: (a, b) => b.At.localeCompare(a.At) || b.AuditId.localeCompare(a.AuditId),
    }),
  ]);
  return { Data: paginate(rows, input.paging).Data, Count: Math.max(counted, rows.length) };
}

/**
 * The writes that count a read kept before reads were counted, or nothing for one counted already:
 * it is marked counted in the transaction that moves its day's count, on the condition that it
 * was not yet, so counting twice, or beside new reads, counts each read once.
 */
export function documentReadCountWrites(row: Item): TableWrite[] | undefined {
  if (row.Counted !== undefined || row.EntityType !== 'DocumentRead') return undefined;
  return [
    {
      kind: 'update',
      key: { PK: String(row.PK), SK: String(row.SK) },
      spec: { set: { Counted: true }, condition: { expression: 'attribute_not_exists(Counted)' } },
    },
    documentReadCounted(String(row.At), String(row.AuditId)),
  ];
}
