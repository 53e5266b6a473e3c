import { type EventFromLogic, setup } from 'xstate';
import { type Decision, decide, emitAction, initial, type StatusOf } from '../machines/decide';

/**
 * A file export (a report, the compliance page's document reads): the whole filtered list written
 * as a file to the document store by a job of its own, since a large book's file is past what an
 * API answer may carry; staff follow its progress and download it through a short-lived link.
 * 'Running' until the file is stored ('Ready') or could not be made ('Failed').
 */
export const fileExportMachine = setup({
  types: { events: {} as { type: 'FINISH' } | { type: 'FAIL' } },
  actions: { emit: emitAction },
}).createMachine({
  id: 'fileExport',
  version: '1',
  initial: 'Running',
  states: {
    Running: { on: { FINISH: 'Ready', FAIL: 'Failed' } },
    Ready: { type: 'final' },
    Failed: { type: 'final' },
  },
});

export type FileExportStatus = StatusOf<typeof fileExportMachine>;
export const fileExportStatuses = [
  'Running',
  'Ready',
  'Failed',
] as const satisfies readonly FileExportStatus[];
export type FileExportEvent = EventFromLogic<typeof fileExportMachine>;

export const EXPORT_FINISHED = 'EXPORT.FINISHED';

/** The export's next status for `event`; an export already finished takes none. */
export function decideFileExport(
  status: FileExportStatus,
  event: FileExportEvent,
): Decision<FileExportStatus> {
  return decide(fileExportMachine, { status }, event, {
    code: EXPORT_FINISHED,
    message: 'This export has already finished.',
  });
}

/** A new export's first status. */
export const newFileExport = () => initial(fileExportMachine);
