// Nothing here imports pdf-lib: the PDF work is reached through `loadPdfEngine` (see pdf-engine.ts).
export { type ChainCheck, type StoredVersion, type VersionCheck, verifyChain } from './agreement-chain';
export {
  type AgreementContent,
  type AgreementInput,
  agreementContent,
  agreementInputSchema,
  agreementText,
  defaultLender,
  type Lender,
  lenderSchema,
  type SignerRole,
  signerRoles,
} from './agreement-content';
export { makeAgreement, stampSignature } from './agreement-documents';
export { sha256Hex } from './agreement-hash';
export { type AgreementLoan, agreementInputOf, agreementLoanSchema } from './agreement-input';
export { type SignatureStamp, type StampedVersion, signatureStampSchema } from './agreement-stamp';
export { malaysiaTimeLabel } from './malaysia-time-label';
