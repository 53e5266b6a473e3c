import { type EventEnvelope, jobsTick } from '@ezc/domain';
import type { Bus } from '../bus/bus';
import type { Logger } from '../log';
import type { Clock, Ids } from '../table/aggregate-store';
import { platformKeys } from '../table/keys';
import { ConditionFailedError, type Table } from '../table/table';
import { DAY_MS, latestDailySlot } from './malaysia-time';
import { type RecurringJob, recurringJobs, type Schedule, type Scheduler } from './scheduler';

export interface RunDueSummary {
  /** One-off schedules published by this run. */
  oneOff: number;
  /** Recurring slots published by this run, oldest first. */
  recurring: { job: string; at: string }[];
}

/**
 * A bus that can also answer once a batch has been delivered (the local bus). EventBridge
 * Scheduler fires a job's slots a day apart, so one day's run has long finished before the next
 * begins; a catch-up here publishes them within moments, and without waiting two days' runs would
 * work on the same accounts at once, their results depending on which got there first.
 */
export type SchedulerBus = Bus & { publishDelivered(events: EventEnvelope[]): Promise<void> };

export interface LocalSchedulerOptions {
  table: Table;
  bus: SchedulerBus;
  /** The business clock: moving it ahead makes jobs of the days in between due. */
  clock: Clock;
  ids: Ids;
  log: Logger;
  jobs?: readonly RecurringJob[];
  /** A jump further ahead than this runs only the latest this many days of each job. */
  maxCatchUpDays?: number;
}

interface ScheduleRow extends Record<string, unknown> {
  PK: string;
  SK: string;
  GSI1SK: string;
  event: string;
}

/**
 * The local stand-in for EventBridge Scheduler: one-off schedules are table rows, recurring jobs
 * run at their daily Malaysian time by the business clock. `runDue` is driven by a timer and by
 * POST /api/dev/run-jobs; several runs at once (or several processes) never publish a thing twice.
 */
export class LocalScheduler implements Scheduler {
  private readonly jobs: readonly RecurringJob[];
  private timer: NodeJS.Timeout | undefined;
  /** Runs of this process go one after another, so a job's slots go out oldest first. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly o: LocalSchedulerOptions) {
    this.jobs = o.jobs ?? recurringJobs;
  }

  /** Scheduling an id again moves it (the row is overwritten). */
  async schedule(s: Schedule): Promise<void> {
    const at = new Date(s.at);
    if (Number.isNaN(at.getTime())) throw new Error(`Invalid schedule time: ${s.at}`);
    const atIso = at.toISOString();
    await this.o.table.put({
      ...platformKeys.schedule(s.id),
      EntityType: 'Schedule',
      GSI1PK: platformKeys.schedulesDue,
      GSI1SK: `${atIso}#${s.id}`,
      scheduleId: s.id,
      at: atIso,
      event: JSON.stringify(s.event),
    });
  }

  async cancel(id: string): Promise<void> {
    await this.o.table.delete(platformKeys.schedule(id));
  }

  /** Publishes everything due at the business clock's now. */
  runDue(): Promise<RunDueSummary> {
    const run = this.queue.then(() => this.runDueNow());
    this.queue = run.catch(() => undefined);
    return run;
  }

