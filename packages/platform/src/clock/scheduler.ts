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
 * The payments context's daily run over loan accounts: late charges accrued up to the day that
 * ended, and installments activated as they fall due. Its own bus rule takes this job's ticks,
 * and so does the loans context's one-off indexing of the loans and applications kept from before
 * their search keys;
 * the jobs context's rule leaves them.
 */
export const PAYMENTS_DAILY_JOB = 'payments-daily-run';

/**
 * The customers context's daily run of the retention policy: personal documents and fields of
 * applicants who never had a loan are erased once the policy's period has passed.
 */
export const CUSTOMERS_RETENTION_JOB = 'customers-retention-run';

/**
 * Declared together with their handler (a tick nobody handles would be a dead letter every day):
 * the jobs context's, and the few another context handles through a bus rule of its own.
 */
export const recurringJobs: readonly RecurringJob[] = [
  {
    name: PAYMENTS_DAILY_JOB,
    description:
      'Accrue late payment charges up to the day that ended and activate the installments that fall due',
    cron: 'cron(5 0 * * ? *)',
    dailyAt: '00:05',
  },
  {
    name: CUSTOMERS_RETENTION_JOB,
    description:
      'Erase the personal documents and fields of applicants who never had a loan, once the retention period has passed',
    cron: 'cron(30 2 * * ? *)',
    dailyAt: '02:30',
  },
];
