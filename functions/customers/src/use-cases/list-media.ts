import { DomainError, type MediaObjectType, type Paging, paginate } from '@ezc/domain';
import { type Principal, visibleTo } from '@ezc/platform';
import { type MediaView, mediaView } from '../media/media';
import { assertMayRead, resolveOwner } from '../media/media-access';
import type { CustomersPorts } from '../ports';

export interface MediaQuery {
  ObjectType?: MediaObjectType | undefined;
  ObjectId?: string | undefined;
  Title?: string | undefined;
}

/**
 * `GET /medias`: the documents kept under one object, oldest first. A customer who names no
 * object gets their own record's; staff name the object. Another customer's object is answered
 * like a missing one (404).
 */
export async function listMedia(
  deps: Pick<CustomersPorts, 'customers' | 'medias'>,
  input: { principal: Principal; query: MediaQuery; paging: Paging },
): Promise<{ Data: MediaView[]; Count: number }> {
  const { principal, query } = input;
  const objectType = query.ObjectType ?? (principal.kind === 'customer' ? 'Customer' : undefined);
  const objectId = query.ObjectId ?? (objectType === 'Customer' ? principal.customerId : undefined);
  if (!objectType || !objectId) {
    throw new DomainError(
      'validation',
      'MEDIA.OBJECT_REQUIRED',
      'ObjectType and ObjectId: say whose documents to list.',
    );
  }
  const owner = await resolveOwner(deps, principal, objectType, objectId);
  assertMayRead(principal, owner);
  const rows = await deps.medias.listOf(owner.objectType, owner.objectId, query.Title || undefined);
  return paginate(visibleTo(principal, rows).map(mediaView), input.paging);
}
