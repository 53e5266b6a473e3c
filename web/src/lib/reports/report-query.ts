import type { Language } from '@ezc/domain/constants';
import { reportsTexts } from '@ezc/domain/i18n/reports';
import { type ReportColumn, reportColumns } from '@ezc/domain/reports/report-columns';
import { REPORT_ROWS } from '@ezc/domain/reports/report-filters';
import { showDay, statusLabel } from '@ezc/domain/reports/report-labels';
import { type ReportName, reports } from '@ezc/domain/reports/report-rows';
import { readListQuery, searchFrom } from '../lending/listing';

/**
 * The report pages' address bar and the calls it turns into. Each report has its page, its API
 * call and its export; the filters travel as GET parameters (a filtered report is a link the
 * dashboard or a colleague can open), `page` picks the page and `print=1` asks for the print
 * view. Pure.
 */

export interface ReportPage {
  readonly report: ReportName;
  /** The site's page. */
  readonly path: string;
  /** The API call answering a page of rows, the count and the totals. */
  readonly api: string;
}

export const reportPages: Readonly<Record<ReportName, ReportPage>> = {
  installments: { report: 'installments', path: '/report/installment-listing', api: '/reports/installments' },
  interest: { report: 'interest', path: '/report/interest-income-recognized', api: '/loans/interest-report' },
  lpc: { report: 'lpc', path: '/report/lpc', api: '/reports/lpc' },
  summary: { report: 'summary', path: '/report/summary-of-borrower', api: '/loans/summary-report' },
  payments: { report: 'payments', path: '/report/payments-received', api: '/payments/list' },
};

/** The browser's export call of a report (a streamed CSV or XLSX file). */
export const exportPath = (report: ReportName) => `/api/reports/${report}/export`;

/** Rows a screen page shows (spec §9), and the most the print view lists. */
export const SCREEN_ROWS = REPORT_ROWS;
export const PRINT_ROWS = 1000;

export type FilterField =
  | 'StartDueDate'
  | 'EndDueDate'
  | 'StartDate'
  | 'EndDate'
  | 'PartnerCode'
  | 'PackageCode'
  | 'ProductId'
  | 'Status'
  | 'LoanNo';

/** A report's filters in the form's order: its own pair of dates, then the codes, status and loan. */
export const filterFields = (report: ReportName): readonly FilterField[] => [
  ...reports[report].dateFilters,
  'PartnerCode',
  'PackageCode',
  'ProductId',
  'Status',
  'LoanNo',
];

export const isDateField = (field: FilterField) => field.endsWith('Date');

export interface ReportQuery {
  readonly page: number;
  readonly print: boolean;
  /** Every filter of the report, trimmed; '' when not given (or 'All'). */
  readonly values: Readonly<Record<FilterField, string>>;
}

export function readReportQuery(params: URLSearchParams, report: ReportName): ReportQuery {
  const fields = filterFields(report);
  const query = readListQuery(params, fields);
  const values = {} as Record<FilterField, string>;
  for (const field of fields) {
    const value = query.values[field] ?? '';
    values[field] = value === 'All' ? '' : value;
  }
  // A status the report does not have is no filter; loan numbers are upper case.
  if (!reports[report].statuses.includes(values.Status)) values.Status = '';
  values.LoanNo = values.LoanNo.toUpperCase();
  return { page: query.page, print: params.get('print') === '1', values };
}

/** The report call's body: the filters given, top level, with the page wanted. */
export const reportBody = (values: Readonly<Record<string, string>>, page: number, rows: number) => ({
  Rows: rows,
  Page: page,
  ...searchFrom(values),
});

/** The export call's body: the same filters, the file's format and the language of its words. */
export const exportBody = (values: Readonly<Record<string, string>>, lang: Language) => ({
  ...searchFrom(values),
  Language: lang,
});

/** The same report in its print view (or back from it), filters kept, from the first row. */
export function printHref(pathname: string, params: URLSearchParams, print: boolean): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('print');
  if (print) next.set('print', '1');
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The filters given, in the page's words, for the print view's heading. */
export function filtersInUse(
  report: ReportName,
  values: Readonly<Record<FilterField, string>>,
  lang: Language,
): string[] {
  const labels = reportsTexts[lang].reportPages.filters;
  return filterFields(report)
    .filter((field) => values[field] !== '')
    .map((field) => {
      const value = values[field];
      const shown =
        field === 'Status' ? statusLabel(report, value, lang) : isDateField(field) ? showDay(value) : value;
      return `${labels[field]} ${shown}`;
    });
}

/**
 * How a report's totals row lines up: its label spans the columns before the first amount, then
 * each later column holds its total (money) or nothing.
 */
export function totalsLayout(report: ReportName): { span: number; rest: readonly ReportColumn[] } {
  const columns = reportColumns[report];
  const first = Math.max(
    1,
    columns.findIndex((c) => c.kind === 'money'),
  );
  return { span: first, rest: columns.slice(first) };
}

/** What a refused filter says, in the page's language when the product knows the words. */
export interface FilterProblem {
  readonly message: string;
  /** The filters at fault, to mark them. */
  readonly fields: readonly string[];
}

const KNOWN: readonly [RegExp, 'badRange' | 'badDate'][] = [
  [/start date is after the end date/i, 'badRange'],
  [/Dates are written YYYY-MM-DD/i, 'badDate'],
];

/** The problem a 400 or 422 answer names (its `fields` when given, else its `message`). */
export function filterProblem(body: unknown, lang: Language): FilterProblem | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, fields } = body as { message?: unknown; fields?: unknown };
  const byField =
    typeof fields === 'object' && fields !== null
      ? Object.entries(fields as Record<string, unknown>).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        )
      : [];
  const raw = byField.map(([, m]) => m);
  if (raw.length === 0 && typeof message === 'string' && message.trim()) raw.push(message);
  if (raw.length === 0) return undefined;
  const words = reportsTexts[lang].reportPages.filters;
  const told = raw.map((m) => {
    const known = KNOWN.find(([pattern]) => pattern.test(m));
    return known ? words[known[1]] : m;
  });
  return { message: [...new Set(told)].join(' '), fields: byField.map(([field]) => field) };
}
