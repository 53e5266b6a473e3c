import { applicationApproved, isDomainError } from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { signingPorts } from './ports';
import { checkBorrowerJoined } from './use-cases/booking/check-joined';
import { scheduleSessionReminders } from './use-cases/booking/session-schedules';
import { prepareApprovedLoan } from './use-cases/signing/prepare-approved-loan';

const signingService = { id: 'system', kind: 'system', name: 'Loan signing' } as const;

/** A loan was made: its agreement is prepared (and signed for the company when the product says so). */
const prepareAgreement: Consumer = async (event) => {
  try {
    await prepareApprovedLoan(
      signingPorts(platform()),
      applicationApproved.parse(event).LoanNo,
      signingService,
    );
  } catch (e) {
    // A loan that moved on meanwhile (terminated) has nothing to prepare: a refusal is an answer.
    if (!isDomainError(e)) throw e;
    platform().log.info('signing.prepare-skipped', { code: e.code });
  }
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'signing-prepare-agreement': prepareAgreement,
  'signing-schedule-reminders': (event) => scheduleSessionReminders(signingPorts(platform()), event),
  'signing-check-joined': (event) => checkBorrowerJoined(signingPorts(platform()), event),
};
