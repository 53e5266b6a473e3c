import { AggregateStore, randomIds, type Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  indexApplicationLists,
  listApplicationsApart,
} from '../use-cases/applications/index-application-lists';
import { type Application, applicationEntity } from './application';
import { type Applications, applicationsRepository } from './applications-repository';

/**
 * The staff listing of applications, against the real DynamoDB Local: a page read from a key with
 * its count kept beside it, and searches read from the search keys. What each finds is written out
 * by hand from the applications below.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let applications: Applications;
const clock = { now: () => new Date('2026-11-28T02:00:00.000Z') };
const borrower = { id: 'ACC-0001', kind: 'customer', name: 'Borrower' } as const;

const applicationOf = (
  n: number,
  BorrowerName: string,
  BorrowerICNo: string,
  Status: Application['Status'],
): Application => ({
  ApplicationId: `APP-${String(n).padStart(6, '0')}`,
  LoanNo: `EZC${String(n).padStart(6, '0')}`,
  CustomerId: `CUST-${String(n).padStart(6, '0')}`,
  BorrowerName,
  BorrowerICNo,
  Status,
  MachineVersion: 'application-v1',
  Product: {
    SKU: 'PL-SIMPLE-12',
    Name: 'Personal Loan',
    InterestType: 'Simple',
    InterestRate: 12,
    WithCollateralYN: 'N',
    Regime: 'Moneylenders Act 1951',
    NumberOfInstallments: 12,
    MinAmountSen: 100000,
    MaxAmountSen: 1000000,
  },
  AmountSen: 500000,
  NumberOfInstallments: 12,
  TotalInterestSen: 60000,
  TotalRepaymentSen: 560000,
  MonthlyInstallmentSen: 46667,
  StartDate: '2026-12-28',
  EndDate: '2027-11-28',
  CreatedAt: `2026-11-${String(n).padStart(2, '0')}T02:00:00.000Z`,
});

const ids = (page: { Data: Application[] }) => page.Data.map((a) => a.ApplicationId);
const page = (query: Parameters<Applications['page']>[0], Rows = 20, Page = 1) =>
  applications.page(query, { Rows, Page });

beforeAll(async () => {
  t = await createTestTable('application-list');
  table = t.table;
  applications = applicationsRepository(table, new AggregateStore(table, clock, randomIds));
  const made: [number, string, string, Application['Status']][] = [
    [1, 'Ahmad bin Ali', '900101-14-5677', 'In Review'],
    [2, 'Siti Aliyah binti Ahmad', '920202-10-1234', 'New'],
    [3, 'Tan Mei Ling', '880303-07-4321', 'In Review'],
    [4, 'Syarikat Maju Jaya Sdn. Bhd.', '201901012345', 'Rejected'],
    [12, 'Ahmad bin Ali', '900101-14-5677', 'In Review'],
  ];
  for (const [n, name, ic, status] of made) {
    await applications.create(applicationOf(n, name, ic, status), { action: 'Applied', actor: borrower });
  }
});
afterAll(async () => t?.drop());

describe('the staff listing of applications', () => {
  it('reads a page newest first, counted without reading the rest', async () => {
    const second = await page({}, 2, 2);
    expect([second.Count, ids(second)]).toEqual([5, ['APP-000003', 'APP-000002']]);
    expect([await applications.madeWith('PL-SIMPLE-12'), await applications.madeWith('PL-OTHER')]).toEqual([
      5, 0,
    ]);
    const inReview = await page({ status: 'In Review' });
    expect([inReview.Count, ids(inReview)]).toEqual([3, ['APP-000012', 'APP-000003', 'APP-000001']]);
  });

  it('moves the counts with each status change', async () => {
    const before = (await applications.load('APP-000003'))!;
    await applications.save({
      before,
      after: { ...before.value, Status: 'Approved' },
      action: 'Approved',
      actor: borrower,
    });
    expect((await page({ status: 'In Review' })).Count).toBe(2);
    expect(ids(await page({ status: 'Approved' }))).toEqual(['APP-000003']);
    expect((await page({})).Count).toBe(5);
  });

  it('finds by name, IC number, application id or loan number, newest first', async () => {
    expect(ids(await page({ search: { name: 'ahmad ali' } }))).toEqual([
      'APP-000012',
      'APP-000002',
      'APP-000001',
    ]);
    expect(ids(await page({ search: { ic: '900101-14' } }))).toEqual(['APP-000012', 'APP-000001']);
    expect(ids(await page({ search: { refs: ['APP-00001'] } }))).toEqual(['APP-000012']);
    expect(ids(await page({ search: { refs: ['000004'] } }))).toEqual(['APP-000004']);
    expect(ids(await page({ search: { refs: ['ezc00000'] } }))).toEqual([
      'APP-000004',
      'APP-000003',
      'APP-000002',
      'APP-000001',
    ]);
    expect(ids(await page({ search: { refs: ['APP-000001', 'EZC000002'] } }))).toEqual([]);
    const reviewed = await page({ status: 'In Review', search: { name: 'ahmad' } }, 1, 2);
    expect([reviewed.Count, ids(reviewed)]).toEqual([2, ['APP-000001']]);
  });

  it("searches one customer's own applications the same way", async () => {
    const own = (search: { name?: string; refs?: string[] }) => page({ customerId: 'CUST-000004', search });
    expect(ids(await own({ name: 'maju' }))).toEqual(['APP-000004']);
    expect(ids(await own({ refs: ['APP-0000'] }))).toEqual(['APP-000004']);
    expect(ids(await own({ name: 'tan' }))).toEqual([]);
  });
});

/** An application as a store from before kept it: whole, with its lists' index keys on it. */
const storedWhole = (a: Application, version: number) => ({
  ...applicationEntity.toItem(a, version, a.CreatedAt),
  GSI1PK: 'APPLICATIONS',
  GSI1SK: `${a.CreatedAt}#${a.ApplicationId}`,
  GSI2PK: `APPLICATIONS#STATUS#${a.Status}`,
  GSI2SK: `${a.CreatedAt}#${a.ApplicationId}`,
  GSI3PK: `APPLICATIONS#CUSTOMER#${a.CustomerId}`,
  GSI3SK: `${a.CreatedAt}#${a.ApplicationId}`,
});

