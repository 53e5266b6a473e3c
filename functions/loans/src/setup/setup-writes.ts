import { conflict, type DomainError, isDomainError } from '@ezc/domain';
import {
  type Actor,
  type AuditEntry,
  auditWrite,
  type Clock,
  ConditionFailedError,
  type Ids,
  type Key,
  type Table,
  type TableWrite,
} from '@ezc/platform';

/** What the setup records' repositories write with. */
export interface SetupWriteDeps {
  table: Table;
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

/** A record that must still exist when the write lands (a product a fee is added to). */
export const stillThere = (key: Key): TableWrite => ({
  kind: 'check',
  key,
  condition: { expression: 'attribute_exists(PK)' },
});

/** A record's deletion, guarded by the version it was read at. */
export const deletion = (key: Key, version: number): TableWrite => ({
  kind: 'delete',
  key,
  condition: { expression: 'version = :v', values: { ':v': version } },
});

/**
 * A write racing others on the same records. When the record's own condition fails (its key is
 * taken, or its version moved on) the answer is `own`; when a record it relies on changed
 * meanwhile (a package deleted while a product is saved naming it) it is `other`. Either way 409
 * or 422 with a message, never a server error.
 */
export async function guarded<T>(
  write: () => Promise<T>,
  refusals: { own: () => DomainError; other?: () => DomainError },
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isDomainError(e) && e.code === 'AGGREGATE.VERSION_CONFLICT') throw refusals.own();
    if (e instanceof ConditionFailedError) {
      throw e.failedIndexes.includes(0) || !refusals.other ? refusals.own() : refusals.other();
    }
    throw e;
  }
}

/** The store's own answer to a record changed since it was read. */
export const changedElsewhere = (what: string) => () =>
  conflict('AGGREGATE.VERSION_CONFLICT', `${what} was changed by someone else; reload and try again`);

/** Deletes records and writes the audit row in one transaction. */
export async function removeWithAudit(
  deps: SetupWriteDeps,
  writes: TableWrite[],
  audit: Omit<AuditEntry, 'actor'> & { actor: Actor },
): Promise<void> {
  const now = deps.clock.now().toISOString();
  await deps.table.transact([...writes, auditWrite(audit, now, deps.ids.next())]);
}
