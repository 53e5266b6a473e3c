import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a provider's webhook: `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`,
 * the HMAC keyed with the shared secret over `t + "." + raw body`. Signing the time with the body
 * lets a receiver refuse an old request replayed later; the body is hashed as its bytes arrived,
 * since any re-serialisation of the JSON would change them.
 */

/** How far the signed time may be from the receiver's clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const encoder = new TextEncoder();
const bytesOf = (body: Uint8Array | string) => (typeof body === 'string' ? encoder.encode(body) : body);

function hmacHex(secret: string, timestamp: number, rawBody: Uint8Array | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(bytesOf(rawBody)).digest('hex');
}

/** The header value a provider sends for `rawBody` at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, rawBody: Uint8Array | string): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

export type WebhookVerdict =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** `t=…,v1=…` → its parts; any other shape is malformed. */
function parseHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return undefined;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== undefined) return undefined;
      timestamp = Number(value);
    } else if (name === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return undefined;
      signatures.push(value.toLowerCase());
    }
  }
  if (timestamp === undefined || signatures.length === 0) return undefined;
  return { timestamp, signatures };
}

/**
 * Whether `header` signs `rawBody` with `secret` at a time within the tolerance of `now`. A replay
 * of a genuine request inside the tolerance passes here: the receiver's own record of the events
 * it processed is what makes a repeat change nothing.
 */
export function verifyWebhook(input: {
  header: string | undefined;
  rawBody: Uint8Array | string;
  secret: string;
  now: Date;
  toleranceSeconds?: number;
}): WebhookVerdict {
  if (!input.header) return { ok: false, reason: 'missing' };
  const parsed = parseHeader(input.header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > tolerance) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmacHex(input.secret, parsed.timestamp, input.rawBody), 'hex');
  // Both are 32 bytes (the header's were checked as 64 hex digits), as timingSafeEqual requires.
  const matches = parsed.signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return matches ? { ok: true, timestamp: parsed.timestamp } : { ok: false, reason: 'mismatch' };
}
