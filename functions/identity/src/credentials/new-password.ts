import { DomainError } from '@ezc/domain';
import { type Account, decideAccount } from '../accounts/account';
import type { PasswordHasher } from './password-hasher';
import { passwordProblemOf } from './password-strength-loader';

/** Refuses a password the policy does not accept, the person's own e-mail and name counted against it. */
export async function assertAcceptablePassword(
  password: string,
  person: Pick<Account, 'Email' | 'FullName'>,
): Promise<void> {
  const problem = await passwordProblemOf(password, [person.Email, person.FullName]);
  if (problem) throw new DomainError('validation', 'VALIDATION.INVALID_INPUT', `Password: ${problem}`);
}

/**
 * A new password for an account, reset or changed: accepted by the policy, decided by the
 * account's machine (it emits the event that e-mails the owner), hashed, and with the session
 * generation moved on so every older session ends in the same write.
 */
export async function withNewPassword(
  hasher: PasswordHasher,
  account: Account,
  password: string,
  refusal: { code: string; message: string },
) {
  await assertAcceptablePassword(password, account);
  const decision = decideAccount(account, { type: 'CHANGE_PASSWORD' }, refusal);
  const after: Account = {
    ...account,
    PasswordHash: await hasher.hash(password),
    SessionGeneration: account.SessionGeneration + 1,
  };
  return { after, decision };
}
