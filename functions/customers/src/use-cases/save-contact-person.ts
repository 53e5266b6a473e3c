import { type ContactPersonInput, notFound, ruleBroken } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import type { ContactPerson, Customer } from '../customers/customer';
import { customerFor } from '../customers/customer-access';
import type { CustomersPorts } from '../ports';
import { companyFirst, MAX_CONTACT_PERSONS } from './save-company';
import { wrongType } from './save-personal-info';

/**
 * `/customers/company/contact-persons/add` and `/update`. One contact person is the default
 * (`IsDefaultYN` 'Y'): marking another as default unmarks the previous one, and the first one
 * saved is the default whatever it says. Saving the default at step 2 completes the step.
 */
export async function saveContactPerson(
  deps: Pick<CustomersPorts, 'customers' | 'ids'>,
  input: {
    principal: Principal;
    actor: Actor;
    customerId?: string | undefined;
    contactPersonId?: string | undefined;
    person: ContactPersonInput;
  },
): Promise<{ customer: Customer; person: ContactPerson }> {
  let saved: ContactPerson | undefined;
  const customer = await changeCustomer(deps, {
    ...input,
    action: input.contactPersonId ? 'Contact person updated' : 'Contact person added',
    completesStep: (c) => {
      const willBeDefault = input.person.IsDefaultYN === 'Y' || c.ContactPersons.length === 0;
      return willBeDefault ? 2 : undefined;
    },
    change: (c) => {
      if (c.AccountType !== 'corporate') throw wrongType('corporate');
      if (!c.Company) throw companyFirst();
      const existing = input.contactPersonId
        ? c.ContactPersons.find((p) => p.ContactPersonId === input.contactPersonId)
        : undefined;
      if (input.contactPersonId && !existing) {
        throw notFound('CUSTOMER.CONTACT_PERSON_NOT_FOUND', 'Contact person not found');
      }
      if (!existing && c.ContactPersons.length >= MAX_CONTACT_PERSONS) {
        throw ruleBroken(
          'CUSTOMER.TOO_MANY_CONTACT_PERSONS',
          `A company may have at most ${MAX_CONTACT_PERSONS} contact persons.`,
        );
      }
      const onlyOne = c.ContactPersons.length === 0 || (existing && c.ContactPersons.length === 1);
      const isDefault = input.person.IsDefaultYN === 'Y' || onlyOne ? 'Y' : 'N';
      if (existing?.IsDefaultYN === 'Y' && isDefault === 'N') {
        throw ruleBroken(
          'CUSTOMER.DEFAULT_CONTACT_REQUIRED',
          'A company needs a default contact person: mark another one as default instead.',
        );
      }
      const { IdType, ...fields } = input.person;
      const person: ContactPerson = {
        ContactPersonId: existing?.ContactPersonId ?? deps.ids.next(),
        CustomerId: c.CustomerId,
        ...fields,
        IdType,
        IsDefaultYN: isDefault,
      };
      saved = person;
      const kept = c.ContactPersons.map((p) => {
        if (p.ContactPersonId === person.ContactPersonId) return person;
        return isDefault === 'Y' ? { ...p, IsDefaultYN: 'N' as const } : p;
      });
      const ContactPersons = existing ? kept : [...kept, person];
      return {
        after: { ...c, ContactPersons },
        part: `ContactPerson.${person.ContactPersonId}`,
        before: existing,
        now: person,
      };
    },
  });
  return { customer, person: saved! };
}

/** `/customers/company/contact-persons/find-all`, filtered by `IsDefaultYN` when given. */
export async function listContactPersons(
  deps: Pick<CustomersPorts, 'customers'>,
  input: { principal: Principal; customerId?: string | undefined; isDefault?: 'Y' | 'N' | undefined },
): Promise<ContactPerson[]> {
  const loaded = await customerFor(deps.customers, input.principal, input.customerId);
  return loaded.value.ContactPersons.filter((p) => !input.isDefault || p.IsDefaultYN === input.isDefault);
}
