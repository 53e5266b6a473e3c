import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/** What a local upload form allows: one key, one content type, a size limit, until `exp`. */
const uploadGrantSchema = z.object({
  key: z.string().min(1),
  contentType: z.string().min(1),
  maxBytes: z.number().int().positive(),
  sensitive: z.boolean(),
  /** Expiry, unix seconds. */
  exp: z.number().int().positive(),
});
export type UploadGrant = z.infer<typeof uploadGrantSchema>;

export type UploadPolicyCheck =
  | { ok: true; grant: UploadGrant }
  | { ok: false; reason: 'invalid' | 'expired' };

// Keeps a policy signature from ever standing for a download URL's signature, or the reverse.
const DOMAIN = 'ezc-upload-policy.v1\n';

/**
 * The local store's counterpart of an S3 POST policy: the grant as base64url JSON, and an HMAC of
 * exactly those bytes, so the browser carries the policy but cannot change any of it.
 */
export class UploadPolicySigner {
  constructor(private readonly signingKey: Uint8Array | string) {
    if (signingKey.length < 32) throw new Error('The upload policy signing key must be at least 32 bytes');
  }

  sign(grant: UploadGrant): { policy: string; signature: string } {
    const policy = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return { policy, signature: this.mac(policy) };
  }

  /** The signature first, then the grant's shape, then the expiry. */
  verify(policy: string | undefined, signature: string | undefined, nowMs: number): UploadPolicyCheck {
    if (!policy || !signature || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.mac(policy), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'invalid' };
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const grant = uploadGrantSchema.safeParse(decoded);
    if (!grant.success) return { ok: false, reason: 'invalid' };
    if (grant.data.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    return { ok: true, grant: grant.data };
  }

  private mac(policy: string): string {
    return createHmac('sha256', this.signingKey)
      .update(DOMAIN + policy)
      .digest('hex');
  }
}
