import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextReceiptNo } from './sequences';

/** Receipt numbers against DynamoDB Local: a series for each last digit of the loan number. */
let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('sequences');
});
afterAll(async () => t?.drop());

/** Takes the next receipt number of a loan's series as an approval does: the write lands with it. */
const receiptFor = async (loanNo: string) => {
  const next = await nextReceiptNo(t.table, loanNo);
  await t.table.transact([next.write]);
  return next.receiptNo;
};

describe('receipt numbers', () => {
  it("run without gaps in each series, the loan number's last digit naming it", async () => {
    expect(await receiptFor('EZC000017')).toBe('RCP-7-000001');
    expect(await receiptFor('EZC000008')).toBe('RCP-8-000001');
    expect(await receiptFor('EZC000007')).toBe('RCP-7-000002');
    expect(await receiptFor('EZC000120')).toBe('RCP-0-000001');
  });

  it('give a number to one of two approvals racing for it; the other takes the next', async () => {
    const [a, b] = await Promise.all([
      nextReceiptNo(t.table, 'EZC000027'),
      nextReceiptNo(t.table, 'EZC000037'),
    ]);
    expect([a.receiptNo, b.receiptNo]).toEqual(['RCP-7-000003', 'RCP-7-000003']);
    await t.table.transact([a.write]);
    await expect(t.table.transact([b.write])).rejects.toThrow();
    expect(await receiptFor('EZC000037')).toBe('RCP-7-000004');
  });
});
