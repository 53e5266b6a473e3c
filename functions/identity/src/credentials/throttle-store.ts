import type { CountedAttempt } from '@ezc/domain';
import { ConditionFailedError, type Table } from '@ezc/platform';

/**
 * Attempt counters: one row per key (an account's sign-in name, an IP, a reset address), counted
 * with atomic updates so concurrent attempts all count and a slow request can never overwrite a
 * newer count or lock. The domain's throttle policy decides from what they answer.
 */
const key = (scope: string) => ({ PK: `THROTTLE#${scope}`, SK: 'THROTTLE' });

export const accountScope = (kind: string, email: string) => `account#${kind}#${email.trim().toLowerCase()}`;
export const ipScope = (ip: string) => `ip#${ip}`;
export const resetScope = (kind: string, email: string) => `reset#${kind}#${email.trim().toLowerCase()}`;
export const resetIpScope = (ip: string) => `reset-ip#${ip}`;

export interface AttemptCounters {
  /** Counts one attempt within the window (a window past its end, unless locked, starts again). */
  count(scope: string, nowSeconds: number, windowSeconds: number): Promise<CountedAttempt>;
  /** Locks the key until `untilSeconds`; a later lock already in place is kept. */
  lock(scope: string, untilSeconds: number): Promise<void>;
  /** Takes back one counted attempt (it turned out to be a success). */
  uncount(scope: string): Promise<void>;
  /** Forgets the key: a success, or a new password. */
  forget(scope: string): Promise<void>;
  /** The stored count, for tests and support. */
  peek(scope: string): Promise<number>;
}

export function attemptCounters(table: Table): AttemptCounters {
  const answer = (item: Record<string, unknown>): CountedAttempt => ({
    count: Number(item.failures ?? 0),
    ...(item.lockedUntil !== undefined ? { lockedUntil: Number(item.lockedUntil) } : {}),
  });
  return {
    async count(scope, now, windowSeconds) {
      const expiresAt = now + 2 * windowSeconds + 60;
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          // The usual case: a new key, a live window, or a locked key — one more attempt.
          return answer(
            await table.update(key(scope), {
              add: { failures: 1 },
              setIfAbsent: { windowStart: now, EntityType: 'Throttle' },
              set: { expiresAt },
              condition: {
                expression: 'attribute_not_exists(PK) OR windowStart > :cutoff OR lockedUntil > :now',
                values: { ':cutoff': now - windowSeconds, ':now': now },
              },
            }),
          );
        } catch (e) {
          if (!(e instanceof ConditionFailedError)) throw e;
        }
        try {
          // The window is over and the key is not locked: this attempt opens a new window.
          return answer(
            await table.update(key(scope), {
              set: { failures: 1, windowStart: now, expiresAt },
              remove: ['lockedUntil'],
              condition: {
                expression:
                  'windowStart <= :cutoff AND (attribute_not_exists(lockedUntil) OR lockedUntil <= :now)',
                values: { ':cutoff': now - windowSeconds, ':now': now },
              },
            }),
          );
        } catch (e) {
          // Another attempt opened the window first: count in it.
          if (!(e instanceof ConditionFailedError)) throw e;
        }
      }
      throw new Error(`Attempt counter ${scope} kept changing`);
    },
    async lock(scope, until) {
      try {
        await table.update(key(scope), {
          set: { lockedUntil: until },
          condition: {
            expression: 'attribute_not_exists(lockedUntil) OR lockedUntil < :until',
            values: { ':until': until },
          },
        });
      } catch (e) {
        if (!(e instanceof ConditionFailedError)) throw e;
      }
    },
    async uncount(scope) {
      try {
        await table.update(key(scope), {
          add: { failures: -1 },
          condition: { expression: 'failures > :zero', values: { ':zero': 0 } },
        });
      } catch (e) {
        if (!(e instanceof ConditionFailedError)) throw e;
      }
    },
    async forget(scope) {
      await table.delete(key(scope));
    },
    async peek(scope) {
      return Number((await table.get(key(scope)))?.failures ?? 0);
    },
  };
}
