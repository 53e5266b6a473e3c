import {
  type ApplicationStatus,
  applicationId,
  applicationMachine,
  customerNotFound,
  type Decision,
  DomainError,
  emailNotVerified,
  fromSen,
  initial,
  type Language,
  loanNumber,
} from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { answerText } from '../../applications/answer-texts';
import { type Application, decideFor } from '../../applications/application';
import { applicationFor } from '../../applications/application-access';
import type { QuotedTerms, RequestedTerms } from '../../applications/loan-terms';
import type { Borrower } from '../../borrowers/borrowers';
import type { LoansPorts } from '../../ports';
import { quoteFromProduct } from './quote-application';

type ApplyDeps = Pick<
  LoansPorts,
  'products' | 'clock' | 'borrowers' | 'applications' | 'sequences' | 'accounts'
>;

export interface BorrowerCaller {
  principal: Principal;
  actor: Actor;
  lang: Language;
}

/** The borrower applying: the caller's own customer record. */
async function applicant(deps: Pick<LoansPorts, 'borrowers'>, principal: Principal): Promise<Borrower> {
  const borrower = principal.customerId ? await deps.borrowers.load(principal.customerId) : undefined;
  if (!borrower) throw customerNotFound();
  return borrower;
}

/**
 * Applying (or submitting a draft) needs the borrower's e-mail verified: the loan's letters, links
 * and notices go to it, and it is how a staff member's own account is told apart (see
 * assertNotOwnLoan). Drafts may be saved before.
 */
async function requireVerifiedEmail(deps: Pick<LoansPorts, 'accounts'>, principal: Principal): Promise<void> {
  const account = await deps.accounts.load(principal.id);
  if (!account?.EmailVerified) throw emailNotVerified();
}

/** The terms quoted into an application. */
const withTerms = (
  a: Omit<
    Application,
    | 'Product'
    | 'AmountSen'
    | 'NumberOfInstallments'
    | 'TotalInterestSen'
    | 'TotalRepaymentSen'
    | 'MonthlyInstallmentSen'
    | 'StartDate'
    | 'EndDate'
  >,
  q: QuotedTerms,
): Application => ({
  ...a,
  Product: q.product,
  AmountSen: q.amountSen,
  NumberOfInstallments: q.installments,
  TotalInterestSen: q.schedule.totalInterestSen,
  TotalRepaymentSen: q.schedule.totalRepaymentSen,
  MonthlyInstallmentSen: q.schedule.monthlyInstallmentSen,
  StartDate: q.schedule.rows[0]!.DueDate,
  EndDate: q.schedule.rows.at(-1)!.DueDate,
});

/** Submitting decides where the application goes: to review, or to wait for the borrower's profile. */
export const submission = (a: Application, borrower: Borrower): Decision<ApplicationStatus> =>
  decideFor(a, { type: borrower.ProfileComplete ? 'SUBMIT_READY' : 'SUBMIT_INCOMPLETE' });

/** What the borrower is told: where the application is and how long review takes. */
export const submittedAnswer = (a: Application, lang: Language) => ({
  Data: { ApplicationId: a.ApplicationId, LoanNo: a.LoanNo, Status: a.Status },
  message: answerText(
    lang,
    a.Status === 'In Review' ? 'inReview' : a.Status === 'Pending Profile' ? 'pendingProfile' : 'draftSaved',
  ),
});

/** A new application ('New') with the numbers it was given and the terms quoted. */
export function draftApplication(
  numbers: { applicationSeq: number; loanSeq: number },
  borrower: Borrower,
  quote: QuotedTerms,
  createdAt: string,
): Application {
  const first = initial(applicationMachine);
  return withTerms(
    {
      ApplicationId: applicationId(numbers.applicationSeq),
      LoanNo: loanNumber(numbers.loanSeq),
      CustomerId: borrower.CustomerId,
      BorrowerName: borrower.Name,
      BorrowerICNo: borrower.ICNo,
      Status: first.status,
      MachineVersion: first.machineVersion,
      CreatedAt: createdAt,
    },
    quote,
  );
}

