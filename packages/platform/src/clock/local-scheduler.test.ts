import { type EventEnvelope, jobsTick, scheduleDue } from '@ezc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIds } from '../ids';
import { createLogger } from '../log';
import { platformKeys } from '../table/keys';
import { createTestTable } from '../testing/test-table';
import { BusinessClock } from './clock';
import { LocalScheduler, type SchedulerBus } from './local-scheduler';
import { latestDailySlot } from './malaysia-time';
import type { RecurringJob } from './scheduler';

let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('scheduler');
});
afterAll(async () => t.drop());

const log = createLogger('silent');

/** A bus that records what is published, delivered at once (it is not under test here). */
function recordingBus(failTimes = 0): SchedulerBus & { events: EventEnvelope[] } {
  let failures = failTimes;
  const events: EventEnvelope[] = [];
  const publish = async (batch: EventEnvelope[]) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('bus unavailable');
    }
    events.push(...batch);
  };
  return { events, publish, publishDelivered: publish };
}

const clockAt = (iso: string) => {
  const clock = new BusinessClock();
  clock.set(new Date(iso));
  return clock;
};

/** Each test has its own job names, so their last-slot rows do not meet. */
const job = (name: string, dailyAt: string): RecurringJob => ({
  name,
  description: name,
  cron: 'cron(0 0 * * ? *)',
  dailyAt,
});

const oneOff = (id: string, at: string) => ({
  id,
  at,
  event: scheduleDue.create({
    id: `ev-${id}`,
    occurredAt: '2026-01-01T00:00:00.000Z',
    data: { scheduleId: id, kind: 'signing-reminder', payload: { LoanNo: 'EZC1' } },
  }),
});

describe('Malaysian daily slots', () => {
  it('puts 09:00 MYT at 01:00 UTC and 00:05 MYT at 16:05 UTC of the day before', () => {
    expect(latestDailySlot('09:00', new Date('2026-03-02T01:00:00Z')).toISOString()).toBe(
      '2026-03-02T01:00:00.000Z',
    );
    expect(latestDailySlot('09:00', new Date('2026-03-02T00:59:59Z')).toISOString()).toBe(
      '2026-03-01T01:00:00.000Z',
    );
    // 00:05 on 2 March in Kuala Lumpur is still 1 March in UTC.
    expect(latestDailySlot('00:05', new Date('2026-03-01T16:05:00Z')).toISOString()).toBe(
      '2026-03-01T16:05:00.000Z',
    );
    expect(latestDailySlot('00:05', new Date('2026-03-01T16:04:00Z')).toISOString()).toBe(
      '2026-02-28T16:05:00.000Z',
    );
    expect(() => latestDailySlot('9:00', new Date())).toThrow(/Invalid daily time/);
  });
});

