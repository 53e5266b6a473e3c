import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformKeys } from '../table/keys';
import { createTestTable } from '../testing/test-table';
import { sessionVerifier } from './session-verifier';
import { signAccessToken } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('verifier');
  await t.table.put({
    ...platformKeys.role('R1'),
    GSI1PK: platformKeys.rolesIndex,
    GSI1SK: 'Staff',
    Name: 'Staff',
    Privileges: ['Loan - Retrieve List'],
  });
});
afterAll(async () => t.drop());

const account = (id: string, status = 'Active', generation = 0) =>
  t.table.put({ ...platformKeys.account(id), AccountId: id, Status: status, SessionGeneration: generation });
const session = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  t.table.put({
    ...platformKeys.session(id),
    Status: status,
    AccountId: 'u1',
    Generation: 0,
    CreatedAt: new Date().toISOString(),
    LastActiveAt: Date.now(),
    ExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
    ...extra,
  });
const token = (
  sid: string,
  exp = 600,
  typ: 'access' | 'ws' = 'access',
  kind: 'staff' | 'customer' = 'staff',
) =>
  signAccessToken(
    { sub: 'u1', kind, sid, roles: ['Staff'], privileges: [] },
    secret,
    Math.floor(Date.now() / 1000),
    exp,
    typ,
  );
const verifier = (cacheMs = 0) =>
  sessionVerifier({ secret, table: t.table, now: () => new Date(), sessionCacheMs: cacheMs });

describe('the token check', () => {
  it('gives the privileges of the roles as they are now', async () => {
    await account('u1');
    await session('s1', 'Active');
    expect(await verifier().verify(await token('s1'))).toMatchObject({
      id: 'u1',
      roles: ['Staff'],
      privileges: ['Loan - Retrieve List'],
    });
  });

  it('refuses a bad signature, an expired token and an unknown session', async () => {
    const v = verifier();
    const other = await signAccessToken(
      { sub: 'u1', kind: 'staff', sid: 's1', roles: [], privileges: [] },
      `${secret}x`,
      Math.floor(Date.now() / 1000),
      600,
    );
    expect(await v.verify(other)).toBeUndefined();
    expect(await v.verify(await token('s1', -10))).toBeUndefined();
    expect(await v.verify(await token('nope'))).toBeUndefined();
  });

  it('ends every session of an account at once when its generation moves on or it is deactivated', async () => {
    await account('u1');
    await session('g1', 'Active');
    const v = verifier();
    const tk = await token('g1');
    expect(await v.verify(tk)).toBeDefined();
    await account('u1', 'Active', 1);
    expect(await v.verify(tk)).toBeUndefined();
    await session('g2', 'Active', { Generation: 1 });
    expect(await v.verify(await token('g2'))).toBeDefined();
    await account('u1', 'Inactive', 1);
    expect(await v.verify(await token('g2'))).toBeUndefined();
    await account('u1');
  });

  it('ends a session left idle for longer than its kind allows: staff 15 minutes, customers 30', async () => {
    await account('u1');
    await session('i1', 'Active', { LastActiveAt: Date.now() - 16 * 60_000 });
    await session('i2', 'Active', { LastActiveAt: Date.now() - 16 * 60_000 });
    await session('i3', 'Active', { LastActiveAt: Date.now() - 31 * 60_000 });
    const v = verifier();
    expect(await v.verify(await token('i1'))).toBeUndefined();
    expect(await v.verify(await token('i2', 600, 'access', 'customer'))).toBeDefined();
    expect(await v.verify(await token('i3', 600, 'access', 'customer'))).toBeUndefined();
  });

  it('records activity at most once a minute, and only forward', async () => {
    await account('u1');
    const twoMinutesAgo = Date.now() - 120_000;
    await session('a1', 'Active', { LastActiveAt: twoMinutesAgo });
    const v = verifier(60_000);
    const principal = await v.verify(await token('a1'));
    await v.markActive(principal!);
    const first = Number((await t.table.get(platformKeys.session('a1')))?.LastActiveAt);
    expect(first).toBeGreaterThan(twoMinutesAgo + 100_000);
    await v.markActive(principal!);
    expect(Number((await t.table.get(platformKeys.session('a1')))?.LastActiveAt)).toBe(first);
  });

  it('takes a socket ticket only where a socket connects, and an access token never there', async () => {
    await account('u1');
    await session('w1', 'Active');
    const v = verifier();
    const ticket = await token('w1', 60, 'ws');
    expect(await v.verify(ticket)).toBeUndefined();
    expect(await v.verifySocketTicket(ticket)).toMatchObject({ id: 'u1' });
    expect(await v.verifySocketTicket(await token('w1'))).toBeUndefined();
  });

  it('stops accepting a session ended in this process at once, and one ended elsewhere within its cache time', async () => {
    await account('u1');
    await session('s2', 'Active');
    // The memory's own clock, moved by hand: what passes between two checks is exactly what is said.
    let elapsedMs = 0;
    const v = sessionVerifier({
      secret,
      table: t.table,
      now: () => new Date(),
      sessionCacheMs: 3000,
      cacheClock: () => elapsedMs,
    });
    const tk = await token('s2');
    expect(await v.verify(tk)).toBeDefined();
    await session('s2', 'Revoked');
    // Ended elsewhere: still remembered as live for the cache time, then refused.
    elapsedMs = 2999;
    expect(await v.verify(tk)).toBeDefined();
    elapsedMs = 3000;
    expect(await v.verify(tk)).toBeUndefined();
    await session('s3', 'Active');
    const t3 = await token('s3');
    expect(await v.verify(t3)).toBeDefined();
    await session('s3', 'Revoked');
    v.forgetSession('s3');
    expect(await v.verify(t3)).toBeUndefined();
    await session('s4', 'Active');
    const t4 = await token('s4');
    expect(await v.verify(t4)).toBeDefined();
    await account('u1', 'Inactive');
    v.forgetAccount('u1');
    expect(await v.verify(t4)).toBeUndefined();
  });
});
