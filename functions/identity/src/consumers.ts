import { accountPasswordChanged, passwordResetRequested } from '@ezc/domain';
import { type Consumer, platform } from '@ezc/platform';
import { identityPorts } from './ports';
import { sendPasswordChangedMail, sendResetLink } from './use-cases/send-account-mail';

/** Identity's e-mails, sent after the request that caused them was answered. */
const sendAccountMail: Consumer = async (event) => {
  const ports = identityPorts(platform());
  if (event.name === passwordResetRequested.name) await sendResetLink(ports, event);
  else if (event.name === accountPasswordChanged.name) await sendPasswordChangedMail(ports, event);
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'identity-send-account-mail': sendAccountMail,
};
