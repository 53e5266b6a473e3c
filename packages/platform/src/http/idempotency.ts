import { createHash } from 'node:crypto';
import { conflict, ruleBroken } from '@ezc/domain';
import type { Context } from 'hono';
import { platformKeys, retention, ttlFrom } from '../table/keys';
import { ConditionFailedError, type Table } from '../table/table';
import { HttpProblem } from './problem';
import type { AppEnv } from './types';

/**
 * The `Idempotency-Key` of state-changing payment and disbursement calls (contract: API
 * conventions): a repeat with the same key answers the first answer and changes nothing; the same
 * key with a different body is refused (422). The first call claims the key before it acts, so two
 * concurrent repeats cannot both act; a call that fails releases its claim, so a retry may act.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
}

/** The header's value: absent, or 1–200 printable characters (anything else is the caller's mistake). */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
  if (key === undefined || key === '') return undefined;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpProblem(
      400,
      'IDEMPOTENCY.INVALID_KEY',
      'Idempotency-Key must be 1 to 200 printable characters without spaces.',
    );
  }
  return key;
}

/** A request's fingerprint: its body with the keys of every object sorted, hashed. */
export function fingerprintOf(request: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

const keyReused = () =>
  ruleBroken(
    'IDEMPOTENCY.KEY_REUSED',
    'This Idempotency-Key was already used with a different request; use a new key for a new request.',
  );
const inProgress = () =>
  conflict('IDEMPOTENCY.IN_PROGRESS', 'A request with this Idempotency-Key is still being processed.');

/**
 * Runs `run` once per (scope, key). `scope` names the call and the caller (e.g.
 * `loans.disburse#<account id>`), so two callers' keys never meet. Without a key it simply runs.
 */
export async function idempotent<T>(input: {
  table: Table;
  scope: string;
  key: string | undefined;
  request: unknown;
  now: string;
  run: () => Promise<IdempotentAnswer<T>>;
}): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  if (input.key === undefined) return { ...(await input.run()), replayed: false };
  const rowKey = platformKeys.idempotency(input.scope, input.key);
  const fingerprint = fingerprintOf(input.request);
  const replay = (row: Record<string, unknown>): IdempotentAnswer<T> & { replayed: boolean } => {
    if (row.Fingerprint !== fingerprint) throw keyReused();
    if (row.State !== 'done') throw inProgress();
    return { status: Number(row.Status), body: JSON.parse(String(row.Body)) as T, replayed: true };
  };

  const existing = await input.table.get(rowKey);
  if (existing) return replay(existing);
  const expiresAt = ttlFrom(input.now, retention.idempotency);
  try {
    await input.table.put(
      { ...rowKey, EntityType: 'Idempotency', State: 'pending', Fingerprint: fingerprint, expiresAt },
      { expression: 'attribute_not_exists(PK)' },
    );
  } catch (e) {
    if (!(e instanceof ConditionFailedError)) throw e;
    const claimed = await input.table.get(rowKey);
    if (claimed) return replay(claimed);
    throw inProgress();
  }

  let answer: IdempotentAnswer<T>;
  try {
    answer = await input.run();
  } catch (e) {
    await input.table.delete(rowKey).catch(() => undefined);
    throw e;
  }
  await input.table.put({
    ...rowKey,
    EntityType: 'Idempotency',
    State: 'done',
    Fingerprint: fingerprint,
    Status: answer.status,
    Body: JSON.stringify(answer.body),
    expiresAt,
  });
  return { ...answer, replayed: false };
}
