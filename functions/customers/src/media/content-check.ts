import { contentTypeOf, type DocumentRule, fileKinds, maxBytesOf } from '@ezc/domain';
import { type BlobBody, bodySize } from '@ezc/platform/blobs/blob-body';
import { inspectFile, mimeOf } from '@ezc/platform/uploads/file-content';
import { emptyFile, type MediaRefusal, tooLarge, wrongType } from './refusals';

/**
 * What a file is, judged by its name AND its bytes (spec §5): the extension must be one the
 * document takes, and the content must be what the extension says and nothing else (the
 * platform's one content check, uploads/file-content.ts). A renamed program, a PDF named .jpg, a
 * polyglot and a PDF with JavaScript are all refused with the document's type text.
 */
export type ContentVerdict =
  | { ok: true; extension: string; contentType: string }
  | { ok: false; refusal: MediaRefusal };

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

/**
 * Every check, on the file itself. `extension` is lower case, without its dot. `bytes` may be the
 * start of a video only (what the check reads of one, see checkedLength), with `size` its whole size.
 */
export async function checkContent(
  rule: DocumentRule,
  extension: string,
  bytes: BlobBody,
  size = bodySize(bytes),
): Promise<ContentVerdict> {
  const declared = checkDeclared(rule, extension, size);
  if (!declared.ok) {
    // The file was sent: a size refusal is about the body (413).
    return declared.refusal.code === 'MEDIA.TOO_LARGE'
      ? { ok: false, refusal: tooLarge(rule, true) }
      : declared;
  }
  if (inspectFile(bytes) !== mimeOf(extension)) return { ok: false, refusal: wrongType(rule.kind) };
  return { ok: true, extension, contentType: declared.contentType };
}
