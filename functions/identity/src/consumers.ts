import {
  accountPasswordChanged,
  customerPersonalDataErased,
  emailVerificationRequested,
  mfaEnrolmentRequested,
  passwordResetRequested,
  registrationRepeated,
} from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { identityPorts } from './ports';
import { closeErasedAccount } from './use-cases/close-erased-account';
import {
  sendMfaEnrolmentLink,
  sendPasswordChangedMail,
  sendRegistrationNotice,
  sendResetLink,
  sendVerificationLink,
} from './use-cases/send-account-mail';

/** Identity's e-mails, sent after the request that caused them was answered. */
const sendAccountMail: Consumer = async (event) => {
  const ports = identityPorts(platform());
  if (event.name === passwordResetRequested.name) await sendResetLink(ports, event);
  else if (event.name === accountPasswordChanged.name) await sendPasswordChangedMail(ports, event);
  else if (event.name === emailVerificationRequested.name) await sendVerificationLink(ports, event);
  else if (event.name === registrationRepeated.name) await sendRegistrationNotice(ports, event);
  else if (event.name === mfaEnrolmentRequested.name) await sendMfaEnrolmentLink(ports, event);
};

/** A customer's personal data was erased under the retention policy: their account closes. */
const closeErased: Consumer = async (event) => {
  const erased = customerPersonalDataErased.parse(event);
  await closeErasedAccount(identityPorts(platform()), { accountId: erased.AccountId, rule: erased.Rule });
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'identity-send-account-mail': sendAccountMail,
  'identity-close-erased-account': closeErased,
};
