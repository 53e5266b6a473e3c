import { defineEntity, platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

export const sessionSchema = z.object({
  SessionId: z.string(),
  AccountId: z.string(),
  Kind: z.enum(['staff', 'customer', 'service']),
  Status: z.enum(['Active', 'Revoked', 'Expired']),
  /** Hash of the one refresh token that may be used next. */
  RefreshHash: z.string(),
  /** Hashes of refresh tokens already used: presenting one again revokes the family. */
  SpentHashes: z.array(z.string()),
  CreatedAt: z.string(),
  ExpiresAt: z.string(),
  LastUsedAt: z.string(),
  Ip: z.string(),
  UserAgent: z.string(),
  RevokedReason: z.string().optional(),
  /** Real time (epoch ms) of the last rotation, for the grace given to a racing second tab. */
  RotatedAtMs: z.number().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Sessions: by id (the token check reads it on every request); per account by start (GSI1). */
export const sessionEntity = defineEntity({
  name: 'Session',
  schema: sessionSchema,
  id: (s) => s.SessionId,
  key: (id: string) => platformKeys.session(id),
  indexes: { GSI1: (s) => ({ pk: platformKeys.sessionsOfAccount(s.AccountId), sk: s.CreatedAt }) },
  // Kept a day past its end for the record, then removed by DynamoDB's TTL.
  expiresAt: (s) => Math.floor(Date.parse(s.ExpiresAt) / 1000) + 24 * 3600,
});

/** Access pattern: an account's active sessions (to revoke them all). */
export async function activeSessionsOf(
  table: Table,
  accountId: string,
): Promise<{ value: Session; version: number }[]> {
  const items = await table.queryAll({ index: 'GSI1', pk: platformKeys.sessionsOfAccount(accountId) });
  const fresh = await Promise.all(items.map((i) => table.get(sessionEntity.key(String(i.SessionId)))));
  return fresh
    .filter((i): i is NonNullable<typeof i> => i !== undefined)
    .map((i) => sessionEntity.fromItem(i))
    .filter((s) => s.value.Status === 'Active');
}