describe('applications stored before the listing read its page from a key', () => {
  it('are counted and given their search keys once, on the daily run, keeping their version', async () => {
    const old = applicationOf(20, 'Kumar a/l Rajan', '850505-08-2468', 'In Review');
    await table.put(storedWhole(old, 3));
    // One row a page: the count is the counter's, not the rows read.
    expect((await page({ status: 'In Review' }, 1)).Count).toBe(2);
    expect(ids(await page({ search: { name: 'rajan' } }))).toEqual([]);

    // The five made above have their keys, and were counted when made.
    expect(await indexApplicationLists({ table, clock })).toBe(1);
    expect((await page({ status: 'In Review' }, 1)).Count).toBe(3);
    expect((await page({}, 1)).Count).toBe(6);
    expect(ids(await page({ search: { name: 'kumar', refs: ['APP-000020'] } }))).toEqual(['APP-000020']);
    expect((await applications.load('APP-000020'))?.version).toBe(3);
    expect(await applications.madeWith('PL-SIMPLE-12')).toBe(6);

    await table.put(applicationEntity.toItem({ ...old, ApplicationId: 'APP-000021' }, 1, old.CreatedAt));
    expect(await indexApplicationLists({ table, clock })).toBe(0);
    expect((await page({}, 1)).Count).toBe(6);
  });
});

describe('applications listed apart', () => {
  it('are on their lists by a small entry, and the application carries no index key', async () => {
    const made = await table.get({ PK: 'APPLICATION#APP-000004', SK: 'APPLICATION' });
    expect(Object.keys(made ?? {}).filter((k) => k.startsWith('GSI'))).toEqual([]);
    expect(await table.get({ PK: 'APPLICATION#APP-000004', SK: 'APPLICATION#LISTED' })).toEqual({
      PK: 'APPLICATION#APP-000004',
      SK: 'APPLICATION#LISTED',
      EntityType: 'ApplicationListed',
      GSI1PK: 'APPLICATIONS',
      GSI1SK: '2026-11-04T02:00:00.000Z#APP-000004',
      GSI2PK: 'APPLICATIONS#STATUS#Rejected',
      GSI2SK: '2026-11-04T02:00:00.000Z#APP-000004',
      GSI3PK: 'APPLICATIONS#CUSTOMER#CUST-000004',
      GSI3SK: '2026-11-04T02:00:00.000Z#APP-000004',
    });
  });

  it('stored whole before, are given their entries once, keeping their version and their place', async () => {
    const old = applicationOf(22, 'Lim Mei Ling', '900909-14-1357', 'New');
    await table.put(storedWhole(old, 4));
    const before = ids(await page({}));
    expect(before).toContain('APP-000022');
    // It, and APP-000020 of the store from before above.
    expect(await listApplicationsApart({ table, clock })).toBe(2);
    expect(await listApplicationsApart({ table, clock })).toBe(0);
    const item = await table.get({ PK: 'APPLICATION#APP-000022', SK: 'APPLICATION' });
    expect([item?.version, item?.GSI1PK, item?.GSI2PK, item?.GSI3PK]).toEqual([
      4,
      undefined,
      undefined,
      undefined,
    ]);
    expect(ids(await page({}))).toEqual(before);
    expect(ids(await page({ customerId: 'CUST-000022' }))).toEqual(['APP-000022']);
    expect((await applications.list({ status: 'New' })).map((a) => a.ApplicationId)).toContain('APP-000022');
  });
});
