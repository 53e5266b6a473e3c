import type { Principal } from './types';

/** An object a customer may own: its customer record's id. */
export interface Owned {
  CustomerId?: string | undefined;
}

/**
 * Object-level access, the check every route that takes an object's id makes (API Security Top
 * 10, API1: broken object level authorization). A customer reaches only objects of their own
 * customer record; staff and the service account reach objects through the privileges their
 * route's access rule already checked. Another customer's object is answered exactly like a
 * missing one — the same 404 and message — so its existence is not revealed.
 */
export function ownedOrNotFound<T extends Owned>(
  principal: Principal,
  object: T | undefined,
  notFound: () => Error,
): T {
  if (!object) throw notFound();
  if (principal.kind !== 'customer') return object;
  if (!principal.customerId || object.CustomerId !== principal.customerId) throw notFound();
  return object;
}

/** For listings: keeps only what the caller may see (a customer's own objects; all for staff). */
export function visibleTo<T extends Owned>(principal: Principal, objects: readonly T[]): T[] {
  if (principal.kind !== 'customer') return [...objects];
  return objects.filter((o) => principal.customerId !== undefined && o.CustomerId === principal.customerId);
}
