import { EKYC_BACK_TITLE, EKYC_FRONT_TITLE, invalid, notFound } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { Ekyc } from '../ekyc/ekyc-record';
import { type Person, personOf } from '../ekyc/person';
import { ekycRefusal } from '../ekyc/refusals';
import type { Media } from '../media/media';
import type { CustomersPorts } from '../ports';

const imageNotFound = () =>
  notFound('EKYC.DOCUMENT_NOT_FOUND', 'The identity document image was not found. Please upload it again.');

/** A customer's own media (theirs or their contact persons'), or a user's own under 'User'. */
const belongsTo = (m: Media, p: Person) =>
  p.ObjectType === 'Customer'
    ? m.CustomerId === p.ObjectId
    : m.ObjectType === p.ObjectType && m.ObjectId === p.ObjectId;

/**
 * `/EKYC/upload-documents`, eKYC step 1: the identity document's front and back, uploaded before as
 * media titled 'eKYC Front' and 'eKYC Back', become the eKYC's documents. Another person's image
 * answers like a missing one. A failed eKYC starts again here.
 */
export async function uploadEkycDocuments(
  deps: Pick<CustomersPorts, 'ekyc' | 'medias'>,
  input: { principal: Principal; actor: Actor; frontMediaId: string; backMediaId: string },
): Promise<Ekyc> {
  const person = personOf(input.principal);
  const [front, back] = await Promise.all([
    deps.medias.load(input.frontMediaId),
    deps.medias.load(input.backMediaId),
  ]);
  if (!front || !back || !belongsTo(front, person) || !belongsTo(back, person)) throw imageNotFound();
  if (front.Title !== EKYC_FRONT_TITLE || back.Title !== EKYC_BACK_TITLE) {
    throw invalid(
      'EKYC.WRONG_DOCUMENT',
      'FrontMediaId must be an eKYC Front image and BackMediaId an eKYC Back image.',
    );
  }
  const before = await deps.ekyc.ofOwner(person);
  return deps.ekyc.transition({
    before,
    event: { type: 'UPLOAD_DOCUMENTS' },
    refusal: ekycRefusal(before.value.Status, 'UPLOAD_DOCUMENTS'),
    set: { FrontMediaId: front.MediaId, BackMediaId: back.MediaId },
    action: 'eKYC documents uploaded',
    actor: input.actor,
    changes: { FrontMediaId: front.MediaId, BackMediaId: back.MediaId },
  });
}
