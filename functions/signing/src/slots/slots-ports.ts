import { AggregateStore, type Clock, type Platform } from '@ezc/platform';
import { type Attestors, attestorsReader } from './attestors';
import { type SlotGroups, slotGroupsRepository } from './slot-groups-repository';

/**
 * What the slot use cases work with. Each names the few it needs (`Pick<SlotsPorts, …>`); the
 * signing context's ports carry the same names, so either can be handed over.
 */
export interface SlotsPorts {
  clock: Clock;
  slotGroups: SlotGroups;
  /** Who may attest (active staff users with the Attorney role), read from the accounts. */
  attestors: Attestors;
}

const built = new WeakMap<Platform, SlotsPorts>();

export function slotsPortsAt(p: Platform, clock: Clock): SlotsPorts {
  const store = clock === p.clock ? p.store : new AggregateStore(p.table, clock, p.ids);
  return {
    clock,
    slotGroups: slotGroupsRepository({ table: p.table, store, clock, ids: p.ids }),
    attestors: attestorsReader(p.table),
  };
}

/** The slot ports over the process's platform, assembled once. */
export function slotsPorts(p: Platform): SlotsPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = slotsPortsAt(p, p.clock);
    built.set(p, ports);
  }
  return ports;
}
