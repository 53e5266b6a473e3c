import { DEFAULT_ROWS } from '@ezc/domain/constants';

/**
 * A setup listing's address is its state: the filters and the page are GET parameters, so the
 * filter form works without a script, a listing can be bookmarked, and Back returns to it as it
 * was. Pure: no Astro, no DOM.
 */

/** Rows per page of every setup listing (spec §9: products, packages and partners 20). */
export const LISTING_ROWS = DEFAULT_ROWS;

/** The most pages an address may ask for; anything beyond is page 1. */
const MAX_PAGE = 10_000;

export type FilterSpec =
  /** Free text the API matches case-insensitively anywhere in the field. */
  | { readonly name: string; readonly kind: 'text'; readonly max?: number }
  /** One of a fixed list ('All' or nothing = no filter). */
  | { readonly name: string; readonly kind: 'choice'; readonly choices: readonly string[] };

export interface ListingQuery {
  readonly page: number;
  /** What the filter form shows, by filter name ('' for a free text left empty, 'All' for a list). */
  readonly values: Readonly<Record<string, string>>;
  /** The API's `Search`: only the filters that filter. */
  readonly search: Readonly<Record<string, string>>;
}

/** The listing's page and filters from its address; values it cannot take are dropped. */
export function readListingQuery(params: URLSearchParams, filters: readonly FilterSpec[]): ListingQuery {
  const values: Record<string, string> = {};
  const search: Record<string, string> = {};
  for (const filter of filters) {
    const raw = (params.get(filter.name) ?? '').trim();
    if (filter.kind === 'text') {
      const value = raw.slice(0, filter.max ?? 100);
      values[filter.name] = value;
      if (value) search[filter.name] = value;
    } else {
      const value = filter.choices.includes(raw) ? raw : 'All';
      values[filter.name] = value;
      if (value !== 'All') search[filter.name] = value;
    }
  }
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    values,
    search,
  };
}

/** How many pages `count` rows fill (at least one, so an empty listing still has page 1). */
export const pageCount = (count: number, rows: number = LISTING_ROWS): number =>
  Math.max(1, Math.ceil(Math.max(0, count) / rows));

/** The same listing at another page: the filters stay, page 1 has no parameter. */
export function pageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${url.pathname}?${qs}` : url.pathname;
}

/** 'Showing 21–40 of 45': the first and last row numbers of this page. */
export function rowRange(
  page: number,
  shown: number,
  rows: number = LISTING_ROWS,
): { from: number; to: number } {
  if (shown <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * rows + 1;
  return { from, to: from + shown - 1 };
}

/** Whether any filter filters (the "Clear filters" link shows then). */
export const isFiltered = (query: ListingQuery): boolean => Object.keys(query.search).length > 0;
