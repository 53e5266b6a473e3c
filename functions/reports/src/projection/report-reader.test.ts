import type { ReportRow } from '@ezc/domain';
import type { Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportReader } from './report-reader';
import { rowItem } from './report-store';

const payment = (id: string, day: string, partner: string): ReportRow => ({
  Id: id,
  Day: day,
  LoanNo: id.slice(0, 9),
  BorrowerName: 'Ali',
  PartnerCode: partner,
  PackageCode: 'K1',
  ProductId: 'S1',
  Status: 'Approved',
  AmountSen: 10_000,
});

/** The reader on a table that counts the items its queries hand back. */
function counted(table: Table) {
  const read = { items: 0 };
  const wrapped = Object.assign(Object.create(table) as Table, {
    query: async (spec: Parameters<Table['query']>[0]) => {
      const page = await table.query(spec);
      read.items += page.items.length;
      return page;
    },
  });
  return { reader: reportReader(wrapped), read };
}

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
  // Five payment rows on the 5th (two of them another partner's), two on the 6th.
  await t.table.batchPut(
    [
      payment('EZC000001#P1', '2026-01-05', 'P1'),
      payment('EZC000002#P1', '2026-01-05', 'P2'),
      payment('EZC000003#P1', '2026-01-05', 'P1'),
      payment('EZC000004#P1', '2026-01-05', 'P2'),
      payment('EZC000005#P1', '2026-01-05', 'P1'),
      payment('EZC000006#P1', '2026-01-06', 'P1'),
      payment('EZC000007#P1', '2026-01-06', 'P1'),
    ].map((r) => rowItem('payments', r)),
  );
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

describe("a page's rows", () => {
  const all = () => true;
  const p1 = (r: ReportRow) => r.PartnerCode === 'P1';
  const ids = (rows: ReportRow[]) => rows.map((r) => r.Id);

  it('are read from the first day, in id order, no further than the page', async () => {
    const { reader, read } = counted(t.table);
    const rows = await reader.rowsOfPage('payments', ['2026-01-05', '2026-01-06'], {
      skip: 1,
      take: 2,
      keep: all,
    });
    expect(ids(rows)).toEqual(['EZC000002#P1', 'EZC000003#P1']);
    expect(rows[0]).toEqual(payment('EZC000002#P1', '2026-01-05', 'P2'));
    expect(read.items).toBe(3);
  });

  it('run on into the next day, skipping only in the first', async () => {
    const { reader } = counted(t.table);
    const rows = await reader.rowsOfPage('payments', ['2026-01-05', '2026-01-06'], {
      skip: 4,
      take: 2,
      keep: all,
    });
    expect(ids(rows)).toEqual(['EZC000005#P1', 'EZC000006#P1']);
  });

  it('count and skip only the rows a filter keeps', async () => {
    const { reader, read } = counted(t.table);
    const rows = await reader.rowsOfPage('payments', ['2026-01-05', '2026-01-06'], {
      skip: 1,
      take: 3,
      keep: p1,
    });
    expect(ids(rows)).toEqual(['EZC000003#P1', 'EZC000005#P1', 'EZC000006#P1']);
    // 5 of the first day's rows to find its 3 of P1, and 1 of the next.
    expect(read.items).toBe(6);
  });

  it('stream day by day, in order, for an export', async () => {
    const pages: string[][] = [];
    for await (const page of reportReader(t.table).streamRows('payments', ['2026-01-05', '2026-01-06']))
      pages.push(ids(page));
    expect(pages).toEqual([
      ['EZC000001#P1', 'EZC000002#P1', 'EZC000003#P1', 'EZC000004#P1', 'EZC000005#P1'],
      ['EZC000006#P1', 'EZC000007#P1'],
    ]);
  });
});
