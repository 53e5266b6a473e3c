import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A provider's sign-up link names one mandate and carries a signature of it, keyed with the secret
 * the product and the provider share: only the borrower the product sent there can answer for
 * that mandate, and a link for another mandate cannot be made up.
 */
export const signUpLinkSignature = (secret: string, mandateId: string): string =>
  createHmac('sha256', secret).update(`sign-up.${mandateId}`).digest('hex');

/** Whether `signature` is the link's signature of `mandateId`. */
export function verifySignUpLink(secret: string, mandateId: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signature, 'hex'),
    Buffer.from(signUpLinkSignature(secret, mandateId), 'hex'),
  );
}
