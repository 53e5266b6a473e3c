import { timingSafeEqual } from 'node:crypto';
import { FALLBACK_IP } from '@ezc/domain';
import type { Context } from 'hono';
import { config } from '../config';

type Env = {
  incoming?: { socket?: { remoteAddress?: string } };
  event?: { requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } } };
};

/** Who may speak for the client: CloudFront with its secret header (AWS), proxies we run (locally). */
export interface IpTrust {
  /** The `X-Origin-Verify` value CloudFront adds; without it, no viewer header is believed. */
  originVerifySecret?: string | undefined;
  /** Local reverse proxies whose `X-Forwarded-For` is believed. */
  trustedProxies: readonly string[];
}

const fromConfig = (): IpTrust => {
  const c = config();
  return { originVerifySecret: c.ORIGIN_VERIFY_SECRET, trustedProxies: c.TRUSTED_PROXIES };
};

const plain = (ip: string) => {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed;
};

/** `203.0.113.5:4431` or `[2001:db8::1]:4431` (CloudFront-Viewer-Address) → the address alone. */
const withoutPort = (viewer: string) => {
  const v = viewer.trim();
  if (v.startsWith('[')) return v.slice(1, v.indexOf(']'));
  return v.split(':').length === 2 ? v.replace(/:\d+$/, '') : v;
};

const sameSecret = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The caller's IP, which signatures and approvals record, from sources a client cannot forge:
 * - in AWS, CloudFront's `CloudFront-Viewer-Address` only when the request also carries the
 *   secret `X-Origin-Verify` CloudFront adds (the API is reachable around CloudFront too), else
 *   API Gateway's own `sourceIp`;
 * - locally, the socket's address, and `X-Forwarded-For` only when that socket is a configured
 *   trusted proxy (then the nearest address that is not one of our proxies).
 * Unknown means the spec's fallback `{ip}`.
 */
export function clientIp(c: Context, trust: IpTrust = fromConfig()): string {
  const env = c.env as Env | undefined;
  const gateway =
    env?.event?.requestContext?.http?.sourceIp ?? env?.event?.requestContext?.identity?.sourceIp;
  if (gateway !== undefined) {
    const sent = c.req.header('x-origin-verify');
    const viewer = c.req.header('cloudfront-viewer-address');
    if (viewer && sent && trust.originVerifySecret && sameSecret(sent, trust.originVerifySecret)) {
      return plain(withoutPort(viewer));
    }
    return plain(gateway);
  }
  const socket = env?.incoming?.socket?.remoteAddress;
  if (!socket) return FALLBACK_IP;
  const peer = plain(socket);
  const forwarded = c.req.header('x-forwarded-for');
  if (!forwarded || !trust.trustedProxies.includes(peer)) return peer;
  const hops = forwarded.split(',').map(plain).filter(Boolean).reverse();
  return hops.find((hop) => !trust.trustedProxies.includes(hop)) ?? peer;
}
