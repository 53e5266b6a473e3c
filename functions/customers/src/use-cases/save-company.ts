import { type CompanyInfo, ruleBroken } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import type { Customer } from '../customers/customer';
import type { CustomersPorts } from '../ports';
import { wrongType } from './save-personal-info';

/** `/customer/company/update`: a company's details (onboarding step 2, with its contact person). */
export async function saveCompany(
  deps: Pick<CustomersPorts, 'customers' | 'ids'>,
  input: { principal: Principal; actor: Actor; customerId?: string | undefined; company: CompanyInfo },
): Promise<Customer> {
  return changeCustomer(deps, {
    ...input,
    action: 'Company details saved',
    change: (c) => {
      if (c.AccountType !== 'corporate') throw wrongType('corporate');
      const { BusinessAddress, FaxNo, ...rest } = input.company;
      const company = {
        CompanyId: c.Company?.CompanyId ?? deps.ids.next(),
        ...rest,
        ...(FaxNo ? { FaxNo } : {}),
        BusinessAddress: {
          AddressId: c.Company?.BusinessAddress.AddressId ?? deps.ids.next(),
          ...BusinessAddress,
        },
      };
      return {
        after: { ...c, FullName: company.CompanyName, Company: company },
        part: 'Company',
        before: c.Company,
        now: company,
      };
    },
  });
}

/** A company's contact persons are few: a default one and a handful of others. */
export const MAX_CONTACT_PERSONS = 10;

export const companyFirst = () =>
  ruleBroken('CUSTOMER.COMPANY_FIRST', 'Save the company information before its contact person.');
