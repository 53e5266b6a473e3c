import { noSignature, signatureUnreadable } from '@ezc/domain';
import type { PeopleReader, PersonKind, SavedSignature } from '../../parties/people-reader';

/** How a signer gives their signature: drawn now (base64 PNG/JPEG), or their saved one. */
export interface SignatureChoice {
  SignatureFile?: string | undefined;
  UseSavedSignature?: boolean | undefined;
}

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** A drawn image, read from its first bytes (a data URL's prefix is allowed), or undefined. */
export function drawnSignature(file: string): SavedSignature | undefined {
  const base64 = file.replace(/^data:image\/[a-z]+;base64,/, '');
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length < 8) return undefined;
  if (startsWith(bytes, PNG)) return { bytes, type: 'png' };
  if (startsWith(bytes, JPEG)) return { bytes, type: 'jpg' };
  return undefined;
}

/** The image to stamp: the drawn one, else the saved one; refused when there is neither. */
export async function signatureImage(
  people: Pick<PeopleReader, 'savedSignature'>,
  signer: { kind: PersonKind; id: string },
  choice: SignatureChoice,
): Promise<SavedSignature> {
  if (choice.SignatureFile) {
    const drawn = drawnSignature(choice.SignatureFile);
    if (!drawn) throw signatureUnreadable();
    return drawn;
  }
  const saved = await people.savedSignature(signer.kind, signer.id);
  if (!saved) throw noSignature();
  return saved;
}
