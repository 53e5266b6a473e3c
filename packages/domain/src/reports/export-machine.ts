import { type EventFromLogic, setup } from 'xstate';
import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';
import { type Decision, decide, emitAction, initial, type StatusOf } from '../machines/decide';

/**
 * A report export: the whole filtered report written as a file to the document store by a job of
 * its own, since a file of a large book is past what an API answer may carry; staff follow its
 * progress and download it through a short-lived link. 'Running' until the file is stored
 * ('Ready') or could not be made ('Failed').
 */
export const reportExportMachine = setup({
  types: { events: {} as { type: 'FINISH' } | { type: 'FAIL' } },
  actions: { emit: emitAction },
}).createMachine({
  id: 'reportExport',
  version: '1',
  initial: 'Running',
  states: {
    Running: { on: { FINISH: 'Ready', FAIL: 'Failed' } },
    Ready: { type: 'final' },
    Failed: { type: 'final' },
  },
});

export type ReportExportStatus = StatusOf<typeof reportExportMachine>;
export const reportExportStatuses = [
  'Running',
  'Ready',
  'Failed',
] as const satisfies readonly ReportExportStatus[];
export type ReportExportEvent = EventFromLogic<typeof reportExportMachine>;

export const EXPORT_FINISHED = 'EXPORT.FINISHED';

/** The export's next status for `event`; an export already finished takes none. */
export function decideReportExport(
  status: ReportExportStatus,
  event: ReportExportEvent,
): Decision<ReportExportStatus> {
  return decide(reportExportMachine, { status }, event, {
    code: EXPORT_FINISHED,
    message: 'This export has already finished.',
  });
}

/** A new export's first status. */
export const newReportExport = () => initial(reportExportMachine);

/** Staff asked for an export: the job that writes its file takes it from here. */
export const reportExportRequested = defineEvent({
  name: 'report-export.requested',
  source: sources.reports,
  version: 1,
  schema: z.object({ ExportId: z.string() }),
});
