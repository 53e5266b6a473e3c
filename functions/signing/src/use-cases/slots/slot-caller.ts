import type { Actor } from '@ezc/platform';

/** Who changes the slots: the actor the audit row names (who, and from which IP). */
export interface SlotCaller {
  actor: Actor;
}

/** `"All"`, empty and absent filter values mean no filter. */
export const isFilter = (v: string | number | undefined): v is string | number =>
  v !== undefined && String(v).trim() !== '' && v !== 'All';

/** Text that contains `wanted`, ignoring case; no filter when `wanted` is none. */
export const containsText = (actual: string | undefined, wanted: string | undefined) =>
  !isFilter(wanted) || (actual ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

/** A value equal to `wanted`; no filter when `wanted` is none. */
export const equalsValue = (actual: string | number | undefined, wanted: string | number | undefined) =>
  !isFilter(wanted) || String(actual) === String(wanted);
