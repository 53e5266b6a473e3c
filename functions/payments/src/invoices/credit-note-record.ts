import { defineEntity, type Table, type TableWrite } from '@ezc/platform';
import * as z from 'zod';

/** A credit note (contract "Credit notes"): a charge taken back, numbered in order, on the ledger. */
export const creditNoteSchema = z.object({
  CreditNoteNo: z.string(),
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  Date: z.string(),
  AmountSen: z.number().int(),
  Reason: z.string(),
  InvoiceNo: z.string(),
  CreatedAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const CREDIT_NOTES_INDEX = 'CREDITNOTES';

export const creditNoteEntity = defineEntity({
  name: 'CreditNote',
  schema: creditNoteSchema,
  id: (n) => n.CreditNoteNo,
  key: (no: string) => ({ PK: `CREDITNOTE#${no}`, SK: 'CREDITNOTE' }),
  indexes: {
    GSI1: (n) => ({ pk: CREDIT_NOTES_INDEX, sk: n.CreditNoteNo }),
    GSI2: (n) => ({ pk: `CREDITNOTES#LOAN#${n.LoanNo}`, sk: n.CreditNoteNo }),
  },
});

export const creditNoteWrite = (n: CreditNote, at: string): TableWrite => ({
  kind: 'put',
  item: creditNoteEntity.toItem(n, 1, at),
  condition: { expression: 'attribute_not_exists(PK)' },
});

export interface CreditNotes {
  load(no: string): Promise<CreditNote | undefined>;
  /** Newest first; a loan's only when given. */
  list(loanNo?: string): Promise<CreditNote[]>;
}

export function creditNotesRepository(table: Table): CreditNotes {
  return {
    async load(no) {
      const item = await table.get(creditNoteEntity.key(no));
      return item ? creditNoteEntity.fromItem(item).value : undefined;
    },
    async list(loanNo) {
      const items = await table.queryAll(
        loanNo
          ? { index: 'GSI2', pk: `CREDITNOTES#LOAN#${loanNo}`, forward: false }
          : { index: 'GSI1', pk: CREDIT_NOTES_INDEX, forward: false },
      );
      return items.map((i) => creditNoteEntity.fromItem(i).value);
    },
  };
}
