import { type BankAccount, notFound, ruleBroken } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import type { Customer } from '../customers/customer';
import type { CustomersPorts } from '../ports';

/**
 * `/customer/banks/add` and `/update`: the account loans are disbursed to. For a company this
 * is onboarding step 3; an individual saves it in step 3 before the employment.
 */
export async function saveBank(
  deps: Pick<CustomersPorts, 'customers' | 'ids'>,
  input: {
    principal: Principal;
    actor: Actor;
    customerId?: string | undefined;
    bankId?: string | undefined;
    bank: BankAccount;
  },
): Promise<Customer> {
  return changeCustomer(deps, {
    ...input,
    action: input.bankId ? 'Bank account updated' : 'Bank account added',
    completesStep: (c) => (c.AccountType === 'corporate' ? 3 : undefined),
    change: (c) => {
      if (input.bankId === undefined && c.Bank) {
        throw ruleBroken('CUSTOMER.BANK_EXISTS', 'A bank account is already saved: update it instead.');
      }
      if (input.bankId !== undefined && c.Bank?.BankId !== input.bankId) {
        throw notFound('CUSTOMER.BANK_NOT_FOUND', 'Bank account not found');
      }
      const { OtherBank, Branch, ...rest } = input.bank;
      const bank = {
        BankId: input.bankId ?? deps.ids.next(),
        ...rest,
        ...(OtherBank ? { OtherBank } : {}),
        ...(Branch ? { Branch } : {}),
      };
      return { after: { ...c, Bank: bank }, part: 'Bank', before: c.Bank, now: bank };
    },
  });
}
