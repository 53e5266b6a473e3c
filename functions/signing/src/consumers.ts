import { applicationApproved, customerPersonalDataErased, isDomainError, jobsTick } from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { signingPorts } from './ports';
import { checkBorrowerJoined } from './use-cases/booking/check-joined';
import { indexSessionLists } from './use-cases/booking/index-session-lists';
import { scheduleSessionReminders } from './use-cases/booking/session-schedules';
import { eraseSigningRecords } from './use-cases/retention/erase-signing-records';
import { countSignings, listSigningsApart } from './use-cases/signing/count-signings';
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

/**
 * A borrower was erased under the loan-records rule: the person goes from their loans' signings,
 * agreements and sessions; any other rule leaves them (an applicant never reached signing).
 */
const eraseLoanSignings: Consumer = async (event) => {
  const erased = customerPersonalDataErased.parse(event);
  await eraseSigningRecords(signingPorts(platform()), {
    customerId: erased.CustomerId,
    accountId: erased.AccountId,
    rule: erased.Rule,
  });
};

/**
 * The daily tick: sessions kept from before staff's listing read its page from a key get their
 * entries, counts and search keys, and signings their status's count and then their entries in
 * place of their index keys, the first time only (a setting records each; every later tick reads
 * those items).
 */
const indexLists: Consumer = async (event) => {
  jobsTick.parse(event);
  await indexSessionLists(signingPorts(platform()));
  await countSignings(signingPorts(platform()));
  await listSigningsApart(signingPorts(platform()));
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'signing-prepare-agreement': prepareAgreement,
  'signing-schedule-reminders': (event) => scheduleSessionReminders(signingPorts(platform()), event),
  'signing-check-joined': (event) => checkBorrowerJoined(signingPorts(platform()), event),
  'signing-erase-loan-records': eraseLoanSignings,
  'signing-index-lists': indexLists,
};
