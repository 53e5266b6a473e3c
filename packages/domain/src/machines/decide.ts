import { type AnyStateMachine, type EventFromLogic, type SnapshotFrom, transition } from 'xstate';
import { ruleBroken } from '../errors';

/**
 * The one way a status changes: the aggregate's machine decides, purely. The stored status is
 * restored into a snapshot (`resolveState`), the event applied with `transition`, and an event the
 * machine does not accept in that status is refused with a stable code.
 */
export function decide<M extends AnyStateMachine>(
  machine: M,
  status: string,
  event: EventFromLogic<M>,
  refusal: { code: string; message: string },
  context?: Record<string, unknown>,
): string {
  const snapshot = machine.resolveState({ value: status, context: context ?? {} });
  if (!snapshot.can(event)) throw ruleBroken(refusal.code, refusal.message);
  const [next] = transition(machine, snapshot as SnapshotFrom<M>, event);
  return String((next as { value: unknown }).value);
}
