import { AggregateStore, platformKeys, type Table } from '@ezc/platform';
import { randomIds } from '@ezc/platform/ids';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSlotGroup } from '../use-cases/slots/add-slot-group';
import { addSlotSession } from '../use-cases/slots/add-slot-session';
import { deleteSlotGroup } from '../use-cases/slots/delete-slot-group';
import { attestorsReader } from './attestors';
import { seedSlotGroups } from './seed-slots';
import { slotGroupsRepository } from './slot-groups-repository';
import type { SlotsPorts } from './slots-ports';
import { activeAttestors, activeSessionsOfAttestor } from './slots-reader';

let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
const clock = { now: () => new Date('2026-03-02T01:00:00Z') };
const actor = { id: 'STF-0001', kind: 'staff' as const, ip: '203.0.113.7' };

const account = (AccountId: string, over: Record<string, unknown> = {}) => ({
  ...platformKeys.account(AccountId),
  EntityType: 'Account',
  AccountId,
  Kind: 'staff',
  Email: `${AccountId.toLowerCase()}@demo.test`,
  FullName: `Person ${AccountId}`,
  Status: 'Active',
  Roles: ['Attorney'],
  ...over,
});

beforeAll(async () => {
  t = await createTestTable('slots');
  table = t.table;
  await table.put(account('STF-0006', { FullName: 'Farah Aziz' }));
  await table.put(account('STF-0007', { FullName: 'Left Attorney', Status: 'Inactive' }));
  await table.put(account('STF-0001', { FullName: 'Admin', Roles: ['Admin'] }));
}, 60_000);
afterAll(async () => t?.drop());

const ports = (): SlotsPorts => {
  const store = new AggregateStore(table, clock, randomIds);
  return {
    clock,
    slotGroups: slotGroupsRepository({ table, store, clock, ids: randomIds }),
    attestors: attestorsReader(table),
  };
};

describe('the demo slot group', () => {
  it('gives the attorney SG-0001 with four sessions every weekday, once', async () => {
    await seedSlotGroups(ports());
    await seedSlotGroups(ports());
    const found = await ports().slotGroups.loadWithSessions('SG-0001');
    expect(found?.group.value).toMatchObject({
      SlotGroupId: 'SG-0001',
      Name: 'Attorney weekday sessions',
      AttestatorId: 'STF-0006',
      AttestatorName: 'Farah Aziz',
      Status: 'Active',
      Type: 'Signing',
    });
    expect(found?.sessions).toHaveLength(20);
    expect(await ports().slotGroups.list()).toHaveLength(1);
  });

  it('is what booking reads: the sessions Monday first, each day by its start', async () => {
    const sessions = await activeSessionsOfAttestor(table, 'STF-0006');
    expect(sessions).toHaveLength(20);
    expect(sessions.slice(0, 5)).toEqual([
      expect.objectContaining({ SlotGroupId: 'SG-0001', Weekday: 1, StartTime: '10:00', EndTime: '10:30' }),
      expect.objectContaining({ Weekday: 1, StartTime: '11:00', EndTime: '11:30' }),
      expect.objectContaining({ Weekday: 1, StartTime: '14:30', EndTime: '15:00' }),
      expect.objectContaining({ Weekday: 1, StartTime: '16:00', EndTime: '16:30' }),
      expect.objectContaining({ Weekday: 2, StartTime: '10:00', EndTime: '10:30' }),
    ]);
    expect(sessions[0]).toEqual({
      SlotGroupId: 'SG-0001',
      SlotGroupName: 'Attorney weekday sessions',
      SlotSessionId: expect.stringMatching(/^SLS-\d{6}$/),
      Weekday: 1,
      StartTime: '10:00',
      EndTime: '10:30',
    });
    expect(sessions.every((s) => s.Weekday >= 1 && s.Weekday <= 5)).toBe(true);
    expect(await activeAttestors(table)).toEqual([
      {
        AttestatorId: 'STF-0006',
        Name: 'Farah Aziz',
        SlotGroupId: 'SG-0001',
        SlotGroupName: 'Attorney weekday sessions',
      },
    ]);
  });
});

describe('attestors', () => {
  it('are active staff users with the Attorney role only', async () => {
    const group = {
      Name: 'Group',
      AttestatorId: 'STF-0007',
      Status: 'Active' as const,
      Type: 'Signing' as const,
    };
    await expect(addSlotGroup(ports(), { actor, group })).rejects.toMatchObject({
      code: 'SLOT.ATTESTOR_INVALID',
    });
    await expect(
      addSlotGroup(ports(), { actor, group: { ...group, AttestatorId: 'STF-0001' } }),
    ).rejects.toMatchObject({ code: 'SLOT.ATTESTOR_INVALID' });
    await expect(
      addSlotGroup(ports(), { actor, group: { ...group, AttestatorId: 'STF-9999' } }),
    ).rejects.toMatchObject({ code: 'SLOT.ATTESTOR_INVALID' });
    expect(await activeSessionsOfAttestor(table, 'STF-0007')).toEqual([]);
  });
});

describe('sessions of one group', () => {
  it('never overlap, even when two are added at once', async () => {
    const p = ports();
    const group = await addSlotGroup(p, {
      actor,
      group: { Name: 'Race', AttestatorId: 'STF-0006', Status: 'Inactive', Type: 'Signing' },
    });
    const session = (StartTime: string, EndTime: string) =>
      addSlotSession(p, {
        actor,
        session: { SlotGroupId: group.SlotGroupId, Weekday: 6, StartTime, EndTime },
      });
    const results = await Promise.allSettled([session('09:00', '10:00'), session('09:30', '10:30')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(['SLOT.GROUP_CHANGED', 'SLOT.SESSION_OVERLAPS']).toContain(refused.reason.code);
    expect((await p.slotGroups.loadWithSessions(group.SlotGroupId))?.sessions).toHaveLength(1);

    // An Inactive group's sessions are not offered.
    expect((await activeSessionsOfAttestor(table, 'STF-0006')).some((s) => s.Weekday === 6)).toBe(false);

    // Deleting the group deletes its sessions, with one audit row saying so.
    await deleteSlotGroup(p, { actor, slotGroupId: group.SlotGroupId });
    expect(await p.slotGroups.loadWithSessions(group.SlotGroupId)).toBeUndefined();
    const history = await new AggregateStore(table, clock, randomIds).history('SlotGroup', group.SlotGroupId);
    // The clock stands still here, so the rows are compared as a set.
    expect(history.map((h) => h.Activity).sort()).toEqual([
      'Slot group created',
      'Slot group deleted',
      'Slot session added',
    ]);
    expect(history.find((h) => h.Activity === 'Slot group deleted')).toMatchObject({
      ActorId: 'STF-0001',
      IpAddress: '203.0.113.7',
    });
  });
});
