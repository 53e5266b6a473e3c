import type { EventEnvelope } from '@ezc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createTestTable } from '../testing/test-table';
import { LocalBus } from './local-bus';
import type { BusRule } from './rules';

let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('bus');
});
afterAll(async () => t.drop());

const rules: BusRule[] = [
  { name: 'handled', description: 'x', pattern: { source: ['ezc.loans'] }, target: 'realtime' },
  { name: 'orphan', description: 'x', pattern: { 'detail-type': ['loan.closed'] }, target: 'reports' },
  { name: 'flaky', description: 'x', pattern: { 'detail-type': ['loan.flaky'] }, target: 'jobs' },
];
const event = (id: string, name: string): EventEnvelope => ({
  id,
  name,
  source: 'ezc.loans',
  version: 1,
  occurredAt: '2026-11-23T01:00:00.000Z',
  data: { LoanNo: 'EZC000001' },
});
const deadLetters = async (rule: string) => t.table.queryAll({ pk: `DLQ#${rule}` });

describe('the local bus', () => {
  it('delivers by the rules’ patterns, and records an event a rule matched but nobody consumes', async () => {
    const lines: string[] = [];
    const bus = new LocalBus({
      table: t.table,
      log: createLogger('info', {}, (l) => lines.push(l)),
      rules,
      backoffMs: 1,
    });
    const seen: string[] = [];
    bus.register('handled', async (e) => {
      seen.push(e.id);
    });
    await bus.publish([event('e1', 'loan.opened'), event('e2', 'loan.closed')]);
    await bus.idle();
    expect(seen).toEqual(['e1', 'e2']);
    const orphaned = await deadLetters('orphan');
    expect(orphaned).toHaveLength(1);
    expect(orphaned[0]).toMatchObject({ rule: 'orphan', error: 'No consumer is registered for rule orphan' });
    expect(JSON.parse(String(orphaned[0]?.event)).id).toBe('e2');
    expect(lines.some((l) => l.includes('bus.dead-lettered') && l.includes('"eventId":"e2"'))).toBe(true);
  });

  it('retries a failing consumer, then keeps the event as a dead letter with the error', async () => {
    const bus = new LocalBus({
      table: t.table,
      log: createLogger('silent'),
      rules,
      attempts: 3,
      backoffMs: 1,
    });
    let calls = 0;
    bus.register('handled', async () => undefined);
    bus.register('flaky', async () => {
      calls += 1;
      throw new Error('projection store unavailable');
    });
    await bus.publish([event('e3', 'loan.flaky')]);
    await bus.idle();
    expect(calls).toBe(3);
    expect((await deadLetters('flaky'))[0]).toMatchObject({ error: 'Error: projection store unavailable' });
  });
});
