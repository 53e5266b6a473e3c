import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportReader } from './report-reader';

/** A day's summary read back from its shards, against DynamoDB Local. */
let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('report-reader');
  await t.table.batchPut([
    // As a store from before kept it: one summary a day.
    { PK: 'RPTSUM#payments', SK: '2026-01-05', Day: '2026-01-05', 'c1.n': 2, 'c1.0': 20_000 },
    { PK: 'RPTSUM#payments', SK: '2026-01-05#1', Day: '2026-01-05', 'c1.n': 1, 'c1.0': 5_000, 'c2.n': 1 },
    { PK: 'RPTSUM#payments', SK: '2026-01-05#3', Day: '2026-01-05', 'c1.n': -1, 'c1.0': -7_500 },
    { PK: 'RPTSUM#payments', SK: '2026-01-06#0', Day: '2026-01-06', 'c2.n': 4 },
    { PK: 'RPTSUM#payments', SK: '2026-01-07#2', Day: '2026-01-07', 'c2.n': 9 },
  ]);
});
afterAll(async () => t?.drop());

describe("a day's summary", () => {
  it('adds up its shards (and a summary kept whole), day by day, within the days asked for', async () => {
    expect(await reportReader(t.table).summaries('payments', '2026-01-05', '2026-01-06')).toEqual([
      { day: '2026-01-05', numbers: { 'c1.n': 2, 'c1.0': 17_500, 'c2.n': 1 } },
      { day: '2026-01-06', numbers: { 'c2.n': 4 } },
    ]);
  });
});
