import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type CodeVerdict,
  judgeCode,
  OTP_DIGITS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  OTP_WINDOW_SECONDS,
} from '@ezc/domain';
import { ConditionFailedError, type Table, type TableWrite } from '@ezc/platform';
import type { Person } from './person';

/**
 * The eKYC's SMS codes. A code is 6 digits from the system's CSPRNG; only its HMAC-SHA256 is
 * stored (keyed with a server secret and salted per code, because a million possible codes would
 * fall to a plain hash in a moment). One live code per person: a new one replaces the last, and
 * using one deletes it in the same write as the verdict, so it works once. Attempts are counted
 * with an atomic ADD before the code is compared, so parallel guesses all count.
 */

/** A fresh code: uniformly random, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/** The code's stored form, bound to its owner and salt so a copied row is useless elsewhere. */
export function codeHash(key: Buffer, owner: Person, salt: string, code: string): string {
  return createHmac('sha256', key)
    .update(`${owner.ObjectType}#${owner.ObjectId}#${salt}#${code}`)
    .digest('base64url');
}

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The key the codes are hashed with, derived from the process's token secret for this use only. */
export const codeKey = (secret: string) => createHmac('sha256', secret).update('ekyc-sms-code').digest();

const codeRow = (o: Person) => ({ PK: `EKYCCODE#${o.ObjectType}#${o.ObjectId}`, SK: 'CODE' });

export interface LiveCode {
  PhoneNo: string;
  SentAtMs: number;
  ExpiresAtMs: number;
  Attempts: number;
}

export type CheckedCode =
  | { verdict: Exclude<CodeVerdict, 'ok'>; attempts: number }
  | { verdict: 'ok'; attempts: number; phoneNo: string; useUp: TableWrite }
  | { verdict: 'none' };

export interface SmsCodes {
  /** The person's last code, live or not. */
  last(owner: Person): Promise<LiveCode | undefined>;
  /**
   * A new code and the write that stores it, to go with the status change. The write fails
   * (ConditionFailedError) if another code was sent less than 3 minutes ago.
   */
  issue(owner: Person, phoneNo: string, nowMs: number): { code: string; write: TableWrite };
  /** Counts one attempt, then judges `code`; a right code comes with the write that uses it up. */
  check(owner: Person, code: string, nowMs: number): Promise<CheckedCode>;
  /** Forgets the person's code (it could not be sent). */
  withdraw(owner: Person): Promise<void>;
}

export function smsCodes(table: Table, secret: string): SmsCodes {
  const key = codeKey(secret);
  return {
    async last(owner) {
      const item = await table.get(codeRow(owner));
      if (!item) return undefined;
      return {
        PhoneNo: String(item.PhoneNo),
        SentAtMs: Number(item.SentAtMs),
        ExpiresAtMs: Number(item.ExpiresAtMs),
        Attempts: Number(item.Attempts ?? 0),
      };
    },
    issue(owner, phoneNo, nowMs) {
      const code = newCode();
      const salt = randomBytes(16).toString('base64url');
      const expiresAtMs = nowMs + OTP_TTL_SECONDS * 1000;
      const write: TableWrite = {
        kind: 'put',
        item: {
          ...codeRow(owner),
          EntityType: 'EkycCode',
          CodeHash: codeHash(key, owner, salt, code),
          Salt: salt,
          PhoneNo: phoneNo,
          SentAtMs: nowMs,
          ExpiresAtMs: expiresAtMs,
          Attempts: 0,
          // Kept a while after expiry: the resend wait and support questions read it.
          expiresAt: Math.floor(expiresAtMs / 1000) + OTP_WINDOW_SECONDS,
        },
        condition: {
          expression: 'attribute_not_exists(PK) OR SentAtMs <= :cutoff',
          values: { ':cutoff': nowMs - OTP_RESEND_SECONDS * 1000 },
        },
      };
      return { code, write };
    },
    async check(owner, code, nowMs) {
      let item: Record<string, unknown>;
      try {
        item = await table.update(codeRow(owner), {
          add: { Attempts: 1 },
          condition: { expression: 'attribute_exists(PK)' },
        });
      } catch (e) {
        if (e instanceof ConditionFailedError) return { verdict: 'none' };
        throw e;
      }
      const attempts = Number(item.Attempts);
      const stored = String(item.CodeHash);
      const verdict = judgeCode({
        attempts,
        expiresAtMs: Number(item.ExpiresAtMs),
        nowMs,
        matches: sameHash(codeHash(key, owner, String(item.Salt), code), stored),
      });
      if (verdict !== 'ok') return { verdict, attempts };
      return {
        verdict,
        attempts,
        phoneNo: String(item.PhoneNo),
        // The very code that was checked: a code replaced meanwhile is not used up by mistake.
        useUp: {
          kind: 'delete',
          key: codeRow(owner),
          condition: { expression: 'CodeHash = :h', values: { ':h': stored } },
        },
      };
    },
    async withdraw(owner) {
      await table.delete(codeRow(owner));
    },
  };
}

/**
 * Codes sent per person and per phone within an hour, counted atomically: a window opens with its
 * first code and a new one opens once it is over (the approach of the sign-in throttle).
 */
export interface SendCounters {
  /** Counts one more code; answers the count within the window and when the window started. */
  count(scope: string, nowSeconds: number): Promise<{ count: number; windowStart: number }>;
  /** Takes one back (the code was not sent after all). */
  uncount(scope: string): Promise<void>;
}

const counterRow = (scope: string) => ({ PK: `SMSCOUNT#${scope}`, SK: 'COUNT' });
export const ownerScope = (o: Person) => `owner#${o.ObjectType}#${o.ObjectId}`;
export const phoneScope = (phoneNo: string) => `phone#${phoneNo}`;

export function sendCounters(table: Table): SendCounters {
  const answer = (item: Record<string, unknown>) => ({
    count: Number(item.sent ?? 0),
    windowStart: Number(item.windowStart ?? 0),
  });
  return {
    async count(scope, now) {
      const expiresAt = now + 2 * OTP_WINDOW_SECONDS;
      const cutoff = now - OTP_WINDOW_SECONDS;
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          return answer(
            await table.update(counterRow(scope), {
              add: { sent: 1 },
              setIfAbsent: { windowStart: now, EntityType: 'SmsCount' },
              set: { expiresAt },
              condition: {
                expression: 'attribute_not_exists(PK) OR windowStart > :cutoff',
                values: { ':cutoff': cutoff },
              },
            }),
          );
        } catch (e) {
          if (!(e instanceof ConditionFailedError)) throw e;
        }
        try {
          return answer(
            await table.update(counterRow(scope), {
              set: { sent: 1, windowStart: now, expiresAt },
              condition: { expression: 'windowStart <= :cutoff', values: { ':cutoff': cutoff } },
            }),
          );
        } catch (e) {
          // Another request opened the new window first: count in it.
          if (!(e instanceof ConditionFailedError)) throw e;
        }
      }
      throw new Error(`SMS counter ${scope} kept changing`);
    },
    async uncount(scope) {
      try {
        await table.update(counterRow(scope), {
          add: { sent: -1 },
          condition: { expression: 'sent > :zero', values: { ':zero': 0 } },
        });
      } catch (e) {
        if (!(e instanceof ConditionFailedError)) throw e;
      }
    },
  };
}
