import type { Actor, Principal } from '@ezc/platform';

/** A staff member acting: who they are (their rights) and how the audit trail records them. */
export interface StaffCaller {
  principal: Principal;
  actor: Actor;
}
