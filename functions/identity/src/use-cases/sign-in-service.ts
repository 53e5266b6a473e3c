import { DomainError } from '@ezc/domain';
import type { IdentityPorts, RequestContext } from '../ports';
import { startSession, type TokenSet } from '../sessions/session-service';
import { KNOWN_CLIENTS, unknownClient } from './authorize-staff';
import { checkCredentials } from './check-credentials';
import { createAccount } from './create-account';

type Deps = Parameters<typeof checkCredentials>[0] &
  Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids'>;

/**
 * The background system account signs in with its e-mail, password and API key (the site's
 * server does, for its background calls); a wrong key counts as a failed attempt like a wrong
 * password. A client id, when sent, must be one identity knows, and is recorded with the session.
 */
export async function signInService(
  deps: Deps,
  input: {
    email: string;
    password: string;
    apiKey: string;
    clientId?: string | undefined;
    /** The system account this process is configured with (its secrets), made on first use. */
    configured?: SystemAccount | undefined;
  },
  ctx: RequestContext,
): Promise<TokenSet> {
  if (input.clientId !== undefined && !KNOWN_CLIENTS.has(input.clientId)) throw unknownClient();
  if (input.configured) await ensureSystemAccount(deps, input.configured);
  const { account } = await checkCredentials(deps, { kind: 'service', ...input }, ctx);
  const how = input.clientId ? `background login (${input.clientId})` : 'background login';
  return startSession(deps, account, ctx, how, 'api');
}

export interface SystemAccount {
  email: string;
  password: string;
  apiKey: string;
}

/**
 * The background system account exists wherever identity is handed its secrets: the local seed
 * makes it, and in AWS the first background login does, from this process's configuration (never
 * from what the request says; the request's password and key are then checked as always).
 */
async function ensureSystemAccount(deps: Deps, configured: SystemAccount): Promise<void> {
  if (await deps.accounts.findByEmail('service', configured.email)) return;
  try {
    await createAccount(
      deps,
      {
        AccountId: 'SYS-0001',
        Kind: 'service',
        Email: configured.email,
        FullName: 'Background system account',
        Roles: [],
        password: configured.password,
        apiKey: configured.apiKey,
      },
      { id: 'identity', kind: 'system' },
      'Created (background system account, at its first sign-in)',
    );
  } catch (e) {
    // Made a moment ago by a login running alongside.
    if (!(e instanceof DomainError && (e.kind === 'conflict' || e.code === 'ACCOUNT.EMAIL_TAKEN'))) throw e;
  }
}
