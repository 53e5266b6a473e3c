import { ATTORNEY_ROLE_ID } from '@ezc/domain/identity/roles';
import { slotGroupStatuses } from '@ezc/domain/signing/slots';
import type { AttestorChoice } from '../../islands/signing-setup/slot-config';
import { callApi, dataOf } from '../../lib/server-api';
import {
  type FilterSpec,
  LISTING_ROWS,
  type ListingQuery,
  readListingQuery,
} from '../lending-setup/listing-query';
import { type Answer, type Astro, listOf, post, retryIfRotated } from '../lending-setup/server-api';
import type { ListingState } from '../lending-setup/setup-types';
import type { SlotGroupRow, SlotSessionRow, StaffUserRow } from './slot-types';

/**
 * What the appointment slot pages read while rendering (data is fetched by the page, not by nested
 * components, so the page's headers are complete before anything streams).
 */

export type Loaded<D> =
  | { readonly kind: 'redirect'; readonly response: Response }
  | ({ readonly kind: 'page' } & D);

function stateOf<T>(answer: Answer): ListingState<T> {
  if (answer.status === 403) return { kind: 'forbidden' };
  const list = listOf<T>(answer);
  return list ? { kind: 'ready', rows: list.rows, count: list.count } : { kind: 'failed' };
}

/** The active attorneys a group may name; undefined when they could not be read. */
async function attestorChoices(astro: Astro): Promise<{ answer: Answer; choices?: AttestorChoice[] }> {
  const query = new URLSearchParams({ status: 'active', roleId: ATTORNEY_ROLE_ID, Rows: '999', Page: '1' });
  const answer = await callApi(astro, 'GET', `/users?${query}`);
  const rows = listOf<StaffUserRow>(answer)?.rows;
  return rows ? { answer, choices: rows.map((u) => ({ code: u.UserId, name: u.FullName })) } : { answer };
}

export interface SlotGroupListingData {
  readonly query: ListingQuery;
  readonly listing: ListingState<SlotGroupRow>;
  readonly attestors: readonly AttestorChoice[] | undefined;
  /** New, Edit and Delete are offered: whoever may read the groups may change them. */
  readonly mayManage: boolean;
}

export const SLOT_GROUP_FILTERS: readonly FilterSpec[] = [
  { name: 'Name', kind: 'text' },
  { name: 'AttestatorId', kind: 'text', max: 40 },
  { name: 'Status', kind: 'choice', choices: slotGroupStatuses },
];

export async function loadSlotGroupListing(astro: Astro): Promise<Loaded<SlotGroupListingData>> {
  const query = readListingQuery(astro.url.searchParams, SLOT_GROUP_FILTERS);
  const [list, attestors] = await Promise.all([
    post(astro, '/appointment-slot-groups/find-all', {
      Rows: LISTING_ROWS,
      Page: query.page,
      Search: query.search,
    }),
    attestorChoices(astro),
  ]);
  const retry = retryIfRotated(astro, [list, attestors.answer]);
  if (retry) return { kind: 'redirect', response: retry };
  const listing = stateOf<SlotGroupRow>(list);
  return {
    kind: 'page',
    query,
    listing,
    attestors: attestors.choices,
    mayManage: listing.kind === 'ready',
  };
}

export interface SlotSessionsData {
  readonly slotGroupId: string;
  /** The group; undefined when there is none by that id (or it could not be read). */
  readonly group: SlotGroupRow | undefined;
  /** 404: no such group. */
  readonly missing: boolean;
  readonly page: number;
  readonly listing: ListingState<SlotSessionRow>;
}

/** A group's weekday sessions, a page of 20 (spec §9), Monday first. */
export async function loadSlotSessions(astro: Astro, slotGroupId: string): Promise<Loaded<SlotSessionsData>> {
  const query = readListingQuery(astro.url.searchParams, []);
  const [group, list] = await Promise.all([
    post(astro, '/appointment-slot-groups/find-one', { SlotGroupId: slotGroupId }),
    post(astro, '/appointment-slot-sessions/find-all', {
      Rows: LISTING_ROWS,
      Page: query.page,
      SlotGroupId: slotGroupId,
    }),
  ]);
  const retry = retryIfRotated(astro, [group, list]);
  if (retry) return { kind: 'redirect', response: retry };
  return {
    kind: 'page',
    slotGroupId,
    group: dataOf<SlotGroupRow>(group),
    missing: group.status === 404 || group.status === 400,
    page: query.page,
    listing: stateOf<SlotSessionRow>(list),
  };
}
