import { EKYC_PARTY, ekycObjectTypes, type Paging, paginate } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { Ekyc } from '../ekyc/ekyc-record';
import { personOf } from '../ekyc/person';
import type { CustomersPorts } from '../ports';

/** The staff privilege that reviews applications, and with them every person's eKYC. */
export const EKYC_REVIEW_PRIVILEGE = 'Application - View Details';

export interface EkycSearch {
  ObjectId?: string | undefined;
  ObjectType?: string | undefined;
  EKYCParty?: string | undefined;
}

/** A filter value of '' or 'All' means no filter. */
const given = (v: string | undefined) =>
  v === undefined || v.trim() === '' || v === 'All' ? undefined : v.trim();

/**
 * `/ekyc/find-all`: eKYC records, newest first. Staff who review applications see everyone's, or
 * one person's (ObjectType and ObjectId) or one kind of person's; anyone else sees only their own,
 * whatever the search names. The kind and the party match ignoring case, the id exactly. Each page
 * is read from a key.
 */
export async function listEkyc(
  deps: Pick<CustomersPorts, 'ekyc'>,
  input: { principal: Principal; paging: Paging; search?: EkycSearch | undefined },
): Promise<{ Data: Ekyc[]; Count: number }> {
  const { principal, search } = input;
  const reviewer = principal.kind === 'staff' && principal.privileges.includes(EKYC_REVIEW_PRIVILEGE);
  const party = given(search?.EKYCParty);
  // Every record names the one identity provider: another party's list is empty.
  if (party !== undefined && party.toLowerCase() !== EKYC_PARTY.toLowerCase()) return { Data: [], Count: 0 };
  const objectType = ekycObjectTypes.find(
    (t) => t.toLowerCase() === given(search?.ObjectType)?.toLowerCase(),
  );
  if (given(search?.ObjectType) !== undefined && objectType === undefined) return { Data: [], Count: 0 };
  const objectId = given(search?.ObjectId);
  const own = reviewer ? undefined : personOf(principal);
  const wanted =
    own ??
    (objectId === undefined
      ? undefined
      : objectType !== undefined
        ? { ObjectType: objectType, ObjectId: objectId }
        : undefined);
  if (
    own &&
    ((objectType && objectType !== own.ObjectType) ||
      (objectId && objectId.toLowerCase() !== own.ObjectId.toLowerCase()))
  ) {
    return { Data: [], Count: 0 };
  }
  if (wanted) return deps.ekyc.page({ person: wanted }, input.paging);
  if (objectId !== undefined) {
    // An id without its kind: the customer's and the user's of that id, whichever there are.
    const pages = await Promise.all(
      ekycObjectTypes.map((t) =>
        deps.ekyc.page({ person: { ObjectType: t, ObjectId: objectId } }, { Rows: 1, Page: 1 }),
      ),
    );
    return paginate(
      pages.flatMap((p) => p.Data).sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt)),
      input.paging,
    );
  }
  return deps.ekyc.page({ objectType }, input.paging);
}
