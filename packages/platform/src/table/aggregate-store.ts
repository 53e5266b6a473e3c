import type { EventDefinition, EventEnvelope } from '@ezc/domain';
import { conflict } from '@ezc/domain';
import { type DocumentRead, documentReadCounted, documentReadWrite } from './document-reads';
import { type Entity, LISTED_SUFFIX } from './entity';
import { platformKeys, retention, ttlFrom } from './keys';
import {
  type Condition,
  ConditionFailedError,
  type Item,
  type Key,
  type Table,
  type TableWrite,
} from './table';
import { OUTBOX_ENTITY } from './table-definition';

export interface Actor {
  id: string;
  kind: 'customer' | 'staff' | 'system' | 'anonymous';
  ip?: string;
  name?: string;
}

export interface AuditEntry {
  objectType: string;
  objectId: string;
  action: string;
  actor: Actor;
  remarks?: string;
  changes?: Record<string, unknown>;
}

/**
 * An entity's state as written: its item (with `condition`), and its entry in its lists when it is
 * listed apart (written whole each time: a few bytes, and never behind its entity).
 */
export function entityWrites<T extends Record<string, unknown>, Id>(
  entity: Entity<T, Id>,
  value: T,
  version: number,
  at: string,
  condition?: Condition,
): [TableWrite & { kind: 'put' }, ...TableWrite[]] {
  const entry = entity.entryOf(value);
  return [
    { kind: 'put', item: entity.toItem(value, version, at), ...(condition ? { condition } : {}) },
    ...(entry ? [{ kind: 'put' as const, item: entry }] : []),
  ];
}

/**
 * The items a list's index items stand for, in their order: an entry (`<entity key>#LISTED`, an
 * entity listed apart) is read through to its entity (one BatchGetItem for the page, eventually
 * consistent); an item that carries its index keys itself is taken as it is. An entry whose
 * entity is gone is left out.
 */
export async function listedItems(table: Pick<Table, 'batchGet'>, items: readonly Item[]): Promise<Item[]> {
  const throughKey = (i: Item): Key | undefined => {
    const sk = String(i.SK);
    return String(i.EntityType).endsWith('Listed') && sk.endsWith(LISTED_SUFFIX)
      ? { PK: String(i.PK), SK: sk.slice(0, -LISTED_SUFFIX.length) }
      : undefined;
  };
  const keys = items.flatMap((i) => throughKey(i) ?? []);
  const read = keys.length ? await table.batchGet(keys, false) : [];
  const found = new Map(read.flatMap((i) => (i ? [[`${i.PK}|${i.SK}`, i] as const] : [])));
  return items.flatMap((i) => {
    const key = throughKey(i);
    if (!key) return [i];
    const item = found.get(`${key.PK}|${key.SK}`);
    return item ? [item] : [];
  });
}

/** The outbox row for an event; the relay picks it up from the table's stream. */
export function outboxWrite(event: EventEnvelope, now: string): TableWrite {
  return {
    kind: 'put',
    item: {
      ...platformKeys.outbox(event.id),
      EntityType: OUTBOX_ENTITY,
      event: JSON.stringify(event),
      expiresAt: ttlFrom(now, retention.outbox),
    },
    condition: { expression: 'attribute_not_exists(PK)' },
  };
}

/** The activity-history row of spec §3: date, activity, remarks, IP address, and who. */
export function auditWrite(entry: AuditEntry, now: string, id: string): TableWrite {
  return {
    kind: 'put',
    item: {
      ...platformKeys.audit(entry.objectType, entry.objectId, now, id),
      EntityType: 'Audit',
      AuditId: id,
      ObjectType: entry.objectType,
      ObjectId: entry.objectId,
      Activity: entry.action,
      Remarks: entry.remarks ?? '',
      IpAddress: entry.actor.ip ?? '',
      ActorId: entry.actor.id,
      ActorKind: entry.actor.kind,
      ActorName: entry.actor.name ?? '',
      At: now,
      ...(entry.changes ? { Changes: JSON.stringify(entry.changes) } : {}),
    },
  };
}

/**
 * The events a machine's transition emitted (`decide(...).events`), with the data they carry: the
 * store turns them into outbox rows of the same transaction, so a decided transition and its
 * events land together or not at all.
 */
export interface Emitted {
  events: readonly EventDefinition[];
  data: Record<string, unknown>;
  actor?: Actor;
}

export interface Clock {
  now(): Date;
}
export interface Ids {
  next(): string;
}

/**
 * Loads and saves aggregates. A save is one TransactWriteItems: the new snapshot guarded by its
 * version (optimistic locking), its outbox events and its audit row. Either all land or none.
 */
