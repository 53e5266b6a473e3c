import { customerRegistered } from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { customersPorts } from './ports';
import { openCustomerRecord } from './use-cases/open-customer-record';

/** A borrower registered: their customer record opens at onboarding step 2. */
const openRecord: Consumer = async (event) => {
  const registered = customerRegistered.parse(event);
  await openCustomerRecord(customersPorts(platform()), registered, {
    id: registered.AccountId,
    kind: 'customer',
    ...(event.actor?.ip ? { ip: event.actor.ip } : {}),
  });
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'customers-open-record': openRecord,
};
