import { type ListAnswer, type Paging, paginate } from '@ezc/domain';
import { defineEntity, type Table, type TableWrite } from '@ezc/platform';
import * as z from 'zod';
import { numbersGiven } from '../accounts/sequences';

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
    GSI3: (n) => ({ pk: `CREDITNOTES#CUSTOMER#${n.CustomerId}`, sk: n.CreditNoteNo }),
  },
});

/** The sequence that numbers credit notes (CN-000001…). */
export const CREDIT_NOTE_SEQUENCE = 'credit-note';

export const creditNoteWrite = (n: CreditNote, at: string): TableWrite => ({
  kind: 'put',
  item: creditNoteEntity.toItem(n, 1, at),
  condition: { expression: 'attribute_not_exists(PK)' },
});

export interface CreditNotes {
  load(no: string): Promise<CreditNote | undefined>;
  /** A loan's, newest first. */
  ofLoan(loanNo: string): Promise<CreditNote[]>;
  /**
   * One page, newest first: of a loan or of a customer (their own few, read whole), or of every
   * loan, read from a key with the count the numbering gives, whatever the number of notes.
   */
  page(
    query: { loanNo?: string | undefined; customerId?: string | undefined },
    paging: Paging,
  ): Promise<ListAnswer<CreditNote>>;
}

export function creditNotesRepository(table: Table): CreditNotes {
  const fromItems = (items: Record<string, unknown>[]) =>
    items.map((i) => creditNoteEntity.fromItem(i).value);
  const ofLoan = async (loanNo: string) =>
    fromItems(await table.queryAll({ index: 'GSI2', pk: `CREDITNOTES#LOAN#${loanNo}`, forward: false }));
  return {
    async load(no) {
      const item = await table.get(creditNoteEntity.key(no));
      return item ? creditNoteEntity.fromItem(item).value : undefined;
    },
    ofLoan: (loanNo) => ofLoan(loanNo),
    async page({ loanNo, customerId }, paging) {
      if (loanNo !== undefined) {
        const notes = await ofLoan(loanNo);
        return paginate(
          notes.filter((n) => customerId === undefined || n.CustomerId === customerId),
          paging,
        );
      }
      if (customerId !== undefined) {
        const items = await table.queryAll({
          index: 'GSI3',
          pk: `CREDITNOTES#CUSTOMER#${customerId}`,
          forward: false,
        });
        return paginate(fromItems(items), paging);
      }
      const [count, items] = await Promise.all([
        numbersGiven(table, CREDIT_NOTE_SEQUENCE),
        table.queryFirst(
          { index: 'GSI1', pk: CREDIT_NOTES_INDEX, forward: false },
          paging.Page * paging.Rows,
        ),
      ]);
      return {
        Data: fromItems(items.slice((paging.Page - 1) * paging.Rows)),
        Count: Math.max(count, items.length),
      };
    },
  };
}
