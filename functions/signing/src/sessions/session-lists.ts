import { type Paging, signingSessionStatuses } from '@ezc/domain';
import {
  type AggregateStore,
  countedPage,
  type Item,
  type Key,
  type SearchTerms,
  searchIds,
  searchKeyChanges,
  searchKeyWrites,
  shardedCountMove,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import { type SigningSession, sessionIndexes, signingSessionEntity } from './signing-session';

/**
 * How staff find signing sessions without reading every one (the session lists' items; keys made
 * here only):
 * - every session stays on GSI1 `SIGNSESSIONS` by its start (its own index keys), the listing's
 *   rows when nothing narrows it;
 * - `SIGNSESSION#<id>` / `SIGNSESSION#LISTED`: the session's entry under GSI1
 *   `SIGNSESSIONS#S#<status>`, by its start, moved with its status and its time;
 * - `SIGNSESSIONCOUNT#ALL` and `SIGNSESSIONCOUNT#STATUS#<status>`: how many, in shards;
 * - search keys (scope `SIGNSESSION`) of the borrower's name, the loan number and the contact's
 *   national number, found by their beginnings, and the number backwards, so its last digits find
 *   it too.
 */
export const SESSION_SEARCH = 'SIGNSESSION';

const counterKey = (scope: string): Key => ({ PK: `SIGNSESSIONCOUNT#${scope}`, SK: 'COUNT' });
export const sessionCounters = {
  all: counterKey('ALL'),
  ofStatus: (status: string) => counterKey(`STATUS#${status}`),
};

const ofStatus = (status: string) => ({ index: 'GSI1' as const, pk: `SIGNSESSIONS#S#${status}` });
const listedKey = (id: string): Key => ({ PK: `SIGNSESSION#${id}`, SK: 'SIGNSESSION#LISTED' });
const startKey = (s: SigningSession) => `${s.DateTimeRange[0]}#${s.SigningSessionId}`;

/**
 * A phone number as it is compared: its digits, without the country code (60) or the trunk 0, so
 * +60 12-345 6789, 012-3456789 and 123456789 are one number.
 */
export const nationalNumber = (phone: string) =>
  phone
    .replace(/[^0-9]/g, '')
    .replace(/^60/, '')
    .replace(/^0/, '');

/** A number's digits last to first: what its last digits begin. */
export const backwards = (digits: string) => [...digits].reverse().join('');

export const sessionSearchTerms = (s: SigningSession): SearchTerms => {
  const number = nationalNumber(s.Contact);
  return { name: s.Name, refs: [s.LoanNo, number || undefined, number ? backwards(number) : undefined] };
};

/**
 * The writes that keep a session's lists with it from `before` (none: a new session) to `after`:
 * its status entry when its status or its time moves, its counts when its status moves, and its
 * search keys when its name, number or contact change (an erasure drops them).
 */
export function sessionListWrites(before: SigningSession | undefined, after: SigningSession): TableWrite[] {
  const id = after.SigningSessionId;
  const moved = !before || before.Status !== after.Status;
  const entry: TableWrite = {
    kind: 'put',
    item: {
      ...listedKey(id),
      EntityType: 'SigningSessionListed',
      SigningSessionId: id,
      GSI1PK: ofStatus(after.Status).pk,
      GSI1SK: startKey(after),
    },
  };
  return [
    ...(moved || before.DateTimeRange[0] !== after.DateTimeRange[0] ? [entry] : []),
    ...(!before ? [shardedCountMove(sessionCounters.all, id, 1)] : []),
    ...(moved ? [shardedCountMove(sessionCounters.ofStatus(after.Status), id, 1)] : []),
    ...(moved && before ? [shardedCountMove(sessionCounters.ofStatus(before.Status), id, -1)] : []),
    ...(before
      ? searchKeyChanges(SESSION_SEARCH, id, sessionSearchTerms(before), sessionSearchTerms(after))
      : searchKeyWrites(SESSION_SEARCH, id, sessionSearchTerms(after))),
  ];
}

/** What narrows the staff listing by a key: a status, and a range of start times (ISO, from ≤ start < to). */
export interface SessionKeys {
  status?: string | undefined;
  starts?: [string, string] | undefined;
}

export interface SessionLists {
  /**
   * One page of the sessions of a status (or all), latest start first, within `starts` when given,
   * and how many there are: read from its key, its count kept beside it; within a range of starts,
   * counted from the range's small status entries.
   */
  page(keys: SessionKeys, paging: Paging): Promise<{ Data: SigningSession[]; Count: number }>;
  /** The ids of the sessions whose name, loan number and contact begin with those typed. */
  found(terms: SearchTerms): Promise<string[]>;
  /** These sessions, read by id, eventually consistent (the ones that exist). */
  read(ids: readonly string[]): Promise<SigningSession[]>;
}

export function sessionLists(table: Table, store: AggregateStore): SessionLists {
  const read = (ids: readonly string[]) => store.values(signingSessionEntity, ids, 'eventually');
  const idOf = (entry: Item) => String(entry.SigningSessionId);
  return {
    async page(keys, paging) {
      const range = keys.starts ? { sk: { between: keys.starts } } : {};
      const status = keys.status;
      if (!keys.starts) {
        if (!status) {
          return countedPage(
            table,
            { ...sessionIndexes.all, forward: false },
            { sharded: sessionCounters.all },
            paging,
            (i) => signingSessionEntity.fromItem(i).value,
          );
        }
        const page = await countedPage(
          table,
          { ...ofStatus(status), forward: false },
          { sharded: sessionCounters.ofStatus(status) },
          paging,
          idOf,
        );
        return { Data: ordered(await read(page.Data)), Count: page.Count };
      }
      const first = (paging.Page - 1) * paging.Rows;
      if (status) {
        const entries = await table.queryAll({ ...ofStatus(status), ...range, forward: false });
        const ids = entries.slice(first, first + paging.Rows).map(idOf);
        return { Data: ordered(await read(ids)), Count: entries.length };
      }
      const [items, count] = await Promise.all([
        table.queryFirst({ ...sessionIndexes.all, ...range, forward: false }, paging.Page * paging.Rows),
        countInRange(table, keys.starts),
      ]);
      return {
        Data: items.slice(first).map((i) => signingSessionEntity.fromItem(i).value),
        Count: Math.max(count, items.length),
      };
    },
    found: (terms) => searchIds(table, SESSION_SEARCH, terms),
    read,
  };
}

/** Latest start first, then the later id: the order of the listing. */
export const ordered = (sessions: SigningSession[]) =>
  sessions.sort(
    (a, b) =>
      b.DateTimeRange[0].localeCompare(a.DateTimeRange[0]) ||
      b.SigningSessionId.localeCompare(a.SigningSessionId),
  );

/** How many sessions start within `starts`: their small status entries, every status's. */
async function countInRange(table: Table, starts: [string, string]): Promise<number> {
  const counts = await Promise.all(
    signingSessionStatuses.map(
      async (status) => (await table.queryAll({ ...ofStatus(status), sk: { between: starts } })).length,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}
