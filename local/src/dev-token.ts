import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';

/** The header the local helpers (`/api/dev/*`) ask for (contract: "Names for the capabilities"). */
export const DEV_TOKEN_HEADER = 'x-dev-token';
export const DEV_TOKEN_FILE = 'dev-token';

/**
 * A new token for this process's local helpers, written to `<dataDir>/dev-token` (mode 0600, so
 * only the account that started the product reads it). The helpers set the business clock, read
 * every e-mail and SMS sent (reset links, sign-in codes) and run jobs: anyone else on the machine
 * must not reach them just because the port is on the loopback.
 */
export function createDevToken(dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  writeDevToken(dataDir, token);
  return token;
}

/** Writes the token where newcomers and scripts read it (again, after the data folder was emptied). */
export function writeDevToken(dataDir: string, token: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, DEV_TOKEN_FILE), `${token}\n`, { mode: 0o600 });
}

const same = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Lets through only requests carrying the process's dev token: none answers 401, another 403,
 * both `{message, code}`. `exempt` names the paths that answer to a credential of their own.
 */
export function requireDevToken(token: string, exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    const given = c.req.header(DEV_TOKEN_HEADER);
    if (!given) {
      return c.json(
        {
          message: `The local helpers need the ${DEV_TOKEN_HEADER} header: npm start prints its token and writes it to <DATA_DIR>/${DEV_TOKEN_FILE}.`,
          code: 'DEV.TOKEN_MISSING',
        },
        401,
      );
    }
    if (!same(given, token)) {
      return c.json(
        {
          message: `The ${DEV_TOKEN_HEADER} header is not this process's token (see <DATA_DIR>/${DEV_TOKEN_FILE}).`,
          code: 'DEV.TOKEN_INVALID',
        },
        403,
      );
    }
    return next();
  };
}
