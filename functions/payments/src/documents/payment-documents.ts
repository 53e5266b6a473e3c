import {
  type ReceiptInput,
  receiptInputSchema,
  type StatementInput,
  statementInputSchema,
} from './document-inputs';
import { loadPdfEngine } from './pdf-engine-loader';
import { receiptContent } from './receipt-content';
import { statementContent } from './statement-content';

/**
 * The official receipt of one payment, as a PDF. The input is checked first: a ZodError names
 * each field that is wrong.
 */
export async function makeReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const parsed = receiptInputSchema.parse(input);
  const { drawDocument } = await loadPdfEngine();
  return drawDocument(receiptContent(parsed));
}

/**
 * A loan's statement of account, as a PDF of as many pages as its transactions take. The input is
 * checked first: a ZodError names each field that is wrong.
 */
export async function makeStatement(input: StatementInput): Promise<Uint8Array> {
  const parsed = statementInputSchema.parse(input);
  const { drawDocument } = await loadPdfEngine();
  return drawDocument(statementContent(parsed));
}
