import { type Address, notFound, type PersonalInfo, personFacts, ruleBroken } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import type { AddressRecord, Customer } from '../customers/customer';
import type { CustomersPorts } from '../ports';

export const wrongType = (needs: 'individual' | 'corporate') =>
  ruleBroken(
    'CUSTOMER.WRONG_TYPE',
    needs === 'individual'
      ? 'This applies to individual borrowers only.'
      : 'This applies to company borrowers only.',
  );

const addressRecord = (id: string, a: Address): AddressRecord => ({ AddressId: id, ...a });

/**
 * `/customer/profile/update` (onboarding step 2 for individuals): personal details and the
 * residential address. Date of birth and gender are read from the NRIC, never asked again.
 */
export async function savePersonalInfo(
  deps: Pick<CustomersPorts, 'customers' | 'ids'>,
  input: { principal: Principal; actor: Actor; customerId?: string | undefined; info: PersonalInfo },
): Promise<Customer> {
  const { Address: address, ...info } = input.info;
  return changeCustomer(deps, {
    ...input,
    action: 'Personal details saved',
    completesStep: 2,
    change: (c) => {
      if (c.AccountType !== 'individual') throw wrongType('individual');
      const personal = {
        FullName: info.FullName,
        IdType: info.IdType,
        ...(info.IdType === 'NRIC' ? { NRIC: info.NRIC } : { PassportNo: info.PassportNo }),
        ...personFacts(input.info),
        Nationality: info.Nationality,
        MaritalStatus: info.MaritalStatus,
        Ethnicity: info.Ethnicity,
        BumiputeraYN: info.BumiputeraYN,
        ContactNo: info.ContactNo,
      };
      const addr = addressRecord(c.Address?.AddressId ?? deps.ids.next(), address);
      return {
        after: { ...c, FullName: info.FullName, Personal: personal, Address: addr },
        part: 'Personal',
        before: { ...c.Personal, Address: c.Address },
        now: { ...personal, Address: addr },
      };
    },
  });
}

/** `/customer/addresses/add` and `/update`: the residential address on its own. */
export async function saveAddress(
  deps: Pick<CustomersPorts, 'customers' | 'ids'>,
  input: {
    principal: Principal;
    actor: Actor;
    customerId?: string | undefined;
    addressId?: string | undefined;
    address: Address;
  },
): Promise<Customer> {
  return changeCustomer(deps, {
    ...input,
    action: input.addressId ? 'Address updated' : 'Address added',
    change: (c) => {
      if (input.addressId === undefined && c.Address) {
        throw ruleBroken('CUSTOMER.ADDRESS_EXISTS', 'An address is already saved: update it instead.');
      }
      if (input.addressId !== undefined && c.Address?.AddressId !== input.addressId) {
        throw notFound('CUSTOMER.ADDRESS_NOT_FOUND', 'Address not found');
      }
      const addr = addressRecord(input.addressId ?? deps.ids.next(), input.address);
      return { after: { ...c, Address: addr }, part: 'Address', before: c.Address, now: addr };
    },
  });
}
