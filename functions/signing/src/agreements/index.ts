// Nothing here imports pdf-lib: the PDF work is reached through `loadPdfEngine` (see pdf-engine.ts).
export { verifyChain } from './agreement-chain';
export type { Lender } from './agreement-content';
export { makeAgreement, stampSignature } from './agreement-documents';
export { sha256Hex } from './agreement-hash';
export { agreementInputOf } from './agreement-input';
