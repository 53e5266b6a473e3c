import { type Employment, notFound, ruleBroken } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import type { Customer } from '../customers/customer';
import type { CustomersPorts } from '../ports';
import { wrongType } from './save-personal-info';

/**
 * `/customer/employments/add` and `/update` (onboarding step 3 for individuals). Creating it
 * records the customer and `PreviousOccupation` '-' (spec §3).
 */
export async function saveEmployment(
  deps: Pick<CustomersPorts, 'customers' | 'ids'>,
  input: {
    principal: Principal;
    actor: Actor;
    customerId?: string | undefined;
    employmentId?: string | undefined;
    employment: Employment;
  },
): Promise<Customer> {
  return changeCustomer(deps, {
    ...input,
    action: input.employmentId ? 'Employment updated' : 'Employment added',
    completesStep: 3,
    change: (c) => {
      if (c.AccountType !== 'individual') throw wrongType('individual');
      if (input.employmentId === undefined && c.Employment) {
        throw ruleBroken(
          'CUSTOMER.EMPLOYMENT_EXISTS',
          'Employment details are already saved: update them instead.',
        );
      }
      if (input.employmentId !== undefined && c.Employment?.EmploymentId !== input.employmentId) {
        throw notFound('CUSTOMER.EMPLOYMENT_NOT_FOUND', 'Employment not found');
      }
      const { CompanyAddress, EmploymentTerm, ...rest } = input.employment;
      const employment = {
        EmploymentId: input.employmentId ?? deps.ids.next(),
        CustomerId: c.CustomerId,
        ...rest,
        ...(EmploymentTerm ? { EmploymentTerm } : {}),
        CompanyAddress: {
          AddressId: c.Employment?.CompanyAddress.AddressId ?? deps.ids.next(),
          ...CompanyAddress,
        },
        PreviousOccupation: c.Employment?.PreviousOccupation ?? '-',
      };
      return {
        after: { ...c, Employment: employment },
        part: 'Employment',
        before: c.Employment,
        now: employment,
      };
    },
  });
}
