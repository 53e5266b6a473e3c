import type { EventEnvelope } from '@ezc/domain';

/** A one-off schedule: at `at`, `event` is put on the bus. */
export interface Schedule {
  id: string;
  at: string;
  event: EventEnvelope;
}

export interface Scheduler {
  schedule(s: Schedule): Promise<void>;
  cancel(id: string): Promise<void>;
}

/** Recurring jobs, declared once: the CDK stack makes EventBridge Scheduler schedules of them. */
export interface RecurringJob {
  name: string;
  description: string;
  /** EventBridge Scheduler cron expression, in the Malaysian time zone. */
  cron: string;
  /** For the local scheduler: the time of day (HH:mm, Malaysia) it runs. */
  dailyAt: string;
}

export const SCHEDULE_TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * Declared together with their handler in the jobs context (a tick nobody handles would be a dead
 * letter every day): the installment reminders and late charges arrive with the payments.
 */
export const recurringJobs: readonly RecurringJob[] = [];
