import { customerRegistered, jobsTick } from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { customersPorts } from './ports';
import { applyRetention } from './use-cases/apply-retention';
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

/**
 * The daily retention run, as of its own slot and never ahead of the business clock. A repeat of
 * the same tick finds the erased records erased and does nothing more.
 */
const retentionRun: Consumer = async (event) => {
  const p = platform();
  const slot = new Date(jobsTick.parse(event).at);
  const at = new Date(Math.min(slot.getTime(), p.clock.now().getTime()));
  const summary = await applyRetention(customersPorts(p), at);
  if (summary.erased.length > 0) p.log.info('customers.retention-run', { ...summary });
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'customers-open-record': openRecord,
  'customers-retention-run': retentionRun,
};
