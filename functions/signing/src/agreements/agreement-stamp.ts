import * as z from 'zod';
import { signerRoles } from './signer-roles';

/** What one signature adds to the agreement: who signed, as what, when, from where, and how it looks. */
export const signatureStampSchema = z.object({
  SignedAs: z.enum(signerRoles),
  SignerName: z.string().trim().min(1),
  /** ISO 8601 instant. */
  SignedAt: z.iso.datetime({ offset: true }),
  Ip: z.string().trim().min(1),
  Image: z
    .object({
      // Any Uint8Array (a Buffer too); `z.instanceof` would narrow it to an ArrayBuffer-backed one.
      bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Not the bytes of an image'),
      type: z.enum(['png', 'jpg']),
    })
    .optional(),
});
export type SignatureStamp = z.infer<typeof signatureStampSchema>;

export interface StampedVersion {
  bytes: Uint8Array;
  sha256: string;
  previousSha256: string;
}