describe('local scheduler: recurring jobs', () => {
  it('runs the 09:00 MYT slot at 01:00 UTC, once, and not again after a restart', async () => {
    const bus = recordingBus();
    const clock = clockAt('2026-03-02T00:59:00Z');
    const jobs = [job('reminders-a', '09:00')];
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });

    // First run ever: the latest slot at or before now (yesterday 09:00 MYT) has not run.
    expect(await scheduler.runDue()).toEqual({
      oneOff: 0,
      recurring: [{ job: 'reminders-a', at: '2026-03-01T01:00:00.000Z' }],
    });
    expect(await scheduler.runDue()).toEqual({ oneOff: 0, recurring: [] });

    clock.set(new Date('2026-03-02T01:00:01Z')); // 09:00:01 in Kuala Lumpur
    expect((await scheduler.runDue()).recurring).toEqual([
      { job: 'reminders-a', at: '2026-03-02T01:00:00.000Z' },
    ]);

    const tick = bus.events[1];
    expect(tick).toMatchObject({ name: 'jobs.tick', source: jobsTick.source });
    expect(jobsTick.parse(tick as EventEnvelope)).toEqual({
      job: 'reminders-a',
      at: '2026-03-02T01:00:00.000Z',
    });

    const restarted = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });
    expect((await restarted.runDue()).recurring).toEqual([]);
    expect(bus.events).toHaveLength(2);
    expect(await t.table.get(platformKeys.lastJobSlot('reminders-a'))).toMatchObject({
      lastSlot: '2026-03-02T01:00:00.000Z',
    });
  });

  it('runs every missed day once, oldest first, when the clock jumps ahead', async () => {
    const bus = recordingBus();
    const clock = clockAt('2026-03-02T02:00:00Z');
    const jobs = [job('late-charges-b', '00:05'), job('reminders-b', '09:00')];
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });
    await scheduler.runDue();
    bus.events.length = 0;

    clock.set(new Date('2026-03-05T02:00:00Z')); // 10:00 MYT, three days later
    const { recurring } = await scheduler.runDue();
    expect(recurring).toEqual([
      { job: 'late-charges-b', at: '2026-03-02T16:05:00.000Z' },
      { job: 'reminders-b', at: '2026-03-03T01:00:00.000Z' },
      { job: 'late-charges-b', at: '2026-03-03T16:05:00.000Z' },
      { job: 'reminders-b', at: '2026-03-04T01:00:00.000Z' },
      { job: 'late-charges-b', at: '2026-03-04T16:05:00.000Z' },
      { job: 'reminders-b', at: '2026-03-05T01:00:00.000Z' },
    ]);
    const lateCharges = bus.events.map((e) => e.data).filter((d) => d.job === 'late-charges-b');
    expect(lateCharges.map((d) => d.at)).toEqual([
      '2026-03-02T16:05:00.000Z',
      '2026-03-03T16:05:00.000Z',
      '2026-03-04T16:05:00.000Z',
    ]);
    expect(new Set(bus.events.map((e) => e.id)).size).toBe(6);
  });

  it("delivers a missed day's tick before publishing the next day's", async () => {
    // Each delivery takes its time; a tick published while another is being delivered is noted.
    const overlaps: string[] = [];
    let delivering = 0;
    const bus: SchedulerBus & { events: EventEnvelope[] } = {
      events: [],
      async publish() {
        throw new Error('a catch-up must wait for each delivery');
      },
      async publishDelivered(batch) {
        if (delivering > 0) overlaps.push(String(batch[0]?.data.at));
        delivering += 1;
        await new Promise<void>((done) => setImmediate(done));
        await new Promise<void>((done) => setImmediate(done));
        this.events.push(...batch);
        delivering -= 1;
      },
    };
    const clock = clockAt('2026-03-02T02:00:00Z');
    const jobs = [job('late-charges-f', '00:05')];
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });
    await scheduler.runDue();
    clock.set(new Date('2026-03-06T02:00:00Z'));
    await scheduler.runDue();
    expect(bus.events.map((e) => e.data.at)).toEqual([
      '2026-03-01T16:05:00.000Z',
      '2026-03-02T16:05:00.000Z',
      '2026-03-03T16:05:00.000Z',
      '2026-03-04T16:05:00.000Z',
      '2026-03-05T16:05:00.000Z',
    ]);
    expect(overlaps).toEqual([]);
  });

  it('runs the latest slot once when the clock is moved back before the last slot run', async () => {
    const bus = recordingBus();
    const clock = clockAt('2026-06-10T02:00:00Z');
    const jobs = [job('reminders-c', '09:00')];
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });
    await scheduler.runDue();
    clock.set(new Date('2026-04-01T02:00:00Z'));
    expect((await scheduler.runDue()).recurring).toEqual([
      { job: 'reminders-c', at: '2026-04-01T01:00:00.000Z' },
    ]);
    expect((await scheduler.runDue()).recurring).toEqual([]);
  });

  it('publishes each slot exactly once when runs overlap, in one process or two', async () => {
    const bus = recordingBus();
    const clock = clockAt('2026-03-01T02:00:00Z');
    const jobs = [job('late-charges-d', '00:05'), job('reminders-d', '09:00')];
    const a = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });
    const b = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });
    await a.runDue();
    clock.set(new Date('2026-03-11T02:00:00Z'));
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    const slots = bus.events.map((e) => `${String(e.data.job)}@${String(e.data.at)}`);
    expect(slots).toHaveLength(2 + 20);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('gives a slot back when the bus refuses it, so the next run publishes it', async () => {
    const bus = recordingBus(1);
    const clock = clockAt('2026-03-01T02:00:00Z');
    const jobs = [job('reminders-e', '09:00')];
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs });
    expect((await scheduler.runDue()).recurring).toEqual([]);
    expect((await scheduler.runDue()).recurring).toEqual([
      { job: 'reminders-e', at: '2026-03-01T01:00:00.000Z' },
    ]);
  });
});

