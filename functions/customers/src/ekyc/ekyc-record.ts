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
import { type Actor, type AggregateStore, defineEntity, type Table, type TableWrite } from '@ezc/platform';
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
  indexes: { GSI1: (e) => ({ pk: 'EKYCS', sk: `${e.CreatedAt}#${e.EkycId}` }) },
});

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
  /** One page of every eKYC that `keep` admits, newest first. */
  page(paging: Paging, keep: (e: Ekyc) => boolean): Promise<{ Data: Ekyc[]; Count: number }>;
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
        ...(t.also ? { also: t.also } : {}),
      });
      return value;
    },
    async page(paging, keep) {
      const items = await deps.table.queryAll({ index: 'GSI1', pk: 'EKYCS', forward: false });
      return paginate(items.map((i) => ekycEntity.fromItem(i).value).filter(keep), paging);
    },
  };
}
