import { describe, expect, it } from 'vitest';
import {
  amountAttribute,
  cellIdOf,
  changesOf,
  countAttribute,
  daysOfPage,
  rangeParts,
  ringgitFields,
  shardOf,
  totalsOf,
} from './report-changes';
import type { ReportRow } from './report-rows';
import { paymentsReport } from './report-rows';

const row = (id: string, day: string, amountSen: number, status = 'Approved', partner = 'P1'): ReportRow => ({
  Id: `EZC000001#${id}`,
  Day: day,
  LoanNo: 'EZC000001',
  BorrowerName: 'Ali',
  PartnerCode: partner,
  PackageCode: 'K1',
  ProductId: 'S1',
  Status: status,
  AmountSen: amountSen,
});
const cell = (status: string, partner = 'P1') =>
  cellIdOf({ PartnerCode: partner, PackageCode: 'K1', ProductId: 'S1', Status: status });

describe('changesOf: what a loan moving from one picture to the next writes', () => {
  it('a first picture sets every row and counts each in its day', () => {
    const c = changesOf(
      paymentsReport,
      'EZC000001',
      [],
      [row('A', '2026-01-05', 10_000), row('B', '2026-01-05', 2_550)],
    );
    expect(c.rows).toEqual({
      put: [row('A', '2026-01-05', 10_000), row('B', '2026-01-05', 2_550)],
      remove: [],
    });
    const id = cell('Approved');
    expect(c.summaries).toEqual([
      {
        day: '2026-01-05',
        shard: shardOf('EZC000001'),
        add: { [countAttribute(id)]: 2, [amountAttribute(id, 0)]: 12_550 },
      },
    ]);
    expect(c.months).toEqual([
      {
        month: '2026-01',
        shard: shardOf('EZC000001'),
        add: { [countAttribute(id)]: 2, [amountAttribute(id, 0)]: 12_550 },
      },
    ]);
  });

  it('an unchanged picture writes nothing', () => {
    const rows = [row('A', '2026-01-05', 10_000)];
    const c = changesOf(paymentsReport, 'EZC000001', rows, rows);
    expect(c.rows).toEqual({ put: [], remove: [] });
    expect(c.summaries).toEqual([]);
    expect(c.months).toEqual([]);
  });

  it("a status change moves the row's count and amount from one cell to the other, same day", () => {
    const c = changesOf(
      paymentsReport,
      'EZC000001',
      [row('A', '2026-01-05', 10_000, 'Pending')],
      [row('A', '2026-01-05', 10_000, 'Approved')],
    );
    expect(c.rows).toEqual({ put: [row('A', '2026-01-05', 10_000, 'Approved')], remove: [] });
    expect(c.summaries).toEqual([
      {
        day: '2026-01-05',
        shard: shardOf('EZC000001'),
        add: {
          [countAttribute(cell('Pending'))]: -1,
          [amountAttribute(cell('Pending'), 0)]: -10_000,
          [countAttribute(cell('Approved'))]: 1,
          [amountAttribute(cell('Approved'), 0)]: 10_000,
        },
      },
    ]);
  });

  it('a row that changes day leaves the day it was filed under and is written under the new one', () => {
    const c = changesOf(
      paymentsReport,
      'EZC000001',
      [row('A', '2026-01-05', 10_000)],
      [row('A', '2026-01-07', 10_000)],
    );
    expect(c.rows).toEqual({
      put: [row('A', '2026-01-07', 10_000)],
      remove: [{ day: '2026-01-05', id: 'EZC000001#A' }],
    });
    const id = cell('Approved');
    expect(c.summaries).toEqual([
      {
        day: '2026-01-05',
        shard: shardOf('EZC000001'),
        add: { [countAttribute(id)]: -1, [amountAttribute(id, 0)]: -10_000 },
      },
      {
        day: '2026-01-07',
        shard: shardOf('EZC000001'),
        add: { [countAttribute(id)]: 1, [amountAttribute(id, 0)]: 10_000 },
      },
    ]);
    // Within the month it moves nothing; into the next, it leaves one month for the other.
    expect(c.months).toEqual([]);
    const next = changesOf(
      paymentsReport,
      'EZC000001',
      [row('A', '2026-01-31', 10_000)],
      [row('A', '2026-02-01', 10_000)],
    );
    expect(next.months.map((m) => [m.month, m.add[countAttribute(id)]])).toEqual([
      ['2026-01', -1],
      ['2026-02', 1],
    ]);
  });

  it('an amount change keeps the count and moves the sum by the difference', () => {
    const c = changesOf(
      paymentsReport,
      'EZC000001',
      [row('A', '2026-01-05', 10_000)],
      [row('A', '2026-01-05', 12_345)],
    );
    expect(c.summaries).toEqual([
      {
        day: '2026-01-05',
        shard: shardOf('EZC000001'),
        add: { [amountAttribute(cell('Approved'), 0)]: 2_345 },
      },
    ]);
  });
});

