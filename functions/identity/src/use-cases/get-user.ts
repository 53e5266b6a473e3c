import { notFound } from '@ezc/domain';
import { publicAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';

export const userNotFound = () => notFound('USER.NOT_FOUND', 'User not found');

/** One staff user; a customer's or the service account's id is "not found" here. */
export async function getUser(deps: Pick<IdentityPorts, 'accounts'>, input: { userId: string }) {
  const found = await deps.accounts.load(input.userId);
  if (found?.value.Kind !== 'staff') throw userNotFound();
  return publicAccount(found.value);
}
