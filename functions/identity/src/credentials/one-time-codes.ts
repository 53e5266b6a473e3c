import { ConditionFailedError, type Table, type TableWrite } from '@ezc/platform';
import { newSecret, secretHash } from './secret-tokens';

export type CodePurpose = 'sso' | 'reset' | 'mfa-enrol' | 'verify-email';

const key = (purpose: CodePurpose, hash: string) => ({ PK: `CODE#${purpose}#${hash}`, SK: 'CODE' });

export interface FoundCode {
  data: Record<string, unknown>;
  /** Deletes the code, on condition it still exists: put it in the transaction that uses it. */
  useUp: TableWrite;
}

/**
 * Single-use, expiring secrets (the staff SSO code, password reset links, e-mail verification
 * links, a two-step enrolment begun at sign-in). Only the hash is stored; using one deletes it with a condition, so two
 * concurrent uses cannot both succeed.
 */
export interface OneTimeCodes {
  issue(purpose: CodePurpose, data: Record<string, string>, ttlSeconds: number): Promise<string>;
  /** Uses the code up now; undefined when unknown, already used or expired. */
  consume(purpose: CodePurpose, secret: string): Promise<Record<string, unknown> | undefined>;
  /** Reads a live code without using it up; its `useUp` write goes with the change it allows. */
  find(purpose: CodePurpose, secret: string): Promise<FoundCode | undefined>;
  /** The writes that issue a code inside another transaction. */
  issueWrite(
    purpose: CodePurpose,
    data: Record<string, string>,
    ttlSeconds: number,
  ): { secret: string; write: TableWrite };
}

export function oneTimeCodes(table: Table): OneTimeCodes {
  const issueWrite = (purpose: CodePurpose, data: Record<string, string>, ttlSeconds: number) => {
    const secret = newSecret();
    const expires = Date.now() + ttlSeconds * 1000;
    const write: TableWrite = {
      kind: 'put',
      item: {
        ...key(purpose, secretHash(secret)),
        EntityType: 'OneTimeCode',
        Purpose: purpose,
        ...data,
        ExpiresAtMs: expires,
        expiresAt: Math.floor(expires / 1000) + 60,
      },
      condition: { expression: 'attribute_not_exists(PK)' },
    };
    return { secret, write };
  };
  const live = (item: Record<string, unknown> | undefined) =>
    item && Number(item.ExpiresAtMs) > Date.now() ? item : undefined;
  return {
    issueWrite,
    async issue(purpose, data, ttlSeconds) {
      const { secret, write } = issueWrite(purpose, data, ttlSeconds);
      await table.transact([write]);
      return secret;
    },
    async consume(purpose, secret) {
      const k = key(purpose, secretHash(secret));
      const item = await table.get(k);
      if (!item) return undefined;
      try {
        await table.delete(k, { expression: 'attribute_exists(PK)' });
      } catch (e) {
        if (e instanceof ConditionFailedError) return undefined;
        throw e;
      }
      return live(item);
    },
    async find(purpose, secret) {
      const k = key(purpose, secretHash(secret));
      const item = live(await table.get(k));
      if (!item) return undefined;
      return {
        data: item,
        useUp: { kind: 'delete', key: k, condition: { expression: 'attribute_exists(PK)' } },
      };
    },
  };
}
