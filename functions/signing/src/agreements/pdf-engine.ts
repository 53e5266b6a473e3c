/**
 * Everything that reads or writes a PDF, in one module that imports nothing heavier than pdf-lib
 * (no zod, no domain): pdf-lib is most of the signing code's weight, so the deployed function
 * keeps this module in a file of its own, loaded by `loadPdfEngine` on the first call that makes,
 * stamps or verifies an agreement. The other signing calls start without it. Its inputs are
 * checked before they reach it (`agreement-documents.ts`).
 */
export { embeddedPreviousSha256 } from './agreement-metadata';
export { drawAgreement, drawSignature } from './agreement-pdf';
