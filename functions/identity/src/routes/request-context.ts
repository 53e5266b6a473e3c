import type { Actor, AppEnv } from '@ezc/platform';
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

/** The signed-in caller as the audit trail records them. */
export const actorOf = (c: Context<AppEnv>): Actor => {
  const p = c.var.principal!;
  return {
    id: p.id,
    kind: p.kind === 'service' ? 'system' : p.kind,
    ip: c.var.clientIp,
    ...(p.name ? { name: p.name } : {}),
  };
};