export class AggregateStore {
  constructor(
    private readonly table: Table,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  async load<T extends Record<string, unknown>, Id>(
    entity: Entity<T, Id>,
    id: Id,
  ): Promise<{ value: T; version: number } | undefined> {
    const item = await this.table.get(entity.key(id));
    return item ? entity.fromItem(item) : undefined;
  }

  /**
   * The aggregates a list's index items stand for, in their order (`listedItems`), eventually
   * consistent: a page may show a change a moment late.
   */
  async listed<T extends Record<string, unknown>, Id>(
    entity: Entity<T, Id>,
    items: readonly Item[],
  ): Promise<T[]> {
    return (await listedItems(this.table, items)).map((i) => entity.fromItem(i).value);
  }

  /**
   * The current values of the aggregates of these ids that exist, in the order of `ids`. A list's
   * page may read them `eventually` consistent, at half the cost: a change lands a moment later.
   */
  async values<T extends Record<string, unknown>, Id>(
    entity: Entity<T, Id>,
    ids: readonly Id[],
    read: 'consistent' | 'eventually' = 'consistent',
  ): Promise<T[]> {
    const items = await this.table.batchGet(
      ids.map((id) => entity.key(id)),
      read === 'consistent',
    );
    return items.flatMap((item) => (item ? [entity.fromItem(item).value] : []));
  }

  async commit<T extends Record<string, unknown>, Id>(input: {
    entity: Entity<T, Id>;
    value: T;
    /** 0 for a new aggregate. */
    expectedVersion: number;
    events?: EventEnvelope[];
    /** Events emitted by the machine's transition (see `Emitted`). */
    emitted?: Emitted;
    audit?: AuditEntry;
    /** Further writes that must land with the snapshot (e.g. a uniqueness claim). */
    also?: TableWrite[];
    /** The moment of the change, when the caller's other writes (in `also`) carry it too. */
    at?: string;
  }): Promise<{ version: number }> {
    const now = input.at ?? this.clock.now().toISOString();
    const version = input.expectedVersion + 1;
    const events = [...(input.events ?? []), ...this.envelopes(input.emitted, now)];
    const [snapshot, ...entry] = entityWrites(
      input.entity,
      input.value,
      version,
      now,
      input.expectedVersion === 0
        ? { expression: 'attribute_not_exists(PK)' }
        : { expression: 'version = :v', values: { ':v': input.expectedVersion } },
    );
    const writes: TableWrite[] = [
      snapshot,
      ...entry,
      ...events.map((e) => outboxWrite(e, now)),
      ...(input.audit ? [auditWrite(input.audit, now, this.ids.next())] : []),
      ...(input.also ?? []),
    ];
    try {
      await this.table.transact(writes);
    } catch (e) {
      if (e instanceof ConditionFailedError && e.failedIndexes.includes(0)) {
        throw conflict(
          'AGGREGATE.VERSION_CONFLICT',
          input.expectedVersion === 0
            ? `${input.entity.name} already exists`
            : `${input.entity.name} was changed by someone else; reload and try again`,
        );
      }
      throw e;
    }
    return { version };
  }

  /**
   * An audit row on its own, for what changes no aggregate (a failed sign-in, a lockout), with any
   * events it raises and any writes it audits (`also`) in the same transaction.
   */
  async record(entry: AuditEntry, events: EventEnvelope[] = [], also: TableWrite[] = []): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.table.transact([
      auditWrite(entry, now, this.ids.next()),
      ...events.map((e) => outboxWrite(e, now)),
      ...also,
    ]);
  }

  /**
   * The audit row of a read of a customer's document and its row in the reads index
   * (document-reads.ts), at the same instant and under the same id, and its day's count, in one
   * transaction.
   */
  async recordDocumentRead(entry: AuditEntry, read: DocumentRead): Promise<void> {
    const now = this.clock.now().toISOString();
    const id = this.ids.next();
    await this.table.transact([
      auditWrite(entry, now, id),
      documentReadWrite(entry.actor, read, now, id),
      documentReadCounted(now, id),
    ]);
  }

  /** An event envelope stamped with this store's clock (or the given time) and a fresh id. */
  envelope<D extends EventDefinition>(
    definition: D,
    data: Parameters<D['create']>[0]['data'],
    actor?: Actor,
    occurredAt: string = this.clock.now().toISOString(),
  ): EventEnvelope {
    return definition.create({
      id: this.ids.next(),
      occurredAt,
      data,
      ...(actor ? { actor: { id: actor.id, kind: actor.kind, ...(actor.ip ? { ip: actor.ip } : {}) } } : {}),
    });
  }

  private envelopes(emitted: Emitted | undefined, now: string): EventEnvelope[] {
    return (emitted?.events ?? []).map((definition) =>
      this.envelope(definition, emitted?.data ?? {}, emitted?.actor, now),
    );
  }

  /** The activity history of one object, oldest first. */
  async history(objectType: string, objectId: string): Promise<Item[]> {
    return this.table.queryAll({ pk: platformKeys.auditOf(objectType, objectId) });
  }

  /** The newest `n` rows of one object's activity history, newest first, and how many it holds. */
  async latestHistory(
    objectType: string,
    objectId: string,
    n: number,
  ): Promise<{ rows: Item[]; count: number }> {
    const spec = { pk: platformKeys.auditOf(objectType, objectId) };
    const [rows, count] = await Promise.all([
      this.table.queryFirst({ ...spec, forward: false }, n),
      this.table.count(spec),
    ]);
    return { rows, count };
  }
}

export type { Key };
