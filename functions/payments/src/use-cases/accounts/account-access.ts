import { loanNotFound } from '@ezc/domain';
import { type Actor, ownedOrNotFound, type Principal, type TableWrite } from '@ezc/platform';
import { addDays, malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { accrued, type Changed } from '../../accounts/account-changes';
import { type LoadedState, onAccount } from '../../accounts/accounts-repository';
import type { PaymentsPorts } from '../../ports';

/** A loan number as the accounts are kept under it, however the request wrote it. */
export const keptLoanNo = (loanNo: string) => loanNo.trim().toUpperCase();

/**
 * The account a request names: a borrower's own, or any for staff (whose route already checked
 * their privileges). Another borrower's loan answers exactly like a missing one ('Loan not found').
 */
export async function accountFor(
  deps: Pick<PaymentsPorts, 'accounts'>,
  principal: Principal,
  loanNo: string,
): Promise<LoadedState> {
  const loaded = await deps.accounts.load(keptLoanNo(loanNo));
  ownedOrNotFound(principal, loaded?.account, loanNotFound);
  return loaded!;
}

/** The day before `date` (YYYY-MM-DD): the last day that has ended. */
export const dayBefore = (date: string) => addDays(date, -1);

export interface Outcome<T> {
  /** The change to save (its `posted`: only what it posted itself), or none. */
  change?: Changed;
  action: string;
  remarks?: string;
  also?: TableWrite[];
  answer: T;
}

/**
 * Changes one loan's account: loads it, brings its late charges up to the last day that ended
 * (every change sees the charges as they stand, so a payment pays them first), lets `decide` make
 * the change, and saves it with its entries and event. Run again from what is stored when another
 * change landed first; refusals stand.
 */
export function changeAccount<T>(
  deps: Pick<PaymentsPorts, 'accounts' | 'clock'>,
  loanNo: string,
  actor: Actor,
  decide: (state: Changed, today: string, at: string) => Promise<Outcome<T>> | Outcome<T>,
  missing: () => Error = loanNotFound,
): Promise<T> {
  return onAccount(loanNo, async () => {
    const loaded = await deps.accounts.load(loanNo);
    if (!loaded) throw missing();
    const now = deps.clock.now();
    const at = now.toISOString();
    const today = malaysiaDate(now);
    // A rejected settlement is news once (the loan goes back to 'Active'); later changes carry none.
    const { Settlement, ...rest } = loaded.account;
    const account = Settlement?.Stage === 'Rejected' ? rest : loaded.account;
    const charged = accrued({ account, ledger: loaded.ledger }, dayBefore(today), at);
    const outcome = await decide(charged, today, at);
    // What `decide` posted comes after the charges it was decided on.
    const posted = [...charged.posted, ...(outcome.change?.posted ?? [])];
    // Days accrued to less than a sen post nothing, yet are kept: they move the next work day on.
    const accruedDays = charged.account.Rows.some((r, i) => r !== account.Rows[i]);
    if (posted.length > 0 || outcome.change || accruedDays) {
      await deps.accounts.commit({
        before: loaded,
        after: outcome.change ?? charged,
        posted,
        action: outcome.change
          ? outcome.action
          : posted.length > 0
            ? 'Late payment charges posted'
            : 'Late payment charges accrued',
        ...(outcome.remarks ? { remarks: outcome.remarks } : {}),
        actor,
        ...(outcome.also ? { also: outcome.also } : {}),
        at,
      });
    }
    return outcome.answer;
  });
}
