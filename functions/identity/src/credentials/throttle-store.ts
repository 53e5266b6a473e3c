import {
  checkThrottle,
  recordFailure,
  type ThrottleState,
  type ThrottleVerdict,
  throttlePolicy,
} from '@ezc/domain';
import type { Table } from '@ezc/platform';

/** Throttle counters: one row per sign-in name and one per IP, removed by TTL after their window. */
const key = (scope: string) => ({ PK: `THROTTLE#${scope}`, SK: 'THROTTLE' });

export const accountScope = (kind: string, email: string) => `account#${kind}#${email.trim().toLowerCase()}`;
export const ipScope = (ip: string) => `ip#${ip}`;
export const resetScope = (kind: string, email: string) => `reset#${kind}#${email.trim().toLowerCase()}`;

async function read(table: Table, scope: string): Promise<ThrottleState | undefined> {
  const item = await table.get(key(scope));
  if (!item) return undefined;
  return {
    failures: Number(item.failures),
    windowStart: Number(item.windowStart),
    ...(item.lockedUntil ? { lockedUntil: Number(item.lockedUntil) } : {}),
  };
}

export async function verdict(
  table: Table,
  scope: string,
  nowSeconds: number,
  scale = 1,
): Promise<ThrottleVerdict> {
  return checkThrottle(await read(table, scope), nowSeconds, scale);
}

/** Counts one more failure; answers whether the key is now locked. */
export async function fail(table: Table, scope: string, nowSeconds: number, scale = 1): Promise<boolean> {
  const next = recordFailure(await read(table, scope), nowSeconds, scale);
  await table.put({
    ...key(scope),
    EntityType: 'Throttle',
    ...next,
    expiresAt: Math.max(next.windowStart + throttlePolicy.windowSeconds, next.lockedUntil ?? 0) + 60,
  });
  return next.lockedUntil !== undefined && next.lockedUntil > nowSeconds;
}

export async function clear(table: Table, scope: string): Promise<void> {
  await table.delete(key(scope));
}
