import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * The appointment slots (spec §7 "Appointment slots") as staff with 'Menu - Setup > Signing
 * Session' set them up: a group for the demo attorney, its weekday sessions, the listings with
 * their paging and filters, changes, deletion. The tests run in order on one server.
 */

type Problem = { message: string; code: string; fields?: Record<string, string> };
type List<T = Record<string, unknown>> = { Data: T[]; Count: number };
type Group = {
  SlotGroupId: string;
  Name: string;
  RelatedObjectId: string;
  AttestatorId: string;
  AttestatorName: string;
  Description: string;
  Status: string;
  Type: string;
};
type Session = {
  SlotSessionId: string;
  SlotGroupId: string;
  SlotGroupName: string;
  Weekday: number;
  StartTime: string;
  EndTime: string;
};

const forbiddenText = 'Input cannot contain the following characters: { } * < > /';

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
  for (const who of ['admin', 'finance', 'attorney']) tokens[who] = await signIn(rt.url, `${who}@demo.test`);
}, 120_000);
afterAll(async () => rt?.stop());

const as = (who: string) => ({
  post: <T = Record<string, unknown>>(path: string, body: unknown = {}) => a.post<T>(path, body, tokens[who]),
});
const admin = () => as('admin');

const group = {
  Name: 'Journey weekday sessions',
  AttestatorId: 'STF-0006',
  Description: 'Live signing on weekday mornings',
  Status: 'Active',
  Type: 'Signing',
};
let groupId = '';
const sessionIds: Record<string, string> = {};

describe('slot groups', () => {
  it('registers a group for the attorney, naming the attestor', async () => {
    const r = await admin().post<{ Data: Group; message: string }>('/appointment-slot-groups/add', group);
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Slot group created.');
    expect(r.body.Data).toMatchObject({
      Name: 'Journey weekday sessions',
      RelatedObjectId: '',
      AttestatorId: 'STF-0006',
      AttestatorName: 'Farah Aziz',
      Description: 'Live signing on weekday mornings',
      Status: 'Active',
      Type: 'Signing',
    });
    expect(r.body.Data.SlotGroupId).toMatch(/^SG-\d{4}$/);
    groupId = r.body.Data.SlotGroupId;
  });

  it('refuses an attestor who is not an active staff user with the Attorney role (400)', async () => {
    for (const AttestatorId of ['STF-0001', 'STF-9999', 'ACC-0001']) {
      const r = await admin().post<Problem>('/appointment-slot-groups/add', { ...group, AttestatorId });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        code: 'SLOT.ATTESTOR_INVALID',
        message: `The attestor ${AttestatorId} is not an active staff user with the Attorney role.`,
      });
    }
    const ms = await a.call<Problem>('POST', '/appointment-slot-groups/add', {
      body: { ...group, AttestatorId: 'STF-0001' },
      token: tokens.admin!,
      headers: { 'accept-language': 'ms' },
    });
    expect(ms.body.message).toBe(
      'Pengesah STF-0001 bukan pengguna kakitangan aktif yang mempunyai peranan Attorney.',
    );
  });

  it('refuses forbidden characters (spec §5) in its texts and filters, naming the field', async () => {
    const r = await admin().post<Problem>('/appointment-slot-groups/add', {
      ...group,
      Name: 'Slots <b>',
      Description: 'a/b',
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(r.body.fields).toEqual({ Name: forbiddenText, Description: forbiddenText });
    expect(r.body.message).toBe(`Name: ${forbiddenText}; Description: ${forbiddenText}`);

    const search = await admin().post<Problem>('/appointment-slot-groups/find-all', {
      Search: { Name: '{x}' },
    });
    expect(search.status).toBe(400);
    expect(search.body.fields).toEqual({ 'Search.Name': forbiddenText });
  });

  it('lists every group when nothing filters (999 rows), and filters by status and name', async () => {
    const inactive = await admin().post<{ Data: Group }>('/appointment-slot-groups/add', {
      ...group,
      Name: 'Journey closed group',
      Status: 'Inactive',
    });
    expect(inactive.status).toBe(201);

    const all = await admin().post<List<Group>>('/appointment-slot-groups/find-all', {});
    expect(all.status).toBe(200);
    const names = all.body.Data.map((g) => g.Name);
    expect(names).toEqual(expect.arrayContaining(['Journey weekday sessions', 'Journey closed group']));
    expect(all.body.Count).toBe(all.body.Data.length);
    // Listed by name.
    expect(names).toEqual([...names].sort());

    const allStatuses = await admin().post<List<Group>>('/appointment-slot-groups/find-all', {
      Search: { Status: 'All' },
    });
    expect(allStatuses.body.Count).toBe(all.body.Count);

    const closed = await admin().post<List<Group>>('/appointment-slot-groups/find-all', {
      Search: { Status: 'Inactive', Name: 'journey' },
    });
    expect(closed.body).toMatchObject({
      Count: 1,
      Data: [{ Name: 'Journey closed group', Status: 'Inactive' }],
    });

    const paged = await admin().post<List<Group>>('/appointment-slot-groups/find-all', {
      Rows: 1,
      Page: 2,
      Search: { Name: 'Journey' },
    });
    expect(paged.body).toMatchObject({ Count: 2, Data: [{ Name: 'Journey weekday sessions' }] });
  });

  it('pages 20 rows by default once a filter filters (spec §9: 999 only without one)', async () => {
    for (let i = 1; i <= 21; i++) {
      const r = await admin().post('/appointment-slot-groups/add', {
        ...group,
        Name: `Bulk group ${String(i).padStart(2, '0')}`,
        Status: 'Inactive',
      });
      expect(r.status).toBe(201);
    }
    const filtered = await admin().post<List<Group>>('/appointment-slot-groups/find-all', {
      Search: { Name: 'Bulk group' },
    });
    expect(filtered.body.Count).toBe(21);
    expect(filtered.body.Data).toHaveLength(20);
    expect(filtered.body.Data[0]?.Name).toBe('Bulk group 01');

    const unfiltered = await admin().post<List<Group>>('/appointment-slot-groups/find-all', {
      Search: { Status: 'All' },
    });
    expect(unfiltered.body.Count).toBeGreaterThanOrEqual(24);
    expect(unfiltered.body.Data).toHaveLength(unfiltered.body.Count);
  });
});

