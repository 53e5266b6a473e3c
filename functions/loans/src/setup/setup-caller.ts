import type { Actor, Principal } from '@ezc/platform';

/** Who calls a setup use case: the principal the action rights are checked on, the actor audited. */
export interface SetupCaller {
  principal: Principal;
  actor: Actor;
}

/** The record times of a new record, or of a change to one made at `CreatedAt`. */
export const recordTimes = (now: string, createdAt: string = now) => ({
  CreatedAt: createdAt,
  UpdatedAt: now,
});

/** `"All"`, empty and absent filter values mean no filter. */
export const isFilter = (v: string | undefined): v is string =>
  v !== undefined && v.trim() !== '' && v !== 'All';

/** Text that contains `wanted`, ignoring case; no filter when `wanted` is none. */
export const containsText = (actual: string | undefined, wanted: string | undefined) =>
  !isFilter(wanted) || (actual ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

/** A value equal to `wanted`; no filter when `wanted` is none. */
export const equalsValue = (actual: string | undefined, wanted: string | undefined) =>
  !isFilter(wanted) || actual === wanted;
