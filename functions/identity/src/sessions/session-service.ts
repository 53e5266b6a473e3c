import { DomainError, decide, sessionMachine } from '@ezc/domain';
import { type Actor, type Platform, signAccessToken } from '@ezc/platform';
import type { Account } from '../accounts/account';
import { newSecret, secretHash } from '../credentials/secret-tokens';
import { activeSessionsOf, type Session, sessionEntity } from './session';

/** Access tokens live 15 minutes; the session (refresh family) as long as its kind allows. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const SESSION_SECONDS: Record<Account['Kind'], number> = {
  staff: 12 * 3600,
  customer: 7 * 24 * 3600,
  service: 3600,
};
const SPENT_KEPT = 20;
/**
 * Two tabs of the site may refresh at the same moment with the same cookie. Within this window,
 * the token spent just before is answered with a new access token only (the browser already holds
 * the new refresh cookie), instead of being taken for a stolen one.
 */
export const REFRESH_GRACE_MS = 10_000;

export interface TokenSet {
  access_token: string;
  /** Absent when only the access token was renewed (the grace case). */
  refresh_token?: string;
  expires_in: number;
  token_type: 'Bearer';
  sessionId: string;
  kind: Account['Kind'];
  sessionExpiresAt: string;
}

export interface RequestContext {
  ip: string;
  userAgent: string;
}

const ended = () => new DomainError('unauthorized', 'AUTH.UNAUTHORIZED', 'Unauthorized');
const refuse = { code: 'AUTH.UNAUTHORIZED', message: 'Unauthorized' };

export const actorOf = (a: Account, ctx: RequestContext): Actor => ({
  id: a.AccountId,
  kind: a.Kind === 'service' ? 'system' : a.Kind,
  ip: ctx.ip,
  name: a.FullName,
});

async function accessToken(p: Platform, account: Account, sessionId: string): Promise<string> {
  return signAccessToken(
    {
      sub: account.AccountId,
      kind: account.Kind,
      sid: sessionId,
      name: account.FullName,
      roles: account.Roles,
      // The service account's rights are fixed; people's come from their roles at each request.
      privileges: account.Kind === 'service' ? ['Service - Background'] : [],
      ...(account.CustomerId ? { cid: account.CustomerId } : {}),
    },
    p.tokenSecret,
    Math.floor(Date.now() / 1000),
    ACCESS_TOKEN_SECONDS,
  );
}

/** A new session for a signed-in account: a refresh-token family and its first access token. */
export async function startSession(
  p: Platform,
  account: Account,
  ctx: RequestContext,
  how: string,
): Promise<TokenSet> {
  const now = p.clock.now();
  const sessionId = p.ids.next();
  const secret = newSecret();
  const session: Session = {
    SessionId: sessionId,
    AccountId: account.AccountId,
    Kind: account.Kind,
    Status: 'Active',
    RefreshHash: secretHash(secret),
    SpentHashes: [],
    CreatedAt: now.toISOString(),
    // Sessions end in real time, whatever the local business clock says.
    ExpiresAt: new Date(Date.now() + SESSION_SECONDS[account.Kind] * 1000).toISOString(),
    LastUsedAt: now.toISOString(),
    Ip: ctx.ip,
    UserAgent: ctx.userAgent.slice(0, 300),
  };
  await p.store.commit({
    entity: sessionEntity,
    value: session,
    expectedVersion: 0,
    audit: {
      objectType: 'Account',
      objectId: account.AccountId,
      action: `Signed in (${how})`,
      actor: actorOf(account, ctx),
    },
  });
  return {
    access_token: await accessToken(p, account, sessionId),
    refresh_token: `${sessionId}.${secret}`,
    expires_in: ACCESS_TOKEN_SECONDS,
    token_type: 'Bearer',
    sessionId,
    kind: account.Kind,
    sessionExpiresAt: session.ExpiresAt,
  };
}

/** A fresh access token for an existing session (the staff code exchange). */
export async function reissueForSession(
  p: Platform,
  account: Account,
  sessionId: string,
  ctx: RequestContext,
  how: string,
): Promise<TokenSet> {
  const loaded = await p.store.load(sessionEntity, sessionId);
  if (loaded?.value.Status !== 'Active' || loaded.value.AccountId !== account.AccountId) throw ended();
  return rotate(p, account, loaded, ctx, how);
}

