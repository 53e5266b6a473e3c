import { accountStatusMachine, DomainError, type EventEnvelope, initial } from '@ezc/domain';
import { type Actor, ConditionFailedError, type TableWrite } from '@ezc/platform';
import { type Account, normaliseEmail } from '../accounts/account';
import { assertAcceptablePassword } from '../credentials/new-password';
import { secretHash } from '../credentials/secret-tokens';
import type { IdentityPorts } from '../ports';

export type NewAccount = Omit<
  Account,
  | 'Status'
  | 'MachineVersion'
  | 'PasswordHash'
  | 'SessionGeneration'
  | 'ApiKeyHash'
  | 'Mfa'
  | 'EmailVerifiedAt'
  | 'CreatedAt'
> & { password: string; apiKey?: string };

/**
 * Creates a sign-in account in the machine's first status, its e-mail unique within its kind
 * (claimed in the same write), its password checked against the policy and hashed.
 */
export async function createAccount(
  deps: Pick<IdentityPorts, 'accounts' | 'hasher' | 'clock'>,
  input: NewAccount,
  actor: Actor,
  action = 'Created',
  /** Events the new account raises, written with it (see Accounts.create). */
  events?: (account: Account) => EventEnvelope[],
  /** Rows that land with the account (a customer's consent to the Privacy Notice). */
  also?: (account: Account) => TableWrite[],
): Promise<Account> {
  const { password, apiKey, ...fields } = input;
  await assertAcceptablePassword(password, input);
  const start = initial(accountStatusMachine);
  const account: Account = {
    ...fields,
    Email: normaliseEmail(input.Email),
    Status: start.status,
    MachineVersion: start.machineVersion,
    PasswordHash: await deps.hasher.hash(password),
    SessionGeneration: 0,
    ...(apiKey ? { ApiKeyHash: secretHash(apiKey) } : {}),
    CreatedAt: deps.clock.now().toISOString(),
  };
  try {
    await deps.accounts.create(account, actor, action, events?.(account), also?.(account));
  } catch (e) {
    // The account id or the e-mail's uniqueness claim was already there.
    if ((e instanceof DomainError && e.kind === 'conflict') || e instanceof ConditionFailedError) {
      throw new DomainError('conflict', 'ACCOUNT.EMAIL_TAKEN', 'An account with this e-mail already exists.');
    }
    throw e;
  }
  return account;
}
