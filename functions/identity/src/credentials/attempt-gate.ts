import {
  type CountedAttempt,
  DomainError,
  LOCKED_MESSAGE,
  lockedUntilFrom,
  locksAfterFailure,
  signInGate,
  throttlePolicy,
} from '@ezc/domain';
import type { AttemptCounters } from './throttle-store';

/** A throttled key: an account's sign-in name, or an IP (which allows `scale` times more). */
export interface AttemptKey {
  scope: string;
  scale?: number;
}

export type Admission =
  | { admitted: true; counted: CountedAttempt[]; delayMs: number }
  | { admitted: false; retryAfterSeconds: number };

/**
 * Counts one attempt on each key, before anything is checked, and decides from the counts: a key
 * that is locked, or that has just seen too many, refuses the attempt (and is locked from now).
 */
export async function admitAttempt(
  counters: AttemptCounters,
  keys: readonly AttemptKey[],
  nowSeconds: number,
): Promise<Admission> {
  const counted = await Promise.all(
    keys.map((k) => counters.count(k.scope, nowSeconds, throttlePolicy.windowSeconds)),
  );
  const gates = counted.map((c, i) => signInGate(c, nowSeconds, keys[i]?.scale ?? 1));
  let retryAfterSeconds = 0;
  for (const [i, gate] of gates.entries()) {
    if (gate.allowed) continue;
    if (gate.lockNow) await counters.lock(keys[i]!.scope, lockedUntilFrom(nowSeconds));
    retryAfterSeconds = Math.max(retryAfterSeconds, gate.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) return { admitted: false, retryAfterSeconds };
  return { admitted: true, counted, delayMs: Math.max(...gates.map((g) => (g.allowed ? g.delayMs : 0))) };
}

/** The attempt failed: locks each key whose count reached its limit; answers whether any did. */
export async function lockReachedLimits(
  counters: AttemptCounters,
  keys: readonly AttemptKey[],
  counted: readonly CountedAttempt[],
  nowSeconds: number,
): Promise<boolean> {
  const reached = keys.filter((k, i) => locksAfterFailure(counted[i]?.count ?? 0, k.scale ?? 1));
  await Promise.all(reached.map((k) => counters.lock(k.scope, lockedUntilFrom(nowSeconds))));
  return reached.length > 0;
}

export function lockedError(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError('rate-limited', 'AUTH.LOCKED', LOCKED_MESSAGE(minutes), { minutes });
}
