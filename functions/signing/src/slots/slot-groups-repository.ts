import { isDomainError, slotGroupChanged, slotGroupIdOf, slotSessionIdOf } from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  auditWrite,
  type Clock,
  type Ids,
  type Key,
  platformKeys,
  raced,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import {
  type LoadedSlotGroup,
  SLOT_GROUP_AUDIT,
  type SlotGroupRecord,
  slotGroupEntity,
  slotGroupIndexes,
  slotGroupPartition,
} from './slot-group';
import {
  isSlotSessionItem,
  type LoadedSlotSession,
  type SlotSessionRecord,
  slotSessionEntity,
  slotSessionIndexes,
} from './slot-session';

/** A group with its sessions, as one Query on the group's partition reads them. */
export interface SlotGroupWithSessions {
  group: LoadedSlotGroup;
  sessions: LoadedSlotSession[];
}

/**
 * Slot groups and their weekday sessions. Every change writes its audit row under the group. A
 * session's change also moves the group's version on, so two changes to one group's sessions at
 * once cannot both pass the overlap check: the second is refused and reloads.
 */
export interface SlotGroups {
  load(id: string): Promise<LoadedSlotGroup | undefined>;
  loadWithSessions(id: string): Promise<SlotGroupWithSessions | undefined>;
  /** Every group, by name. */
  list(): Promise<SlotGroupRecord[]>;
  /** An attestor's groups, by id. */
  ofAttestor(attestorId: string): Promise<SlotGroupRecord[]>;
  /** The session a SlotSessionId names, with its group. */
  loadSession(
    sessionId: string,
  ): Promise<{ session: LoadedSlotSession; group: SlotGroupWithSessions } | undefined>;
  nextGroupId(): Promise<string>;
  nextSessionId(): Promise<string>;
  create(group: SlotGroupRecord, actor: Actor): Promise<void>;
  save(before: LoadedSlotGroup, after: SlotGroupRecord, actor: Actor): Promise<void>;
  /** Deletes the group with its sessions. */
  remove(group: SlotGroupWithSessions, actor: Actor): Promise<void>;
  addSession(group: LoadedSlotGroup, session: SlotSessionRecord, actor: Actor): Promise<void>;
  saveSession(
    group: LoadedSlotGroup,
    before: LoadedSlotSession,
    after: SlotSessionRecord,
    actor: Actor,
  ): Promise<void>;
  removeSession(group: LoadedSlotGroup, before: LoadedSlotSession, actor: Actor): Promise<void>;
}

export interface SlotWriteDeps {
  table: Table;
  store: AggregateStore;
  clock: Clock;
  ids: Ids;
}

/** The fields a change touched, each with its value before and after (the audit row's `changes`). */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (field === 'CreatedAt' || field === 'UpdatedAt') continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
    }
  }
  return changes;
}

const deletion = (key: Key, version: number): TableWrite => ({
  kind: 'delete',
  key,
  condition: { expression: 'version = :v', values: { ':v': version } },
});

/** The group's version moved on, guarded by the version its sessions were read with. */
const groupTouched = (group: LoadedSlotGroup): TableWrite => ({
  kind: 'update',
  key: slotGroupEntity.key(group.value.SlotGroupId),
  spec: {
    add: { version: 1 },
    condition: { expression: 'version = :v', values: { ':v': group.version } },
  },
});

const sessionFields = (s: SlotSessionRecord) => ({
  SlotSessionId: s.SlotSessionId,
  Weekday: s.Weekday,
  StartTime: s.StartTime,
  EndTime: s.EndTime,
});

/** A write that lost a race on the group (or its session) answers 409, never a server error. */
async function guarded(write: () => Promise<unknown>): Promise<void> {
  try {
    await raced(write, slotGroupChanged().code, slotGroupChanged().message);
  } catch (e) {
    if (isDomainError(e) && e.code === 'AGGREGATE.VERSION_CONFLICT') throw slotGroupChanged();
    throw e;
  }
}

/** A transaction holds at most 100 writes: the group's deletion and its audit row go last. */
const SESSIONS_PER_TRANSACTION = 98;

