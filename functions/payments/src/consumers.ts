import { customerPersonalDataErased, dailyRunContinued, jobsTick, loanDisbursed } from '@ezc/domain';
import { ConditionFailedError, type Consumer, outboxWrite, type Platform, platform } from '@ezc/platform';
import { paymentsPorts, paymentsPortsAt } from './ports';
import { openAccount } from './use-cases/accounts/open-account';
import { indexAccountsForWork } from './use-cases/installments/index-work';
import { runDaily } from './use-cases/installments/run-daily';
import { indexInvoiceEntries } from './use-cases/invoices/index-invoice-entries';
import { collectMandateDebits } from './use-cases/mandates/collect-debits';
import { indexMandateLists } from './use-cases/mandates/index-mandate-lists';
import {
  foldPaymentCountShards,
  indexCreditNoteLists,
  indexPaymentLists,
} from './use-cases/payments/index-payment-lists';
import { eraseLoanRecords } from './use-cases/retention/erase-loan-records';

const accounts = { id: 'system', kind: 'system', name: 'Loan accounts' } as const;

/** A loan was disbursed: its account opens with the principal owed. A repeat finds it open. */
const openOnDisbursement: Consumer = async (event) => {
  const p = platform();
  const at = new Date(event.occurredAt);
  await openAccount(paymentsPortsAt(p, { now: () => at }), loanDisbursed.parse(event).LoanNo, accounts);
};

/**
 * The daily tick, as of its own slot (ticks of missed days arrive one after another): late charges
 * up to the day that ended and the installments that fall due that day, a page of accounts at a
 * time (each next page is an event of its own, so no invocation runs long), then, after the last
 * page, the debits under active e-mandates of what has just fallen due.
 */
const daily: Consumer = async (event) => {
  const p = platform();
  const slot = new Date(jobsTick.parse(event).at);
  // Accounts kept from before the work index are put in it, the first time only.
  await indexAccountsForWork(paymentsPorts(p));
  // Invoices raised before they were listed apart from their accounts get their entries.
  await indexInvoiceEntries(paymentsPorts(p));
  // Mandates kept from before their lists by status and customer are put in them, the first time only.
  await indexMandateLists(paymentsPorts(p));
  // Payments kept from when every payment was listed in one partition move to the lists by status and month.
  await indexPaymentLists(paymentsPorts(p));
  await foldPaymentCountShards(paymentsPorts(p));
  await indexCreditNoteLists(paymentsPorts(p));
  // Never ahead of the business clock, should a tick be published early.
  await dailyPage(p, new Date(Math.min(slot.getTime(), p.clock.now().getTime())), 1);
};

/** The next page of a day's run, as of the same moment; a redelivery hands on under the same id. */
const dailyContinued: Consumer = async (event) => {
  const next = dailyRunContinued.parse(event);
  const at = new Date(next.At);
  if (next.Phase === 'debits') await debitPage(platform(), at, next.Page, next.Cursor);
  else await dailyPage(platform(), at, next.Page, next.Cursor);
};

/** Hands a day's run on to its next page: one id per day, phase and page, so a page run twice hands on once. */
async function handOn(p: Platform, at: Date, phase: 'accounts' | 'debits', page: number, cursor: string) {
  const now = p.clock.now().toISOString();
  const next = dailyRunContinued.create({
    id:
      phase === 'accounts'
        ? `daily-run-${at.toISOString()}-${page}`
        : `debit-run-${at.toISOString()}-${page}`,
    occurredAt: now,
    data: { At: at.toISOString(), Cursor: cursor, Page: page, Phase: phase },
  });
  await p.table.transact([outboxWrite(next, now)]).catch((e) => {
    if (!(e instanceof ConditionFailedError)) throw e;
  });
}

async function dailyPage(p: Platform, at: Date, page: number, cursor?: string) {
  const ports = paymentsPortsAt(p, { now: () => at });
  const summary = await runDaily(ports, { limit: p.config.DAILY_RUN_PAGE, ...(cursor ? { cursor } : {}) });
  if (summary.activated.length + summary.charged.length > 0) {
    p.log.info('payments.daily-run', { page, activated: summary.activated, charged: summary.charged });
  }
  if (summary.cursor) return handOn(p, at, 'accounts', page + 1, summary.cursor);
  await debitPage(p, at, 1);
}

/** A page of the day's debits under active e-mandates (after the accounts' last page), then the next. */
async function debitPage(p: Platform, at: Date, page: number, cursor?: string) {
  const ports = paymentsPortsAt(p, { now: () => at });
  const debits = await collectMandateDebits(ports, { limit: p.config.DAILY_RUN_PAGE, cursor });
  if (debits.collected.length + debits.refused.length > 0) {
    p.log.info('payments.mandate-debits', { page, collected: debits.collected, refused: debits.refused });
  }
  if (debits.cursor) await handOn(p, at, 'debits', page + 1, debits.cursor);
}

/**
 * A customer was erased under the loan-records rule: the person goes from the books of their loans
 * here too. Under any other rule the customer had no loan, so nothing of theirs is kept here.
 */
const eraseLoanRecordsOf: Consumer = async (event) => {
  const erased = customerPersonalDataErased.parse(event);
  if (erased.Rule !== 'loanRecords') return;
  const p = platform();
  const done = await eraseLoanRecords(paymentsPorts(p), {
    customerId: erased.CustomerId,
    accountId: erased.AccountId,
    rule: erased.Rule,
  });
  p.log.info('payments.retention-erased', { customerId: erased.CustomerId, ...done });
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'payments-open-account': openOnDisbursement,
  'payments-daily-run': daily,
  'payments-daily-run-continue': dailyContinued,
  'payments-erase-loan-records': eraseLoanRecordsOf,
};
