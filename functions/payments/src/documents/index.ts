// Nothing here imports pdf-lib: the PDF work is reached through `loadPdfEngine` (see pdf-engine.ts).
export { type Lender, lenderOf, type StatementLanguage } from './document-inputs';
export { makeReceipt, makeStatement } from './payment-documents';