describe('the demo data', () => {
  it("gives the attorney SG-0001 'Attorney weekday sessions': four half-hour sessions every weekday", async () => {
    const r = await admin().post<{ Data: Group & { SlotSessions: Session[] } }>(
      '/appointment-slot-groups/find-one',
      { SlotGroupId: 'SG-0001' },
    );
    expect(r.status).toBe(200);
    expect(r.body.Data).toMatchObject({
      Name: 'Attorney weekday sessions',
      AttestatorId: 'STF-0006',
      Status: 'Active',
      Type: 'Signing',
    });
    const week = r.body.Data.SlotSessions.map((x) => `${x.Weekday} ${x.StartTime}-${x.EndTime}`);
    expect(week).toHaveLength(20);
    expect(week.slice(0, 4)).toEqual(['1 10:00-10:30', '1 11:00-11:30', '1 14:30-15:00', '1 16:00-16:30']);
    expect(week.at(-1)).toBe('5 16:00-16:30');
  });
});

describe('slot sessions', () => {
  const add = (Weekday: number, StartTime: string, EndTime: string) =>
    admin().post<{ Data: Session; message: string }>('/appointment-slot-sessions/add', {
      SlotGroupId: groupId,
      Weekday,
      StartTime,
      EndTime,
    });

  it('adds weekday sessions to the group', async () => {
    const monday = await add(1, '10:00', '10:30');
    expect(monday.status).toBe(201);
    expect(monday.body.message).toBe('Slot session created.');
    expect(monday.body.Data).toMatchObject({
      SlotGroupId: groupId,
      SlotGroupName: 'Journey weekday sessions',
      Weekday: 1,
      StartTime: '10:00',
      EndTime: '10:30',
    });
    expect(monday.body.Data.SlotSessionId).toMatch(/^SLS-\d{6}$/);
    sessionIds.mon10 = monday.body.Data.SlotSessionId;

    // Added out of order; a session may start when another ends.
    const tuesday = await add(2, '09:00', '09:30');
    const monday11 = await add(1, '10:30', '11:00');
    expect([tuesday.status, monday11.status]).toEqual([201, 201]);
    sessionIds.tue9 = tuesday.body.Data.SlotSessionId;
    sessionIds.mon1030 = monday11.body.Data.SlotSessionId;
  });

  it('refuses a session overlapping another of the group that day (409), and an end before the start (400)', async () => {
    const overlap = await add(1, '10:15', '10:45');
    expect(overlap.status).toBe(409);
    expect(overlap.body).toEqual({
      code: 'SLOT.SESSION_OVERLAPS',
      message: "This session overlaps the group's session from 10:00 to 10:30 on the same day.",
    });

    const backwards = await add(3, '15:00', '14:00');
    expect(backwards.status).toBe(400);
    expect((backwards.body as unknown as Problem).fields).toEqual({
      EndTime: 'The end time must be after the start time.',
    });

    const badDay = await add(8, '10:00', '10:30');
    expect(badDay.status).toBe(400);
    expect((badDay.body as unknown as Problem).fields).toEqual({
      Weekday: 'Choose a day of the week, 1 (Monday) to 7 (Sunday).',
    });

    const noGroup = await admin().post<Problem>('/appointment-slot-sessions/add', {
      SlotGroupId: 'SG-9999',
      Weekday: 1,
      StartTime: '10:00',
      EndTime: '10:30',
    });
    expect(noGroup.status).toBe(404);
    expect(noGroup.body).toEqual({ code: 'SLOT.GROUP_NOT_FOUND', message: 'Slot group not found' });
  });

  it("lists the group's sessions Monday first, 20 a page by default, with paging and filters", async () => {
    const all = await admin().post<List<Session>>('/appointment-slot-sessions/find-all', {
      SlotGroupId: groupId,
    });
    expect(all.status).toBe(200);
    expect(all.body.Count).toBe(3);
    expect(all.body.Data.map((s) => `${s.Weekday} ${s.StartTime}-${s.EndTime}`)).toEqual([
      '1 10:00-10:30',
      '1 10:30-11:00',
      '2 09:00-09:30',
    ]);

    const page2 = await admin().post<List<Session>>('/appointment-slot-sessions/find-all', {
      Rows: 2,
      Page: 2,
      SlotGroupId: groupId,
    });
    expect(page2.body).toMatchObject({ Count: 3, Data: [{ Weekday: 2, StartTime: '09:00' }] });

    const tuesdays = await admin().post<List<Session>>('/appointment-slot-sessions/find-all', {
      Search: { SlotGroupId: groupId, Weekday: 2 },
    });
    expect(tuesdays.body).toMatchObject({ Count: 1, Data: [{ SlotSessionId: sessionIds.tue9 }] });

    const everyDay = await admin().post<List<Session>>('/appointment-slot-sessions/find-all', {
      Search: { SlotGroupId: groupId, Weekday: 'All' },
    });
    expect(everyDay.body.Count).toBe(3);
  });

  it('moves a session to other hours, still refusing an overlap', async () => {
    const moved = await admin().post<{ Data: Session; message: string }>(
      '/appointment-slot-sessions/update',
      {
        SlotSessionId: sessionIds.tue9,
        SlotGroupId: groupId,
        Weekday: 2,
        StartTime: '14:30',
        EndTime: '15:00',
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Slot session updated.');
    expect(moved.body.Data).toMatchObject({ Weekday: 2, StartTime: '14:30', EndTime: '15:00' });

    const clash = await admin().post<Problem>('/appointment-slot-sessions/update', {
      SlotSessionId: sessionIds.tue9,
      SlotGroupId: groupId,
      Weekday: 1,
      StartTime: '10:45',
      EndTime: '11:15',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('SLOT.SESSION_OVERLAPS');

    const one = await admin().post<{ Data: Session }>('/appointment-slot-sessions/find-one', {
      SlotSessionId: sessionIds.tue9,
    });
    expect(one.body.Data).toMatchObject({ SlotGroupId: groupId, Weekday: 2, StartTime: '14:30' });
  });

  it('updates the group, whose find-one carries its sessions', async () => {
    const r = await admin().post<{ Data: Group; message: string }>('/appointment-slot-groups/update', {
      ...group,
      SlotGroupId: groupId,
      Name: 'Journey sessions (renamed)',
      RelatedObjectId: 'KL-HQ',
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Slot group updated.');
    expect(r.body.Data).toMatchObject({ Name: 'Journey sessions (renamed)', RelatedObjectId: 'KL-HQ' });

    const one = await admin().post<{ Data: Group & { SlotSessions: Session[] } }>(
      '/appointment-slot-groups/find-one',
      { SlotGroupId: groupId },
    );
    expect(one.status).toBe(200);
    expect(one.body.Data).toMatchObject({ SlotGroupId: groupId, Name: 'Journey sessions (renamed)' });
    expect(one.body.Data.SlotSessions.map((s) => [s.Weekday, s.StartTime, s.SlotGroupName])).toEqual([
      [1, '10:00', 'Journey sessions (renamed)'],
      [1, '10:30', 'Journey sessions (renamed)'],
      [2, '14:30', 'Journey sessions (renamed)'],
    ]);
  });

  it('deletes a session, then the group with its sessions', async () => {
    const removed = await admin().post<{ message: string }>('/appointment-slot-sessions/delete', {
      SlotSessionId: sessionIds.mon10,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Slot session deleted.');
    const gone = await admin().post<Problem>('/appointment-slot-sessions/find-one', {
      SlotSessionId: sessionIds.mon10,
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'SLOT.SESSION_NOT_FOUND', message: 'Slot session not found' });

    const group = await admin().post<{ message: string }>('/appointment-slot-groups/delete', {
      SlotGroupId: groupId,
    });
    expect(group.status).toBe(200);
    expect(group.body.message).toBe('Slot group deleted.');
    expect((await admin().post('/appointment-slot-groups/find-one', { SlotGroupId: groupId })).status).toBe(
      404,
    );
    expect(
      (await admin().post('/appointment-slot-sessions/find-one', { SlotSessionId: sessionIds.tue9 })).status,
    ).toBe(404);
    const again = await admin().post<Problem>('/appointment-slot-groups/delete', { SlotGroupId: groupId });
    expect(again.body).toEqual({ code: 'SLOT.GROUP_NOT_FOUND', message: 'Slot group not found' });
  });
});

describe('access', () => {
  const routes = [
    '/appointment-slot-groups/add',
    '/appointment-slot-groups/find-one',
    '/appointment-slot-groups/update',
    '/appointment-slot-groups/find-all',
    '/appointment-slot-groups/delete',
    '/appointment-slot-sessions/add',
    '/appointment-slot-sessions/find-one',
    '/appointment-slot-sessions/update',
    '/appointment-slot-sessions/find-all',
    '/appointment-slot-sessions/delete',
  ];

  it("refuses staff without 'Menu - Setup > Signing Session' (403), the attorney included", async () => {
    for (const who of ['finance', 'attorney']) {
      for (const path of routes) {
        const r = await as(who).post<Problem>(path, { ...group, SlotGroupId: 'SG-0001' });
        expect(`${who} ${path} ${r.status} ${r.body.code}`).toBe(`${who} ${path} 403 AUTH.FORBIDDEN`);
      }
    }
  });

  it('refuses callers who are not signed in (401)', async () => {
    const r = await a.post<Problem>('/appointment-slot-groups/find-all', {});
    expect(r.status).toBe(401);
  });
});
