import type { Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentNo, nextNumber } from '../accounts/sequences';
import { indexCreditNoteLists } from '../use-cases/payments/index-payment-lists';
import {
  CREDIT_NOTE_SEQUENCE,
  type CreditNote,
  type CreditNotes,
  creditNoteEntity,
  creditNotesRepository,
  creditNoteWrite,
} from './credit-note-record';

/** Credit notes listed from a key, against the real DynamoDB Local; expectations written by hand. */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let notes: CreditNotes;
const clock = { now: () => new Date('2026-11-28T02:00:00.000Z') };

const noteOf = (no: string, loanNo: string, customerId: string): CreditNote => ({
  CreditNoteNo: no,
  LoanNo: loanNo,
  CustomerId: customerId,
  BorrowerName: 'Ahmad bin Ali',
  Date: '2026-11-20',
  AmountSen: 600,
  Reason: 'Late charge waived',
  InvoiceNo: `LPC-${loanNo}-001`,
  CreatedAt: '2026-11-20T02:00:00.000Z',
});

/** Issues a note as the product does: the next number, taken in the note's own transaction. */
async function issue(loanNo: string, customerId: string): Promise<string> {
  const numbered = await nextNumber(table, CREDIT_NOTE_SEQUENCE);
  const no = documentNo('CN', numbered.value);
  await table.transact([
    creditNoteWrite(noteOf(no, loanNo, customerId), clock.now().toISOString()),
    numbered.write,
  ]);
  return no;
}

const nos = (page: { Data: CreditNote[] }) => page.Data.map((n) => n.CreditNoteNo);

beforeAll(async () => {
  t = await createTestTable('credit-notes');
  table = t.table;
  notes = creditNotesRepository(table);
  await issue('EZC000001', 'CUST-000001');
  await issue('EZC000002', 'CUST-000002');
  await issue('EZC000001', 'CUST-000001');
  await issue('EZC000003', 'CUST-000001');
});
afterAll(async () => t?.drop());

describe('credit notes', () => {
  it('are listed newest first, counted by their numbering without reading the rest', async () => {
    const second = await notes.page({}, { Rows: 3, Page: 2 });
    expect([second.Count, nos(second)]).toEqual([4, ['CN-000001']]);
    expect(nos(await notes.page({}, { Rows: 2, Page: 1 }))).toEqual(['CN-000004', 'CN-000003']);
  });

  it("give a borrower their own, of all their loans or of one, and none of another's", async () => {
    const own = await notes.page({ customerId: 'CUST-000001' }, { Rows: 20, Page: 1 });
    expect([own.Count, nos(own)]).toEqual([3, ['CN-000004', 'CN-000003', 'CN-000001']]);
    expect(
      nos(await notes.page({ customerId: 'CUST-000001', loanNo: 'EZC000001' }, { Rows: 20, Page: 1 })),
    ).toEqual(['CN-000003', 'CN-000001']);
    expect(
      await notes.page({ customerId: 'CUST-000001', loanNo: 'EZC000002' }, { Rows: 20, Page: 1 }),
    ).toEqual({
      Data: [],
      Count: 0,
    });
  });

  it('stored before the list by customer are put in it once', async () => {
    const {
      GSI3PK: _pk,
      GSI3SK: _sk,
      ...old
    } = creditNoteEntity.toItem(
      noteOf('CN-000000', 'EZC000009', 'CUST-000009'),
      1,
      '2026-10-01T02:00:00.000Z',
    );
    await table.put(old);
    const theirs = () => notes.page({ customerId: 'CUST-000009' }, { Rows: 20, Page: 1 });
    expect((await theirs()).Count).toBe(0);
    expect(await indexCreditNoteLists({ table, clock })).toBe(1);
    expect(nos(await theirs())).toEqual(['CN-000000']);
    expect(await indexCreditNoteLists({ table, clock })).toBe(0);
  });
});
