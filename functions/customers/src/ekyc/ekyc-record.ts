import {
  type Decision,
  decide,
  EKYC_PARTY,
  type EkycStatus,
  ekycMachine,
  ekycObjectTypes,
  ekycStatuses,
  initial,
  type Paging,
  paginate,
} from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  countedPage,
  defineEntity,
  shardedCountMove,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import * as z from 'zod';
import type { Person } from './person';

/**
 * A person's eKYC: one record per person (a customer, or a Company Signer or Attorney as a user),
 * whose status only the eKYC machine changes. Every change is audited in the person's own activity
 * history (the customer's, or the user's).
 */
export const ekycSchema = z.object({
  EkycId: z.string(),
  ObjectType: z.enum(ekycObjectTypes),
  ObjectId: z.string(),
  /** Set for customers, so the ownership helpers treat it like any of their objects. */
  CustomerId: z.string().optional(),
  /** spec §9: the identity provider's name, the list's filter. */
  EKYCParty: z.string(),
  Status: z.enum(ekycStatuses),
  MachineVersion: z.string(),
  FrontMediaId: z.string().optional(),
  BackMediaId: z.string().optional(),
  /** Where the last code went, masked. */
  SentTo: z.string().optional(),
  /** The provider's reference of its last verdict. */
  ProviderReference: z.string().optional(),
  CompletedAt: z.string().optional(),
  FailedAt: z.string().optional(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Ekyc = z.infer<typeof ekycSchema>;

/** What the API shows of an eKYC: all but the machine's version. */
export const ekycView = (e: Ekyc) => {
  const { MachineVersion: _version, ...view } = e;
  return view;
};

export const ekycEntity = defineEntity({
  name: 'Ekyc',
  schema: ekycSchema,
  id: (e): Person => ({ ObjectType: e.ObjectType, ObjectId: e.ObjectId }),
  key: (o: Person) => ({ PK: `EKYC#${o.ObjectType}#${o.ObjectId}`, SK: 'EKYC' }),
  // Its lists hold an entry beside it (index keys only): the record changes at every step of a check.
  listedApart: true,
  indexes: {
    GSI1: (e) => ({ pk: 'EKYCS', sk: `${e.CreatedAt}#${e.EkycId}` }),
    GSI2: (e) => ({ pk: `EKYCS#TYPE#${e.ObjectType}`, sk: `${e.CreatedAt}#${e.EkycId}` }),
  },
});

export const ekycIndexes = {
  all: { index: 'GSI1', pk: 'EKYCS' },
  ofType: (objectType: string) => ({ index: 'GSI2' as const, pk: `EKYCS#TYPE#${objectType}` }),
} as const;

/** Counts of eKYC records, of all and of each kind of person, moved (ADD) as each is first saved. */
const ekycCounterKey = (scope: string) => ({ PK: `EKYCCOUNT#${scope}`, SK: 'COUNT' });
const ekycCounters = { all: ekycCounterKey('ALL'), ofType: (t: string) => ekycCounterKey(`TYPE#${t}`) };
/** The counts a new eKYC record moves, sharded by the record: every new record moves them. */
export const ekycCounterWrites = (e: Pick<Ekyc, 'ObjectType' | 'EkycId'>): TableWrite[] =>
  [ekycCounters.all, ekycCounters.ofType(e.ObjectType)].map((key) => shardedCountMove(key, e.EkycId, 1));

/** What the eKYC listing is filtered by: a person, a kind of person. */
export interface EkycListQuery {
  person?: Person | undefined;
  objectType?: string | undefined;
}

export interface LoadedEkyc {
  value: Ekyc;
  /** 0 when the person has none yet. */
  version: number;
}

type EkycEvent = Parameters<typeof decide<typeof ekycMachine>>[2];

/** A change of status, decided by the machine, with what else changes and must land with it. */
export interface EkycTransition {
  before: LoadedEkyc;
  event: EkycEvent;
  refusal: { code: string; message: string };
  /** Fields that change with the status. */
  set?: Partial<Omit<Ekyc, 'EkycId' | 'ObjectType' | 'ObjectId' | 'Status' | 'MachineVersion'>>;
  action: string;
  actor: Actor;
  changes?: Record<string, unknown>;
  also?: TableWrite[];
}

export interface EkycRecords {
  /** The person's eKYC, or a new one (version 0, 'Not Started') when there is none. */
  ofOwner(owner: Person): Promise<LoadedEkyc>;
  /** Decides the transition, then saves it with its events and audit row in one write. */
  transition(t: EkycTransition): Promise<Ekyc>;
  /**
   * One page, newest first: one person's record (read by its key), or every record or those of a
   * kind of person, read from a key with the count kept beside it, whatever the number of records.
   */
  page(query: EkycListQuery, paging: Paging): Promise<{ Data: Ekyc[]; Count: number }>;
}

export function ekycRecords(deps: {
  table: Table;
  store: AggregateStore;
  ids: { next(): string };
  clock: { now(): Date };
}): EkycRecords {
  const fresh = (owner: Person): Ekyc => {
    const now = deps.clock.now().toISOString();
    const first = initial(ekycMachine);
    return {
      EkycId: `EKYC-${deps.ids.next()}`,
      ...owner,
      ...(owner.ObjectType === 'Customer' ? { CustomerId: owner.ObjectId } : {}),
      EKYCParty: EKYC_PARTY,
      Status: first.status,
      MachineVersion: first.machineVersion,
      CreatedAt: now,
      UpdatedAt: now,
    };
  };
  return {
    async ofOwner(owner) {
      return (await deps.store.load(ekycEntity, owner)) ?? { value: fresh(owner), version: 0 };
    },
    async transition(t) {
      const decision: Decision<EkycStatus> = decide(
        ekycMachine,
        { status: t.before.value.Status, machineVersion: t.before.value.MachineVersion },
        t.event,
        t.refusal,
      );
      const value: Ekyc = {
        ...t.before.value,
        ...t.set,
        Status: decision.status,
        MachineVersion: decision.machineVersion,
        UpdatedAt: deps.clock.now().toISOString(),
      };
      await deps.store.commit({
        entity: ekycEntity,
        value,
        expectedVersion: t.before.version,
        emitted: {
          events: decision.events,
          data: { EkycId: value.EkycId, ObjectType: value.ObjectType, ObjectId: value.ObjectId },
          actor: t.actor,
        },
        audit: {
          objectType: value.ObjectType,
          objectId: value.ObjectId,
          action: t.action,
          actor: t.actor,
          changes: { Status: { from: t.before.value.Status, to: value.Status }, ...t.changes },
        },
        also: [...(t.before.version === 0 ? ekycCounterWrites(value) : []), ...(t.also ?? [])],
      });
      return value;
    },
    async page({ person, objectType }, paging) {
      if (person) {
        const found = await deps.store.load(ekycEntity, person);
        return paginate(found ? [found.value] : [], paging);
      }
      const page = await countedPage(
        deps.table,
        { ...(objectType ? ekycIndexes.ofType(objectType) : ekycIndexes.all), forward: false },
        { sharded: objectType ? ekycCounters.ofType(objectType) : ekycCounters.all },
        paging,
        (i) => i,
      );
      return { Data: await deps.store.listed(ekycEntity, page.Data), Count: page.Count };
    },
  };
}
