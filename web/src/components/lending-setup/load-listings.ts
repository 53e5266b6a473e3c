import { type LendingAction, mayAct } from '@ezc/domain/lending/action-rights';
import { interestTypes, productStatuses, recordStatuses } from '@ezc/domain/lending/product';
import { type FilterSpec, LISTING_ROWS, type ListingQuery, readListingQuery } from './listing-query';
import { type Answer, type Astro, dataOf, listOf, post, retryIfRotated } from './server-api';
import type { CodeOption, ListingState, MayManage, PackageRow, PartnerRow, ProductRow } from './setup-types';

/**
 * What each setup listing reads while rendering. The pages call these in their own frontmatter
 * (data is fetched by the page, not by nested components, so the page's headers, the
 * Content-Security-Policy included, are complete before anything streams).
 */

interface Viewer {
  readonly roles: readonly string[];
}

/** Enough for every choice list: a lender has a handful of packages and partners. */
const ALL_ROWS = 999;

function stateOf<T>(answer: Answer): ListingState<T> {
  if (answer.status === 403) return { kind: 'forbidden' };
  const list = listOf<T>(answer);
  return list ? { kind: 'ready', rows: list.rows, count: list.count } : { kind: 'failed' };
}

/**
 * Whether the viewer may change records: an Admin reads the action rights (the call is the
 * Admin's); for anyone else the API does not say, so 'unknown'.
 */
function rightsCall(astro: Astro, viewer: Viewer | undefined): Promise<Answer | undefined> {
  return viewer?.roles.includes('Admin')
    ? post(astro, '/settings/action-rights/find', {})
    : Promise.resolve(undefined);
}

function mayManageFrom(
  answer: Answer | undefined,
  action: LendingAction,
  viewer: Viewer | undefined,
): MayManage {
  if (!answer || !viewer) return 'unknown';
  const rights = dataOf<{ Rights?: Partial<Record<LendingAction, readonly string[]>> }>(answer)?.Rights;
  if (!rights) return 'unknown';
  return mayAct(rights, action, viewer.roles) ? 'yes' : 'no';
}

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
  readonly mayManage: MayManage;
}

export const PRODUCT_FILTERS: readonly FilterSpec[] = [
  { name: 'Name', kind: 'text' },
  { name: 'InterestType', kind: 'choice', choices: interestTypes },
  { name: 'Status', kind: 'choice', choices: productStatuses },
  // A code from the packages list when the viewer may read it, else typed.
  { name: 'PackageCode', kind: 'text', max: 40 },
];

export async function loadProductListing(
  astro: Astro,
  viewer: Viewer | undefined,
): Promise<Loaded<ProductListingData>> {
  const query = readListingQuery(astro.url.searchParams, PRODUCT_FILTERS);
  const [list, packagesAnswer, rights] = await Promise.all([
    post(astro, '/products/find-all', { Rows: LISTING_ROWS, Page: query.page, Search: query.search }),
    post(astro, '/packages/find-all', { Rows: ALL_ROWS, Page: 1, Search: {} }),
    rightsCall(astro, viewer),
  ]);
  const retry = retryIfRotated(astro, [list, packagesAnswer, ...(rights ? [rights] : [])]);
  if (retry) return { kind: 'redirect', response: retry };
  return {
    kind: 'page',
    query,
    listing: stateOf<ProductRow>(list),
    packages: optionsOf<PackageRow>(packagesAnswer, (p) => ({ code: p.PackageCode, name: p.Name })),
    mayManage: mayManageFrom(rights, 'Manage Products', viewer),
  };
}

export interface PackageListingData {
  readonly query: ListingQuery;
  readonly listing: ListingState<PackageRow>;
  /** The partners a package may name; undefined when the viewer may not read them. */
  readonly partners: readonly CodeOption[] | undefined;
  readonly mayManage: MayManage;
}

export const PACKAGE_FILTERS: readonly FilterSpec[] = [
  { name: 'PackageCode', kind: 'text', max: 40 },
  { name: 'Name', kind: 'text' },
  { name: 'CompanyCode', kind: 'text', max: 40 },
  { name: 'Status', kind: 'choice', choices: recordStatuses },
];

export async function loadPackageListing(
  astro: Astro,
  viewer: Viewer | undefined,
): Promise<Loaded<PackageListingData>> {
  const query = readListingQuery(astro.url.searchParams, PACKAGE_FILTERS);
  const [list, partnersAnswer, rights] = await Promise.all([
    post(astro, '/packages/find-all', { Rows: LISTING_ROWS, Page: query.page, Search: query.search }),
    post(astro, '/partners/find-all', { Rows: ALL_ROWS, Page: 1, Search: {} }),
    rightsCall(astro, viewer),
  ]);
  const retry = retryIfRotated(astro, [list, partnersAnswer, ...(rights ? [rights] : [])]);
  if (retry) return { kind: 'redirect', response: retry };
  return {
    kind: 'page',
    query,
    listing: stateOf<PackageRow>(list),
    partners: optionsOf<PartnerRow>(partnersAnswer, (p) => ({ code: p.PartnerCode, name: p.Name })),
    mayManage: mayManageFrom(rights, 'Manage Packages', viewer),
  };
}

export interface PartnerListingData {
  readonly query: ListingQuery;
  readonly listing: ListingState<PartnerRow>;
  readonly mayManage: MayManage;
}

export const PARTNER_FILTERS: readonly FilterSpec[] = [
  { name: 'PartnerCode', kind: 'text', max: 40 },
  { name: 'Name', kind: 'text' },
  { name: 'AccountCode', kind: 'text', max: 40 },
  { name: 'Status', kind: 'choice', choices: recordStatuses },
];

export async function loadPartnerListing(
  astro: Astro,
  viewer: Viewer | undefined,
): Promise<Loaded<PartnerListingData>> {
  const query = readListingQuery(astro.url.searchParams, PARTNER_FILTERS);
  const [list, rights] = await Promise.all([
    post(astro, '/partners/find-all', { Rows: LISTING_ROWS, Page: query.page, Search: query.search }),
    rightsCall(astro, viewer),
  ]);
  const retry = retryIfRotated(astro, [list, ...(rights ? [rights] : [])]);
  if (retry) return { kind: 'redirect', response: retry };
  return {
    kind: 'page',
    query,
    listing: stateOf<PartnerRow>(list),
    mayManage: mayManageFrom(rights, 'Manage Partners', viewer),
  };
}
