import { customerDocumentsChanged, loanTerminationRequested, onboardingCompleted } from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { loansPorts } from './ports';
import { promoteApplicationsOf } from './use-cases/applications/promote-complete-profiles';
import { activateDueFirstInstallments } from './use-cases/loans/activate-installment';
import { completeTermination } from './use-cases/loans/terminate-loan';

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

/** The daily tick: first installments of disbursed loans whose payment date has come are activated. */
const activateDue: Consumer = async () => {
  const ports = loansPorts(platform());
  const activated = await activateDueFirstInstallments(ports);
  if (activated.length > 0) ports.log.info('loans.first-installments-activated', { loans: activated });
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'loans-send-for-review': sendForReview,
  'loans-recheck-documents': recheckDocuments,
  'loans-complete-termination': finishTermination,
  'loans-activate-due-installments': activateDue,
};
