import { jobsTick, loanDisbursed } from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { paymentsPorts, paymentsPortsAt } from './ports';
import { openAccount } from './use-cases/accounts/open-account';
import { runDaily } from './use-cases/installments/run-daily';
import { collectMandateDebits } from './use-cases/mandates/collect-debits';

const accounts = { id: 'system', kind: 'system', name: 'Loan accounts' } as const;

/** A loan was disbursed: its account opens with the principal owed. A repeat finds it open. */
const openOnDisbursement: Consumer = async (event) => {
  const p = platform();
  const at = new Date(event.occurredAt);
  await openAccount(paymentsPortsAt(p, { now: () => at }), loanDisbursed.parse(event).LoanNo, accounts);
};

/**
 * The daily tick, as of its own slot (ticks of missed days arrive one after another): late charges
 * up to the day that ended, the installments that fall due that day, then the debits under active
 * e-mandates of what has just fallen due.
 */
const daily: Consumer = async (event) => {
  const p = platform();
  const slot = new Date(jobsTick.parse(event).at);
  // Never ahead of the business clock, should a tick be published early.
  const at = new Date(Math.min(slot.getTime(), p.clock.now().getTime()));
  const ports = paymentsPortsAt(p, { now: () => at });
  const summary = await runDaily(ports);
  if (summary.activated.length + summary.charged.length > 0) {
    paymentsPorts(p).log.info('payments.daily-run', { ...summary });
  }
  const debits = await collectMandateDebits(ports);
  if (debits.collected.length + debits.refused.length > 0) {
    paymentsPorts(p).log.info('payments.mandate-debits', { ...debits });
  }
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'payments-open-account': openOnDisbursement,
  'payments-daily-run': daily,
};
