import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessClock } from '../clock/clock';
import { platformKeys } from '../table/keys';
import { createTestTable } from '../testing/test-table';
import { TableConnectionRegistry } from './table-connection-registry';

let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('connections');
});
afterAll(async () => t.drop());

const conn = (connectionId: string, userId: string, audiences = [userId]) => ({
  connectionId,
  userId,
  audiences,
  kind: 'customer' as const,
  connectedAt: new Date().toISOString(),
});

describe('connection registry on the table', () => {
  it('finds the connections of an audience through GSI1 and forgets a removed one', async () => {
    const registry = new TableConnectionRegistry(t.table);
    await registry.add(conn('c1', 'u1'));
    await registry.add(conn('c2', 'u1'));
    await registry.add(conn('c3', 'u2'));
    expect((await registry.inAudience('u1')).map((c) => c.connectionId).sort()).toEqual(['c1', 'c2']);
    expect(await registry.inAudience('u2')).toEqual(
      [conn('c3', 'u2')].map((c) => ({ ...c, connectedAt: expect.any(String) })),
    );
    expect(await registry.inAudience('nobody')).toEqual([]);

    await registry.remove('c1');
    expect((await registry.inAudience('u1')).map((c) => c.connectionId)).toEqual(['c2']);
    await registry.remove('c1'); // a second disconnect is harmless
  });

  it('lists a connection under each of its audiences, and removes it from all of them', async () => {
    const registry = new TableConnectionRegistry(t.table);
    await registry.add(conn('s1', 'staff-1', ['PRIV#Loan - Retrieve List', 'PRIV#Dashboard']));
    expect((await registry.inAudience('PRIV#Loan - Retrieve List')).map((c) => c.connectionId)).toEqual([
      's1',
    ]);
    expect((await registry.inAudience('PRIV#Dashboard')).map((c) => c.connectionId)).toEqual(['s1']);
    await registry.remove('s1');
    expect(await registry.inAudience('PRIV#Loan - Retrieve List')).toEqual([]);
    expect(await registry.inAudience('PRIV#Dashboard')).toEqual([]);
  });

  it('files each connection under its account with its session, and removes it from there too', async () => {
    const registry = new TableConnectionRegistry(t.table);
    await registry.add({ ...conn('a1', 'acc-1', ['PRIV#Dashboard']), kind: 'staff', sessionId: 'S-1' });
    await registry.add({ ...conn('a2', 'acc-1', ['PRIV#Dashboard']), kind: 'staff', sessionId: 'S-2' });
    await registry.add(conn('a3', 'acc-2'));
    const ofAccount = await registry.ofAccount('acc-1');
    expect(ofAccount.map((c) => [c.connectionId, c.sessionId]).sort()).toEqual([
      ['a1', 'S-1'],
      ['a2', 'S-2'],
    ]);
    expect((await registry.inAudience('PRIV#Dashboard')).map((c) => c.sessionId).sort()).toEqual([
      'S-1',
      'S-2',
    ]);
    await registry.remove('a1');
    expect((await registry.ofAccount('acc-1')).map((c) => c.connectionId)).toEqual(['a2']);
    expect(await t.table.queryAll({ pk: platformKeys.connectionRows('a1') })).toEqual([]);
  });

  it('writes the row with its key, index keys and a TTL of one day', async () => {
    await new TableConnectionRegistry(t.table).add(conn('c9', 'u9'));
    const row = await t.table.get(platformKeys.connectionAudience('c9', 'u9'));
    expect(row).toMatchObject({ GSI1PK: 'WSAUDIENCE#u9', GSI1SK: 'c9', userId: 'u9', kind: 'customer' });
    const ttl = Number(row?.expiresAt) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);
  });

  it('skips rows past their TTL that DynamoDB has not removed yet', async () => {
    const past = new BusinessClock();
    past.set(new Date(Date.now() - 25 * 3600 * 1000));
    await new TableConnectionRegistry(t.table, past).add(conn('old', 'u3'));
    await new TableConnectionRegistry(t.table).add(conn('new', 'u3'));
    expect((await new TableConnectionRegistry(t.table).inAudience('u3')).map((c) => c.connectionId)).toEqual([
      'new',
    ]);
  });
});
