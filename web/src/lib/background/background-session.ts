import { BACKGROUND_LOGIN_TEXTS, backgroundLoginProblems } from '@ezc/domain/identity/background-login';

/**
 * The site server's background login (spec §1, §5): it signs in as the system account with
 * `POST /api/sso/authorisation` and makes the application-wide calls pages need with that
 * session's token, kept until a minute before it runs out. Server-only: the system password and
 * the token never reach a browser. A call that cannot be made (credentials missing, the login
 * refused, the API not answering) is a BackgroundFailure, which pages show as spec §8's
 * 'Background process failed. Please refresh page.'.
 */

export class BackgroundFailure extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly apiKey: string;
  readonly clientId: string;
}

/** The credentials the environment gives, or spec §5's words for what it lacks. */
export function credentialsFrom(
  env: Env,
): { readonly credentials: Credentials; readonly problems: [] } | { readonly problems: string[] } {
  const problems = backgroundLoginProblems({
    email: env.SYSTEM_EMAIL,
    password: env.SYSTEM_PASSWORD,
    crmClientId: env.SYSTEM_API_KEY,
    commonClientId: env.COMMON_CLIENT_ID,
  });
  if (problems.length > 0) return { problems };
  return {
    credentials: {
      email: env.SYSTEM_EMAIL ?? '',
      password: env.SYSTEM_PASSWORD ?? '',
      apiKey: env.SYSTEM_API_KEY ?? '',
      clientId: env.COMMON_CLIENT_ID ?? '',
    },
    problems: [],
  };
}

/**
 * In AWS the site function is handed its secrets as ARNs (SECRET_ARNS), read once from Secrets
 * Manager as the API's functions read theirs; locally the environment holds them.
 */
async function withSiteSecrets(env: Env): Promise<Env> {
  if (!env.SECRET_ARNS) return env;
  const [{ withSecrets }, { SecretsManagerReader }] = await Promise.all([
    import('@ezc/platform/runtime/secret-env'),
    import('@ezc/platform/aws/secrets-manager'),
  ]);
  const reader = new SecretsManagerReader({ region: env.AWS_REGION ?? 'ap-southeast-1' });
  return withSecrets(env, (ids) => reader.read(ids));
}

export interface BackgroundSession {
  /** A GET of the API with the background session's token; a BackgroundFailure when it cannot be made. */
  get(path: string, lang: string): Promise<unknown>;
  /** What the configuration lacks (spec §5's texts), logged once when first asked. */
  problems(): Promise<string[]>;
}

const TIMEOUT_MS = 10_000;

export function backgroundSession(options: {
  readonly apiOrigin: () => string;
  readonly env?: () => Env;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
  readonly now?: () => number;
}): BackgroundSession {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  let resolved: Promise<Env> | undefined;
  let reported = false;
  let session: { token: string; until: number } | undefined;
  let signingIn: Promise<string> | undefined;

  const env = () => {
    resolved ??= withSiteSecrets(options.env?.() ?? process.env).catch((e: unknown) => {
      resolved = undefined;
      throw new BackgroundFailure(`the site's secrets could not be read: ${String(e)}`);
    });
    return resolved;
  };

  async function problems(): Promise<string[]> {
    const found = credentialsFrom(await env()).problems;
    if (found.length > 0 && !reported) {
      reported = true;
      log(`[background-login] ${found.join(' ')}`);
    }
    return found;
  }

  async function signIn(): Promise<string> {
    const found = credentialsFrom(await env());
    if (!('credentials' in found)) {
      await problems();
      throw new BackgroundFailure(found.problems.join(' '));
    }
    const { email, password, apiKey, clientId } = found.credentials;
    let response: Response;
    try {
      response = await doFetch(`${options.apiOrigin()}/api/sso/authorisation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ Username: email, Password: password, ApiKey: apiKey, client_id: clientId }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new BackgroundFailure(`the background login did not answer: ${String(e)}`);
    }
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (!response.ok || typeof body.access_token !== 'string') {
      log(`[background-login] ${BACKGROUND_LOGIN_TEXTS.failed} (the login answered ${response.status})`);
      throw new BackgroundFailure(`the background login answered ${response.status}`);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    session = { token: body.access_token, until: now() + Math.max(0, seconds - 60) * 1000 };
    return body.access_token;
  }

  async function token(): Promise<string> {
    if (session && session.until > now()) return session.token;
    signingIn ??= signIn().finally(() => {
      signingIn = undefined;
    });
    return signingIn;
  }

  async function get(path: string, lang: string): Promise<unknown> {
    const send = async (bearer: string) => {
      try {
        return await doFetch(`${options.apiOrigin()}/api${path}`, {
          headers: { authorization: `Bearer ${bearer}`, accept: 'application/json', 'accept-language': lang },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (e) {
        throw new BackgroundFailure(`the background call did not answer: ${String(e)}`);
      }
    };
    let response = await send(await token());
    if (response.status === 401) {
      // The session ended on the server (it may have been revoked): one new login, then give up.
      session = undefined;
      response = await send(await token());
    }
    if (!response.ok) throw new BackgroundFailure(`the background call answered ${response.status}`);
    return response.json();
  }

  return { get, problems };
}

/** The site's one background session, calling the API at its origin (API_ORIGIN). */
export const siteBackground = backgroundSession({
  apiOrigin: () => process.env.API_ORIGIN ?? 'http://127.0.0.1:4321',
});
