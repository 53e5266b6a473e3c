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
 * The daily activation of loans' first installments, handled by the loans context (its own bus
 * rule takes this job's ticks; the jobs context's rule leaves them).
 */
export const ACTIVATE_DUE_INSTALLMENTS_JOB = 'loans-activate-due-installments';

/**
 * Declared together with their handler (a tick nobody handles would be a dead letter every day):
 * the jobs context's, and the few another context handles through a bus rule of its own. The
 * installment reminders and late charges arrive with the payments.
 */
export const recurringJobs: readonly RecurringJob[] = [
  {
    name: ACTIVATE_DUE_INSTALLMENTS_JOB,
    description: 'Activate the first installment of disbursed loans whose payment date has come',
    cron: 'cron(5 0 * * ? *)',
    dailyAt: '00:05',
  },
];
