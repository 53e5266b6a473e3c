/**
 * Sign-in throttling, decided purely from what an atomic counter answers for one key (an account
 * or an IP). Every attempt is counted before the password is checked, so a burst of parallel
 * guesses counts each one and only the first few are ever verified. After a few failures each
 * attempt waits longer; after more, the key is locked for a period. The answer never depends on
 * whether the account exists, so a lockout reveals nothing.
 */
export const throttlePolicy = {
  /** Attempts counted within this window (from the first one). */
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

/** What the counter holds after counting this attempt. */
export interface CountedAttempt {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Epoch seconds until which the key is locked, if it is. */
  lockedUntil?: number | undefined;
}

export type SignInGate =
  | { allowed: true; delayMs: number }
  /** `lockNow`: this attempt found too many before it, and the key must be locked from now. */
  | { allowed: false; retryAfterSeconds: number; lockNow: boolean };

export function signInGate(counted: CountedAttempt, nowSeconds: number, scale = 1): SignInGate {
  if (counted.lockedUntil !== undefined && counted.lockedUntil > nowSeconds) {
    return { allowed: false, retryAfterSeconds: counted.lockedUntil - nowSeconds, lockNow: false };
  }
  const before = counted.count - 1;
  if (before >= throttlePolicy.lockAfterFailures * scale) {
    return { allowed: false, retryAfterSeconds: throttlePolicy.lockSeconds, lockNow: true };
  }
  const over = before - throttlePolicy.freeFailures * scale;
  if (over <= 0) return { allowed: true, delayMs: 0 };
  return {
    allowed: true,
    delayMs: Math.min(throttlePolicy.baseDelayMs * 2 ** (over - 1), throttlePolicy.maxDelayMs),
  };
}

/** After a failed attempt numbered `count`: is that the failure that locks the key? */
export const locksAfterFailure = (count: number, scale = 1) =>
  count >= throttlePolicy.lockAfterFailures * scale;

/** The earliest a key locked now opens again. */
export const lockedUntilFrom = (nowSeconds: number) => nowSeconds + throttlePolicy.lockSeconds;

export const LOCKED_MESSAGE = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * Password reset requests: each one is answered the same way, but beyond these counts per e-mail
 * and per IP in the window no mail is sent, so nobody can flood an inbox through us.
 */
export const resetRequestPolicy = {
  windowSeconds: 15 * 60,
  perEmail: 3,
  perIp: 20,
} as const;

export const resetRequestAllowed = (perEmail: number, perIp: number) =>
  perEmail <= resetRequestPolicy.perEmail && perIp <= resetRequestPolicy.perIp;
