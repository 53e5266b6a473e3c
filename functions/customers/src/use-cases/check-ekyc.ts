import type { EkycStatus } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { personOf } from '../ekyc/person';
import type { CustomersPorts } from '../ports';

/** `/EKYC/CheckEKYCCompleted/UserLogin`: whether the signed-in person's eKYC is complete. */
export async function checkEkycCompleted(
  deps: Pick<CustomersPorts, 'ekyc'>,
  input: { principal: Principal },
): Promise<{ Completed: boolean; Status: EkycStatus }> {
  const { value } = await deps.ekyc.ofOwner(personOf(input.principal));
  return { Completed: value.Status === 'Completed', Status: value.Status };
}
