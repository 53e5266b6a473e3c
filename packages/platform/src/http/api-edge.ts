import { type Context, Hono } from 'hono';
import type { BlankSchema } from 'hono/types';
import * as z from 'zod';
import type { Logger } from '../log';
import { publicAccess } from './access';
import { authenticate, type TokenVerifier } from './auth';
import { type ContextApp, contextApp } from './context-app';
import { localised, mapError } from './error-mapper';
import {
  accessLog,
  apiSecurityHeaders,
  discardUnreadBody,
  limitBody,
  requestContext,
  requireJsonContentType,
} from './middleware';
import { defineRoute, jsonResponse } from './route';
import type { AppEnv } from './types';

export interface EdgeDeps {
  log: () => Logger;
  verifier: () => TokenVerifier;
  maxBodyBytes: () => number;
  /** Paths whose requests never ride on the page's session cookie (see `authenticate`). */
  sessionless?: (path: string) => boolean;
}

/** The API app under `/api`, as the composition roots see it. */
export type ApiApp = Hono<AppEnv, BlankSchema, '/api'>;

export interface EdgeOptions {
  /** Routes answered before the shared middleware, which would overwrite their own headers. */
  readonly ahead?: (api: ApiApp) => void;
  /** Routes after the contexts' own, through the shared middleware. */
  readonly extra?: (api: ApiApp) => void;
}

const healthRoute = defineRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the API answers',
  tags: ['Health'],
  access: publicAccess('Monitoring checks it without an account'),
  responses: {
    200: jsonResponse(z.object({ status: z.literal('ok') }), 'The API answers'),
  },
});

/** Served by every function's API (API Gateway sends it to one of them). */
export const healthApp = contextApp().openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));

/**
 * The API under `/api`: shared middleware (request id, log, headers, body limit, a refused
 * request's body read to its end, content type, token), the health check, then the given
 * contexts' routes; unknown paths and errors answer `{message, code}`. Locally all contexts are
 * mounted in one app; in AWS each Lambda mounts only its own context.
 */
export function composeEdge(contexts: readonly ContextApp[], deps: EdgeDeps, options: EdgeOptions = {}) {
  const api: ApiApp = new Hono<AppEnv>().basePath('/api');
  options.ahead?.(api);
  api.use('*', requestContext(deps.log));
  api.use('*', accessLog());
  api.use('*', apiSecurityHeaders());
  api.use('*', limitBody(deps.maxBodyBytes));
  api.use('*', discardUnreadBody(deps.maxBodyBytes));
  api.use('*', requireJsonContentType());
  api.use('*', authenticate(deps.verifier, deps.sessionless));

  api.route('/', healthApp);
  for (const ctx of contexts) api.route('/', ctx);
  options.extra?.(api);

  // A route, not only `notFound`: a mounted API does not use its own notFound, and this way an
  // unknown path still passes through the middleware (headers, language) like any other.
  const notFoundAnswer = (c: Context<AppEnv>) =>
    c.json({ message: localised(c, 'HTTP.NOT_FOUND', 'Not found'), code: 'HTTP.NOT_FOUND' }, 404);
  api.all('*', notFoundAnswer);
  api.notFound(notFoundAnswer);
  api.onError((err, c) => mapError(err, c));
  return api;
}
