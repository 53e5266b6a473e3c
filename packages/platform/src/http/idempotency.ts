import { createHash, randomUUID } from 'node:crypto';
import { conflict, ruleBroken } from '@ezc/domain';
import type { Context } from 'hono';
import { platformKeys, retention, ttlFrom } from '../table/keys';
import { ConditionFailedError, type Table, type TableWrite } from '../table/table';
import { HttpProblem } from './problem';
import type { AppEnv } from './types';

/**
 * The `Idempotency-Key` of state-changing payment and disbursement calls (contract: API
 * conventions): a repeat with the same key answers the first answer and changes nothing; the same
 * key with a different body is refused (422). The first call claims the key before it acts, so two
 * concurrent repeats cannot both act; a call that fails releases its claim, so a retry may act, and
 * a claim whose request was cut by a crash is taken over once its lease is over.
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
 * How long a claim stays the caller's own. A request outlives no API timeout (30 s), so a claim
 * still 'pending' a minute on was cut (the process crashed): a retry may take it over. That is
 * safe because a command's effect and the key's answer land in one transaction, guarded by the
 * claim's token (see `AnswerRecorder`): a pending claim means nothing landed, and a cut request
 * that wakes after a takeover is refused by the token.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/**
 * Given to the command: the writes that record its answer, which it adds to the transaction of
 * its effect. Without a key there is nothing to record.
 */
export interface AnswerRecorder<R> {
  answerWrites(result: R): TableWrite[];
}

/** For a command called without a key: it records nothing. */
export const noAnswerRecorder: AnswerRecorder<unknown> = { answerWrites: () => [] };

const pending = { expression: '#state = :pending AND Claim = :claim', names: { '#state': 'State' } };

/**
 * Runs `run` once per (scope, key). `scope` names the call and the caller (e.g.
 * `loans.disburse#<account id>`), so two callers' keys never meet. `respond` turns the command's
 * result into the answer; the command records that answer with its effect through the recorder it
 * is given. Without a key it simply runs.
 */
export async function idempotent<R, T>(input: {
  table: Table;
  scope: string;
  key: string | undefined;
  request: unknown;
  now: string;
  run: (recorder: AnswerRecorder<R>) => Promise<R>;
  respond: (result: R) => IdempotentAnswer<T>;
}): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  if (input.key === undefined) {
    return { ...input.respond(await input.run(noAnswerRecorder)), replayed: false };
  }
  const rowKey = platformKeys.idempotency(input.scope, input.key);
  const fingerprint = fingerprintOf(input.request);
  const replay = (row: Record<string, unknown>): IdempotentAnswer<T> & { replayed: boolean } => {
    if (row.Fingerprint !== fingerprint) throw keyReused();
    if (row.State !== 'done') throw inProgress();
    return { status: Number(row.Status), body: JSON.parse(String(row.Body)) as T, replayed: true };
  };
  const claim = randomUUID();
  const expiresAt = ttlFrom(input.now, retention.idempotency);
  const claimed = {
    ...rowKey,
    EntityType: 'Idempotency',
    State: 'pending',
    Fingerprint: fingerprint,
    Claim: claim,
    ClaimedAt: input.now,
    expiresAt,
  };

  const existing = await input.table.get(rowKey);
  try {
    if (!existing) {
      await input.table.put(claimed, { expression: 'attribute_not_exists(PK)' });
    } else if (
      existing.State === 'done' ||
      existing.Fingerprint !== fingerprint ||
      !leaseOver(existing, input.now)
    ) {
      return replay(existing);
    } else {
      // A claim whose request was cut: taken over only if no one else took it meanwhile.
      await input.table.put(
        claimed,
        existing.Claim === undefined
          ? {
              ...pending,
              expression: '#state = :pending AND attribute_not_exists(Claim)',
              values: { ':pending': 'pending' },
            }
          : { ...pending, values: { ':pending': 'pending', ':claim': existing.Claim } },
      );
    }
  } catch (e) {
    if (!(e instanceof ConditionFailedError)) throw e;
    const now = await input.table.get(rowKey);
    if (now) return replay(now);
    throw inProgress();
  }

  const held = { ...pending, values: { ':pending': 'pending', ':claim': claim } };
  const doneRow = (answer: IdempotentAnswer<T>) => ({
    ...claimed,
    State: 'done',
    Status: answer.status,
    Body: JSON.stringify(answer.body),
  });
  let recorded: IdempotentAnswer<T> | undefined;
  const recorder: AnswerRecorder<R> = {
    answerWrites: (result) => {
      recorded = input.respond(result);
      return [{ kind: 'put', item: doneRow(recorded), condition: held }];
    },
  };

  let answer: IdempotentAnswer<T>;
  try {
    answer = input.respond(await input.run(recorder));
  } catch (e) {
    // Refused because the claim was taken over meanwhile (this request outlived its lease): the
    // request that took it answers.
    const row = await input.table.get(rowKey).catch(() => undefined);
    if (row && row.Claim !== claim) return replay(row);
    await input.table.delete(rowKey, held).catch(() => undefined);
    throw e;
  }
  // A command that records no answer with its effect (it has none to guard) is answered here.
  if (recorded === undefined) await input.table.put(doneRow(answer), held);
  return { ...answer, replayed: false };
}

function leaseOver(row: Record<string, unknown>, now: string): boolean {
  const since = typeof row.ClaimedAt === 'string' ? Date.parse(row.ClaimedAt) : Number.NaN;
  // A claim without a time was made before claims had one: it is long over.
  return Number.isNaN(since) || Date.parse(now) - since >= IDEMPOTENCY_LEASE_MS;
}
