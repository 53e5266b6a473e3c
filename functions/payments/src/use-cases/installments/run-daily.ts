import { isDomainError } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { activated, type Changed, dueForActivation } from '../../accounts/account-changes';
import { isActivated, isFrozen, type LoanAccount, overdueBaseSen } from '../../accounts/loan-account';
import type { PaymentsPorts } from '../../ports';
import { changeAccount, dayBefore } from '../accounts/account-access';

/**
 * Whether the daily run has anything to do on an account (read from the account alone, so the
 * ledgers of the many accounts with nothing due are never read): an installment to activate, or
 * one overdue whose late charges are not accrued up to yesterday.
 */
export function hasWorkOn(a: LoanAccount, today: string, yesterday: string): boolean {
  if (isFrozen(a)) return false;
  if (dueForActivation(a, today).length > 0) return true;
  return a.Rows.some((r) => {
    if (!isActivated(r) || r.Status === 'Paid' || overdueBaseSen(r) === 0) return false;
    // Late from the day after both its due date and its activation (account-changes `accrued`).
    const from = r.ActivatedOn && r.ActivatedOn > r.DueDate ? r.ActivatedOn : r.DueDate;
    return from < yesterday && (r.LastAccruedDate ?? '') < yesterday;
  });
}

type Deps = Pick<PaymentsPorts, 'accounts' | 'clock' | 'log'>;

/** How many accounts the daily run changes at once. */
const DAILY_RUN_CONCURRENCY = 8;

const dailyJob: Actor = { id: 'system', kind: 'system', name: 'Daily loan accounts run' };

export interface DailyRunSummary {
  activated: string[];
  charged: string[];
}

/**
 * The daily run over every loan account, as of the day `deps.clock` says: late charges accrued up
 * to the day that ended (every missed day caught up, none posted twice), then the installments that
 * fall due activated (the first on the disbursement's payment date, each next one on its due date
 * once the one before is paid). An account changed by someone meanwhile is worked out again; one
 * that fails is logged and the others are still done.
 */
export async function runDaily(deps: Deps): Promise<DailyRunSummary> {
  const summary: DailyRunSummary = { activated: [], charged: [] };
  const today = malaysiaDate(deps.clock.now());
  const yesterday = dayBefore(today);
  const due = (await deps.accounts.all()).filter((a) => hasWorkOn(a, today, yesterday)).map((a) => a.LoanNo);
  // A few accounts at a time: each is its own version-checked transaction, so they cannot
  // disturb one another, and the run's time is spent waiting on the table rather than working.
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const loanNo = due[next++]!;
      await runOn(loanNo);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DAILY_RUN_CONCURRENCY, due.length) }, worker));
  return summary;

  async function runOn(loanNo: string) {
    try {
      await changeAccount(deps, loanNo, dailyJob, (state, today, at) => {
        let change: Changed | undefined;
        const done: number[] = [];
        // Activating one may pay it from credit held, which lets the next fall due the same day.
        for (let guard = 0; guard < state.account.Rows.length; guard++) {
          const current = change ?? state;
          const [next] = dueForActivation(current.account, today);
          if (next === undefined) break;
          const step = activated(current, next, today, at);
          change = change ? { ...step, posted: [...change.posted, ...step.posted] } : step;
          done.push(next);
        }
        if (state.posted.length > 0) summary.charged.push(loanNo);
        if (done.length > 0) summary.activated.push(loanNo);
        return {
          ...(change ? { change } : {}),
          action: `Installment ${done.join(', ')} activated`,
          answer: undefined,
        };
      });
    } catch (e) {
      deps.log.error('payments.daily-run-failed', {
        loanNo,
        error: isDomainError(e) ? e.code : String(e),
      });
    }
  }
}
