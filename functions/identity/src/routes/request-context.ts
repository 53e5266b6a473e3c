import type { AppEnv } from '@ezc/platform';
import type { Context } from 'hono';
import type { RequestContext } from '../sessions/session-service';

export const requestContext = (c: Context<AppEnv>): RequestContext => ({
  ip: c.var.clientIp,
  userAgent: c.req.header('user-agent') ?? '',
});