describe('local scheduler: one-off schedules', () => {
  const noJobs: RecurringJob[] = [];

  it('publishes what is due and deletes it, keeps what is not, and forgets what was cancelled', async () => {
    const bus = recordingBus();
    const clock = clockAt('2026-05-01T04:00:00Z');
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs: noJobs });
    await scheduler.schedule(oneOff('s1', '2026-05-01T03:00:00Z'));
    await scheduler.schedule(oneOff('s2', '2026-05-01T11:59:00+08:00')); // 03:59 UTC
    await scheduler.schedule(oneOff('s3', '2026-05-01T05:00:00Z'));
    await scheduler.schedule(oneOff('s4', '2026-05-01T02:00:00Z'));
    await scheduler.cancel('s4');
    await scheduler.schedule(oneOff('s5', '2026-05-01T02:00:00Z'));
    await scheduler.schedule(oneOff('s5', '2026-05-02T02:00:00Z')); // moved a day later

    expect(await scheduler.runDue()).toEqual({ oneOff: 2, recurring: [] });
    expect(bus.events.map((e) => e.id)).toEqual(['ev-s1', 'ev-s2']);
    expect(bus.events[0]).toEqual(oneOff('s1', '').event);
    expect(await t.table.get(platformKeys.schedule('s1'))).toBeUndefined();
    expect(await scheduler.runDue()).toEqual({ oneOff: 0, recurring: [] });

    clock.set(new Date('2026-05-02T02:00:00Z'));
    expect((await scheduler.runDue()).oneOff).toBe(2);
    expect(bus.events.map((e) => e.id)).toEqual(['ev-s1', 'ev-s2', 'ev-s3', 'ev-s5']);
  });

  it('publishes each schedule exactly once when runs overlap', async () => {
    const bus = recordingBus();
    const clock = clockAt('2026-07-01T00:00:00Z');
    const opts = { table: t.table, bus, clock, ids: randomIds, log, jobs: noJobs };
    const a = new LocalScheduler(opts);
    const b = new LocalScheduler(opts);
    for (let i = 0; i < 15; i++)
      await a.schedule(oneOff(`c${i}`, `2026-06-30T23:${String(i).padStart(2, '0')}:00Z`));
    const results = await Promise.all([a.runDue(), b.runDue(), b.runDue()]);
    expect(results.reduce((n, r) => n + r.oneOff, 0)).toBe(15);
    expect(bus.events.map((e) => e.id).sort()).toEqual(
      Array.from({ length: 15 }, (_, i) => `ev-c${i}`).sort(),
    );
  });

  it('keeps a schedule the bus refused, for the next run', async () => {
    const bus = recordingBus(1);
    const clock = clockAt('2026-08-01T00:00:00Z');
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs: noJobs });
    await scheduler.schedule(oneOff('r1', '2026-07-31T00:00:00Z'));
    expect((await scheduler.runDue()).oneOff).toBe(0);
    expect((await scheduler.runDue()).oneOff).toBe(1);
    expect(bus.events.map((e) => e.id)).toEqual(['ev-r1']);
  });

  it('runs by itself on a timer until stopped', async () => {
    const bus = recordingBus();
    const clock = clockAt('2026-09-01T00:00:00Z');
    const scheduler = new LocalScheduler({ table: t.table, bus, clock, ids: randomIds, log, jobs: noJobs });
    await scheduler.schedule(oneOff('timer1', '2026-08-31T00:00:00Z'));
    scheduler.start(25);
    try {
      await expect.poll(() => bus.events.map((e) => e.id), { timeout: 5000 }).toEqual(['ev-timer1']);
    } finally {
      scheduler.stop();
    }
  });
});
