import * as z from 'zod';
import { defineEvent } from './define-event';
import { sources } from './sources';

/** A loan moved to another status; pushed to the people allowed to see the loan. */
export const loanStatusChanged = defineEvent({
  name: 'loan.status-changed',
  source: sources.loans,
  version: 1,
  schema: z.object({
    LoanNo: z.string(),
    Status: z.string(),
    CustomerId: z.string().optional(),
  }),
});

/** The scheduler's recurring tick; the jobs context turns it into reminders and late charges. */
export const jobsTick = defineEvent({
  name: 'jobs.tick',
  source: sources.jobs,
  version: 1,
  schema: z.object({ job: z.string(), at: z.string() }),
});

/** A one-off schedule came due (signing reminders and the like). */
export const scheduleDue = defineEvent({
  name: 'schedule.due',
  source: sources.jobs,
  version: 1,
  schema: z.object({ scheduleId: z.string(), kind: z.string(), payload: z.record(z.string(), z.unknown()) }),
});
