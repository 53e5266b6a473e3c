import { noSignature } from '@ezc/domain';
import { readSignatureImage } from '@ezc/platform/uploads/signature-image';
import type { PeopleReader, PersonKind, SavedSignature } from '../../parties/people-reader';

/** How a signer gives their signature: drawn now (base64 PNG/JPEG), or their saved one. */
export interface SignatureChoice {
  SignatureFile?: string | undefined;
  UseSavedSignature?: boolean | undefined;
}

/**
 * The image to stamp: the drawn one, else the saved one; refused when there is neither. A drawn
 * image is checked as a saved one is (by its bytes, within 2 MB): it goes into the agreement.
 */
export async function signatureImage(
  people: Pick<PeopleReader, 'savedSignature'>,
  signer: { kind: PersonKind; id: string },
  choice: SignatureChoice,
): Promise<SavedSignature> {
  if (choice.SignatureFile) {
    const drawn = await readSignatureImage(choice.SignatureFile);
    return { bytes: drawn.bytes, type: drawn.extension };
  }
  const saved = await people.savedSignature(signer.kind, signer.id);
  if (!saved) throw noSignature();
  return saved;
}
