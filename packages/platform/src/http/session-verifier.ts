import { verify } from 'hono/jwt';
import { platformKeys } from '../table/keys';
import type { Table } from '../table/table';
import { accessClaimsSchema, type TokenVerifier } from './auth';
import type { Principal } from './types';

interface RoleRow {
  Name: string;
  Privileges: string[];
}

/**
 * Verifies an access token as every context must: the signature and expiry, then the session it
 * belongs to (so logout, reuse detection and deactivation end it at once), then the privileges the
 * token's roles carry now. Roles are cached for a few seconds, so a privilege toggled by an Admin
 * takes effect within that time without a table read per request.
 */
export function sessionVerifier(options: {
  secret: string;
  table: Table;
  now: () => Date;
  roleCacheMs?: number;
}): TokenVerifier & { forgetRoles(): void } {
  let roles: { at: number; byName: Map<string, RoleRow> } | undefined;
  const ttl = options.roleCacheMs ?? 5000;

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
    async verify(token) {
      let payload: unknown;
      try {
        payload = await verify(token, options.secret, 'HS256');
      } catch {
        return undefined;
      }
      const parsed = accessClaimsSchema.safeParse(payload);
      if (!parsed.success) return undefined;
      const c = parsed.data;
      const session = await options.table.get(platformKeys.session(c.sid));
      if (
        session?.Status !== 'Active' ||
        session.AccountId !== c.sub ||
        Date.parse(String(session.ExpiresAt)) <= options.now().getTime()
      ) {
        return undefined;
      }
      let privileges = c.privileges;
      if (c.kind !== 'service') {
        const byName = await roleRows();
        privileges = [...new Set(c.roles.flatMap((r) => byName.get(r)?.Privileges ?? []))];
      }
      const principal: Principal = {
        id: c.sub,
        kind: c.kind,
        sessionId: c.sid,
        roles: c.roles,
        privileges,
        ...(c.name ? { name: c.name } : {}),
        ...(c.cid ? { customerId: c.cid } : {}),
      };
      return principal;
    },
  };
}
