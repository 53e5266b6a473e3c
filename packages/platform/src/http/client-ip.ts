import { FALLBACK_IP } from '@ezc/domain';
import type { Context } from 'hono';

type Env = {
  incoming?: { socket?: { remoteAddress?: string } };
  event?: { requestContext?: { http?: { sourceIp?: string } } };
};

/**
 * The caller's IP, from sources a client cannot forge: CloudFront's viewer address header (set by
 * CloudFront itself), else API Gateway's source IP, else the local socket. X-Forwarded-For is not
 * trusted: its first entry is whatever the client sent. Unknown means the spec's fallback `{ip}`.
 */
export function clientIp(c: Context): string {
  const viewer = c.req.header('cloudfront-viewer-address');
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const env = c.env as Env | undefined;
  const ip = env?.event?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress;
  if (!ip) return FALLBACK_IP;
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
