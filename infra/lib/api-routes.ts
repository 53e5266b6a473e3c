import type { ContextName } from '@ezc/platform/bus/rules';
import type { RoutedApp } from './context-apps';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface ApiRoute {
  readonly context: ContextName;
  readonly method: ApiMethod;
  /** API Gateway form, under `/api`: `/api/loans/{id}`. */
  readonly path: string;
}

const methods: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/**
 * Served by every function's composed API; API Gateway sends it to identity. The API reference
 * (`/api/openapi.json`, `/api/docs`) covers every context, so it is rendered at synthesis and
 * served from the site bucket (see api-reference.ts), not by one context's function.
 */
export const sharedRoutes: readonly ApiRoute[] = [
  { context: 'identity', method: 'GET', path: '/api/health' },
];

/** Hono path → API Gateway path: `:id` and `:id{[0-9]+}` become `{id}`, a trailing `*` `{proxy+}`. */
export function toApiGatewayPath(honoPath: string): string {
  const segments = honoPath.split('/').map((segment, i, all) => {
    if (segment === '*' && i === all.length - 1) return '{proxy+}';
    const param = /^:([A-Za-z_][A-Za-z0-9_]*)(\{.*\})?$/.exec(segment);
    if (param) return `{${param[1]}}`;
    // Optional parameters and inner wildcards have no API Gateway form; declare explicit routes instead.
    if (segment.startsWith(':') || segment.includes('*')) {
      throw new Error(`Route path ${honoPath} has a segment API Gateway cannot express: ${segment}`);
    }
    return segment;
  });
  const path = segments.join('/').replace(/\/+$/, '');
  return `/api${path === '' ? '' : path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Every API route of every context, once. Hono lists a route once per handler (validators are
 * handlers too) and middleware under `ALL`; both are folded away. Two contexts claiming the same
 * method and path would make API Gateway pick one silently, so synthesis stops instead.
 */
export function collectRoutes(apps: Partial<Record<ContextName, RoutedApp>>): ApiRoute[] {
  const owners = new Map<string, ApiRoute>();
  for (const route of sharedRoutes) owners.set(`${route.method} ${route.path}`, route);
  const collected: ApiRoute[] = [...sharedRoutes];
  for (const [context, app] of Object.entries(apps) as [ContextName, RoutedApp][]) {
    for (const r of app.routes) {
      const method = r.method.toUpperCase();
      if (method === 'ALL') continue;
      if (!methods.includes(method)) throw new Error(`Context ${context} uses unsupported method ${method}`);
      const route: ApiRoute = { context, method: method as ApiMethod, path: toApiGatewayPath(r.path) };
      const key = `${route.method} ${route.path}`;
      const owner = owners.get(key);
      if (owner?.context === context) continue;
      if (owner) throw new Error(`${key} is claimed by both ${owner.context} and ${context}`);
      owners.set(key, route);
      collected.push(route);
    }
  }
  return collected;
}
