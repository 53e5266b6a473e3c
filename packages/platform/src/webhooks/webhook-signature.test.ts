import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

const secret = 'local-e-mandate-secret';
const body = '{"EventId":"EVT-1","MandateId":"MDT-1","Status":"Approved"}';
/** 2026-12-07T01:00:00Z, in unix seconds. */
const t = 1_796_605_200;
const at = (seconds: number) => new Date(seconds * 1000);

describe('webhook signatures', () => {
  it('signs t + "." + the raw body with HMAC-SHA256, in hex', () => {
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, t, body)).toBe(`t=${t},v1=${hex}`);
    expect(signWebhook(secret, t, new TextEncoder().encode(body))).toBe(`t=${t},v1=${hex}`);
  });

  it('accepts a valid signature, up to five minutes either side of now', () => {
    const header = signWebhook(secret, t, body);
    for (const now of [t, t + 300, t - 300]) {
      expect(verifyWebhook({ header, rawBody: body, secret, now: at(now) })).toEqual({
        ok: true,
        timestamp: t,
      });
    }
  });

  it('refuses a signature made with another secret', () => {
    const header = signWebhook('another-secret', t, body);
    expect(verifyWebhook({ header, rawBody: body, secret, now: at(t) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a body changed after signing, even by a space', () => {
    const header = signWebhook(secret, t, body);
    for (const tampered of [body.replace('Approved', 'Rejected'), body.replace(':', ': ')]) {
      expect(verifyWebhook({ header, rawBody: tampered, secret, now: at(t) }).ok).toBe(false);
    }
  });

  it('refuses a signed time more than five minutes old, or ahead of now', () => {
    const header = signWebhook(secret, t, body);
    expect(verifyWebhook({ header, rawBody: body, secret, now: at(t + 301) })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyWebhook({ header, rawBody: body, secret, now: at(t - 301) })).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses a missing or malformed header', () => {
    const v1 = signWebhook(secret, t, body).split(',v1=')[1];
    expect(verifyWebhook({ header: undefined, rawBody: body, secret, now: at(t) })).toEqual({
      ok: false,
      reason: 'missing',
    });
    for (const header of [
      'garbage',
      `v1=${v1}`,
      `t=${t}`,
      `t=soon,v1=${v1}`,
      `t=${t},v1=${v1?.slice(2)}`,
      `t=${t},v1=zz${v1?.slice(2)}`,
      `t=${t},t=${t},v1=${v1}`,
    ]) {
      expect(verifyWebhook({ header, rawBody: body, secret, now: at(t) })).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('passes a replay of a genuine request within the tolerance: repeats are the receiver’s to ignore', () => {
    const header = signWebhook(secret, t, body);
    expect(verifyWebhook({ header, rawBody: body, secret, now: at(t + 10) }).ok).toBe(true);
    expect(verifyWebhook({ header, rawBody: body, secret, now: at(t + 20) }).ok).toBe(true);
  });
});
