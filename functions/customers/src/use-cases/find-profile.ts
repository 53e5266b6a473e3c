import type { Principal } from '@ezc/platform';
import { customerFor } from '../customers/customer-access';
import { type ProfileView, profileView } from '../customers/profile-view';
import type { CustomersPorts } from '../ports';

/** `/customer/profile/find-one`: a borrower's own record, or the one a staff member names. */
export async function findProfile(
  deps: Pick<CustomersPorts, 'customers'>,
  input: { principal: Principal; customerId?: string | undefined },
): Promise<ProfileView> {
  const loaded = await customerFor(deps.customers, input.principal, input.customerId);
  return profileView(loaded.value);
}
