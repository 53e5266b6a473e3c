import { type AgreementInput, agreementContent, agreementInputSchema } from './agreement-content';
import { type SignatureStamp, type StampedVersion, signatureStampSchema } from './agreement-stamp';
import { loadPdfEngine } from './pdf-engine-loader';

/** Version 1 of the agreement, made from the loan's particulars (checked first). */
export async function makeAgreement(input: AgreementInput): Promise<Uint8Array> {
  const parsed = agreementInputSchema.parse(input);
  const { drawAgreement } = await loadPdfEngine();
  return drawAgreement(parsed, agreementContent(parsed));
}

/**
 * The next version: `previous` with one signer's signature drawn into their box, with their name,
 * the time (Malaysia), their IP address and the SHA-256 of `previous`, which the metadata records
 * as well. The same previous version and stamp give the same bytes.
 */
export async function stampSignature(previous: Uint8Array, stamp: SignatureStamp): Promise<StampedVersion> {
  const checked = signatureStampSchema.parse(stamp);
  const { drawSignature } = await loadPdfEngine();
  return drawSignature(previous, checked);
}
