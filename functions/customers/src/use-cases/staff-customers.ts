import { type MemberType, matchesSearch, type Paging, paginate, ruleBroken } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import { customerRow } from '../customers/profile-view';
import type { CustomersPorts } from '../ports';

/**
 * `/customer/customers/find-all`: customers by name, IC number (NRIC, passport or SSM number) or
 * e-mail, for staff, newest first within a name.
 */
export async function listCustomers(
  deps: Pick<CustomersPorts, 'customers'>,
  input: Paging & { search?: string | undefined; memberType?: string | undefined },
) {
  const rows = (await deps.customers.list()).map(customerRow);
  const term = input.search?.trim().toLowerCase().replace(/-/g, '');
  const found = rows.filter(
    (r) =>
      matchesSearch(r, { MemberType: input.memberType }) &&
      (!term ||
        r.FullName.toLowerCase().includes(term) ||
        r.Email.includes(term) ||
        r.IdNo.toLowerCase().replace(/-/g, '').includes(term)),
  );
  return paginate(found, input);
}

/** `/customer/customers/update`: staff change an individual's member type (a company stays one). */
export async function updateMemberType(
  deps: Pick<CustomersPorts, 'customers'>,
  input: {
    principal: Principal;
    actor: Actor;
    customerId: string;
    memberType: Exclude<MemberType, 'Company'>;
  },
) {
  return changeCustomer(deps, {
    ...input,
    action: 'Member type changed',
    change: (c) => {
      if (c.AccountType === 'corporate') {
        throw ruleBroken('CUSTOMER.COMPANY_MEMBER_TYPE', "A company's member type is always Company.");
      }
      return {
        after: { ...c, MemberType: input.memberType },
        part: 'Customer',
        before: { MemberType: c.MemberType },
        now: { MemberType: input.memberType },
      };
    },
  });
}

/** `/customer/customers/get-activities`: every change to the record, newest first, for staff. */
export async function customerActivities(
  deps: Pick<CustomersPorts, 'audit' | 'customers'>,
  customerId: string,
) {
  const rows = await deps.audit.history('Customer', customerId);
  return rows
    .map((r) => ({
      At: String(r.At),
      Activity: String(r.Activity),
      Remarks: String(r.Remarks ?? ''),
      IpAddress: String(r.IpAddress ?? ''),
      ActorName: String(r.ActorName ?? ''),
      ActorKind: String(r.ActorKind ?? ''),
      Changes: r.Changes
        ? (JSON.parse(String(r.Changes)) as Record<string, { from: unknown; to: unknown }>)
        : {},
    }))
    .reverse();
}
