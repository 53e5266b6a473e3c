import * as z from 'zod';
import { forbidden } from '../errors';
import { type StaffRole, staffRoleSchema } from '../identity/roles';
import type { ApplicationStatus } from './application-machine';
import type { LoanStatus } from './loan-machine';

/**
 * Which staff roles may do each lending action. An Admin edits the grant on the User Role screen;
 * the stored grant, not the defaults, is what the checks read.
 */
export const lendingActions = [
  'Manage Products',
  'Manage Packages',
  'Manage Partners',
  'Approve Application',
  'Reject Application',
  'Void Application',
  'Stamp Loan',
  'Disburse Loan',
  'Terminate Loan',
  'Activate Installment',
] as const;
export const lendingActionSchema = z.enum(lendingActions);
export type LendingAction = z.infer<typeof lendingActionSchema>;

export type ActionRights = Record<LendingAction, StaffRole[]>;

const admin: StaffRole[] = ['Admin'];
const risk: StaffRole[] = ['Risk Team', 'Admin'];
const finance: StaffRole[] = ['Finance Team', 'Admin'];

/** The grant a new deployment starts with (spec §6: Risk Team reviews, Finance Team pays out). */
export const defaultActionRights: Readonly<ActionRights> = {
  'Manage Products': admin,
  'Manage Packages': admin,
  'Manage Partners': admin,
  'Approve Application': risk,
  'Reject Application': risk,
  'Void Application': risk,
  'Stamp Loan': finance,
  'Disburse Loan': finance,
  'Terminate Loan': finance,
  'Activate Installment': finance,
};

const rolesOf = z.array(staffRoleSchema).transform((roles) => [...new Set(roles)]);

/** The whole grant, as the update call takes it: every action, each with its roles. */
export const actionRightsSchema = z.object(
  Object.fromEntries(lendingActions.map((a) => [a, rolesOf])) as Record<LendingAction, typeof rolesOf>,
);

/**
 * A stored grant read back: actions it does not name (added to the product after it was saved)
 * take their defaults, and unknown actions or roles are dropped.
 */
export function readActionRights(stored: unknown): ActionRights {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    lendingActions.map((a) => {
      const parsed = z.array(z.unknown()).safeParse(record[a]);
      const roles = parsed.success
        ? parsed.data.flatMap((r) => {
            const role = staffRoleSchema.safeParse(r);
            return role.success ? [role.data] : [];
          })
        : [...defaultActionRights[a]];
      return [a, [...new Set(roles)]];
    }),
  ) as ActionRights;
}

/** Whether someone with `roles` may do `action` under `rights`. */
export function mayAct(
  rights: Partial<Record<LendingAction, readonly string[]>>,
  action: LendingAction,
  roles: readonly string[],
): boolean {
  const allowed = rights[action] ?? defaultActionRights[action];
  return allowed.some((r) => roles.includes(r));
}

export const LENDING_ACTION_FORBIDDEN = 'LENDING.ACTION_FORBIDDEN';

/** The refusal (403) of an action the caller's roles may not do. */
export const actionForbidden = (action: LendingAction) =>
  forbidden(LENDING_ACTION_FORBIDDEN, `Your role may not do this: ${action}.`, { action });

/** The lending actions a loan in `status` is open to, before anyone's rights are considered. */
export function loanActionsOpen(status: LoanStatus): LendingAction[] {
  const open: LendingAction[] = [];
  if (status === 'Signed') open.push('Stamp Loan');
  if (status === 'Stamped') open.push('Disburse Loan');
  if (status === 'Disbursed' || status === 'Active') open.push('Activate Installment');
  if (
    status !== 'Completed' &&
    status !== 'Early Settlement' &&
    status !== 'Settlement Under Review' &&
    status !== 'Termination In Process' &&
    status !== 'Terminated'
  ) {
    open.push('Terminate Loan');
  }
  return open;
}

/** The lending actions an application in `status` is open to, before anyone's rights are considered. */
export function applicationActionsOpen(status: ApplicationStatus): LendingAction[] {
  if (status === 'In Review') return ['Approve Application', 'Reject Application', 'Void Application'];
  if (status === 'New' || status === 'Pending Profile') return ['Void Application'];
  return [];
}

/** The actions someone with `roles` may do now: open in this status and granted to a role of theirs. */
export const actionsNow = (
  open: readonly LendingAction[],
  rights: Partial<Record<LendingAction, readonly string[]>>,
  roles: readonly string[],
): LendingAction[] => open.filter((a) => mayAct(rights, a, roles));
