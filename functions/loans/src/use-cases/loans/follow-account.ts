import { isDomainError, type LoanAccountChangedData, type LoanStatus } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { followedAccount } from '../../loans/loan-changes';
import type { LoansPorts } from '../../ports';

/**
 * The loan follows its account (the payments context's `loan-account.changed`): its copy of the
 * schedule and totals, and its status through its machine. News the loan holds already, or older
 * news, changes nothing; a loan someone changed meanwhile is read again and followed.
 */
export async function followAccount(
  deps: Pick<LoansPorts, 'loans'>,
  news: LoanAccountChangedData,
  actor: Actor,
): Promise<LoanStatus | undefined> {
  // A burst of payments on one loan brings as many of its account's changes at once, each
  // delivery racing the others for the loan's version. Losing the race means another delivery
  // saved newer news (or the same): the loan is read again here rather than through the bus's few
  // retries, after which the event would be kept as a dead letter though nothing went wrong. Each
  // loss is someone else's progress, so this ends; the bound only guards against a bug.
  for (let attempt = 1; ; attempt++) {
    const loaded = await deps.loans.load(news.LoanNo);
    if (!loaded) return undefined;
    const followed = followedAccount(loaded.value, news);
    if (!followed) return loaded.value.Status;
    try {
      const saved = await deps.loans.save({
        before: loaded,
        after: followed.loan,
        ...(followed.decision ? { decision: followed.decision } : {}),
        action: followed.says ?? 'Loan account followed',
        audited: followed.says !== undefined,
        actor,
      });
      return saved.Status;
    } catch (e) {
      const lostRace = isDomainError(e) && e.code === 'AGGREGATE.VERSION_CONFLICT';
      if (!lostRace || attempt >= 100) throw e;
    }
  }
}
