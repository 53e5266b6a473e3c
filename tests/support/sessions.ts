import { type Platform, platformKeys, signAccessToken } from '@ezc/platform';

/**
 * A signed-in session made directly in the store, for tests of parts that need a token but are
 * not about signing in (the sign-in journeys use the real calls).
 */
export async function tokenFor(
  p: Platform,
  who: { id: string; kind: 'customer' | 'staff'; roles?: string[]; customerId?: string },
): Promise<string> {
  const sessionId = `test-${who.id}-${Math.random().toString(36).slice(2)}`;
  const now = new Date();
  // The token check reads the account with the session: a live one, unless the test made its own.
  await p.table
    .put(
      {
        ...platformKeys.account(who.id),
        EntityType: 'Account',
        AccountId: who.id,
        Status: 'Active',
        SessionGeneration: 0,
      },
      { expression: 'attribute_not_exists(PK)' },
    )
    .catch(() => undefined);
  await p.table.put({
    ...platformKeys.session(sessionId),
    EntityType: 'Session',
    SessionId: sessionId,
    AccountId: who.id,
    Status: 'Active',
    Generation: 0,
    LastActiveAt: now.getTime(),
    CreatedAt: now.toISOString(),
    ExpiresAt: new Date(now.getTime() + 3600_000).toISOString(),
  });
  return signAccessToken(
    {
      sub: who.id,
      kind: who.kind,
      sid: sessionId,
      roles: who.roles ?? [],
      privileges: [],
      ...(who.customerId ? { cid: who.customerId } : {}),
    },
    p.tokenSecret,
    Math.floor(now.getTime() / 1000),
    900,
  );
}