describe('totalsOf and daysOfPage: counts and sums from the day summaries', () => {
  const p1 = cell('Approved', 'P1');
  const p2 = cell('Rejected', 'P2');
  const cells = {
    [p1]: { PartnerCode: 'P1', PackageCode: 'K1', ProductId: 'S1', Status: 'Approved' },
    [p2]: { PartnerCode: 'P2', PackageCode: 'K1', ProductId: 'S1', Status: 'Rejected' },
  };
  const summaries = [
    {
      day: '2026-01-01',
      numbers: {
        [countAttribute(p1)]: 3,
        [amountAttribute(p1, 0)]: 30_000,
        [countAttribute(p2)]: 1,
        [amountAttribute(p2, 0)]: 500,
      },
    },
    { day: '2026-01-02', numbers: { [countAttribute(p1)]: 0, [amountAttribute(p1, 0)]: 0 } },
    { day: '2026-01-03', numbers: { [countAttribute(p1)]: 4, [amountAttribute(p1, 0)]: 4_001 } },
  ];

  it('no filter: everything; days with nothing left out of the page map', () => {
    expect(totalsOf(paymentsReport, summaries, cells, {})).toEqual({
      count: 8,
      amounts: { AmountSen: 34_501 },
      days: [
        { day: '2026-01-01', count: 4 },
        { day: '2026-01-03', count: 4 },
      ],
    });
  });

  it('a status and a date range narrow the cells and the days', () => {
    expect(totalsOf(paymentsReport, summaries, cells, { Status: 'Approved', from: '2026-01-02' })).toEqual({
      count: 4,
      amounts: { AmountSen: 4_001 },
      days: [{ day: '2026-01-03', count: 4 }],
    });
    expect(totalsOf(paymentsReport, summaries, cells, { PartnerCode: 'P2' }).amounts).toEqual({
      AmountSen: 500,
    });
  });

  it('a page starts in the day holding its first row, skipping the rows before it', () => {
    const days = [
      { day: 'd1', count: 4 },
      { day: 'd2', count: 4 },
      { day: 'd3', count: 4 },
    ];
    expect(daysOfPage(days, 0, 3)).toEqual({ days: ['d1'], skipInFirst: 0 });
    expect(daysOfPage(days, 3, 3)).toEqual({ days: ['d1', 'd2'], skipInFirst: 3 });
    expect(daysOfPage(days, 4, 10)).toEqual({ days: ['d2', 'd3'], skipInFirst: 0 });
    expect(daysOfPage(days, 12, 10)).toEqual({ days: [], skipInFirst: 0 });
  });

  it('answers sums in ringgit, named without Sen', () => {
    expect(ringgitFields({ AmountSen: 123_456, Count: 3, LoanNo: 'X' })).toEqual({
      Amount: 1234.56,
      Count: 3,
      LoanNo: 'X',
    });
  });
});

describe('rangeParts: the months a range holds whole, and the days of the months it holds in part', () => {
  it('reads every month when no date bounds the range', () => {
    expect(rangeParts()).toEqual({ months: {}, days: [] });
  });
  it('reads a whole month from its summary, and part of one from its days', () => {
    expect(rangeParts('2026-10-01', '2026-10-31')).toEqual({
      months: { from: '2026-10', to: '2026-10' },
      days: [],
    });
    expect(rangeParts('2026-10-05', '2026-10-20')).toEqual({
      days: [{ from: '2026-10-05', to: '2026-10-20' }],
    });
    expect(rangeParts('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02', to: '2024-02' },
      days: [],
    });
    expect(rangeParts('2026-02-01', '2026-02-28')).toEqual({
      months: { from: '2026-02', to: '2026-02' },
      days: [],
    });
  });
  it('splits a longer range into its edges and the whole months between', () => {
    expect(rangeParts('2026-10-05', '2027-01-10')).toEqual({
      months: { from: '2026-11', to: '2026-12' },
      days: [
        { from: '2026-10-05', to: '2026-10-31' },
        { from: '2027-01-01', to: '2027-01-10' },
      ],
    });
    expect(rangeParts('2026-10-05', '2026-11-10')).toEqual({
      days: [
        { from: '2026-10-05', to: '2026-10-31' },
        { from: '2026-11-01', to: '2026-11-10' },
      ],
    });
  });
  it('keeps an open end open', () => {
    expect(rangeParts(undefined, '2026-11-26')).toEqual({
      months: { to: '2026-10' },
      days: [{ from: '2026-11-01', to: '2026-11-26' }],
    });
    expect(rangeParts('2026-12-15')).toEqual({
      months: { from: '2027-01' },
      days: [{ from: '2026-12-15', to: '2026-12-31' }],
    });
    expect(rangeParts('2026-12-01')).toEqual({ months: { from: '2026-12' }, days: [] });
  });
});
