import type { AppEnv } from '@ezc/platform';
import type { Context } from 'hono';
import type { RequestContext } from '../ports';

/** Who is asking, from where, in which language. (Links in e-mails never come from the request.) */
export const requestContext = (c: Context<AppEnv>): RequestContext => ({
  ip: c.get('clientIp'),
  userAgent: c.req.header('user-agent') ?? '',
  lang: c.get('lang'),
});

export { actorOf } from '@ezc/platform';
