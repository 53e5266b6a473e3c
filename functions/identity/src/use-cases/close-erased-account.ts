import type { Actor } from '@ezc/platform';
import { decideAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';

const retention: Actor = { id: 'system', kind: 'system', name: 'Retention policy' };

/**
 * The customer record this account owned was erased under the retention policy: the account is
 * deactivated through its machine, and its sessions end in the same write. A repeat finds it
 * inactive already and does nothing.
 */
export async function closeErasedAccount(
  deps: Pick<IdentityPorts, 'accounts' | 'verifier'>,
  input: { accountId: string; rule: string },
): Promise<'closed' | 'unchanged'> {
  const loaded = await deps.accounts.load(input.accountId);
  if (loaded?.value.Kind !== 'customer' || loaded.value.Status !== 'Active') return 'unchanged';
  const account = loaded.value;
  const decision = decideAccount(
    account,
    { type: 'DEACTIVATE' },
    { code: 'ACCOUNT.STATUS_UNCHANGED', message: 'The account is already inactive.' },
  );
  await deps.accounts.save({
    before: loaded,
    after: { ...account, SessionGeneration: account.SessionGeneration + 1 },
    decision,
    action: 'Deactivated: personal data erased under the retention policy',
    actor: retention,
    changes: { Rule: input.rule },
  });
  deps.verifier.forgetAccount(account.AccountId);
  return 'closed';
}
