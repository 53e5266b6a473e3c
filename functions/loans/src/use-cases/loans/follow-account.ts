import type { LoanAccountChangedData, LoanStatus } from '@ezc/domain';
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
  const loaded = await deps.loans.load(news.LoanNo);
  if (!loaded) return undefined;
  const followed = followedAccount(loaded.value, news);
  if (!followed) return loaded.value.Status;
  const saved = await deps.loans.save({
    before: loaded,
    after: followed.loan,
    ...(followed.decision ? { decision: followed.decision } : {}),
    action: followed.says ?? 'Loan account followed',
    audited: followed.says !== undefined,
    actor,
  });
  return saved.Status;
}