async function rotate(
  p: Platform,
  account: Account,
  loaded: { value: Session; version: number },
  ctx: RequestContext,
  how: string,
): Promise<TokenSet> {
  const s = loaded.value;
  const secret = newSecret();
  const next: Session = {
    ...s,
    Status: decide(sessionMachine, s.Status, { type: 'REFRESH' }, refuse) as Session['Status'],
    RefreshHash: secretHash(secret),
    SpentHashes: [...s.SpentHashes, s.RefreshHash].slice(-SPENT_KEPT),
    LastUsedAt: p.clock.now().toISOString(),
    Ip: ctx.ip,
    RotatedAtMs: Date.now(),
  };
  try {
    await p.store.commit({
      entity: sessionEntity,
      value: next,
      expectedVersion: loaded.version,
      audit: {
        objectType: 'Account',
        objectId: account.AccountId,
        action: how,
        actor: actorOf(account, ctx),
      },
    });
  } catch (e) {
    // Two refreshes raced with the same token: the loser signs in again rather than guessing.
    if (e instanceof DomainError && e.kind === 'conflict') throw ended();
    throw e;
  }
  return {
    access_token: await accessToken(p, account, s.SessionId),
    refresh_token: `${s.SessionId}.${secret}`,
    expires_in: ACCESS_TOKEN_SECONDS,
    token_type: 'Bearer',
    sessionId: s.SessionId,
    kind: account.Kind,
    sessionExpiresAt: s.ExpiresAt,
  };
}

/**
 * Rotation: a refresh token works once. The current one yields a new pair; a spent one means the
 * family leaked, so the whole session is revoked; anything else is simply refused.
 */
export async function refreshSession(
  p: Platform,
  refreshToken: string,
  ctx: RequestContext,
  loadAccount: (id: string) => Promise<Account | undefined>,
  options: { graceForRacingTabs: boolean } = { graceForRacingTabs: false },
): Promise<TokenSet> {
  const [sessionId, secret] = refreshToken.split('.');
  if (!sessionId || !secret) throw ended();
  const loaded = await p.store.load(sessionEntity, sessionId);
  if (loaded?.value.Status !== 'Active') throw ended();
  const s = loaded.value;
  const account = await loadAccount(s.AccountId);
  if (!account) throw ended();
  const hash = secretHash(secret);

  if (Date.parse(s.ExpiresAt) <= Date.now()) {
    await endSession(p, loaded, 'EXPIRE', 'Session expired', actorOf(account, ctx));
    throw ended();
  }
  if (hash === s.RefreshHash) {
    if (account.Status !== 'Active') {
      await endSession(p, loaded, 'REVOKE', 'Account inactive', actorOf(account, ctx));
      throw ended();
    }
    return rotate(p, account, loaded, ctx, 'Session refreshed');
  }
  const justSpent = s.SpentHashes.at(-1) === hash && Date.now() - (s.RotatedAtMs ?? 0) < REFRESH_GRACE_MS;
  if (justSpent && options.graceForRacingTabs && account.Status === 'Active') {
    return {
      access_token: await accessToken(p, account, s.SessionId),
      expires_in: ACCESS_TOKEN_SECONDS,
      token_type: 'Bearer',
      sessionId: s.SessionId,
      kind: account.Kind,
      sessionExpiresAt: s.ExpiresAt,
    };
  }
  if (s.SpentHashes.includes(hash)) {
    await endSession(
      p,
      loaded,
      'REUSE_DETECTED',
      'Refresh token reuse detected: session revoked',
      actorOf(account, ctx),
    );
  }
  throw ended();
}

/** Ends one session through its machine, with an audit row. */
export async function endSession(
  p: Platform,
  loaded: { value: Session; version: number },
  event: 'LOGOUT' | 'REVOKE' | 'REUSE_DETECTED' | 'EXPIRE',
  reason: string,
  actor: Actor,
): Promise<void> {
  const s = loaded.value;
  if (s.Status !== 'Active') return;
  const status = decide(sessionMachine, s.Status, { type: event }, refuse) as Session['Status'];
  await p.store.commit({
    entity: sessionEntity,
    value: { ...s, Status: status, RevokedReason: reason },
    expectedVersion: loaded.version,
    audit: { objectType: 'Account', objectId: s.AccountId, action: reason, actor },
  });
  p.tokens.forgetSession?.(s.SessionId);
}

/** Ends every active session of an account (password reset, deactivation, role change). */
export async function revokeAllSessions(
  p: Platform,
  accountId: string,
  reason: string,
  actor: Actor,
): Promise<number> {
  const sessions = await activeSessionsOf(p.table, accountId);
  for (const s of sessions) await endSession(p, s, 'REVOKE', reason, actor);
  return sessions.length;
}

export async function logout(p: Platform, sessionId: string, actor: Actor): Promise<void> {
  const loaded = await p.store.load(sessionEntity, sessionId);
  if (loaded) await endSession(p, loaded, 'LOGOUT', 'Signed out', actor);
}
