import * as z from 'zod';
import { ConfigError } from '../config';

/** SECRET_ARNS: configuration names (AUTH_TOKEN_SECRET, SYSTEM_API_KEY, ...) to Secrets Manager ARNs. */
const secretArnsSchema = z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), z.string().min(1));

export type Env = Record<string, string | undefined>;

/**
 * The environment with the function's secrets merged in under their configuration names, all read
 * in one call. Without SECRET_ARNS the environment is used as it is.
 */
export async function withSecrets(
  env: Env,
  read: (ids: string[]) => Promise<Record<string, string>>,
): Promise<Env> {
  if (!env.SECRET_ARNS) return env;
  let parsed: unknown;
  try {
    parsed = JSON.parse(env.SECRET_ARNS);
  } catch {
    throw new ConfigError('Invalid configuration:\n  SECRET_ARNS: not JSON');
  }
  const arns = secretArnsSchema.safeParse(parsed);
  if (!arns.success) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_ARNS: must be an object from configuration names to secret ARNs',
    );
  }
  const values = await read(Object.values(arns.data));
  const merged: Env = { ...env };
  for (const [name, arn] of Object.entries(arns.data)) merged[name] = values[arn];
  return merged;
}

/**
 * The environment with PUBLIC_URL read from the SSM parameter PUBLIC_URL_PARAMETER names, when it
 * is not set itself (AWS without a custom domain: the web stack writes the site's address there).
 */
export async function withPublicUrl(env: Env, read: (name: string) => Promise<string>): Promise<Env> {
  if (env.PUBLIC_URL || !env.PUBLIC_URL_PARAMETER) return env;
  return { ...env, PUBLIC_URL: await read(env.PUBLIC_URL_PARAMETER) };
}
