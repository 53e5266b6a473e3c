import {
  type AnyStateMachine,
  type EventFromLogic,
  type SnapshotFrom,
  type StateValueFrom,
  transition,
} from 'xstate';
import { ruleBroken } from '../errors';
import type { EventDefinition } from '../events/define-event';

/**
 * The one way a status changes: the aggregate's machine decides, purely. The stored status is
 * restored into a snapshot, the event applied with XState's `transition`, and the answer says the
 * next status, the events the transition emitted (they become the outbox events of the same
 * write, so the machine is the one place that says which event happens) and the machine's
 * version, saved with the aggregate.
 */

/** Declared once per machine in `setup({ actions: { emit: emitAction } })`. */
export const emitAction = (_: unknown, _params: { event: EventDefinition }) => undefined;

/** A transition's action that emits `event`, e.g. `actions: [emit(accountDeactivated)]`. */
export const emit = <D extends EventDefinition>(event: D) => ({ type: 'emit' as const, params: { event } });

/** The statuses of a flat machine, e.g. 'Active' | 'Inactive'. */
export type StatusOf<M extends AnyStateMachine> = Extract<StateValueFrom<M>, string>;

export interface Decision<S extends string> {
  readonly status: S;
  readonly events: readonly EventDefinition[];
  readonly machineVersion: string;
}

/** An aggregate's status as stored, with the version of the machine that last decided it. */
export interface StoredStatus {
  readonly status: string;
  /** Absent on rows written before versions were recorded: read as the current version. */
  readonly machineVersion?: string | undefined;
}

export const MACHINE_UNKNOWN_STATUS = 'MACHINE.UNKNOWN_STATUS';

/**
 * The status to restore. A row saved by another version of the machine is accepted only when this
 * version still has that status; otherwise it is refused with a stable code rather than guessed.
 */
function restore(machine: AnyStateMachine, stored: StoredStatus): string {
  if (!Object.hasOwn(machine.states, stored.status)) {
    throw ruleBroken(
      MACHINE_UNKNOWN_STATUS,
      `Status '${stored.status}' (machine version ${stored.machineVersion ?? 'unknown'}) is not a status of ${machine.id} version ${machine.version}.`,
    );
  }
  return stored.status;
}

export function decide<M extends AnyStateMachine>(
  machine: M,
  stored: StoredStatus,
  event: EventFromLogic<M>,
  refusal: { code: string; message: string },
  context?: Record<string, unknown>,
): Decision<StatusOf<M>> {
  const snapshot = machine.resolveState({ value: restore(machine, stored), context: context ?? {} });
  if (!snapshot.can(event)) throw ruleBroken(refusal.code, refusal.message);
  const [next, actions] = transition(machine, snapshot as SnapshotFrom<M>, event);
  const events = (actions as readonly { type: string; params?: unknown }[]).flatMap((a) =>
    a.type === 'emit' ? [(a.params as { event: EventDefinition }).event] : [],
  );
  return {
    status: String((next as { value: unknown }).value) as StatusOf<M>,
    events,
    machineVersion: String(machine.version),
  };
}

/** A new aggregate's first status: the machine's initial state, nothing emitted. */
export function initial<M extends AnyStateMachine>(machine: M): Decision<StatusOf<M>> {
  const first = machine.config.initial;
  if (typeof first !== 'string') throw new Error(`Machine ${machine.id} has no initial status`);
  return { status: first as StatusOf<M>, events: [], machineVersion: String(machine.version) };
}

/** Whether a flat machine in `status` takes `event` (what the screens offer), without deciding. */
export function machineCan<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  event: EventFromLogic<M>,
): boolean {
  return machine.resolveState({ value: status, context: {} }).can(event);
}
