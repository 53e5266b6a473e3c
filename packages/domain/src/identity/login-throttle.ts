/**
 * Sign-in throttling, decided purely from the recent failures of one key (an account or an IP).
 * After a few failures each attempt waits longer; after more, the key is locked for a period.
 * The answer never depends on whether the account exists, so a lockout reveals nothing.
 */
export const throttlePolicy = {
  /** Failures counted within this window. */
  windowSeconds: 15 * 60,
  /** Failures allowed before attempts are slowed. */
  freeFailures: 3,
  /** Extra wait per failure beyond the free ones, doubling, capped. */
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  /** Failures that lock the key. */
  lockAfterFailures: 5,
  lockSeconds: 15 * 60,
  /** Per IP the numbers are larger: many people may share one address (offices, mobile NAT). */
  ipMultiplier: 4,
} as const;

export interface ThrottleState {
  failures: number;
  /** Epoch seconds of the first failure in the current window. */
  windowStart: number;
  /** Epoch seconds until which the key is locked, if it is. */
  lockedUntil?: number;
}

export type ThrottleVerdict =
  | { allowed: true; delayMs: number }
  | { allowed: false; retryAfterSeconds: number };

export function checkThrottle(
  state: ThrottleState | undefined,
  nowSeconds: number,
  scale = 1,
): ThrottleVerdict {
  if (state?.lockedUntil && state.lockedUntil > nowSeconds) {
    return { allowed: false, retryAfterSeconds: state.lockedUntil - nowSeconds };
  }
  const live = state && nowSeconds - state.windowStart < throttlePolicy.windowSeconds ? state.failures : 0;
  const over = live - throttlePolicy.freeFailures * scale;
  if (over <= 0) return { allowed: true, delayMs: 0 };
  return {
    allowed: true,
    delayMs: Math.min(throttlePolicy.baseDelayMs * 2 ** (over - 1), throttlePolicy.maxDelayMs),
  };
}

/** The state after one more failure. */
export function recordFailure(
  state: ThrottleState | undefined,
  nowSeconds: number,
  scale = 1,
): ThrottleState {
  const fresh = !state || nowSeconds - state.windowStart >= throttlePolicy.windowSeconds;
  const next: ThrottleState = fresh
    ? { failures: 1, windowStart: nowSeconds }
    : { failures: state.failures + 1, windowStart: state.windowStart };
  if (next.failures >= throttlePolicy.lockAfterFailures * scale) {
    next.lockedUntil = nowSeconds + throttlePolicy.lockSeconds;
  }
  return next;
}

export const LOCKED_MESSAGE = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