/** A new application for the caller, with its id and loan number handed out. */
async function newApplication(deps: ApplyDeps, borrower: Borrower, quote: QuotedTerms): Promise<Application> {
  const [applicationSeq, loanSeq] = await Promise.all([
    deps.sequences.next('application-id'),
    deps.sequences.next('loan-no'),
  ]);
  return draftApplication({ applicationSeq, loanSeq }, borrower, quote, deps.clock.now().toISOString());
}

/**
 * `/applications/add`: a borrower with a verified e-mail applies and submits at once. The
 * product's terms are copied in;
 * the amount, term and regime are checked on the schedule they give. It goes to review when the
 * borrower's profile and required documents are complete, else it waits in 'Pending Profile'.
 */
export async function applyForLoan(deps: ApplyDeps, caller: BorrowerCaller, requested: RequestedTerms) {
  await requireVerifiedEmail(deps, caller.principal);
  const borrower = await applicant(deps, caller.principal);
  const quote = await quoteFromProduct(deps, requested);
  const draft = await newApplication(deps, borrower, quote);
  const decision = submission(draft, borrower);
  const submitted = { ...draft, SubmittedAt: draft.CreatedAt };
  await deps.applications.create(submitted, {
    decision,
    action: `Application submitted (${decision.status})`,
    actor: caller.actor,
  });
  return submittedAnswer({ ...submitted, Status: decision.status }, caller.lang);
}

const notADraft = (status: string) =>
  new DomainError(
    'rule',
    'APPLICATION.NOT_ALLOWED',
    `An application that is '${status}' cannot be changed.`,
    {
      status,
    },
  );

/**
 * `/applications/save-draft`: a new draft, or the caller's own draft changed. Only a 'New'
 * application is a draft; the terms are checked as they will be on submitting.
 */
export async function saveDraft(
  deps: ApplyDeps,
  caller: BorrowerCaller,
  input: RequestedTerms & { ApplicationId?: string | undefined },
) {
  const borrower = await applicant(deps, caller.principal);
  const quote = await quoteFromProduct(deps, input);
  if (!input.ApplicationId) {
    const draft = await newApplication(deps, borrower, quote);
    await deps.applications.create(draft, { action: 'Application saved as draft', actor: caller.actor });
    return submittedAnswer(draft, caller.lang);
  }
  const loaded = await applicationFor(deps.applications, caller.principal, input.ApplicationId);
  if (loaded.value.Status !== 'New') throw notADraft(loaded.value.Status);
  const saved = await deps.applications.save({
    before: loaded,
    after: withTerms(loaded.value, quote),
    action: 'Draft updated',
    actor: caller.actor,
  });
  return submittedAnswer(saved, caller.lang);
}

/**
 * `/applications/submit`: the caller's draft submitted, its terms quoted again from the product as
 * it is now (it may have changed or closed since the draft was saved).
 */
export async function submitApplication(deps: ApplyDeps, caller: BorrowerCaller, applicationId: string) {
  const loaded = await applicationFor(deps.applications, caller.principal, applicationId);
  await requireVerifiedEmail(deps, caller.principal);
  const borrower = await applicant(deps, caller.principal);
  // Only a draft ('New') may be submitted: the machine refuses anything else.
  const decision = submission(loaded.value, borrower);
  const quote = await quoteFromProduct(deps, {
    SKU: loaded.value.Product.SKU,
    Amount: fromSen(loaded.value.AmountSen),
    NumberOfInstallments: loaded.value.NumberOfInstallments,
  });
  const saved = await deps.applications.save({
    before: loaded,
    after: { ...withTerms(loaded.value, quote), SubmittedAt: deps.clock.now().toISOString() },
    decision,
    action: `Application submitted (${decision.status})`,
    actor: caller.actor,
  });
  return submittedAnswer(saved, caller.lang);
}
