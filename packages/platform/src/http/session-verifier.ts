import { platformKeys } from '../table/keys';
import type { Table } from '../table/table';
import { readAccessToken, type TokenVerifier } from './auth';

interface RoleRow {
  Name: string;
  Privileges: string[];
}

/**
 * Verifies an access token as every context must: the signature and expiry, then the session it
 * belongs to (so logout, reuse detection and deactivation end it), then the privileges the token's
 * roles carry now. A live session is remembered for one second and roles for five, which saves a
 * table read on most requests; a session ended in this process is forgotten at once, one ended
 * elsewhere stops working within that second.
 */
export function sessionVerifier(options: {
  secret: string;
  table: Table;
  now: () => Date;
  roleCacheMs?: number;
  sessionCacheMs?: number;
}): TokenVerifier & { forgetRoles(): void; forgetSession(sessionId: string): void } {
  let roles: { at: number; byName: Map<string, RoleRow> } | undefined;
  const ttl = options.roleCacheMs ?? 5000;
  const sessionTtl = options.sessionCacheMs ?? 1000;
  const liveSessions = new Map<string, { accountId: string; expiresAt: number; checkedAt: number }>();

  async function sessionIsLive(sessionId: string, accountId: string): Promise<boolean> {
    const now = Date.now();
    const known = liveSessions.get(sessionId);
    if (known && now - known.checkedAt < sessionTtl) {
      return known.accountId === accountId && known.expiresAt > options.now().getTime();
    }
    const session = await options.table.get(platformKeys.session(sessionId));
    const expiresAt = Date.parse(String(session?.ExpiresAt));
    const live =
      session?.Status === 'Active' && session.AccountId === accountId && expiresAt > options.now().getTime();
    if (live) {
      if (liveSessions.size > 10_000) liveSessions.clear();
      liveSessions.set(sessionId, { accountId, expiresAt, checkedAt: now });
    } else {
      liveSessions.delete(sessionId);
    }
    return live;
  }

  async function roleRows(): Promise<Map<string, RoleRow>> {
    const now = Date.now();
    if (roles && now - roles.at < ttl) return roles.byName;
    const items = await options.table.queryAll<RoleRow & Record<string, unknown>>({
      index: 'GSI1',
      pk: platformKeys.rolesIndex,
    });
    roles = { at: now, byName: new Map(items.map((r) => [r.Name, r])) };
    return roles.byName;
  }

  return {
    forgetRoles() {
      roles = undefined;
    },
    forgetSession(sessionId) {
      liveSessions.delete(sessionId);
    },
    async verify(token) {
      const principal = await readAccessToken(token, options.secret);
      if (!principal || !(await sessionIsLive(principal.sessionId, principal.id))) return undefined;
      // The service account's rights are fixed in its token; people's come from their roles now.
      if (principal.kind === 'service') return principal;
      const byName = await roleRows();
      const privileges = [...new Set(principal.roles.flatMap((r) => byName.get(r)?.Privileges ?? []))];
      return { ...principal, privileges };
    },
  };
}
