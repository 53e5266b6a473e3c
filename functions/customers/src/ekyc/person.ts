import { type EkycObjectType, notFound } from '@ezc/domain';
import type { Principal } from '@ezc/platform';

/**
 * The signed-in person whose eKYC and saved signature these are: a customer (their customer
 * record) or a staff user (their account) — Company Signers and Attorneys use the same screens
 * for themselves (spec §2).
 */
export interface Person {
  ObjectType: EkycObjectType;
  ObjectId: string;
}

export function personOf(principal: Principal): Person {
  if (principal.kind === 'customer') {
    if (!principal.customerId) throw notFound('CUSTOMER.NOT_FOUND', 'Customer not found');
    return { ObjectType: 'Customer', ObjectId: principal.customerId };
  }
  return { ObjectType: 'User', ObjectId: principal.id };
}
