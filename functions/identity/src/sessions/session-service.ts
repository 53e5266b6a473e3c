import {
  ACCESS_TOKEN_SECONDS,
  DomainError,
  decide,
  idleTimeoutOf,
  initial,
  SESSION_SECONDS,
  sessionMachine,
} from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { Account } from '../accounts/account';
import { newSecret, secretHash } from '../credentials/secret-tokens';
import type { IdentityPorts, RequestContext } from '../ports';
import { type LoadedSession, lastActiveAt, type Session } from './session';

/**
 * Two tabs of the site may refresh at the same moment with the same cookie. Within this window,
 * the token spent just before is answered with a new access token only (the browser already holds
 * the new refresh cookie), instead of being taken for a stolen one.
 */
export const REFRESH_GRACE_MS = 10_000;
const SPENT_KEPT = 20;

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

type Deps = Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids'>;

export const ended = () => new DomainError('unauthorized', 'AUTH.UNAUTHORIZED', 'Unauthorized');
/** The session's machine decides; a session that cannot take the event is over for its caller. */
const decideSession = (s: Session, event: 'REFRESH' | 'LOGOUT' | 'REVOKE' | 'REUSE_DETECTED' | 'EXPIRE') =>
  decide(
    sessionMachine,
    { status: s.Status, machineVersion: s.MachineVersion },
    { type: event },
    {
      code: 'AUTH.UNAUTHORIZED',
      message: 'Unauthorized',
    },
  );

export const actorOf = (a: Account, ctx: Pick<RequestContext, 'ip'>): Actor => ({
  id: a.AccountId,
  kind: a.Kind === 'service' ? 'system' : a.Kind,
  ip: ctx.ip,
  name: a.FullName,
});

async function tokenSet(deps: Deps, account: Account, s: Session, refreshSecret?: string): Promise<TokenSet> {
  return {
    access_token: await deps.tokens.access(account, s.SessionId),
    ...(refreshSecret ? { refresh_token: `${s.SessionId}.${refreshSecret}` } : {}),
    expires_in: ACCESS_TOKEN_SECONDS,
    token_type: 'Bearer',
    sessionId: s.SessionId,
    kind: account.Kind,
    sessionExpiresAt: s.ExpiresAt,
  };
}

/** A new session for a signed-in account: a refresh-token family and its first access token. */
export async function startSession(
  deps: Deps,
  account: Account,
  ctx: RequestContext,
  how: string,
  client: Session['Client'],
): Promise<TokenSet> {
  const start = initial(sessionMachine);
  const secret = newSecret();
  const session: Session = {
    SessionId: deps.ids.next(),
    AccountId: account.AccountId,
    Kind: account.Kind,
    Status: start.status,
    MachineVersion: start.machineVersion,
    Generation: account.SessionGeneration,
    Client: client,
    RefreshHash: secretHash(secret),
    SpentHashes: [],
    CreatedAt: deps.clock.now().toISOString(),
    // Sessions end in real time, whatever the local business clock says.
    ExpiresAt: new Date(Date.now() + SESSION_SECONDS[account.Kind] * 1000).toISOString(),
    LastActiveAt: Date.now(),
    Ip: ctx.ip,
    UserAgent: ctx.userAgent.slice(0, 300),
  };
  await deps.sessions.create(session, { action: `Signed in (${how})`, actor: actorOf(account, ctx) });
  return tokenSet(deps, account, session, secret);
}

/** The session is still one the account stands behind: same generation, active account. */
const ownedAndCurrent = (s: Session, account: Account) =>
  s.AccountId === account.AccountId &&
  s.Generation === account.SessionGeneration &&
  account.Status === 'Active';

/** A fresh token pair for an existing session (the staff code exchange). */
export async function reissueForSession(
  deps: Deps,
  account: Account,
  sessionId: string,
  ctx: RequestContext,
  how: string,
): Promise<TokenSet> {
  const loaded = await deps.sessions.load(sessionId);
  if (loaded?.value.Status !== 'Active' || !ownedAndCurrent(loaded.value, account)) throw ended();
  return rotate(deps, account, loaded, ctx, how);
}