  start(intervalMs = 30_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runDue().catch((e) => this.o.log.error('scheduler run failed', { error: String(e) }));
    }, intervalMs);
    // The timer alone must not keep the process (or a test) alive.
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async runDueNow(): Promise<RunDueSummary> {
    const now = this.o.clock.now();
    const oneOff = await this.runOneOff(now);
    const recurring = await this.runRecurring(now);
    return { oneOff, recurring };
  }

  private async runOneOff(now: Date): Promise<number> {
    const due = await this.o.table.queryAll<ScheduleRow>({
      index: 'GSI1',
      pk: platformKeys.schedulesDue,
      // '\uffff' sorts after every id, so every schedule at `now` or earlier is included.
      sk: { lte: `${now.toISOString()}#\uffff` },
    });
    let published = 0;
    for (const row of due) {
      // Claim first, publish second: the conditional delete succeeds for exactly one runner, so
      // the event goes out once even when runs overlap. The GSI may still show a row already
      // taken, and the condition on GSI1SK skips one that was moved to another time meanwhile.
      // Publishing first and deleting after would let two overlapping runs both publish.
      try {
        await this.o.table.delete(
          { PK: row.PK, SK: row.SK },
          { expression: 'GSI1SK = :sk', values: { ':sk': row.GSI1SK } },
        );
      } catch (e) {
        if (e instanceof ConditionFailedError) continue;
        throw e;
      }
      const event = JSON.parse(row.event) as EventEnvelope;
      try {
        await this.o.bus.publish([event]);
        published += 1;
      } catch (e) {
        // Put the claim back so the next run tries again, unless it was rescheduled meanwhile.
        await this.o.table.put(row, { expression: 'attribute_not_exists(PK)' }).catch(() => undefined);
        this.o.log.error('scheduled event not published', { scheduleId: row.PK, error: String(e) });
      }
    }
    return published;
  }

  private async runRecurring(now: Date): Promise<RunDueSummary['recurring']> {
    const plans = await Promise.all(this.jobs.map((job) => this.pendingSlots(job, now)));
    const ran: RunDueSummary['recurring'] = [];
    for (const plan of plans) {
      let previous = plan.previous;
      for (const slot of plan.slots) {
        if (!(await this.claimSlot(plan.job, previous, slot))) break;
        const event = jobsTick.create({
          id: this.o.ids.next(),
          occurredAt: now.toISOString(),
          data: { job: plan.job.name, at: slot },
        });
        try {
          // A slot's tick is delivered before the next slot's goes out (see SchedulerBus).
          await this.o.bus.publishDelivered([event]);
        } catch (e) {
          await this.releaseSlot(plan.job, slot, previous);
          this.o.log.error('job tick not published', { job: plan.job.name, at: slot, error: String(e) });
          break;
        }
        ran.push({ job: plan.job.name, at: slot });
        previous = slot;
      }
    }
    // Oldest first across jobs too, so the summary reads as the days passed.
    return ran.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** The slots of `job` not yet run, oldest first, and the last one that was. */
  private async pendingSlots(job: RecurringJob, now: Date) {
    const latest = latestDailySlot(job.dailyAt, now).getTime();
    const row = await this.o.table.get(platformKeys.lastJobSlot(job.name));
    const previous = typeof row?.lastSlot === 'string' ? row.lastSlot : undefined;
    const last = previous ? Date.parse(previous) : undefined;
    let slots: number[];
    if (last === undefined || last > latest) {
      // Never run, or the clock was moved back before the last slot run: a new timeline, whose
      // latest slot has not run yet. Only that one, not the whole past.
      slots = [latest];
    } else {
      slots = [];
      for (let t = last + DAY_MS; t <= latest; t += DAY_MS) slots.push(t);
    }
    const max = this.o.maxCatchUpDays ?? 366;
    if (slots.length > max) {
      this.o.log.warn('clock jumped too far; running only the latest days', {
        job: job.name,
        skipped: slots.length - max,
      });
      slots = slots.slice(-max);
    }
    return { job, previous, slots: slots.map((t) => new Date(t).toISOString()) };
  }

  /** Moves the job's last-slot row from `previous` to `slot`; false when another run got there first. */
  private async claimSlot(job: RecurringJob, previous: string | undefined, slot: string): Promise<boolean> {
    try {
      await this.o.table.put(
        { ...platformKeys.lastJobSlot(job.name), EntityType: 'Setting', job: job.name, lastSlot: slot },
        previous === undefined
          ? { expression: 'attribute_not_exists(PK)' }
          : { expression: 'lastSlot = :previous', values: { ':previous': previous } },
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionFailedError) return false;
      throw e;
    }
  }

  private async releaseSlot(job: RecurringJob, slot: string, previous: string | undefined): Promise<void> {
    const key = platformKeys.lastJobSlot(job.name);
    const condition = { expression: 'lastSlot = :slot', values: { ':slot': slot } };
    await (previous === undefined
      ? this.o.table.delete(key, condition)
      : this.o.table.put({ ...key, EntityType: 'Setting', job: job.name, lastSlot: previous }, condition)
    ).catch(() => undefined);
  }
}
