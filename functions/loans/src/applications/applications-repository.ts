import { type ApplicationStatus, type Decision, type ListAnswer, type Paging, paginate } from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  countedPage,
  countMove,
  countValue,
  type Item,
  type Key,
  matchesTerms,
  type QuerySpec,
  raced,
  type SearchTerms,
  searchIds,
  searchKeyChanges,
  searchKeyWrites,
  shardedCountMove,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import {
  type Application,
  applicationCounters,
  applicationEntity,
  applicationEventData,
  applicationIndexes,
  type LoadedApplication,
} from './application';

export const APPLICATION_AUDIT = 'Application';

/** The scope of the applications' search keys (borrower name, IC number, the application's and loan's numbers). */
export const APPLICATION_SEARCH = 'APPLICATION';
export const applicationSearchTerms = (a: Application): SearchTerms => ({
  name: a.BorrowerName,
  ic: a.BorrowerICNo,
  refs: [a.ApplicationId, a.LoanNo],
});

/** A change to an application: its new state, the decided status (if any) and the audit row. */
export interface ApplicationChange {
  before: LoadedApplication;
  after: Application;
  decision?: Decision<ApplicationStatus>;
  action: string;
  remarks?: string | undefined;
  /** What the history row records as changed (field names and counts, where values must not be kept). */
  changes?: Record<string, unknown>;
  actor: Actor;
  /** Writes that must land with it (the loan an approval makes, its counters…). */
  also?: TableWrite[];
  /** The moment of the change, when the writes in `also` carry it too. */
  at?: string;
}

export interface ApplicationListQuery {
  customerId?: string | undefined;
  status?: string | undefined;
}

export interface ApplicationPageQuery extends ApplicationListQuery {
  /**
   * The borrower's name (each word typed begins a word of it), IC number, application id or loan
   * number (their beginnings), read from the applications' search keys.
   */
  search?: SearchTerms | undefined;
}

export interface Applications {
  load(id: string): Promise<LoadedApplication | undefined>;
  /** A new application (a draft, or one submitted at once with its decided status). */
  create(
    application: Application,
    input: { decision?: Decision<ApplicationStatus>; action: string; actor: Actor },
  ): Promise<void>;
  /** Saves a change, version-checked: a concurrent change answers 409. */
  save(change: ApplicationChange): Promise<Application>;
  /** Applications newest first, of one customer and/or status when given. */
  list(query: ApplicationListQuery): Promise<Application[]>;
  /** How many applications were ever made with a product. */
  madeWith(sku: string): Promise<number>;
  /** One page, newest first, with the count of all that match, read from a key whatever the book's size. */
  page(query: ApplicationPageQuery, paging: Paging): Promise<ListAnswer<Application>>;
}

/**
 * The counters a change moves: one more in its new status, one fewer in its old one; a new one
 * counts in all and in its product's too.
 */
export function applicationCounterWrites(
  applicationId: string,
  from: ApplicationStatus | undefined,
  to: ApplicationStatus,
  sku: string,
): TableWrite[] {
  if (from === to) return [];
  // All and by status are sharded: every application made or decided moves them.
  const move = (key: Key, by: number) => shardedCountMove(key, applicationId, by);
  if (from === undefined) {
    return [
      move(applicationCounters.all, 1),
      move(applicationCounters.ofStatus(to), 1),
      countMove(applicationCounters.ofProduct(sku), 1),
    ];
  }
  return [move(applicationCounters.ofStatus(from), -1), move(applicationCounters.ofStatus(to), 1)];
}

/** Newest first, as the lists' index keys sort them. */
const newestFirst = (a: Application, b: Application) =>
  a.CreatedAt === b.CreatedAt
    ? b.ApplicationId.localeCompare(a.ApplicationId)
    : b.CreatedAt.localeCompare(a.CreatedAt);

const changedElsewhere = () =>
  ['APPLICATION.CHANGED', 'The application was changed by someone else; reload it and try again.'] as const;

