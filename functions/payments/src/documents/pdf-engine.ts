/**
 * Everything that writes a PDF, in one module that imports nothing heavier than pdf-lib (no zod,
 * no domain): pdf-lib would be most of the payments function's weight, so the deployed function
 * keeps this module in a file of its own, loaded by `loadPdfEngine` on the first call that makes a
 * receipt or a statement. The other payments calls start without it. Its input is checked and
 * worded before it reaches it (`payment-documents.ts`).
 */
export { drawDocument } from './document-pdf';
