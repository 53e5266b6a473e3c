import { DEV_TOKEN_HEADER, type LocalRuntime } from '@ezc/local';

const byUrl = new Map<string, string>();

/** Remembers a test server's dev token by its address, for helpers that are given only the address. */
export function rememberDevToken(rt: Pick<LocalRuntime, 'url' | 'devToken'>): void {
  byUrl.set(rt.url, rt.devToken);
}

/**
 * The header the local helpers (`/api/dev/*`) ask for: of the given server, or of the test server
 * started in this file at that address.
 */
export function devHeaders(server: Pick<LocalRuntime, 'devToken'> | string): Record<string, string> {
  const token = typeof server === 'string' ? byUrl.get(server) : server.devToken;
  if (!token) throw new Error(`No dev token is known for ${String(server)}: start it with startTestServer`);
  return { [DEV_TOKEN_HEADER]: token };
}
