import * as z from 'zod';
import { pagingSchema } from '../paging';
import {
  OUTSTANDING_STATUS,
  outstandingStatuses,
  type ReportDefinition,
  type ReportRowBase,
} from './report-rows';

/** The spec's report page size (§9). */
export const REPORT_ROWS = 10;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A day filter: YYYY-MM-DD that is a real date; empty or 'All' is no filter. */
const dayFilter = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === '' ||
      v === 'All' ||
      (isoDate.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    {
      message: 'Dates are written YYYY-MM-DD.',
    },
  )
  .optional();
/** A code or number filter; empty or 'All' is no filter. */
const textFilter = z
  .string()
  .trim()
  .max(60)
  .refine((v) => !/[{}*<>/]/.test(v), {
    message: 'Input cannot contain the following characters: { } * < > /',
  })
  .optional();

/** The filters of spec §3, the same for every report; each report reads the date pair it files rows under. */
export const reportFiltersSchema = z.object({
  StartDueDate: dayFilter,
  EndDueDate: dayFilter,
  StartDate: dayFilter,
  EndDate: dayFilter,
  PartnerCode: textFilter,
  PackageCode: textFilter,
  ProductId: textFilter,
  Status: textFilter,
  LoanNo: textFilter,
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

const realDay = (v: string | undefined) => (v && isoDate.test(v) ? v : undefined);
/** A start after its end is a mistake to tell, not an empty report. */
const inOrder = (f: ReportFilters, ctx: z.RefinementCtx) => {
  for (const [start, end] of [
    ['StartDueDate', 'EndDueDate'],
    ['StartDate', 'EndDate'],
  ] as const) {
    const a = realDay(f[start]);
    const b = realDay(f[end]);
    if (a && b && a > b)
      ctx.addIssue({ code: 'custom', path: [end], message: 'The start date is after the end date.' });
  }
};

/** A report call: its filters with Rows (default 10) and Page. */
export const reportQuerySchema = pagingSchema(REPORT_ROWS)
  .extend(reportFiltersSchema.shape)
  .superRefine(inOrder);
/** The filters alone, checked the same way (an export's). */
export const checkedFiltersSchema = reportFiltersSchema.superRefine(inOrder);

/** Filters with 'All' and empty values gone and the date pair resolved for one report. */
export interface ActiveFilters {
  from?: string;
  to?: string;
  PartnerCode?: string;
  PackageCode?: string;
  ProductId?: string;
  Status?: string;
  LoanNo?: string;
}

const given = (v: string | undefined) => (v === undefined || v === '' || v === 'All' ? undefined : v);

export function activeFilters(report: ReportDefinition, f: ReportFilters): ActiveFilters {
  const [fromField, toField] = report.dateFilters;
  const out: ActiveFilters = {};
  const from = given(f[fromField]);
  const to = given(f[toField]);
  if (from) out.from = from;
  if (to) out.to = to;
  for (const field of ['PartnerCode', 'PackageCode', 'ProductId', 'Status'] as const) {
    const v = given(f[field]);
    if (v) out[field] = v;
  }
  const loanNo = given(f.LoanNo);
  if (loanNo) out.LoanNo = loanNo.toUpperCase();
  return out;
}

/** The four values rows are grouped on besides their day. */
export type Cell = Pick<ReportRowBase, 'PartnerCode' | 'PackageCode' | 'ProductId' | 'Status'>;

const statusMatches = (wanted: string | undefined, status: string) =>
  wanted === undefined ||
  (wanted === OUTSTANDING_STATUS ? outstandingStatuses.includes(status) : wanted === status);

/** Whether a group of rows passes the filters other than dates and the loan number. */
export function cellMatches(cell: Cell, f: ActiveFilters): boolean {
  return (
    (f.PartnerCode === undefined || f.PartnerCode === cell.PartnerCode) &&
    (f.PackageCode === undefined || f.PackageCode === cell.PackageCode) &&
    (f.ProductId === undefined || f.ProductId === cell.ProductId) &&
    statusMatches(f.Status, cell.Status)
  );
}

export const dayInRange = (day: string, f: ActiveFilters) =>
  (f.from === undefined || day >= f.from) && (f.to === undefined || day <= f.to);

/** Whether one row passes every filter. */
export function rowMatches(row: ReportRowBase, f: ActiveFilters): boolean {
  return dayInRange(row.Day, f) && (f.LoanNo === undefined || row.LoanNo === f.LoanNo) && cellMatches(row, f);
}
