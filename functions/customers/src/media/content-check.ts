import { contentTypeOf, type DocumentRule, fileKinds, maxBytesOf } from '@ezc/domain';
import { type BlobBody, bodyHead, bodyIncludes, bodySize, bodyTail } from '@ezc/platform/blobs/blob-body';
import { detectFileType } from './detect-type';
import { emptyFile, type MediaRefusal, tooLarge, wrongType } from './refusals';

/**
 * What a file is, judged by its name AND its bytes (spec §5): the extension must be one the
 * document takes, the content must be what the extension says (its magic bytes, see
 * detect-type.ts), and an image must not carry a second document inside it. A renamed program, a
 * PDF named .jpg and a polyglot (a PNG header in front of a PDF) are all refused with the
 * document's type text.
 */
export type ContentVerdict =
  | { ok: true; extension: string; contentType: string }
  | { ok: false; refusal: MediaRefusal };

/** An accepted extension's content type as the detector names what it finds. */
const detectedAs: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

/** A PDF reader opens any file with this header in its first kilobyte, so no image may hold it. */
const PDF_HEADER = Buffer.from('%PDF-');
/** The last twelve bytes of every PNG: the empty IEND chunk and its CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** The checks that need only the name and the declared size (before a byte is sent). */
export function checkDeclared(
  rule: DocumentRule,
  extension: string,
  size: number,
): { ok: true; contentType: string } | { ok: false; refusal: MediaRefusal } {
  const contentType = contentTypeOf(extension);
  if (!contentType || !fileKinds[rule.kind].extensions.includes(extension)) {
    return { ok: false, refusal: wrongType(rule.kind) };
  }
  if (size <= 0) return { ok: false, refusal: emptyFile(rule.kind) };
  if (size > maxBytesOf(rule)) return { ok: false, refusal: tooLarge(rule, false) };
  return { ok: true, contentType };
}

/** Every check, on the file itself. `extension` is lower case, without its dot. */
export async function checkContent(
  rule: DocumentRule,
  extension: string,
  bytes: BlobBody,
): Promise<ContentVerdict> {
  const declared = checkDeclared(rule, extension, bodySize(bytes));
  if (!declared.ok) {
    // The file was sent: a size refusal is about the body (413).
    return declared.refusal.code === 'MEDIA.TOO_LARGE'
      ? { ok: false, refusal: tooLarge(rule, true) }
      : declared;
  }
  const detected = await detectFileType(bodyHead(bytes, 16));
  if (!detected || detected.mime !== detectedAs[extension])
    return { ok: false, refusal: wrongType(rule.kind) };
  if (detected.mime.startsWith('image/') && carriesAnotherDocument(bytes, detected.mime)) {
    return { ok: false, refusal: wrongType(rule.kind) };
  }
  return { ok: true, extension, contentType: declared.contentType };
}

/**
 * An image that is also something else: a PDF header anywhere in it, or for PNG anything after
 * the image's end. JPEGs may carry data after their end marker (phones add motion clips there), so
 * only the PDF header is looked for in them.
 */
function carriesAnotherDocument(bytes: BlobBody, mime: string): boolean {
  if (bodyIncludes(bytes, PDF_HEADER)) return true;
  if (mime === 'image/png') return !PNG_END.equals(bodyTail(bytes, PNG_END.length));
  return false;
}
