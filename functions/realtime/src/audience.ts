import type { Principal } from '@ezc/platform';

/**
 * Who a connection listens as. A borrower hears about their own customer's objects; staff hear
 * about every object their privileges let them list, so they share one audience for now.
 */
export const STAFF_AUDIENCE = 'STAFF';

export function audienceOf(principal: Principal): string {
  if (principal.kind === 'customer') return `CUSTOMER#${principal.customerId ?? principal.id}`;
  return STAFF_AUDIENCE;
}

/** The audiences that may see a change to an object owned by `customerId`. */
export function audiencesFor(customerId: string | undefined): string[] {
  return customerId ? [STAFF_AUDIENCE, `CUSTOMER#${customerId}`] : [STAFF_AUDIENCE];
}
