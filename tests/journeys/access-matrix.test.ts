import { contexts } from '@ezc/contexts';
import type { LocalRuntime } from '@ezc/local';
import { accessRules, allows, type Principal } from '@ezc/platform';
import { composeApi } from '@ezc/platform/http/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * Every registered route, called by every demo identity and by an anonymous caller: the answer
 * must follow the route's declared rule. A route registered without a rule fails here.
 */
const demoEmails = [
  'admin@demo.test',
  'finance@demo.test',
  'risk@demo.test',
  'staff@demo.test',
  'signer@demo.test',
  'attorney@demo.test',
  'borrower@demo.test',
  'company@demo.test',
];
/** Served by the API shell itself, open by design; the dev helpers exist only locally. */
const shellRoutes = new Set(['GET /api/health', 'GET /api/openapi.json', 'GET /api/docs']);

const composed = composeApi(
  Object.values(contexts).map((c) => c.app),
  {
    log: () => {
      throw new Error('unused');
    },
    verifier: () => {
      throw new Error('unused');
    },
    maxBodyBytes: () => 1,
    version: 'x',
  },
);
const routes = [
  ...new Map(
    composed.routes
      .filter(
        (r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !shellRoutes.has(`${r.method} ${r.path}`),
      )
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
  // Signing out last: it ends the caller's session.
].sort((x, y) => Number(x.path === '/api/auth/logout') - Number(y.path === '/api/auth/logout'));

let rt: LocalRuntime;
const identities: { name: string; token?: string; principal?: Principal }[] = [{ name: 'anonymous' }];

beforeAll(async () => {
  rt = await startTestServer({ web: false });
  const a = api(rt.url);
  for (const email of demoEmails) {
    const token = await signIn(rt.url, email);
    const me = await a.get<{
      Data: { roles: string[]; privileges: string[]; Kind: Principal['kind']; id: string };
    }>('/auth/me', token);
    identities.push({
      name: email,
      token,
      principal: {
        id: me.body.Data.id,
        kind: me.body.Data.Kind,
        sessionId: '',
        roles: me.body.Data.roles,
        privileges: me.body.Data.privileges,
      },
    });
  }
}, 120_000);
afterAll(async () => rt?.stop());

describe('the route access matrix', () => {
  it('has a declared access rule for every registered route', () => {
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((r) => !accessRules.has(`${r.method} ${r.path.replace(/^\/api/, '')}`));
    expect(missing).toEqual([]);
  });

  it('answers each identity as the rule says', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const rule = accessRules.get(`${route.method} ${route.path.replace(/^\/api/, '')}`)!;
      const url = rt.url + route.path.replace(/:(\w+)/g, 'X');
      for (const who of identities) {
        const res = await fetch(url, {
          method: route.method,
          headers: {
            ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        });
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        const verdict = allows(rule, who.principal);
        const label = `${route.method} ${route.path} as ${who.name}: ${res.status} ${body.code ?? ''}`;
        if (res.status >= 500) problems.push(`${label} (server error)`);
        if (verdict === 'unauthenticated' && res.status !== 401) problems.push(`${label} (expected 401)`);
        if (verdict === 'forbidden' && res.status !== 403) problems.push(`${label} (expected 403)`);
        if (
          verdict === 'ok' &&
          !('public' in rule) &&
          (res.status === 401 || body.code === 'AUTH.FORBIDDEN')
        ) {
          problems.push(`${label} (expected to pass the guard)`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
