import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, type IpTrust } from './client-ip';

const secret = 'x'.repeat(40);
const trust: IpTrust = { originVerifySecret: secret, trustedProxies: ['10.0.0.2'] };

/** The IP a request is given, with the environment a host would pass (API Gateway event or socket). */
async function ipOf(headers: Record<string, string>, env: unknown, t: IpTrust = trust): Promise<string> {
  const app = new Hono().get('/ip', (c) => c.text(clientIp(c, t)));
  return (await app.request('/ip', { headers }, env)).text();
}
const gateway = (sourceIp: string) => ({ event: { requestContext: { http: { sourceIp } } } });
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('the client IP', () => {
  it("believes CloudFront's viewer address only with the secret origin header", async () => {
    const viewer = { 'cloudfront-viewer-address': '203.0.113.5:51234' };
    expect(await ipOf({ ...viewer, 'x-origin-verify': secret }, gateway('130.176.1.1'))).toBe('203.0.113.5');
    // Straight to API Gateway, around CloudFront, with a forged viewer header: the real source.
    expect(await ipOf(viewer, gateway('198.51.100.7'))).toBe('198.51.100.7');
    expect(await ipOf({ ...viewer, 'x-origin-verify': `${secret}y` }, gateway('198.51.100.7'))).toBe(
      '198.51.100.7',
    );
    expect(
      await ipOf({ ...viewer, 'x-origin-verify': secret }, gateway('198.51.100.7'), { trustedProxies: [] }),
    ).toBe('198.51.100.7');
  });

  it('reads an IPv6 viewer address', async () => {
    const headers = { 'cloudfront-viewer-address': '[2001:db8::1]:443', 'x-origin-verify': secret };
    expect(await ipOf(headers, gateway('130.176.1.1'))).toBe('2001:db8::1');
  });

  it('never believes X-Forwarded-For from a client, and believes it from a trusted proxy', async () => {
    expect(await ipOf({ 'x-forwarded-for': '1.2.3.4' }, socket('::ffff:192.0.2.10'))).toBe('192.0.2.10');
    expect(await ipOf({ 'x-forwarded-for': '1.2.3.4, 192.0.2.99' }, socket('10.0.0.2'))).toBe('192.0.2.99');
    expect(await ipOf({ 'x-forwarded-for': '1.2.3.4, 10.0.0.2' }, socket('10.0.0.2'))).toBe('1.2.3.4');
    expect(await ipOf({}, socket('10.0.0.2'))).toBe('10.0.0.2');
  });

  it('falls back to {ip} when nothing is known', async () => {
    expect(await ipOf({ 'x-forwarded-for': '1.2.3.4' }, undefined)).toBe('{ip}');
  });
});
