export {
  type ChainCheck,
  type StoredVersion,
  sha256Hex,
  type VersionCheck,
  verifyChain,
} from './agreement-chain';
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
export { type AgreementLoan, agreementInputOf, agreementLoanSchema } from './agreement-input';
export { embeddedPreviousSha256 } from './agreement-metadata';
export {
  makeAgreement,
  malaysiaTimeLabel,
  type SignatureStamp,
  type StampedVersion,
  signatureStampSchema,
  stampSignature,
} from './agreement-pdf';
