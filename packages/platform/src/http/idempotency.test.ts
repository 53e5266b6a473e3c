import { isDomainError } from '@ezc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { fingerprintOf, idempotent } from './idempotency';

let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('idem');
});
afterAll(async () => t.drop());

const now = '2026-03-02T01:00:00.000Z';

describe('idempotent calls', () => {
  it('runs once per key and answers a repeat with the first answer', async () => {
    let runs = 0;
    const call = (body: unknown) =>
      idempotent({
        table: t.table,
        scope: 'test#ACC-1',
        key: 'k-1',
        request: body,
        now,
        run: async () => ({ status: 200, body: { Data: { n: ++runs } } }),
      });
    const first = await call({ A: 1, B: [1, 2] });
    const again = await call({ B: [1, 2], A: 1 });
    expect(first).toEqual({ status: 200, body: { Data: { n: 1 } }, replayed: false });
    expect(again).toEqual({ status: 200, body: { Data: { n: 1 } }, replayed: true });
    expect(runs).toBe(1);
    const other = await call({ A: 2 }).catch((e) => e);
    expect(isDomainError(other) && other.kind === 'rule' && other.code).toBe('IDEMPOTENCY.KEY_REUSED');
  });

  it('lets one of many concurrent repeats act, and releases the key when the call fails', async () => {
    let runs = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        idempotent({
          table: t.table,
          scope: 'test#ACC-2',
          key: 'k-2',
          request: {},
          now,
          run: async () => {
            runs += 1;
            await new Promise((r) => setTimeout(r, 50));
            return { status: 201, body: { ok: true } };
          },
        }),
      ),
    );
    expect(runs).toBe(1);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as { code: string }).code).toBe('IDEMPOTENCY.IN_PROGRESS');
    }

    const failing = idempotent({
      table: t.table,
      scope: 'test#ACC-3',
      key: 'k-3',
      request: {},
      now,
      run: async () => {
        throw new Error('boom');
      },
    });
    await expect(failing).rejects.toThrow('boom');
    const retried = await idempotent({
      table: t.table,
      scope: 'test#ACC-3',
      key: 'k-3',
      request: {},
      now,
      run: async () => ({ status: 200, body: 'done' }),
    });
    expect(retried).toEqual({ status: 200, body: 'done', replayed: false });
  });

  it('fingerprints bodies independently of key order', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintOf({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});
