import { type ListAnswer, type MemberType, type Paging, paginate, ruleBroken } from '@ezc/domain';
import type { Actor, Item, Principal } from '@ezc/platform';
import { changeCustomer } from '../customers/change-customer';
import { customerRow } from '../customers/profile-view';
import type { CustomersPorts } from '../ports';

/**
 * `/customer/customers/find-all`: customers by name for staff, of a member type when given, and
 * matching the one search box when given: a word beginning each word of the name, or the beginning
 * of the identity number (NRIC, passport or SSM number, dashes aside) or of the e-mail. A page is
 * read from a key, or from the search keys of what was typed, whatever the number of customers.
 */
export async function listCustomers(
  deps: Pick<CustomersPorts, 'customers'>,
  input: Paging & { search?: string | undefined; memberType?: string | undefined },
) {
  const search = input.search?.trim() ? input.search.trim() : undefined;
  const page = await deps.customers.page({ search, memberType: input.memberType }, input);
  return { Data: page.Data.map(customerRow), Count: page.Count };
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

/**
 * `/customer/customers/get-activities`: every change to the record, newest first, for staff, and
 * how many there are; with `paging`, one page of them, reading the newest rows only as far as the
 * page (every read of the customer's documents is a row here too, so the history keeps growing).
 */
export async function customerActivities(
  deps: Pick<CustomersPorts, 'audit' | 'customers'>,
  customerId: string,
  paging?: Paging,
): Promise<ListAnswer<ReturnType<typeof activityView>>> {
  if (paging) {
    const { rows, count } = await deps.audit.latestHistory('Customer', customerId, paging.Page * paging.Rows);
    return { Data: paginate(rows, paging).Data.map(activityView), Count: count };
  }
  const rows = (await deps.audit.history('Customer', customerId)).map(activityView).reverse();
  return { Data: rows, Count: rows.length };
}

const activityView = (r: Item) => ({
  At: String(r.At),
  Activity: String(r.Activity),
  Remarks: String(r.Remarks ?? ''),
  IpAddress: String(r.IpAddress ?? ''),
  ActorName: String(r.ActorName ?? ''),
  ActorKind: String(r.ActorKind ?? ''),
  Changes: r.Changes ? (JSON.parse(String(r.Changes)) as Record<string, { from: unknown; to: unknown }>) : {},
});
