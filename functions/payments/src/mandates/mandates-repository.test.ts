import { decideMandate, type MandateStatus } from '@ezc/domain';
import { AggregateStore, randomIds } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mandate } from './mandate-record';
import { mandatesRepository } from './mandates-repository';

const clock = { now: () => new Date('2026-11-28T02:00:00.000Z') };
let t: Awaited<ReturnType<typeof createTestTable>>;
let mandates: ReturnType<typeof mandatesRepository>;
beforeAll(async () => {
  t = await createTestTable('mandate-lists');
  mandates = mandatesRepository(t.table, new AggregateStore(t.table, clock, randomIds));
});
afterAll(async () => t?.drop());

const actor = { id: 'STF-0001', kind: 'staff' as const };
const at = clock.now().toISOString();
const loanNo = (n: number) => `EZC${String(n).padStart(6, '0')}`;

/** Registers loan `n`'s mandate for `customerId` and takes it to `status` through the machine. */
async function register(n: number, customerId: string, status: MandateStatus) {
  const first = decideMandate('Not Set Up', { type: 'REGISTER' });
  const mandate: Mandate = {
    LoanNo: loanNo(n),
    CustomerId: customerId,
    BorrowerName: `Borrower ${customerId}`,
    MandateId: `MDT-${n}`,
    ObjectType: 'LoanNo',
    Status: first.status,
    MachineVersion: first.machineVersion,
    AmountSen: 100_000,
    RegisteredAt: at,
    CreatedAt: at,
    UpdatedAt: at,
  };
  await mandates.save({
    version: 0,
    from: 'Not Set Up',
    after: mandate,
    decision: first,
    action: 'Registered',
    actor,
  });
  if (status === 'Pending Approval') return;
  await answer(n, status === 'Active' ? 'APPROVE' : 'REJECT');
}

async function answer(n: number, type: 'APPROVE' | 'REJECT') {
  const loaded = (await mandates.load(loanNo(n)))!;
  const decision = decideMandate(loaded.value.Status, { type });
  await mandates.save({
    version: loaded.version,
    from: loaded.value.Status,
    after: { ...loaded.value, Status: decision.status },
    decision,
    action: type,
    actor,
  });
}

const loans = (page: { Data: Mandate[] }) => page.Data.map((m) => m.LoanNo);

beforeAll(async () => {
  // CUST-A: 1 active, 3 pending, 5 rejected; CUST-B: 2 active, 4 pending; CUST-C: 20 active.
  await register(1, 'CUST-A', 'Active');
  await register(2, 'CUST-B', 'Active');
  await register(3, 'CUST-A', 'Pending Approval');
  await register(4, 'CUST-B', 'Pending Approval');
  await register(5, 'CUST-A', 'Rejected');
  for (let n = 10; n < 30; n++) await register(n, 'CUST-C', 'Active');
});

describe('the mandate lists', () => {
  it('pages every mandate by loan number, with the count of all', async () => {
    const page = await mandates.page({}, { Rows: 5, Page: 2 });
    expect(loans(page)).toEqual(['EZC000010', 'EZC000011', 'EZC000012', 'EZC000013', 'EZC000014']);
    expect(page.Count).toBe(25);
  });

  it('pages the mandates of a status', async () => {
    const page = await mandates.page({ status: 'Active' }, { Rows: 3, Page: 1 });
    expect(loans(page)).toEqual(['EZC000001', 'EZC000002', 'EZC000010']);
    expect(page.Count).toBe(22);
    expect(await mandates.page({ status: 'Rejected' }, { Rows: 3, Page: 1 })).toMatchObject({
      Count: 1,
      Data: [expect.objectContaining({ LoanNo: 'EZC000005', Status: 'Rejected' })],
    });
  });

  it("pages a customer's mandates of every status, merged by loan number, and of one status", async () => {
    const first = await mandates.page({ customerId: 'CUST-A' }, { Rows: 2, Page: 1 });
    expect(loans(first)).toEqual(['EZC000001', 'EZC000003']);
    expect(first.Count).toBe(3);
    expect(loans(await mandates.page({ customerId: 'CUST-A' }, { Rows: 2, Page: 2 }))).toEqual(['EZC000005']);
    const pending = await mandates.page(
      { customerId: 'CUST-A', status: 'Pending Approval' },
      { Rows: 10, Page: 1 },
    );
    expect([loans(pending), pending.Count]).toEqual([['EZC000003'], 1]);
    expect(await mandates.page({ customerId: 'CUST-Z' }, { Rows: 10, Page: 1 })).toEqual({
      Data: [],
      Count: 0,
    });
  });

  it('moves the counts with each status change', async () => {
    await answer(3, 'APPROVE');
    expect((await mandates.page({ status: 'Active' }, { Rows: 1, Page: 1 })).Count).toBe(23);
    expect((await mandates.page({ status: 'Pending Approval' }, { Rows: 1, Page: 1 })).Count).toBe(1);
    const active = await mandates.page({ customerId: 'CUST-A', status: 'Active' }, { Rows: 10, Page: 1 });
    expect([loans(active), active.Count]).toEqual([['EZC000001', 'EZC000003'], 2]);
    expect((await mandates.page({ customerId: 'CUST-A' }, { Rows: 10, Page: 1 })).Count).toBe(3);
    expect((await mandates.page({}, { Rows: 1, Page: 1 })).Count).toBe(25);
  });

  it('reads only the rows up to the page asked for, from the list key, never a whole partition', async () => {
    const query = vi.spyOn(t.table, 'query');
    const queryAll = vi.spyOn(t.table, 'queryAll');
    try {
      await mandates.page({}, { Rows: 4, Page: 2 });
      await mandates.page({ status: 'Active' }, { Rows: 4, Page: 1 });
      await mandates.page({ customerId: 'CUST-C' }, { Rows: 4, Page: 1 });
      expect(queryAll).not.toHaveBeenCalled();
      const read = query.mock.calls.map(([spec]) => [spec.index, spec.pk, spec.limit]);
      expect(read).toEqual([
        ['GSI1', 'MANDATES', 8],
        ['GSI2', 'MANDATES#STATUS#Active', 4],
        ['GSI3', 'MANDATES#CUSTOMER#CUST-C#STATUS#Pending Approval', 4],
        ['GSI3', 'MANDATES#CUSTOMER#CUST-C#STATUS#Active', 4],
        ['GSI3', 'MANDATES#CUSTOMER#CUST-C#STATUS#Rejected', 4],
      ]);
      const answers = await Promise.all(
        query.mock.results.map((r) => r.value as Promise<{ items: unknown[] }>),
      );
      expect(answers.map((a) => a.items.length)).toEqual([8, 4, 0, 4, 0]);
    } finally {
      query.mockRestore();
      queryAll.mockRestore();
    }
  });
});
