import { type MediaObjectType, notFound } from '@ezc/domain';
import { forbidden, ownedOrNotFound, type Principal } from '@ezc/platform';
import type { Customers } from '../customers/customer';
import { CUSTOMER_READERS } from '../customers/customer-access';
import type { Media } from './media';
import { loanDocumentsNotHere } from './refusals';

/**
 * Who may see and change documents. A customer reaches the documents of their own record and of
 * its contact persons; anyone reaches those of their own account (`User`: a Company Signer's or an
 * Attorney's eKYC images and signature). Staff who read customer records (CUSTOMER_READERS) read
 * a customer's documents for review; only an Admin deletes them, and only the owner uploads.
 * Another customer's documents answer exactly like missing ones (404).
 */

export const mediaNotFound = () => notFound('MEDIA.NOT_FOUND', 'Media not found');
export const objectNotFound = () =>
  notFound('MEDIA.OBJECT_NOT_FOUND', 'The record these documents belong to was not found.');

/** The object a request names, with the customer who owns it (if one does). */
export interface MediaOwner {
  objectType: Exclude<MediaObjectType, 'LoanNo'>;
  objectId: string;
  customerId?: string;
}

const isAdmin = (p: Principal) => p.kind === 'staff' && p.roles.includes('Admin');
const readsCustomers = (p: Principal) =>
  p.kind === 'staff' && CUSTOMER_READERS.some((r) => p.roles.includes(r));

/** Whether the caller is the object's owner: its customer, or the account itself. */
function owns(p: Principal, o: { ObjectType: string; ObjectId: string; CustomerId?: string | undefined }) {
  if (o.ObjectType === 'User') return o.ObjectId === p.id;
  return p.kind === 'customer' && p.customerId !== undefined && o.CustomerId === p.customerId;
}

/**
 * The owner of the object a caller uploads to or lists: checked against the caller (a customer's
 * own record or contact person, or the caller's own account). A customer naming someone else's
 * object gets 404; loan documents are refused for now.
 */
export async function resolveOwner(
  deps: { customers: Pick<Customers, 'load' | 'ownerOfContactPerson'> },
  principal: Principal,
  objectType: MediaObjectType,
  objectId: string,
): Promise<MediaOwner> {
  switch (objectType) {
    case 'LoanNo':
      throw loanDocumentsNotHere();
    case 'User': {
      // An account's own documents; staff other than the account itself see them only as Admin.
      if (objectId !== principal.id && !isAdmin(principal)) throw objectNotFound();
      return {
        objectType,
        objectId,
        ...(principal.kind === 'customer' && objectId === principal.id && principal.customerId
          ? { customerId: principal.customerId }
          : {}),
      };
    }
    case 'Customer': {
      if (principal.kind === 'customer') {
        ownedOrNotFound(principal, { CustomerId: objectId }, objectNotFound);
        return { objectType, objectId, customerId: objectId };
      }
      if (!(await deps.customers.load(objectId))) throw objectNotFound();
      return { objectType, objectId, customerId: objectId };
    }
    case 'ContactPerson': {
      const customerId =
        principal.kind === 'customer'
          ? await contactPersonOf(deps.customers, principal.customerId, objectId)
          : await deps.customers.ownerOfContactPerson(objectId);
      if (!customerId) throw objectNotFound();
      return { objectType, objectId, customerId };
    }
  }
}

async function contactPersonOf(
  customers: Pick<Customers, 'load'>,
  customerId: string | undefined,
  contactPersonId: string,
): Promise<string | undefined> {
  if (!customerId) return undefined;
  const loaded = await customers.load(customerId);
  return loaded?.value.ContactPersons.some((c) => c.ContactPersonId === contactPersonId)
    ? customerId
    : undefined;
}

/** Reading (listing, downloading) an owner's documents. */
export function assertMayRead(principal: Principal, owner: MediaOwner): void {
  if (
    owns(principal, { ObjectType: owner.objectType, ObjectId: owner.objectId, CustomerId: owner.customerId })
  )
    return;
  if (principal.kind === 'customer') throw objectNotFound();
  if (owner.objectType === 'User' ? isAdmin(principal) : readsCustomers(principal)) return;
  throw forbidden();
}

/** Uploading: only the owner. */
export function mayUpload(principal: Principal, owner: MediaOwner): boolean {
  return owns(principal, {
    ObjectType: owner.objectType,
    ObjectId: owner.objectId,
    CustomerId: owner.customerId,
  });
}

/** A media row the caller may read, or the error to answer. */
export function readable(principal: Principal, media: Media | undefined): Media {
  const found = principal.kind === 'customer' ? ownedOrNotFound(principal, media, mediaNotFound) : media;
  if (!found) throw mediaNotFound();
  if (owns(principal, found)) return found;
  if (principal.kind === 'customer') throw mediaNotFound();
  if (found.ObjectType === 'User') {
    if (isAdmin(principal)) return found;
    throw mediaNotFound();
  }
  if (readsCustomers(principal)) return found;
  throw forbidden();
}

/** A media row the caller may delete: the owner's, or any customer's for an Admin. */
export function deletable(principal: Principal, media: Media | undefined): Media {
  const found = readable(principal, media);
  if (owns(principal, found) || isAdmin(principal)) return found;
  throw forbidden('Only the owner or an Admin can delete this document.');
}
