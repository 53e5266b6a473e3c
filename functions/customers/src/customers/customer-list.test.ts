import { AggregateStore, randomIds, type Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexCustomerLists } from '../use-cases/index-customer-lists';
import { type Customer, type Customers, customerEntity, customersRepository } from './customer';

/**
 * The staff listing of customers, against the real DynamoDB Local: a page read from a key with its
 * count kept beside it, and the one search box read from the search keys. What each finds is
 * written out by hand from the records below.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let customers: Customers;
const clock = { now: () => new Date('2026-11-28T02:00:00.000Z') };
const staff = { id: 'ACC-0009', kind: 'staff', name: 'Admin' } as const;

const individual = (
  n: number,
  FullName: string,
  NRIC: string,
  MemberType: Customer['MemberType'],
): Customer => ({
  CustomerId: `CUST-${String(n).padStart(6, '0')}`,
  AccountId: `ACC-${n}`,
  AccountType: 'individual',
  MemberType,
  Email: `${FullName.split(' ')[0]!.toLowerCase()}${n}@mail.example`,
  FullName,
  Status: 'Completed',
  MachineVersion: 'onboarding-v1',
  Personal: {
    FullName,
    IdType: 'NRIC',
    NRIC,
    DateOfBirth: '1990-01-01',
    Gender: 'Male',
    Nationality: 'Malaysian',
    MaritalStatus: 'Single',
    Ethnicity: 'Malay',
    BumiputeraYN: 'Y',
    ContactNo: '0123456789',
  },
  ContactPersons: [],
  CreatedAt: `2026-11-${String(n).padStart(2, '0')}T02:00:00.000Z`,
});

const ids = (page: { Data: Customer[] }) => page.Data.map((c) => c.CustomerId);
const page = (query: { search?: string; memberType?: string }, Rows = 20, Page = 1) =>
  customers.page(query, { Rows, Page });

beforeAll(async () => {
  t = await createTestTable('customer-list');
  table = t.table;
  customers = customersRepository(table, new AggregateStore(table, clock, randomIds));
  const made: [number, string, string, Customer['MemberType']][] = [
    [1, 'Ahmad bin Ali', '900101-14-5677', 'Online Member'],
    [2, 'Siti Aliyah binti Ahmad', '920202-10-1234', 'Premium Member'],
    [3, 'Tan Mei Ling', '880303-07-4321', 'Online Member'],
    [4, 'Zainab binti Omar', '900101-01-2222', 'Non-Member'],
  ];
  for (const [n, name, nric, type] of made) {
    await customers.create(individual(n, name, nric, type), staff, 'Opened');
  }
});
afterAll(async () => t?.drop());

describe('the staff listing of customers', () => {
  it('reads a page by name, counted without reading the rest, of a member type when given', async () => {
    const second = await page({}, 2, 2);
    expect([second.Count, ids(second)]).toEqual([4, ['CUST-000003', 'CUST-000004']]);
    const online = await page({ memberType: 'Online Member' }, 1);
    expect([online.Count, ids(online)]).toEqual([2, ['CUST-000001']]);
  });

  it("moves the member types' counts and lists when staff change one", async () => {
    const before = (await customers.load('CUST-000003'))!;
    await customers.save({
      before,
      after: { ...before.value, MemberType: 'Premium Member' },
      action: 'Member type changed',
      actor: staff,
    });
    const premium = await page({ memberType: 'Premium Member' }, 1);
    expect([premium.Count, ids(premium)]).toEqual([2, ['CUST-000002']]);
    expect(ids(await page({ memberType: 'Online Member' }))).toEqual(['CUST-000001']);
    expect((await page({}, 1)).Count).toBe(4);
  });

  it('finds by a name, an identity number or an e-mail in one box, by name', async () => {
    expect(ids(await page({ search: 'ahmad' }))).toEqual(['CUST-000001', 'CUST-000002']);
    expect(ids(await page({ search: 'binti' }))).toEqual(['CUST-000002', 'CUST-000004']);
    expect(ids(await page({ search: '900101' }))).toEqual(['CUST-000001', 'CUST-000004']);
    expect(ids(await page({ search: '880303-07' }))).toEqual(['CUST-000003']);
    expect(ids(await page({ search: 'zainab4@' }))).toEqual(['CUST-000004']);
    expect(ids(await page({ search: 'tan3@mail.example' }))).toEqual(['CUST-000003']);
    expect(ids(await page({ search: 'mei' }))).toEqual(['CUST-000003']);
    expect(await page({ search: 'ei' })).toEqual({ Data: [], Count: 0 });
    const premium = await page({ search: 'ahmad', memberType: 'Premium Member' });
    expect([premium.Count, ids(premium)]).toEqual([1, ['CUST-000002']]);
  });

  it('follows a change of name', async () => {
    const before = (await customers.load('CUST-000004'))!;
    await customers.save({
      before,
      after: { ...before.value, FullName: 'Zainab binti Yusof' },
      action: 'Profile updated',
      actor: staff,
    });
    expect(ids(await page({ search: 'omar' }))).toEqual([]);
    expect(ids(await page({ search: 'yusof' }))).toEqual(['CUST-000004']);
  });
});

describe("a company's contact persons", () => {
  it('name their customer record by their id alone, and stop once removed', async () => {
    const person = (ContactPersonId: string) => ({
      ContactPersonId,
      CustomerId: 'CUST-000002',
      FullName: 'Lim Wei Jie',
      Designation: 'Director',
      IdType: 'NRIC' as const,
      NRIC: '800101-10-1111',
      ContactNo: '0123456789',
      Email: 'lim@mail.example',
      IsDefaultYN: 'Y' as const,
    });
    const before = (await customers.load('CUST-000002'))!;
    await customers.save({
      before,
      after: { ...before.value, ContactPersons: [person('CP-1'), person('CP-2')] },
      action: 'Contact persons saved',
      actor: staff,
    });
    expect(await customers.ownerOfContactPerson('CP-2')).toBe('CUST-000002');
    const added = (await customers.load('CUST-000002'))!;
    await customers.save({
      before: added,
      after: { ...added.value, ContactPersons: [person('CP-2')] },
      action: 'Contact person removed',
      actor: staff,
    });
    expect(await customers.ownerOfContactPerson('CP-1')).toBeUndefined();
    expect(await customers.ownerOfContactPerson('CP-2')).toBe('CUST-000002');
    expect(await customers.ownerOfContactPerson('CP-9')).toBeUndefined();
  });
});

describe('customer records stored before the listing read its page from a key', () => {
  it('are listed, counted and given their search keys once, on the daily run, keeping their version', async () => {
    const old = {
      ...individual(5, 'Kumar a/l Rajan', '850505-08-2468', 'Online Member'),
      ContactPersons: [
        {
          ContactPersonId: 'CP-OLD',
          CustomerId: 'CUST-000005',
          FullName: 'Rajan a/l Muthu',
          Designation: 'Father',
          IdType: 'NRIC' as const,
          NRIC: '550505-08-1357',
          ContactNo: '0129876543',
          Email: 'rajan@mail.example',
          IsDefaultYN: 'Y' as const,
        },
      ],
    };
    // As such a record was stored: whole, in the list of all only.
    await table.put({
      ...customerEntity.toItem(old, 6, old.CreatedAt),
      GSI2PK: 'CUSTOMERS',
      GSI2SK: `${old.FullName.toLowerCase()}#${old.CustomerId}`,
    });
    expect(ids(await page({ memberType: 'Online Member' }))).toEqual(['CUST-000001']);
    expect(await customers.ownerOfContactPerson('CP-OLD')).toBeUndefined();
    expect(ids(await page({ search: 'rajan' }))).toEqual([]);

    // The four opened above have their keys, and were counted when opened.
    expect(await indexCustomerLists({ table, clock })).toBe(1);
    const online = await page({ memberType: 'Online Member' }, 1);
    expect([online.Count, ids(online)]).toEqual([2, ['CUST-000001']]);
    expect(ids(await page({ memberType: 'Online Member' }))).toEqual(['CUST-000001', 'CUST-000005']);
    expect(ids(await page({ search: '850505' }))).toEqual(['CUST-000005']);
    expect((await page({}, 1)).Count).toBe(5);
    expect((await customers.load('CUST-000005'))?.version).toBe(6);
    expect(await customers.ownerOfContactPerson('CP-OLD')).toBe('CUST-000005');
    expect(await indexCustomerLists({ table, clock })).toBe(0);
  });
});