export function applicationsRepository(table: Table, store: AggregateStore): Applications {
  /** The applications a list's index entries stand for (the page's, read through in one batch). */
  const listed = (items: readonly Item[]) => store.listed(applicationEntity, items);

  const withDecision = (a: Application, decision?: Decision<ApplicationStatus>): Application =>
    decision ? { ...a, Status: decision.status, MachineVersion: decision.machineVersion } : a;
  return {
    load: (id) => store.load(applicationEntity, id),
    async create(application, { decision, action, actor }) {
      const value = withDecision(application, decision);
      await raced(
        () =>
          store.commit({
            entity: applicationEntity,
            value,
            expectedVersion: 0,
            ...(decision
              ? { emitted: { events: decision.events, data: applicationEventData(value), actor } }
              : {}),
            audit: { objectType: APPLICATION_AUDIT, objectId: value.ApplicationId, action, actor },
            also: [
              ...applicationCounterWrites(value.ApplicationId, undefined, value.Status, value.Product.SKU),
              ...searchKeyWrites(APPLICATION_SEARCH, value.ApplicationId, applicationSearchTerms(value)),
            ],
          }),
        ...changedElsewhere(),
      );
    },
    async save({ before, after, decision, action, remarks, changes, actor, also, at }) {
      const value = withDecision(after, decision);
      await raced(
        () =>
          store.commit({
            entity: applicationEntity,
            value,
            expectedVersion: before.version,
            ...(decision
              ? { emitted: { events: decision.events, data: applicationEventData(value), actor } }
              : {}),
            audit: {
              objectType: APPLICATION_AUDIT,
              objectId: value.ApplicationId,
              action,
              actor,
              ...(remarks ? { remarks } : {}),
              ...(changes ? { changes } : {}),
            },
            also: [
              ...applicationCounterWrites(
                value.ApplicationId,
                before.value.Status,
                value.Status,
                value.Product.SKU,
              ),
              ...searchKeyChanges(
                APPLICATION_SEARCH,
                value.ApplicationId,
                applicationSearchTerms(before.value),
                applicationSearchTerms(value),
              ),
              ...(also ?? []),
            ],
            ...(at ? { at } : {}),
          }),
        ...changedElsewhere(),
      );
      return value;
    },
    async list({ customerId, status }) {
      const spec: Omit<QuerySpec, 'cursor' | 'limit'> = customerId
        ? applicationIndexes.ofCustomer(customerId)
        : status
          ? applicationIndexes.ofStatus(status)
          : applicationIndexes.all;
      const items = await table.queryAll({ ...spec, forward: false });
      return (await listed(items)).filter((a) => (status ? a.Status === status : true));
    },

    async madeWith(sku) {
      return countValue(await table.get(applicationCounters.ofProduct(sku)));
    },
    async page({ customerId, status, search }, paging) {
      const keep = (a: Application) =>
        (status === undefined || a.Status === status) &&
        (search === undefined || matchesTerms(search, applicationSearchTerms(a)));
      if (customerId) {
        // One customer's few applications are read whole and matched as the search keys would match them.
        const own = await table.queryAll({ ...applicationIndexes.ofCustomer(customerId), forward: false });
        return paginate((await listed(own)).filter(keep), paging);
      }
      if (search) {
        const found = await store.values(
          applicationEntity,
          await searchIds(table, APPLICATION_SEARCH, search),
        );
        return paginate(found.filter(keep).sort(newestFirst), paging);
      }
      // The key alone selects: the counter says how many, and only the rows up to the page are read.
      const page = await countedPage(
        table,
        { ...(status ? applicationIndexes.ofStatus(status) : applicationIndexes.all), forward: false },
        { sharded: status ? applicationCounters.ofStatus(status) : applicationCounters.all },
        paging,
        (i) => i,
      );
      return { Data: await listed(page.Data), Count: page.Count };
    },
  };
}
