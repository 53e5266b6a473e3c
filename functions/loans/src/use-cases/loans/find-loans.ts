import { actionsNow, type Language, type LoanStatus, loanActionsOpen, type Paging } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import type { Loan } from '../../loans/loan';
import { loanFor } from '../../loans/loan-access';
import { loanDetail, loanRow, scheduleRowsView } from '../../loans/loan-view';
import type { LoansPorts } from '../../ports';
import { mayReadNotes } from '../notes/notes';
import { activityStory } from './loan-activities';

export interface LoanSearch {
  LoanNo?: string | undefined;
  Status?: string | undefined;
  BorrowerName?: string | undefined;
  BorrowerICNo?: string | undefined;
  CustomerId?: string | undefined;
}

/** `"All"`, empty and absent values mean no filter. */
const given = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' || v === 'All' ? undefined : v.trim();

/**
 * `/loans/find-all`: loans newest first (by number), a borrower's own only; staff filter by
 * customer, status, a loan number's beginning ('EZC' finds them all), the borrower's name (each
 * word typed begins a word of it) or IC number (its beginning, with or without dashes). Each
 * row says how many days its loan is past due on the business clock's day (Malaysia).
 */
export async function listLoans(
  deps: Pick<LoansPorts, 'loans' | 'clock'>,
  input: Paging & { principal: Principal; search?: LoanSearch | undefined },
) {
  const s = input.search ?? {};
  const customerId =
    input.principal.kind === 'customer' ? (input.principal.customerId ?? '-') : given(s.CustomerId);
  const name = given(s.BorrowerName);
  const ic = given(s.BorrowerICNo);
  const search = name !== undefined || ic !== undefined ? { name, ic } : undefined;
  const page = await deps.loans.page(
    { customerId, status: given(s.Status), loanNoPrefix: given(s.LoanNo)?.toUpperCase(), search },
    input,
  );
  const today = malaysiaDate(deps.clock.now());
  return { Data: page.Data.map((l) => loanRow(l, today)), Count: page.Count };
}

/** The lending actions the caller may do on the loan now (staff only; a borrower does none). */
export async function loanActions(
  deps: Pick<LoansPorts, 'actionRights'>,
  principal: Principal,
  loan: Loan,
): Promise<string[]> {
  if (principal.kind !== 'staff') return [];
  const { rights } = await deps.actionRights.current();
  const open = loanActionsOpen(loan.Status as LoanStatus).filter(
    (a) => a !== 'Activate Installment' || nextToActivate(loan) !== undefined,
  );
  return actionsNow(open, rights, principal.roles);
}

/** The installment that may be activated next: the first still 'Scheduled', if the one before it is paid. */
export function nextToActivate(loan: Loan) {
  const i = loan.Schedule.findIndex((r) => r.Status === 'Scheduled');
  if (i < 0) return undefined;
  if (i === 0) return loan.Status === 'Disbursed' ? loan.Schedule[0] : undefined;
  return loan.Status === 'Active' && loan.Schedule[i - 1]!.Status === 'Paid' ? loan.Schedule[i] : undefined;
}

type ReadDeps = Pick<LoansPorts, 'loans' | 'clock'>;
interface LoanRequest {
  principal: Principal;
  loanNo: string;
}

/** `/loans/find-one`: the loan in full (contract), with what the caller may do on it now. */
export async function findLoan(deps: ReadDeps & Pick<LoansPorts, 'actionRights'>, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  return loanDetail(loan, await loanActions(deps, input.principal, loan), malaysiaDate(deps.clock.now()));
}

/**
 * `/loans/view`: what the loan page shows of the loan itself, in one answer: the loan as
 * `/loans/find-one` answers it and a page of its activity history (newest first) as
 * `/loans/get-activities` does.
 */
export async function loanView(
  deps: ReadDeps & Pick<LoansPorts, 'actionRights' | 'audit' | 'notes'>,
  input: LoanRequest & { lang: Language; activities: Paging },
) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const [actions, activities, notes] = await Promise.all([
    loanActions(deps, input.principal, loan),
    activityStory(deps, {
      principal: input.principal,
      applicationId: loan.ApplicationId,
      loanNo: loan.LoanNo,
      lang: input.lang,
      paging: input.activities,
    }),
    // Staff notes, for staff who may read a loan's: a borrower's answer has none, not even empty.
    mayReadNotes(input.principal, 'Loan')
      ? deps.notes.page('Loan', loan.LoanNo, { Rows: VIEW_NOTES, Page: 1 })
      : undefined,
  ]);
  return {
    Loan: loanDetail(loan, actions, malaysiaDate(deps.clock.now())),
    Activities: activities,
    ...(notes ? { Notes: notes } : {}),
  };
}

/** The newest notes the loan page shows. */
const VIEW_NOTES = 20;

/** `/loans/outstanding-installments`: the activated installments not yet fully paid. */
export async function outstandingInstallments(deps: ReadDeps, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const rows = scheduleRowsView(
    loan,
    loan.Schedule.filter((r) => r.Status === 'Unpaid' || r.Status === 'Partial Paid'),
    malaysiaDate(deps.clock.now()),
  );
  return { Data: rows, Count: rows.length };
}

/** `/loans/get-customer`: the loan's borrower as the loan names them. */
export async function loanCustomer(deps: ReadDeps & Pick<LoansPorts, 'borrowers'>, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const borrower = await deps.borrowers.load(loan.CustomerId);
  return {
    CustomerId: loan.CustomerId,
    BorrowerName: loan.BorrowerName,
    BorrowerICNo: loan.BorrowerICNo,
    AccountType: borrower?.AccountType ?? null,
    Email: borrower?.Email ?? null,
    ContactNo: borrower?.ContactNo || null,
  };
}
