import { isDomainError } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { dueForActivation, fallenDue } from '../../accounts/account-changes';
import type { PaymentsPorts } from '../../ports';
import { changeAccount } from '../accounts/account-access';

type Deps = Pick<PaymentsPorts, 'accounts' | 'clock' | 'log'>;

/** How many accounts the daily run changes at once. */
const DAILY_RUN_CONCURRENCY = 8;

const dailyJob: Actor = { id: 'system', kind: 'system', name: 'Daily loan accounts run' };

export interface DailyRunSummary {
  activated: string[];
  charged: string[];
  /** Where the next page starts, when there may be more accounts with work this day. */
  cursor?: string;
}

/**
 * One page of the daily run, as of the day `deps.clock` says, over the accounts the work index
 * lists as having work by then (`nextWorkDate`): late charges accrued up to the day that ended
 * (every missed day caught up, none posted twice), then every installment that falls due
 * activated (the first on the disbursement's payment date, every other on its due date, whether
 * or not the ones before it are paid; one whose day was missed is activated as of that day and
 * charged from its due date: `fallenDue`). Each change stores the account's next work day, so it
 * leaves today's list. An account changed by someone meanwhile is worked out again; one that
 * fails is logged, the others are still done, and the next day's run tries it again.
 */
export async function runDaily(
  deps: Deps,
  /** `limit` accounts from after `cursor` (configuration DAILY_RUN_PAGE). */
  page: { cursor?: string; limit: number },
): Promise<DailyRunSummary> {
  const today = malaysiaDate(deps.clock.now());
  const work = await deps.accounts.workDue(today, page);
  const due = work.loanNos;
  const summary: DailyRunSummary = {
    activated: [],
    charged: [],
    ...(work.cursor ? { cursor: work.cursor } : {}),
  };
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
        const due = dueForActivation(state.account, today);
        const change = fallenDue(state, today, at);
        if (state.posted.length > 0) summary.charged.push(loanNo);
        if (change) summary.activated.push(loanNo);
        return {
          ...(change ? { change } : {}),
          action: `Installment ${due.join(', ')} activated`,
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
