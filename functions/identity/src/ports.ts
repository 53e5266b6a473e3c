import type { Language } from '@ezc/domain';
import { ACCESS_TOKEN_SECONDS } from '@ezc/domain';
import {
  type AggregateStore,
  type Clock,
  deliverOnce,
  type Ids,
  type Logger,
  type Mailer,
  type Platform,
  type SessionVerifier,
  signAccessToken,
  siteLink,
} from '@ezc/platform';
import { type Account, type Accounts, accountsRepository } from './accounts/account';
import { type AccountTraces, accountTraces } from './accounts/account-erasure';
import { type Consents, consentsRepository } from './accounts/consents';
import { type MfaSettings, mfaSettings } from './accounts/mfa-setting';
import { type Roles, rolesRepository } from './accounts/role';
import { type OneTimeCodes, oneTimeCodes } from './credentials/one-time-codes';
import { type PasswordHasher, scryptHasherAt } from './credentials/password-hasher';
import { type SecretBox, secretBox } from './credentials/secret-box';
import { type AttemptCounters, attemptCounters } from './credentials/throttle-store';
import { type Sessions, sessionsRepository } from './sessions/session';

/** Who is asking, from where: recorded with every sign-in, and the IP with every audit row. */
export interface RequestContext {
  ip: string;
  userAgent: string;
  lang: Language;
}

/**
 * Links to the site's pages for e-mails, on its configured address (PUBLIC_URL) only: nothing a
 * request says (its Host, a link it sends) decides where a mailed link leads.
 */
export interface SiteLinks {
  origin(): string;
  link(path: string, query?: Record<string, string>): string;
}

/** Encodes the tokens identity hands out; deciding who gets one is the use cases' work. */
export interface TokenIssuer {
  access(account: Account, sessionId: string): Promise<string>;
  /** The single sign-on token that travels with a staff sign-in code. */
  sso(account: Account, sessionId: string, ttlSeconds: number): Promise<string>;
}

/**
 * Identity's ports. Each use case names the few it needs (`Pick<IdentityPorts, …>`), so a use case
 * says what it touches and a test can hand it exactly that.
 */
export interface IdentityPorts {
  clock: Clock;
  ids: Ids;
  log: Logger;
  accounts: Accounts;
  /** Customers' consents to the Privacy Notice, and the version in force. */
  consents: Consents;
  /** A person's traces beside the account (audit trail, consents' IPs, sign-in attempts), for erasure. */
  traces: AccountTraces;
  sessions: Sessions;
  roles: Roles;
  mfaSettings: MfaSettings;
  codes: OneTimeCodes;
  counters: AttemptCounters;
  hasher: PasswordHasher;
  tokens: TokenIssuer;
  /** Seals staff members' two-step secrets at rest. */
  mfaBox: SecretBox;
  /** Audit rows and events that change no aggregate. */
  audit: Pick<AggregateStore, 'record' | 'envelope'>;
  /** This process's memory of sessions and roles, cleared when they change. */
  verifier: Pick<SessionVerifier, 'forgetRoles' | 'forgetAccount' | 'forgetSession'>;
  mail: Mailer;
  site: SiteLinks;
  /** Runs an effect that is not a table write (an e-mail) once per event, whatever the deliveries. */
  once(consumer: string, eventId: string, effect: () => Promise<void>): Promise<boolean>;
}

function tokenIssuer(secret: string): TokenIssuer {
  const nowS = () => Math.floor(Date.now() / 1000);
  return {
    access: (account, sessionId) =>
      signAccessToken(
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
        secret,
        nowS(),
        ACCESS_TOKEN_SECONDS,
      ),
    // The claims of an access token under a type of their own: the session's staff member, taken
    // as a Bearer token only by the routes that accept the single sign-on bearer.
    sso: (account, sessionId, ttlSeconds) =>
      signAccessToken(
        {
          sub: account.AccountId,
          kind: account.Kind,
          sid: sessionId,
          name: account.FullName,
          roles: account.Roles,
          privileges: [],
        },
        secret,
        nowS(),
        ttlSeconds,
        'sso',
      ),
  };
}

const built = new WeakMap<Platform, IdentityPorts>();

/** Identity's ports over the process's platform, assembled once. */
export function identityPorts(p: Platform): IdentityPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = {
      clock: p.clock,
      ids: p.ids,
      log: p.log,
      accounts: accountsRepository(p.table, p.store),
      consents: consentsRepository(p.table),
      traces: accountTraces(p.table),
      sessions: sessionsRepository(p.store),
      roles: rolesRepository(p.table, p.store),
      mfaSettings: mfaSettings(p.store, p.config.STAGE),
      codes: oneTimeCodes(p.table),
      counters: attemptCounters(p.table),
      hasher: scryptHasherAt(p.config.PASSWORD_HASH_COST),
      tokens: tokenIssuer(p.tokenSecret),
      mfaBox: secretBox(p.tokenSecret, 'mfa-secret'),
      audit: p.store,
      verifier: p.tokens,
      get mail() {
        return p.mail;
      },
      site: {
        origin: () => new URL(siteLink(p.config, '/')).origin,
        link: (path, query) => siteLink(p.config, path, query),
      },
      once: (consumer, eventId, effect) =>
        deliverOnce({ table: p.table, consumer, eventId, now: p.clock.now().toISOString(), effect }),
    };
    built.set(p, ports);
  }
  return ports;
}
