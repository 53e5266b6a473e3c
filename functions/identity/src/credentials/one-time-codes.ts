import { ConditionFailedError, type Platform } from '@ezc/platform';
import { newSecret, secretHash } from './secret-tokens';

export type CodePurpose = 'sso' | 'reset';

const key = (purpose: CodePurpose, hash: string) => ({ PK: `CODE#${purpose}#${hash}`, SK: 'CODE' });

/**
 * Single-use, expiring secrets (the staff SSO code, password reset links). Only the hash is
 * stored; consuming deletes the row with a condition, so two concurrent uses cannot both succeed.
 */
export async function issueCode(
  p: Platform,
  purpose: CodePurpose,
  data: Record<string, string>,
  ttlSeconds: number,
): Promise<string> {
  const secret = newSecret();
  const expires = Date.now() + ttlSeconds * 1000;
  await p.table.put({
    ...key(purpose, secretHash(secret)),
    EntityType: 'OneTimeCode',
    Purpose: purpose,
    ...data,
    ExpiresAtMs: expires,
    expiresAt: Math.floor(expires / 1000) + 60,
  });
  return secret;
}

export async function consumeCode(
  p: Platform,
  purpose: CodePurpose,
  secret: string,
): Promise<Record<string, unknown> | undefined> {
  const k = key(purpose, secretHash(secret));
  const item = await p.table.get(k);
  if (!item) return undefined;
  try {
    await p.table.delete(k, { expression: 'attribute_exists(PK)' });
  } catch (e) {
    if (e instanceof ConditionFailedError) return undefined;
    throw e;
  }
  return Number(item.ExpiresAtMs) > Date.now() ? item : undefined;
}
