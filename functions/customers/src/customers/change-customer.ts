import { advanceFrom } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { type Customer, type Customers, currentStep, decideOnboarding } from './customer';
import { changesBetween, customerFor } from './customer-access';

/**
 * The one way a part of a customer record changes: load the record the caller may touch, apply
 * the change, and save it with an audit row saying what changed. When the change is the save
 * that finishes the wizard's current step, the onboarding machine moves the step on in the same
 * write; saving an earlier step again changes data only.
 */
export async function changeCustomer(
  deps: { customers: Customers },
  input: {
    principal: Principal;
    actor: Actor;
    customerId?: string | undefined;
    action: string;
    /** The part changed, before and after, for the audit row. */
    change: (c: Customer) => { after: Customer; part: string; before?: object | undefined; now: object };
    /** The wizard step this save completes, when it is that step (it may depend on the record). */
    completesStep?: 2 | 3 | 4 | ((c: Customer) => 2 | 3 | 4 | undefined);
  },
): Promise<Customer> {
  const loaded = await customerFor(deps.customers, input.principal, input.customerId);
  const { after, part, before, now } = input.change(loaded.value);
  const step =
    typeof input.completesStep === 'function' ? input.completesStep(loaded.value) : input.completesStep;
  const decision =
    step !== undefined && currentStep(loaded.value) === step
      ? decideOnboarding(loaded.value, advanceFrom[step], {
          code: 'ONBOARDING.STEP',
          message: 'This step cannot be saved now.',
        })
      : undefined;
  const changes = changesBetween(
    before as Record<string, unknown> | undefined,
    now as Record<string, unknown>,
    `${part}.`,
  );
  await deps.customers.save({
    before: loaded,
    after,
    ...(decision ? { decision } : {}),
    action: input.action,
    actor: input.actor,
    changes,
  });
  return decision ? { ...after, Status: decision.status, MachineVersion: decision.machineVersion } : after;
}
