import type { AppEnv } from '@ezc/platform';
import { platform } from '@ezc/platform';
import type { Context } from 'hono';
import type { RequestContext } from '../ports';

/** Who is asking, from where, in which language; the origin links in e-mails point to. */
export const requestContext = (c: Context<AppEnv>): RequestContext => ({
  ip: c.var.clientIp,
  userAgent: c.req.header('user-agent') ?? '',
  lang: c.var.lang,
  origin: platform().config.PUBLIC_URL ?? new URL(c.req.url).origin,
});

export { actorOf } from '@ezc/platform';
