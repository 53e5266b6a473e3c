import { documentReadsCounted, documentReadWrite, platformKeys, upkeepNotNeeded } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { describe, expect, it } from 'vitest';
import { countDocumentReads, DOCUMENT_READ_COUNTS } from './count-document-reads';

const clock = { now: () => new Date('2026-12-07T02:00:00.000Z') };
const staff = { id: 'STF-0003', kind: 'staff' as const, ip: '10.0.0.3', name: 'Rajesh Kumar' };

/** A read as the store kept it before reads were counted: its row, without the mark or a count. */
function keptBefore(at: string, id: string) {
  const write = documentReadWrite(
    staff,
    { customerId: 'CUST-9', document: 'Pay Slip: may.pdf', mediaId: 'MED-1' },
    at,
    id,
  );
  if (write.kind !== 'put') throw new Error('a read is put');
  const { Counted: _, ...item } = write.item;
  return item;
}

describe('counting the document reads kept before they were counted', () => {
  it('counts each old read once, in every month, and only once per store', async () => {
    const { table, drop } = await createTestTable('read-counts');
    try {
      await table.batchPut([
        keptBefore('2025-03-02T02:00:00.000Z', 'R1'),
        keptBefore('2026-11-10T02:00:00.000Z', 'R2'),
        keptBefore('2026-11-10T03:00:00.000Z', 'R3'),
      ]);
      expect(await countDocumentReads({ table, clock })).toBe(3);
      expect(await documentReadsCounted(table, '2025-03-02', '2025-03-02')).toBe(1);
      expect(await documentReadsCounted(table, '2026-11-10', '2026-11-10')).toBe(2);
      expect(await table.get(platformKeys.setting(DOCUMENT_READ_COUNTS))).toMatchObject({ Indexed: 3 });
      // Done once: a later run reads the setting only.
      await table.batchPut([keptBefore('2026-11-11T02:00:00.000Z', 'R4')]);
      expect(await countDocumentReads({ table, clock })).toBe(0);
      expect(await documentReadsCounted(table, '2026-11-11', '2026-11-11')).toBe(0);
    } finally {
      await drop();
    }
  });

  it('leaves a store seeded since alone', async () => {
    const { table, drop } = await createTestTable('read-counts');
    try {
      await upkeepNotNeeded({ table, clock }, DOCUMENT_READ_COUNTS);
      await table.batchPut([keptBefore('2026-11-10T02:00:00.000Z', 'R1')]);
      expect(await countDocumentReads({ table, clock })).toBe(0);
    } finally {
      await drop();
    }
  });
});
