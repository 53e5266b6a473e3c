import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

// Imported by its path, by the reports alone: kept out of the domain's index, so no other
// context's bundle carries it.
/**
 * A rebuild of the reports did one page of its work and goes on after `Cursor`: building generation
 * `Generation` a page of loans at a time, then retiring (emptying) the generation it replaced.
 */
export const reportsRebuildContinued = defineEvent({
  name: 'reports-rebuild.continued',
  source: sources.reports,
  version: 1,
  schema: z.object({
    JobId: z.string(),
    Generation: z.number().int().min(0),
    Phase: z.enum(['build', 'retire']),
    Cursor: z.string(),
    Page: z.number().int().min(1),
  }),
});
