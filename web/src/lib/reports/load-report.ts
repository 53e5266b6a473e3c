import type { Language } from '@ezc/domain/constants';
import type { ReportName } from '@ezc/domain/reports/report-rows';
import { pageCount, pageHref } from '../lending/listing';
import { type Astro, callAll } from '../lending/server';
import { messageOfAnswer } from '../payments/listing';
import {
  type FilterProblem,
  filterProblem,
  PRINT_ROWS,
  type ReportQuery,
  readReportQuery,
  reportBody,
  reportPages,
  SCREEN_ROWS,
} from './report-query';

export type ReportRow = Readonly<Record<string, unknown>>;

/** A report as a page shows it: a page of rows with the count and totals, or why there are none. */
export type LoadedReport = {
  readonly report: ReportName;
  readonly query: ReportQuery;
} & (
  | {
      readonly state: 'shown';
      readonly rows: readonly ReportRow[];
      readonly count: number;
      readonly pages: number;
      /** The sums of the amounts over every matching row, by field. */
      readonly totals: Readonly<Record<string, unknown>>;
    }
  /** The filters were refused (a start after its end, a date that is not one). */
  | { readonly state: 'invalid'; readonly problem: FilterProblem }
  /** Only the Finance Team and Admin read reports. */
  | { readonly state: 'forbidden' }
  | { readonly state: 'failed'; readonly status: number; readonly message: string | undefined }
);

/**
 * Reads one report for its page, with the visitor's cookies, as the address asks: a page of 10
 * rows, or the first 1000 for the print view. A page past the last goes to the last. Called
 * from the page file itself (data are fetched in page files only, see lending/server.ts).
 */
export async function loadReport(
  astro: Astro,
  report: ReportName,
  lang: Language,
): Promise<{ redirect: Response } | LoadedReport> {
  const query = readReportQuery(astro.url.searchParams, report);
  const rows = query.print ? PRINT_ROWS : SCREEN_ROWS;
  const page = query.print ? 1 : query.page;
  const result = await callAll(astro, [
    ['POST', reportPages[report].api, reportBody(query.values, page, rows)],
  ]);
  if ('redirect' in result) return result;
  const answer = result.answers[0] ?? { status: 0, body: undefined };
  const base = { report, query };
  if (answer.status === 403) return { ...base, state: 'forbidden' };
  if (answer.status === 400 || answer.status === 422) {
    const problem = filterProblem(answer.body, lang);
    if (problem) return { ...base, state: 'invalid', problem };
  }
  const body = answer.body as { Data?: unknown; Count?: unknown; Totals?: unknown } | undefined;
  if (answer.status !== 200 || !Array.isArray(body?.Data)) {
    return { ...base, state: 'failed', status: answer.status, message: messageOfAnswer(answer) };
  }
  const count = typeof body.Count === 'number' ? body.Count : body.Data.length;
  const pages = pageCount(count, rows);
  if (!query.print && count > 0 && page > pages) {
    return { redirect: astro.redirect(pageHref(astro.url.pathname, astro.url.searchParams, pages), 302) };
  }
  const totals = (typeof body.Totals === 'object' && body.Totals !== null ? body.Totals : {}) as ReportRow;
  return { ...base, state: 'shown', rows: body.Data as ReportRow[], count, pages, totals };
}