async function rotate(
  deps: Deps,
  account: Account,
  loaded: LoadedSession,
  ctx: RequestContext,
  how: string,
): Promise<TokenSet> {
  const s = loaded.value;
  const secret = newSecret();
  const decision = decideSession(s, 'REFRESH');
  const next: Session = {
    ...s,
    RefreshHash: secretHash(secret),
    SpentHashes: [...s.SpentHashes, s.RefreshHash].slice(-SPENT_KEPT),
    Ip: ctx.ip,
    RotatedAtMs: Date.now(),
  };
  try {
    await deps.sessions.save(loaded, next, decision, { action: how, actor: actorOf(account, ctx) });
  } catch (e) {
    // Two refreshes raced with the same token: the loser signs in again rather than guessing.
    if (e instanceof DomainError && e.kind === 'conflict') throw ended();
    throw e;
  }
  return tokenSet(deps, account, next, secret);
}

/**
 * Rotation: a refresh token works once. The current one yields a new pair; a spent one means the
 * family leaked, so the whole session is revoked; anything else is simply refused. A session past
 * its end, idle for too long, or of an older generation of its account is over.
 */
export async function refreshSession(
  deps: Deps & Pick<IdentityPorts, 'accounts' | 'verifier'>,
  input: { refreshToken: string; fromCookie: boolean },
  ctx: RequestContext,
): Promise<TokenSet> {
  const [sessionId, secret] = input.refreshToken.split('.');
  if (!sessionId || !secret) throw ended();
  const loaded = await deps.sessions.load(sessionId);
  if (loaded?.value.Status !== 'Active') throw ended();
  const s = loaded.value;
  const account = (await deps.accounts.load(s.AccountId))?.value;
  if (!account) throw ended();
  const actor = actorOf(account, ctx);
  const hash = secretHash(secret);

  const idle = idleTimeoutOf(s.Kind);
  if (Date.parse(s.ExpiresAt) <= Date.now()) {
    await endSession(deps, loaded, 'EXPIRE', 'Session expired', actor);
    throw ended();
  }
  if (idle !== undefined && Date.now() - lastActiveAt(s) > idle * 1000) {
    await endSession(deps, loaded, 'EXPIRE', 'Session ended after inactivity', actor);
    throw ended();
  }
  if (!ownedAndCurrent(s, account)) throw ended();
  if (hash === s.RefreshHash) return rotate(deps, account, loaded, ctx, 'Session refreshed');

  // The grace is the site's alone: a session signed in with cookies, the token from that cookie,
  // from the address that rotated it, moments ago. No header the caller sets enters into it.
  const racingTab =
    s.Client === 'web' &&
    input.fromCookie &&
    s.SpentHashes.at(-1) === hash &&
    s.Ip === ctx.ip &&
    Date.now() - (s.RotatedAtMs ?? 0) < REFRESH_GRACE_MS;
  if (racingTab) return tokenSet(deps, account, s);

  if (s.SpentHashes.includes(hash)) {
    await endSession(deps, loaded, 'REUSE_DETECTED', 'Refresh token reuse detected: session revoked', actor);
  }
  throw ended();
}

/** Ends one session through its machine, with an audit row. */
export async function endSession(
  deps: Pick<IdentityPorts, 'sessions'> & Partial<Pick<IdentityPorts, 'verifier'>>,
  loaded: LoadedSession,
  event: 'LOGOUT' | 'REVOKE' | 'REUSE_DETECTED' | 'EXPIRE',
  reason: string,
  actor: Actor,
): Promise<void> {
  const s = loaded.value;
  if (s.Status !== 'Active') return;
  const decision = decideSession(s, event);
  await deps.sessions.save(loaded, { ...s, RevokedReason: reason }, decision, { action: reason, actor });
  deps.verifier?.forgetSession(s.SessionId);
}
