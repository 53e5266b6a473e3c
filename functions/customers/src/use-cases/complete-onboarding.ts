import { ruleBroken } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import { type Customer, currentStep } from '../customers/customer';
import { customerFor } from '../customers/customer-access';
import type { CustomersPorts } from '../ports';

/**
 * Onboarding step 4 → 5, "a further action" of spec §4: the borrower has uploaded what they have
 * and finishes. Missing documents stay on the profile's checklist; an application waits in
 * Pending Profile until they are there.
 */
export async function completeOnboarding(
  deps: Pick<CustomersPorts, 'customers'>,
  input: { principal: Principal; actor: Actor; customerId?: string | undefined },
): Promise<Customer> {
  const loaded = await customerFor(deps.customers, input.principal, input.customerId);
  const step = currentStep(loaded.value);
  if (step === 5) return loaded.value;
  if (step < 4) {
    throw ruleBroken('ONBOARDING.EARLIER_STEPS', `Finish step ${step} of the registration first.`);
  }
  return changeCustomer(deps, {
    ...input,
    action: 'Onboarding completed',
    completesStep: 4,
    change: (c) => ({ after: c, part: 'Onboarding', before: { Step: 4 }, now: { Step: 5 } }),
  });
}
