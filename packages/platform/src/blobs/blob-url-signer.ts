import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks the local store's presigned download URLs: an HMAC-SHA256 over every parameter
 * that decides what the URL allows, so no part can be changed, and an expiry, so a leaked URL dies.
 */
export type BlobOp = 'get';

export interface BlobGrant {
  op: BlobOp;
  key: string;
  /** Expiry, unix seconds. */
  exp: number;
  /** Download file name for Content-Disposition. */
  fileName?: string;
}

export type BlobGrantCheck = { ok: true; grant: BlobGrant } | { ok: false; reason: 'invalid' | 'expired' };

export class BlobUrlSigner {
  constructor(private readonly signingKey: Uint8Array | string) {
    if (signingKey.length < 32) throw new Error('The blob URL signing key must be at least 32 bytes');
  }

  /** The query string of a URL granting `grant`. */
  query(grant: BlobGrant): URLSearchParams {
    const q = new URLSearchParams({ op: grant.op, exp: String(grant.exp) });
    if (grant.fileName !== undefined) q.set('fn', grant.fileName);
    q.set('sig', this.sign(grant));
    return q;
  }

  /** Checks a request for `op` on `key` against its query; the signature first, then the expiry. */
  verify(op: BlobOp, key: string, q: URLSearchParams, nowMs: number): BlobGrantCheck {
    const exp = q.get('exp') ?? '';
    const sig = q.get('sig') ?? '';
    if (q.get('op') !== op || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) {
      return { ok: false, reason: 'invalid' };
    }
    const grant: BlobGrant = {
      op,
      key,
      exp: Number(exp),
      ...(q.has('fn') ? { fileName: q.get('fn') ?? '' } : {}),
    };
    const expected = Buffer.from(this.sign(grant), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'invalid' };
    if (grant.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }

  private sign(g: BlobGrant): string {
    // JSON of a fixed-order array: no separator inside a value can make two grants sign alike. The
    // two nulls hold the places of the upload fields URLs once carried, so older links still verify.
    const canonical = JSON.stringify([g.op, g.key, g.exp, null, null, g.fileName ?? null]);
    return createHmac('sha256', this.signingKey).update(canonical).digest('hex');
  }
}
