import { isDomainError } from '@ezc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { type AnswerRecorder, fingerprintOf, idempotent } from './idempotency';

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
        respond: (answer) => answer,
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
    let answered = 0;
    // Whoever acts holds on until every other repeat has been answered or is acting too.
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    const allInOrAnswered = () => {
      if (runs + answered === 10) release();
    };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        idempotent({
          table: t.table,
          scope: 'test#ACC-2',
          key: 'k-2',
          request: {},
          now,
          respond: (answer) => answer,
          run: async () => {
            runs += 1;
            allInOrAnswered();
            await released;
            return { status: 201, body: { ok: true } };
          },
        }).finally(() => {
          answered += 1;
          allInOrAnswered();
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
      respond: (answer) => answer,
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
      respond: (answer) => answer,
      run: async () => ({ status: 200, body: 'done' }),
    });
    expect(retried).toEqual({ status: 200, body: 'done', replayed: false });
  });

  it('records the answer with the effect, so a crash after the effect answers a retry from it', async () => {
    let runs = 0;
    const call = (crashAfterEffect: boolean) =>
      idempotent({
        table: t.table,
        scope: 'test#ACC-4',
        key: 'k-4',
        request: { Amount: 10 },
        now,
        run: async (answers: AnswerRecorder<{ PaymentId: string }>) => {
          runs += 1;
          const answer = { PaymentId: `PAY-${runs}` };
          await t.table.transact([
            { kind: 'put', item: { PK: 'EFFECT#4', SK: answer.PaymentId } },
            ...answers.answerWrites(answer),
          ]);
          if (crashAfterEffect) throw new Error('the process died before answering');
          return answer;
        },
        respond: (answer) => ({ status: 201, body: { Data: answer } }),
      });
    await expect(call(true)).rejects.toThrow('the process died');
    const retried = await call(false);
    expect(retried).toEqual({ status: 201, body: { Data: { PaymentId: 'PAY-1' } }, replayed: true });
    expect(runs).toBe(1);
    expect((await t.table.query({ pk: 'EFFECT#4' })).items.map((i) => i.SK)).toEqual(['PAY-1']);
  });

  it('takes over a claim whose request was cut once its lease is over, and fences the cut request out', async () => {
    const effects = () => t.table.query({ pk: 'EFFECT#5' }).then((r) => r.items.map((i) => i.SK));
    let wake!: () => void;
    const asleep = new Promise<void>((r) => {
      wake = r;
    });
    let claimed!: () => void;
    const hasClaimed = new Promise<void>((r) => {
      claimed = r;
    });
    const call = (at: string, who: string, pause?: Promise<void>) =>
      idempotent({
        table: t.table,
        scope: 'test#ACC-5',
        key: 'k-5',
        request: { Amount: 10 },
        now: at,
        run: async (answers: AnswerRecorder<{ By: string }>) => {
          if (pause) {
            // A call acts only once it holds the claim.
            claimed();
            await pause;
          }
          await t.table.transact([
            { kind: 'put', item: { PK: 'EFFECT#5', SK: who } },
            ...answers.answerWrites({ By: who }),
          ]);
          return { By: who };
        },
        respond: (answer) => ({ status: 201, body: answer }),
      });
    // The first request claims the key and hangs (as if its process were killed).
    const cut = call('2026-03-02T01:00:00.000Z', 'first', asleep);
    await hasClaimed;
    // 59 seconds on, the claim is still the first request's.
    const early = await call('2026-03-02T01:00:59.000Z', 'second').catch((e) => e);
    expect(early.code).toBe('IDEMPOTENCY.IN_PROGRESS');
    // 60 seconds on, a retry takes the claim over and acts.
    const retried = await call('2026-03-02T01:01:00.000Z', 'retry');
    expect(retried).toEqual({ status: 201, body: { By: 'retry' }, replayed: false });
    // The cut request wakes: its effect is refused with its claim, and it answers what landed.
    wake();
    expect(await cut).toEqual({ status: 201, body: { By: 'retry' }, replayed: true });
    expect(await effects()).toEqual(['retry']);
  });

  it('fingerprints bodies independently of key order', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintOf({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});
