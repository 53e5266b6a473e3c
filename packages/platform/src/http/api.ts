import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Logger } from '../log';
import { authenticate, type TokenVerifier } from './auth';
import type { ContextApp } from './context-app';
import { docsPageCsp, renderApiReference } from './docs-page';
import { localised, mapError } from './error-mapper';
import {
  accessLog,
  apiSecurityHeaders,
  limitBody,
  requestContext,
  requireJsonContentType,
} from './middleware';
import type { AppEnv } from './types';

export interface ApiDeps {
  log: () => Logger;
  verifier: () => TokenVerifier;
  maxBodyBytes: () => number;
  version: string;
}

/**
 * The API under `/api`: shared middleware, then the given contexts' routes. Locally all contexts
 * are mounted in one app; in AWS each Lambda mounts only its own context.
 */
export function composeApi(
  contexts: ContextApp[],
  deps: ApiDeps,
  extra?: (api: OpenAPIHono<AppEnv>) => void,
) {
  const api = new OpenAPIHono<AppEnv>().basePath('/api');
  // Registered before the API's own headers, which would forbid the page's inline style.
  api.get('/docs', (c) => {
    c.header('Content-Security-Policy', docsPageCsp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return c.html(
      renderApiReference(
        api.getOpenAPI31Document(docConfig(deps.version)) as unknown as Record<string, unknown>,
      ),
    );
  });
  api.use('*', requestContext(deps.log));
  api.use('*', accessLog());
  api.use('*', apiSecurityHeaders());
  api.use('*', limitBody(deps.maxBodyBytes));
  api.use('*', requireJsonContentType());
  api.use('*', authenticate(deps.verifier));

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.doc31('/openapi.json', docConfig(deps.version));

  for (const ctx of contexts) api.route('/', ctx);
  extra?.(api);

  // A route, not only `notFound`: a mounted API does not use its own notFound, and this way an
  // unknown path still passes through the middleware (headers, language) like any other.
  const notFoundAnswer = (c: Context<AppEnv>) =>
    c.json({ message: localised(c, 'HTTP.NOT_FOUND', 'Not found'), code: 'HTTP.NOT_FOUND' }, 404);
  api.all('*', notFoundAnswer);
  api.notFound(notFoundAnswer);
  api.onError((err, c) => mapError(err, c));
  return api;
}

/** The OpenAPI document's header; the paths come from the routes. */
export function docConfig(version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'EZC Loans API',
      version,
      description:
        'Loan management for a licensed moneylender. Money is in ringgit (MYR) with at most two decimals; ' +
        'every failure answers {"message","code"}.',
    },
    servers: [{ url: '/' }],
  };
}
