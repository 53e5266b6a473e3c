/**
 * The listings' address bar: filters and the page number travel as GET parameters, so a filtered
 * page works without JavaScript, can be bookmarked and reloads as it was. Pure.
 */

/** spec §9: list pages show 20 rows. */
export const PAGE_ROWS = 20;

/** Beyond this a filter value is a mistake, not a search. */
const MAX_VALUE_LENGTH = 100;

export interface ListQuery {
  readonly page: number;
  /** Every named filter, trimmed; '' when not given. */
  readonly values: Readonly<Record<string, string>>;
}

export function readListQuery(params: URLSearchParams, names: readonly string[]): ListQuery {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = (params.get(name) ?? '').trim().slice(0, MAX_VALUE_LENGTH);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1, values };
}

/** The API's `Search`: filters left empty or set to 'All' are no filter (spec §5). */
export function searchFrom(values: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== '' && value !== 'All') out[name] = value;
  return out;
}

/** Loan numbers start with EZC (spec §9); anything else typed in the one box is an application id. */
export function splitIdOrLoanNo(value: string): { ApplicationId?: string; LoanNo?: string } {
  const v = value.trim();
  if (v === '') return {};
  return /^EZC/i.test(v) ? { LoanNo: v.toUpperCase() } : { ApplicationId: v.toUpperCase() };
}

export function pageCount(count: number, rows = PAGE_ROWS): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / rows));
}

/**
 * The page of a second list on a page that the address's `param` asks for (a whole number from 1),
 * or undefined when it asks for none or for something else.
 */
export function askedPage(params: URLSearchParams, param: string): number | undefined {
  const page = Number(params.get(param));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined;
}

/** The same listing at another page, its filters kept (page 1 is the address without `page`). */
export function pageHref(
  pathname: string,
  params: URLSearchParams,
  page: number,
  param = 'page',
  /** Where an address naming no page means another one (the latest), page 1 is named too. */
  nameFirst = false,
): string {
  const next = new URLSearchParams(params);
  next.delete(param);
  if (page > 1 || nameFirst) next.set(param, String(page));
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** True when any filter narrows the list (an empty list then means "no match", not "none yet"). */
export const isFiltered = (values: Readonly<Record<string, string>>): boolean =>
  Object.keys(searchFrom(values)).length > 0;
