import { DomainError, notFound } from '@ezc/domain';
import { ownedOrNotFound, type Principal } from '@ezc/platform';
import type { Customers, LoadedCustomer } from './customer';

export const customerNotFound = () => notFound('CUSTOMER.NOT_FOUND', 'Customer not found');

/** Staff roles that read customer records (review, disbursement, operations). */
export const CUSTOMER_READERS = ['Admin', 'Risk Team', 'Finance Team', 'Staff'] as const;
/** Staff roles that may correct a customer's record on their behalf. */
export const CUSTOMER_EDITORS = ['Admin', 'Risk Team', 'Staff'] as const;

/**
 * The customer record a request is about: a borrower's own (they need not name it), or for staff
 * the one they name. A borrower naming another customer's record is answered exactly like a
 * missing one (404), never with their own record in its place.
 */
export async function customerFor(
  customers: Pick<Customers, 'load'>,
  principal: Principal,
  requestedId: string | undefined,
): Promise<LoadedCustomer> {
  if (principal.kind === 'customer' && requestedId && requestedId !== principal.customerId) {
    throw customerNotFound();
  }
  const id = principal.kind === 'customer' ? principal.customerId : requestedId;
  if (!id) {
    throw new DomainError('validation', 'CUSTOMER.ID_REQUIRED', 'CustomerId: This field is required.');
  }
  const loaded = await customers.load(id);
  ownedOrNotFound(principal, loaded?.value, customerNotFound);
  return loaded!;
}

/** Values an audit row shows only in part: identity and account numbers. */
const MASKED = new Set(['NRIC', 'PassportNo', 'AccountNo']);
const mask = (v: unknown) =>
  typeof v === 'string' && v.length > 4 ? `${'•'.repeat(v.length - 4)}${v.slice(-4)}` : v;

/**
 * What changed between two versions of a part of the record, field by field (nested parts by
 * dotted path), for the audit row; identity and account numbers are masked.
 */
export function changesBetween(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  prefix = '',
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const key of keys) {
    const a = before?.[key];
    const b = after[key];
    if (b !== null && typeof b === 'object' && !Array.isArray(b)) {
      Object.assign(
        out,
        changesBetween(
          a as Record<string, unknown> | undefined,
          b as Record<string, unknown>,
          `${prefix}${key}.`,
        ),
      );
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      out[`${prefix}${key}`] = MASKED.has(key) ? { from: mask(a), to: mask(b) } : { from: a, to: b };
    }
  }
  return out;
}
