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

const session = (id: string, status: string) =>
  t.table.put({
    ...platformKeys.session(id),
    Status: status,
    AccountId: 'u1',
    ExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
const token = (sid: string, exp = 600) =>
  signAccessToken(
    { sub: 'u1', kind: 'staff', sid, roles: ['Staff'], privileges: [] },
    secret,
    Math.floor(Date.now() / 1000),
    exp,
  );

describe('the token check', () => {
  it('gives the privileges of the roles as they are now', async () => {
    await session('s1', 'Active');
    const v = sessionVerifier({ secret, table: t.table, now: () => new Date() });
    expect(await v.verify(await token('s1'))).toMatchObject({
      id: 'u1',
      roles: ['Staff'],
      privileges: ['Loan - Retrieve List'],
    });
  });

  it('refuses a bad signature, an expired token and an unknown session', async () => {
    const v = sessionVerifier({ secret, table: t.table, now: () => new Date() });
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

  it('stops accepting a session ended in this process at once, and one ended elsewhere within its cache time', async () => {
    await session('s2', 'Active');
    const v = sessionVerifier({ secret, table: t.table, now: () => new Date(), sessionCacheMs: 300 });
    const tk = await token('s2');
    expect(await v.verify(tk)).toBeDefined();
    await session('s2', 'Revoked');
    // Ended elsewhere: still remembered as live for the cache time, then refused.
    expect(await v.verify(tk)).toBeDefined();
    await new Promise((r) => setTimeout(r, 350));
    expect(await v.verify(tk)).toBeUndefined();

    await session('s3', 'Active');
    const t3 = await token('s3');
    expect(await v.verify(t3)).toBeDefined();
    await session('s3', 'Revoked');
    v.forgetSession('s3');
    expect(await v.verify(t3)).toBeUndefined();
  });
});
