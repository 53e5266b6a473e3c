import type { ApplicationStatus, Decision } from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  type QuerySpec,
  raced,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import {
  type Application,
  applicationEntity,
  applicationEventData,
  applicationIndexes,
  type LoadedApplication,
} from './application';

export const APPLICATION_AUDIT = 'Application';

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
}

const changedElsewhere = () =>
  ['APPLICATION.CHANGED', 'The application was changed by someone else; reload it and try again.'] as const;

export function applicationsRepository(table: Table, store: AggregateStore): Applications {
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
            ...(also ? { also } : {}),
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
      return items
        .map((i) => applicationEntity.fromItem(i).value)
        .filter((a) => (status ? a.Status === status : true));
    },
  };
}
