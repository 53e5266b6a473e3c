/**
 * The document-reads filter of `/settings/compliance` as an address: `From`, `To` (Malaysia days,
 * YYYY-MM-DD), an optional `CustomerId` and `page`. Without dates the last 30 days are shown.
 */

export interface ReadsQuery {
  readonly From: string;
  readonly To: string;
  readonly CustomerId: string;
  readonly Page: number;
}

export const READS_ROWS = 20;
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

/** The Malaysia calendar day of an instant, YYYY-MM-DD. */
export const malaysiaDay = (at: Date) =>
  new Date(at.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);

const dayParam = (params: URLSearchParams, name: string) => {
  const v = params.get(name)?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
};

export function readReadsQuery(params: URLSearchParams, now: Date): ReadsQuery {
  const To = dayParam(params, 'To') ?? malaysiaDay(now);
  const From =
    dayParam(params, 'From') ??
    malaysiaDay(new Date(Date.parse(`${To}T12:00:00+08:00`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    From,
    To,
    CustomerId: (params.get('CustomerId') ?? '').trim().slice(0, 100),
    Page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const filterOf = (q: ReadsQuery) => ({
  From: q.From,
  To: q.To,
  ...(q.CustomerId ? { CustomerId: q.CustomerId } : {}),
});

/** The body of `POST /compliance/document-reads` for one page. */
export const readsBody = (q: ReadsQuery) => ({ ...filterOf(q), Page: q.Page, Rows: READS_ROWS });

/** The body of `POST /compliance/document-reads/export`: the same filter, every row. */
export const readsExportBody = (q: ReadsQuery) => filterOf(q);

export const READS_EXPORT_PATH = '/settings/compliance/document-reads.csv';

/** The export link: the site's own address, which asks the API as the visitor and hands the file on. */
export function readsExportHref(q: ReadsQuery): string {
  return `${READS_EXPORT_PATH}?${new URLSearchParams(filterOf(q)).toString()}`;
}
