import { invalid, type Paging } from '@ezc/domain';
import {
  type Actor,
  type DocumentReadRow,
  documentReadsBetween,
  documentReadsPage,
  platformKeys,
} from '@ezc/platform';
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

/** `POST /compliance/document-reads/export`: every read of the filter, in the page's order. */
export async function exportDocumentReads(
  deps: Deps,
  input: { filter: DocumentReadsFilter; actor: Actor },
): Promise<DocumentReadView[]> {
  const rows = await documentReadsBetween(deps.table, {
    ...periodOf(input.filter),
    customerId: customerOf(input.filter),
  });
  await recordQuery(deps, 'Document reads exported', input.filter, rows.length, input.actor);
  return withNames(deps, rows);
}
