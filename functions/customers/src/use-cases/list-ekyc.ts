import type { Paging } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { Ekyc } from '../ekyc/ekyc-record';
import { personOf, samePerson } from '../ekyc/person';
import type { CustomersPorts } from '../ports';

/** The staff privilege that reviews applications, and with them every person's eKYC. */
export const EKYC_REVIEW_PRIVILEGE = 'Application - View Details';

export interface EkycSearch {
  ObjectId?: string | undefined;
  ObjectType?: string | undefined;
  EKYCParty?: string | undefined;
}

/** A filter value of '' or 'All' means no filter; the others match whole values, ignoring case. */
const matches = (actual: string, wanted: string | undefined) =>
  wanted === undefined ||
  wanted === '' ||
  wanted === 'All' ||
  actual.toLowerCase() === wanted.trim().toLowerCase();

/**
 * `/ekyc/find-all`: eKYC records, newest first. Staff who review applications see everyone's;
 * anyone else sees only their own, whatever the search names.
 */
export async function listEkyc(
  deps: Pick<CustomersPorts, 'ekyc'>,
  input: { principal: Principal; paging: Paging; search?: EkycSearch | undefined },
): Promise<{ Data: Ekyc[]; Count: number }> {
  const { principal, search } = input;
  const reviewer = principal.kind === 'staff' && principal.privileges.includes(EKYC_REVIEW_PRIVILEGE);
  const own = reviewer ? undefined : personOf(principal);
  return deps.ekyc.page(
    input.paging,
    (e) =>
      (own === undefined || samePerson(e, own)) &&
      matches(e.ObjectId, search?.ObjectId) &&
      matches(e.ObjectType, search?.ObjectType) &&
      matches(e.EKYCParty, search?.EKYCParty),
  );
}
