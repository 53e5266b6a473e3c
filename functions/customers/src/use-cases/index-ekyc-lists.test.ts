import { AggregateStore, randomIds, type Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ekyc, ekycEntity, ekycRecords } from '../ekyc/ekyc-record';
import { indexEkycLists } from './index-ekyc-lists';

let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
const clock = { now: () => new Date('2026-11-28T02:00:00.000Z') };

beforeAll(async () => {
  t = await createTestTable('ekyc-lists-index');
  table = t.table;
});
afterAll(async () => t?.drop());

const stored: Ekyc = {
  EkycId: 'EKYC-OLD',
  ObjectType: 'User',
  ObjectId: 'ACC-0005',
  EKYCParty: 'IdentityProvider',
  Status: 'Completed',
  MachineVersion: 'ekyc-v1',
  CreatedAt: '2026-10-01T02:00:00.000Z',
  UpdatedAt: '2026-10-02T02:00:00.000Z',
};

describe('eKYC records stored before the listing read its page from a key', () => {
  it('are put in the list of their kind and counted once, keeping their version', async () => {
    const records = ekycRecords({
      table,
      store: new AggregateStore(table, clock, randomIds),
      ids: randomIds,
      clock,
    });
    // As such a record was stored: whole, in the list of all only, and not counted.
    await table.put({
      ...ekycEntity.toItem(stored, 4, stored.UpdatedAt),
      GSI1PK: 'EKYCS',
      GSI1SK: `${stored.CreatedAt}#${stored.EkycId}`,
    });
    const users = () => records.page({ objectType: 'User' }, { Rows: 10, Page: 1 });
    expect(await users()).toEqual({ Data: [], Count: 0 });

    expect(await indexEkycLists({ table, clock })).toBe(1);
    expect(await users()).toEqual({ Data: [stored], Count: 1 });
    expect((await records.page({}, { Rows: 10, Page: 1 })).Count).toBe(1);
    expect((await records.ofOwner({ ObjectType: 'User', ObjectId: 'ACC-0005' })).version).toBe(4);

    expect(await indexEkycLists({ table, clock })).toBe(0);
    expect((await users()).Count).toBe(1);
    // Rewritten as it is saved now: the record without index keys, and its entry in both lists.
    const key = { PK: 'EKYC#User#ACC-0005', SK: 'EKYC' };
    expect(Object.keys((await table.get(key)) ?? {}).filter((k) => k.startsWith('GSI'))).toEqual([]);
    expect(await table.get({ ...key, SK: 'EKYC#LISTED' })).toEqual({
      ...key,
      SK: 'EKYC#LISTED',
      EntityType: 'EkycListed',
      GSI1PK: 'EKYCS',
      GSI1SK: `${stored.CreatedAt}#${stored.EkycId}`,
      GSI2PK: 'EKYCS#TYPE#User',
      GSI2SK: `${stored.CreatedAt}#${stored.EkycId}`,
    });
  });
});
