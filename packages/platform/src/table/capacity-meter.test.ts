import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { CapacityMeter, itemBytes, meteredDynamoApi } from './capacity-meter';
import { dynamoApi } from './dynamo-api';
import { Table } from './table';

/**
 * What DynamoDB Local says each call consumed, summed by the meter: sizes and units worked out by
 * hand from DynamoDB's rules (1 write unit per KB written, on the table and on each index the item
 * is in; 1 read unit per 4 KB read consistently).
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
const meter = new CapacityMeter();

beforeAll(async () => {
  t = await createTestTable('capacity');
  table = new Table(
    meteredDynamoApi(dynamoApi({ region: t.region, endpoint: t.endpoint }), meter),
    t.table.name,
  );
});
afterAll(async () => t?.drop());

describe('the capacity meter', () => {
  it("sizes an item as DynamoDB does: each name's bytes and each value's", () => {
    // 'PK' 2 + 'A#1' 3, 'SK' 2 + 'X' 1, 'N' 1 + 12345 (a byte per two digits, 3, plus 1),
    // 'L' 1 + a list's 3 + 1 an element + 'ab' 2.
    expect(itemBytes({ PK: { S: 'A#1' }, SK: { S: 'X' }, N: { N: '12345' }, L: { L: [{ S: 'ab' }] } })).toBe(
      5 + 3 + 5 + 7,
    );
  });

  it('sums the write units on the table and on each index, and the items and bytes written', async () => {
    meter.take();
    // 5 + 3 + 7 + 7 + 5,003 = 5,025 bytes: 5 units on the table and 5 on GSI1.
    await table.put({ PK: 'A#1', SK: 'X', GSI1PK: 'L', GSI1SK: '1', Big: 'x'.repeat(5000) });
    // 'PK' 2 + 'B#1' 3, 'SK' 2 + 'X' 1, 'V' 1 + 'abc' 3 = 12 bytes, on no index: 1 unit.
    await table.put({ PK: 'B#1', SK: 'X', V: 'abc' });
    expect(meter.take()).toEqual({
      calls: 2,
      units: { read: 0, write: 6, indexes: { GSI1: { read: 0, write: 5 } } },
      itemsWritten: 2,
      largestItemBytes: 5025,
      writtenByKind: { A: { items: 1, bytes: 5025 }, B: { items: 1, bytes: 12 } },
    });
  });

  it('counts the read units of a query on an index apart from the table, and starts again after each reading', async () => {
    await table.query({ index: 'GSI1', pk: 'L' });
    const reading = meter.take();
    expect(reading.calls).toBe(1);
    expect(reading.units.indexes.GSI1?.read).toBeGreaterThan(0);
    expect(meter.take().calls).toBe(0);
  });
});
