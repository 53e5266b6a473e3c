import {
  customerDocumentsChanged,
  customerPersonalDataErased,
  jobsTick,
  loanAccountChanged,
  loanTerminationRequested,
  onboardingCompleted,
  signingStatusChanged,
} from '@ezc/domain';
import { actorOfEvent, type Consumer, platform } from '@ezc/platform';
import { loansPorts, loansPortsAt } from './ports';
import {
  indexApplicationLists,
  listApplicationsApart,
} from './use-cases/applications/index-application-lists';
import { promoteApplicationsOf } from './use-cases/applications/promote-complete-profiles';
import { followAccount } from './use-cases/loans/follow-account';
import { followSigning } from './use-cases/loans/follow-signing';
import { indexLoanLists } from './use-cases/loans/index-loan-lists';
import { completeTermination } from './use-cases/loans/terminate-loan';
import { eraseLoanRecords } from './use-cases/retention/erase-loan-records';

/**
 * A borrower finished onboarding: their applications waiting in 'Pending Profile' go to review
 * if their documents are complete too. A repeat finds them in review already and does nothing.
 */
const sendForReview: Consumer = async (event) => {
  const { CustomerId } = onboardingCompleted.parse(event);
  await promoteApplicationsOf(loansPorts(platform()), CustomerId, event.occurredAt);
};

/**
 * A borrower's documents changed (one stored or deleted): their applications waiting in 'Pending
 * Profile' go to review if the required documents are complete now, as after onboarding.
 */
const recheckDocuments: Consumer = async (event) => {
  const { CustomerId } = customerDocumentsChanged.parse(event);
  await promoteApplicationsOf(loansPorts(platform()), CustomerId, event.occurredAt);
};

/** A termination was requested: it is completed ('Terminated'). A repeat finds it done. */
const finishTermination: Consumer = async (event) => {
  await completeTermination(loansPorts(platform()), loanTerminationRequested.parse(event).LoanNo);
};

/**
 * The loan follows its account (payments): the schedule's statuses and paid amounts, the totals,
 * and the status (first installment activated → 'Active', all paid → 'Completed', settlement).
 */
const followLoanAccount: Consumer = async (event) => {
  await followAccount(
    loansPorts(platform()),
    loanAccountChanged.parse(event),
    actorOfEvent(event, { id: 'system', kind: 'system', name: 'Loan account' }),
  );
};

/**
 * The loan follows its signing (company, borrower, attestor): its status moves when the signing's
 * does, recorded at the moment the signature was given, by whoever gave it.
 */
const followSigningSteps: Consumer = async (event) => {
  const p = platform();
  const at = new Date(event.occurredAt);
  await followSigning(
    loansPortsAt(p, { now: () => at }),
    signingStatusChanged.parse(event),
    actorOfEvent(event, { id: 'system', kind: 'system', name: 'Loan signing' }),
  );
};

/**
 * A customer was erased under the retention policy: the person goes from their ended applications
 * and, under the loan-records rule, their ended loans (fields, files, audit trails); the figures stay.
 */
const eraseLoanRecordsOf: Consumer = async (event) => {
  const erased = customerPersonalDataErased.parse(event);
  await eraseLoanRecords(loansPorts(platform()), {
    customerId: erased.CustomerId,
    accountId: erased.AccountId,
    rule: erased.Rule,
  });
};

/**
 * The daily tick: loans kept from when they carried their own list keys get their list entries and
 * search keys, applications kept from before their search keys get them with their counts, and
 * applications kept whole on their lists' indexes get their entries instead, the first time only (a
 * setting records each; every later tick reads those three items).
 */
const indexLists: Consumer = async (event) => {
  jobsTick.parse(event);
  const ports = loansPorts(platform());
  await indexLoanLists(ports);
  await indexApplicationLists(ports);
  await listApplicationsApart(ports);
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'loans-send-for-review': sendForReview,
  'loans-recheck-documents': recheckDocuments,
  'loans-complete-termination': finishTermination,
  'loans-follow-account': followLoanAccount,
  'loans-follow-signing': followSigningSteps,
  'loans-erase-lending-records': eraseLoanRecordsOf,
  'loans-index-lists': indexLists,
};
