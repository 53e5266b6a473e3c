import { type EventFromLogic, setup } from 'xstate';
import { type Decision, decide, type StatusOf } from '../machines/decide';

/**
 * The reports' projection of a store: 'None' before its first build, 'Building' while a job
 * works a generation out from the loans (the pages reading the live one, if any), 'Live' once the
 * generation built is the one the pages read. A rebuild starts from 'Live' only: one at a time.
 */
export const reportsProjectionMachine = setup({
  types: { events: {} as { type: 'START' } | { type: 'SWITCH' } },
}).createMachine({
  id: 'reportsProjection',
  version: '1',
  initial: 'None',
  states: {
    None: { on: { START: 'Building' } },
    Building: { on: { SWITCH: 'Live' } },
    Live: { on: { START: 'Building' } },
  },
});

export type ReportsProjectionStatus = StatusOf<typeof reportsProjectionMachine>;
export const reportsProjectionStatuses = [
  'None',
  'Building',
  'Live',
] as const satisfies readonly ReportsProjectionStatus[];
export type ReportsProjectionEvent = EventFromLogic<typeof reportsProjectionMachine>;

export const REPORTS_REBUILD_NOT_ALLOWED = 'REPORTS.REBUILD_NOT_ALLOWED';

/** The projection's next status for `event`. */
export function decideReportsProjection(
  status: ReportsProjectionStatus,
  event: ReportsProjectionEvent,
): Decision<ReportsProjectionStatus> {
  return decide(reportsProjectionMachine, { status }, event, {
    code: REPORTS_REBUILD_NOT_ALLOWED,
    message:
      status === 'Building'
        ? 'A rebuild of the reports is already under way.'
        : 'The reports are not being rebuilt.',
  });
}
