import { ACTIVITY_WRITE_SECONDS, idleTimeoutOf } from '@ezc/domain';
import type { SessionCheck } from '../push/push';
import { platformKeys } from '../table/keys';
import { ConditionFailedError, type Table } from '../table/table';
import { readAccessToken, type TokenType, type TokenVerifier } from './auth';
import type { Principal } from './types';

interface RoleRow {
  Name: string;
  Privileges: string[];
}

/** What the check needs to know of a session and its account, as last read. */
interface SessionState {
  accountId: string;
  /** Active session of an active account, in the account's current session generation. */
  live: boolean;
  expiresAt: number;
  lastActiveAt: number;
  checkedAt: number;
}

export type SessionVerifier = TokenVerifier &
  SessionCheck &
  Required<Pick<TokenVerifier, 'verifySocketTicket' | 'verifySso' | 'markActive'>> & {
    forgetRoles(): void;
    forgetSession(sessionId: string): void;
    forgetAccount(accountId: string): void;
  };

/**
 * Verifies a token as every context must: the signature, expiry and type; then the session and
 * its account, read together in one call — the session must be active, not expired, used within
 * its idle limit, and of the account's current session generation (a password reset,
 * deactivation or role change moves the generation on, which ends every older session in one
 * write); then the privileges the token's roles carry now. A session is remembered for one second
 * and roles for five, which saves a table read on most requests; a session ended in this process
 * is forgotten at once, one ended elsewhere stops working within that second.
 */
export function sessionVerifier(options: {
  secret: string;
  table: Table;
  now: () => Date;
  roleCacheMs?: number;
  sessionCacheMs?: number;
  /** What the two memories are aged by, in milliseconds: the wall clock unless a test gives one it moves. */
  cacheClock?: () => number;
}): SessionVerifier {
  let roles: { at: number; byName: Map<string, RoleRow> } | undefined;
  const ttl = options.roleCacheMs ?? 5000;
  const sessionTtl = options.sessionCacheMs ?? 1000;
  const elapsed = options.cacheClock ?? (() => Date.now());
  const sessions = new Map<string, SessionState>();

  async function read(sessionId: string, accountId: string): Promise<SessionState | undefined> {
    const [session, account] = await options.table.batchGet([
      platformKeys.session(sessionId),
      platformKeys.account(accountId),
    ]);
    if (!session) return undefined;
    const state: SessionState = {
      accountId: String(session.AccountId),
      live:
        session.Status === 'Active' &&
        account?.Status === 'Active' &&
        Number(account.SessionGeneration ?? 0) === Number(session.Generation ?? 0),
      expiresAt: Date.parse(String(session.ExpiresAt)),
      lastActiveAt: Number(session.LastActiveAt ?? Date.parse(String(session.CreatedAt))),
      checkedAt: elapsed(),
    };
    if (sessions.size > 10_000) sessions.clear();
    sessions.set(sessionId, state);
    return state;
  }

  async function sessionOf(
    principal: Pick<Principal, 'sessionId' | 'id'>,
    fresh = false,
  ): Promise<SessionState | undefined> {
    const known = sessions.get(principal.sessionId);
    if (!fresh && known && elapsed() - known.checkedAt < sessionTtl) return known;
    return read(principal.sessionId, principal.id);
  }

  function isLive(state: SessionState | undefined, principal: Pick<Principal, 'id' | 'kind'>): boolean {
    if (!state?.live || state.accountId !== principal.id) return false;
    const now = options.now().getTime();
    if (state.expiresAt <= now) return false;
    const idle = idleTimeoutOf(principal.kind);
    return idle === undefined || now - state.lastActiveAt <= idle * 1000;
  }

  async function roleRows(): Promise<Map<string, RoleRow>> {
    const now = elapsed();
    if (roles && now - roles.at < ttl) return roles.byName;
    const items = await options.table.queryAll<RoleRow & Record<string, unknown>>({
      index: 'GSI1',
      pk: platformKeys.rolesIndex,
    });
    roles = { at: now, byName: new Map(items.map((r) => [r.Name, r])) };
    return roles.byName;
  }

  async function check(token: string, typ: TokenType): Promise<Principal | undefined> {
    const principal = await readAccessToken(token, options.secret, typ);
    if (!principal || !isLive(await sessionOf(principal), principal)) return undefined;
    // The service account's rights are fixed in its token; people's come from their roles now.
    if (principal.kind === 'service') return principal;
    const byName = await roleRows();
    const privileges = [...new Set(principal.roles.flatMap((r) => byName.get(r)?.Privileges ?? []))];
    return { ...principal, privileges };
  }

  return {
    forgetRoles() {
      roles = undefined;
    },
    forgetSession(sessionId) {
      sessions.delete(sessionId);
    },
    forgetAccount(accountId) {
      for (const [id, s] of sessions) if (s.accountId === accountId) sessions.delete(id);
    },
    verify: (token) => check(token, 'access'),
    verifySocketTicket: (token) => check(token, 'ws'),
    verifySso: (token) => check(token, 'sso'),
    /**
     * The check a WebSocket connection gets before each push and signal: the session its ticket
     * named, read as the token check reads it (remembered for the same second).
     */
    async live(session, options) {
      if (!session.sessionId) return false;
      const who = { sessionId: session.sessionId, id: session.userId, kind: session.kind };
      return isLive(await sessionOf(who, options?.fresh), who);
    },
    /**
     * Written at most once a minute per session: a conditional update that only moves the time
     * forward, so racing requests and processes cost one write between them.
     */
    async markActive(principal) {
      if (idleTimeoutOf(principal.kind) === undefined) return;
      const state = sessions.get(principal.sessionId);
      const now = options.now().getTime();
      const threshold = now - ACTIVITY_WRITE_SECONDS * 1000;
      if (state && state.lastActiveAt > threshold) return;
      if (state) state.lastActiveAt = now;
      try {
        await options.table.update(platformKeys.session(principal.sessionId), {
          set: { LastActiveAt: now },
          condition: {
            expression: 'attribute_exists(PK) AND (attribute_not_exists(LastActiveAt) OR LastActiveAt < :t)',
            values: { ':t': threshold },
          },
        });
      } catch (e) {
        if (!(e instanceof ConditionFailedError)) throw e;
      }
    },
  };
}
