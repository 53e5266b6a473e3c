import {
  DomainError,
  SIGNATURE_FAILED,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_MB,
  SIGNATURE_SIZE_TEXT,
  SIGNATURE_TYPE_TEXT,
} from '@ezc/domain';
import { inspectFile } from './file-content';

/**
 * A signature image as received and checked: its bytes and what they really are. The saved
 * signature (customers) and the one drawn while signing an agreement (signing) are read here alike.
 */
export interface SignatureImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

export const unreadableSignature = () =>
  new DomainError('validation', 'SIGNATURE.INVALID_FILE', SIGNATURE_FAILED);
export const signatureTypeRefused = () =>
  new DomainError('validation', 'SIGNATURE.TYPE_NOT_ALLOWED', SIGNATURE_TYPE_TEXT);
export const signatureTooLarge = () =>
  new DomainError('validation', 'SIGNATURE.TOO_LARGE', SIGNATURE_SIZE_TEXT, { maxMb: SIGNATURE_MAX_MB });

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const declaredTypes = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/**
 * Reads `SignatureFile` (a data URL or bare base64 of a PNG or JPEG, as the drawing pad and the
 * file picker give it) and checks it by content, never by the name or the declared type: the bytes
 * must be a PNG or JPEG from start to end (a PNG ends with its IEND chunk, a JPEG with its
 * end-of-image marker) and carry no PDF or archive, so a renamed program, a file with an image
 * header stuck on or an image hiding a document is refused.
 */
export async function readSignatureImage(signatureFile: string): Promise<SignatureImage> {
  const text = signatureFile.trim();
  const prefix = DATA_URL.exec(text);
  const declared = prefix?.[1]?.toLowerCase();
  const payload = (prefix ? text.slice(prefix[0].length) : text).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) throw unreadableSignature();
  // Refused before decoding: the decoded size is known from the length.
  if (Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0) > SIGNATURE_MAX_BYTES) {
    throw signatureTooLarge();
  }
  const bytes = new Uint8Array(Buffer.from(payload, 'base64'));
  if (bytes.length === 0) throw unreadableSignature();
  if (bytes.length > SIGNATURE_MAX_BYTES) throw signatureTooLarge();
  if (declared !== undefined && !declaredTypes.has(declared)) throw signatureTypeRefused();

  // The platform's one content check (no PDF or archive inside), then the image's own end.
  const mime = inspectFile(bytes);
  if (mime === 'image/png') return { bytes, contentType: 'image/png', extension: 'png' };
  if (mime === 'image/jpeg' && endsWithJpegEnd(bytes)) {
    return { bytes, contentType: 'image/jpeg', extension: 'jpg' };
  }
  throw signatureTypeRefused();
}

/** Some encoders pad after the end-of-image marker with zero bytes; nothing else may follow it. */
function endsWithJpegEnd(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end >= 2 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}
