import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { conflict, isDomainError } from '@ezc/domain';
import { ConditionFailedError } from './table';

/** How often a write that only collided with another transaction in flight is tried again. */
const COLLISION_ATTEMPTS = 4;

/**
 * Runs a write that races others on the same items (two staff approving one application, fifty
 * clicks at once, two loans moving the same status count). A write that merely collided with
 * another transaction under way is tried again after a short random pause; one that lost — a
 * version check, a claim that already exists — answers 409 with `message`, never a server error.
 * The caller reloads and sees what won.
 */
export async function raced<T>(write: () => Promise<T>, code: string, message: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (e) {
      const collided = collisionOnly(e);
      if (collided && attempt < COLLISION_ATTEMPTS) {
        await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * attempt));
        continue;
      }
      if (collided || e instanceof ConditionFailedError || cancelled(e)) throw conflict(code, message);
      throw e;
    }
  }
}

const reasonsOf = (e: TransactionCanceledException): string[] =>
  (e.CancellationReasons ?? []).map((r) => r?.Code ?? 'None');

const cancelled = (e: unknown): e is TransactionCanceledException =>
  e instanceof TransactionCanceledException;

/**
 * DynamoDB's answer to a write that met another transaction under way on one of its items, and
 * nothing else: no condition of its own failed, so trying again may succeed.
 */
function collisionOnly(e: unknown): boolean {
  // A single write into an item a transaction holds.
  if (e instanceof TransactionConflictException) return true;
  if (!cancelled(e)) return false;
  const reasons = reasonsOf(e);
  return reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
}

/**
 * Whether a failed write only lost a race (another change landed first, or a transaction was under
 * way): reloading and deciding again may succeed.
 */
export function lostRace(e: unknown): boolean {
  if (isDomainError(e)) return e.kind === 'conflict' && e.code === 'AGGREGATE.VERSION_CONFLICT';
  if (e instanceof ConditionFailedError) return true;
  return cancelled(e) || e instanceof TransactionConflictException;
}