export function slotGroupsRepository(deps: SlotWriteDeps): SlotGroups {
  const { table, store } = deps;
  const audit = (groupId: string, action: string, actor: Actor, changes?: Record<string, unknown>) => ({
    objectType: SLOT_GROUP_AUDIT,
    objectId: groupId,
    action,
    actor,
    ...(changes ? { changes } : {}),
  });
  const now = () => deps.clock.now().toISOString();

  async function loadWithSessions(id: string): Promise<SlotGroupWithSessions | undefined> {
    const items = await table.queryAll({ pk: slotGroupPartition(id) });
    const groupItem = items.find((i) => i.SK === 'SLOTGROUP');
    if (!groupItem) return undefined;
    return {
      group: slotGroupEntity.fromItem(groupItem),
      sessions: items.filter((i) => isSlotSessionItem(i.SK)).map((i) => slotSessionEntity.fromItem(i)),
    };
  }

  return {
    load: (id) => store.load(slotGroupEntity, id),
    loadWithSessions,
    async list() {
      return (await table.queryAll(slotGroupIndexes.all)).map((i) => slotGroupEntity.fromItem(i).value);
    },
    async ofAttestor(attestorId) {
      return (await table.queryAll(slotGroupIndexes.ofAttestor(attestorId))).map(
        (i) => slotGroupEntity.fromItem(i).value,
      );
    },
    async loadSession(sessionId) {
      const [indexed] = await table.queryAll(slotSessionIndexes.byId(sessionId));
      if (!indexed || typeof indexed.SlotGroupId !== 'string') return undefined;
      // The index is read eventually; the partition, consistently, says what is there now.
      const group = await loadWithSessions(indexed.SlotGroupId);
      const session = group?.sessions.find((s) => s.value.SlotSessionId === sessionId);
      return group && session ? { session, group } : undefined;
    },
    async nextGroupId() {
      return slotGroupIdOf(await table.increment(platformKeys.sequence('slot-group-id'), 'value'));
    },
    async nextSessionId() {
      return slotSessionIdOf(await table.increment(platformKeys.sequence('slot-session-id'), 'value'));
    },
    async create(group, actor) {
      await guarded(() =>
        store.commit({
          entity: slotGroupEntity,
          value: group,
          expectedVersion: 0,
          audit: audit(group.SlotGroupId, 'Slot group created', actor),
        }),
      );
    },
    async save(before, after, actor) {
      await guarded(() =>
        store.commit({
          entity: slotGroupEntity,
          value: after,
          expectedVersion: before.version,
          audit: audit(after.SlotGroupId, 'Slot group updated', actor, changesBetween(before.value, after)),
        }),
      );
    },
    async remove({ group, sessions }, actor) {
      const id = group.value.SlotGroupId;
      const deletions = sessions.map((s) => deletion(slotSessionEntity.key(s.value), s.version));
      // A large group's sessions go first, in parts; the group and its audit row land last, together.
      while (deletions.length > SESSIONS_PER_TRANSACTION) {
        const part = deletions.splice(0, SESSIONS_PER_TRANSACTION);
        await guarded(() => table.transact(part));
      }
      await guarded(() =>
        table.transact([
          deletion(slotGroupEntity.key(id), group.version),
          ...deletions,
          auditWrite(
            audit(id, 'Slot group deleted', actor, {
              Name: group.value.Name,
              SlotSessions: sessions.map((s) => s.value.SlotSessionId),
            }),
            now(),
            deps.ids.next(),
          ),
        ]),
      );
    },
    async addSession(group, session, actor) {
      await guarded(() =>
        store.commit({
          entity: slotSessionEntity,
          value: session,
          expectedVersion: 0,
          audit: audit(session.SlotGroupId, 'Slot session added', actor, sessionFields(session)),
          also: [groupTouched(group)],
        }),
      );
    },
    async saveSession(group, before, after, actor) {
      await guarded(() =>
        store.commit({
          entity: slotSessionEntity,
          value: after,
          expectedVersion: before.version,
          audit: audit(after.SlotGroupId, 'Slot session updated', actor, {
            SlotSessionId: after.SlotSessionId,
            ...changesBetween(before.value, after),
          }),
          also: [groupTouched(group)],
        }),
      );
    },
    async removeSession(group, before, actor) {
      await guarded(() =>
        table.transact([
          deletion(slotSessionEntity.key(before.value), before.version),
          groupTouched(group),
          auditWrite(
            audit(before.value.SlotGroupId, 'Slot session deleted', actor, sessionFields(before.value)),
            now(),
            deps.ids.next(),
          ),
        ]),
      );
    },
  };
}
