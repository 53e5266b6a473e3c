// Nothing here imports pdf-lib: the PDF work is reached through `loadPdfEngine` (see pdf-engine.ts).
export { amountInWords } from './amount-in-words';
export {
  type Lender,
  lenderOf,
  lenderSchema,
  type ReceiptAllocation,
  type ReceiptInput,
  receiptInputSchema,
  type StatementInput,
  type StatementLanguage,
  type StatementScheduleRow,
  type StatementTransaction,
  statementInputSchema,
  statementLanguages,
} from './document-inputs';
export { makeReceipt, makeStatement } from './payment-documents';
export { receiptContent } from './receipt-content';
export { statementContent } from './statement-content';
