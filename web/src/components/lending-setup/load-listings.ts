import type { LendingAction } from '@ezc/domain/lending/action-rights';
import { interestTypes, productStatuses, recordStatuses } from '@ezc/domain/lending/product';
import { type FilterSpec, LISTING_ROWS, type ListingQuery, readListingQuery } from './listing-query';
import { type Answer, type Astro, actionsOf, listOf, post, retryIfRotated } from './server-api';
import type { CodeOption, ListingState, PackageRow, PartnerRow, ProductRow } from './setup-types';

/**
 * What each setup listing reads while rendering. The pages call these in their own frontmatter
 * (data is fetched by the page, not by nested components, so the page's headers, the
 * Content-Security-Policy included, are complete before anything streams).
 */

/** Enough for every choice list: a lender has a handful of packages and partners. */
const ALL_ROWS = 999;

function stateOf<T>(answer: Answer): ListingState<T> {
  if (answer.status === 403) return { kind: 'forbidden' };
  const list = listOf<T>(answer);
  return list ? { kind: 'ready', rows: list.rows, count: list.count } : { kind: 'failed' };
}

/**
 * Whether the viewer may change this listing's records now: the list answer says which lending
 * actions its reader may take. Without that (the list failed) the buttons are not offered; a
 * right revoked while the page is open is met by the refusal, which hides them.
 */
const mayManageFrom = (answer: Answer, action: LendingAction): boolean => actionsOf(answer).includes(action);

function optionsOf<T>(answer: Answer, pick: (row: T) => CodeOption): CodeOption[] | undefined {
  return listOf<T>(answer)?.rows.map(pick);
}

export type Loaded<D> =
  | { readonly kind: 'redirect'; readonly response: Response }
  | ({ readonly kind: 'page' } & D);

export interface ProductListingData {
  readonly query: ListingQuery;
  readonly listing: ListingState<ProductRow>;
  /** The packages a product may name; undefined when the viewer may not read them. */
  readonly packages: readonly CodeOption[] | undefined;
  /** New, Edit and Delete are offered (the list's `Actions` allow them). */
  readonly mayManage: boolean;
}

export const PRODUCT_FILTERS: readonly FilterSpec[] = [
  { name: 'Name', kind: 'text' },
  { name: 'InterestType', kind: 'choice', choices: interestTypes },
  { name: 'Status', kind: 'choice', choices: productStatuses },
  // A code from the packages list when the viewer may read it, else typed.
  { name: 'PackageCode', kind: 'text', max: 40 },
];

export async function loadProductListing(astro: Astro): Promise<Loaded<ProductListingData>> {
  const query = readListingQuery(astro.url.searchParams, PRODUCT_FILTERS);
  const [list, packagesAnswer] = await Promise.all([
    post(astro, '/products/find-all', { Rows: LISTING_ROWS, Page: query.page, Search: query.search }),
    post(astro, '/packages/find-all', { Rows: ALL_ROWS, Page: 1, Search: {} }),
  ]);
  const retry = retryIfRotated(astro, [list, packagesAnswer]);
  if (retry) return { kind: 'redirect', response: retry };
  return {
    kind: 'page',
    query,
    listing: stateOf<ProductRow>(list),
    packages: optionsOf<PackageRow>(packagesAnswer, (p) => ({ code: p.PackageCode, name: p.Name })),
    mayManage: mayManageFrom(list, 'Manage Products'),
  };
}

export interface PackageListingData {
  readonly query: ListingQuery;
  readonly listing: ListingState<PackageRow>;
  /** The partners a package may name; undefined when the viewer may not read them. */
  readonly partners: readonly CodeOption[] | undefined;
  /** New, Edit and Delete are offered (the list's `Actions` allow them). */
  readonly mayManage: boolean;
}

export const PACKAGE_FILTERS: readonly FilterSpec[] = [
  { name: 'PackageCode', kind: 'text', max: 40 },
  { name: 'Name', kind: 'text' },
  { name: 'CompanyCode', kind: 'text', max: 40 },
  { name: 'Status', kind: 'choice', choices: recordStatuses },
];

export async function loadPackageListing(astro: Astro): Promise<Loaded<PackageListingData>> {
  const query = readListingQuery(astro.url.searchParams, PACKAGE_FILTERS);
  const [list, partnersAnswer] = await Promise.all([
    post(astro, '/packages/find-all', { Rows: LISTING_ROWS, Page: query.page, Search: query.search }),
    post(astro, '/partners/find-all', { Rows: ALL_ROWS, Page: 1, Search: {} }),
  ]);
  const retry = retryIfRotated(astro, [list, partnersAnswer]);
  if (retry) return { kind: 'redirect', response: retry };
  return {
    kind: 'page',
    query,
    listing: stateOf<PackageRow>(list),
    partners: optionsOf<PartnerRow>(partnersAnswer, (p) => ({ code: p.PartnerCode, name: p.Name })),
    mayManage: mayManageFrom(list, 'Manage Packages'),
  };
}

export interface PartnerListingData {
  readonly query: ListingQuery;
  readonly listing: ListingState<PartnerRow>;
  /** New, Edit and Delete are offered (the list's `Actions` allow them). */
  readonly mayManage: boolean;
}

export const PARTNER_FILTERS: readonly FilterSpec[] = [
  { name: 'PartnerCode', kind: 'text', max: 40 },
  { name: 'Name', kind: 'text' },
  { name: 'AccountCode', kind: 'text', max: 40 },
  { name: 'Status', kind: 'choice', choices: recordStatuses },
];

export async function loadPartnerListing(astro: Astro): Promise<Loaded<PartnerListingData>> {
  const query = readListingQuery(astro.url.searchParams, PARTNER_FILTERS);
  const list = await post(astro, '/partners/find-all', {
    Rows: LISTING_ROWS,
    Page: query.page,
    Search: query.search,
  });
  const retry = retryIfRotated(astro, [list]);
  if (retry) return { kind: 'redirect', response: retry };
  return {
    kind: 'page',
    query,
    listing: stateOf<PartnerRow>(list),
    mayManage: mayManageFrom(list, 'Manage Partners'),
  };
}
