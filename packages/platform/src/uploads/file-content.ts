import { type BlobBody, bodyHead, bodyIncludes, bodyTail, joinBody } from '../blobs/blob-body';
import { type DetectedType, detectFileType } from './detect-type';
import { scanPdf } from './pdf-active-content';

/**
 * The one content check every upload path uses (documents, upload links, payment receipts,
 * application documents, stamp and disbursement receipts, signatures, videos and recordings):
 * what a file is by its bytes, and only if it is wholly that. Its first bytes must be one of the
 * four types the product takes (detect-type.ts), and the file must be that and nothing else: no
 * image carrying a second document, no file that is also a zip archive, no PDF cut short or
 * carrying script, actions or attachments (pdf-active-content.ts), no video a PDF reader opens.
 * A renamed program, a polyglot (a PNG header in front of a PDF, a JPEG or a PDF with a JAR
 * behind it) and a PDF with JavaScript all answer `undefined`.
 *
 * It only reads bytes; each context answers a refusal in its own words (the spec's texts).
 */
export type FileMime = DetectedType['mime'];

/** The content type of each extension the product takes, as the check names what it finds. */
export const mimeOfExtension = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
} as const satisfies Record<string, FileMime>;
export type FileExtension = keyof typeof mimeOfExtension;

/** An extension's content type, for one the product takes (lower case, no dot). */
export const mimeOf = (extension: string): FileMime | undefined =>
  Object.hasOwn(mimeOfExtension, extension) ? mimeOfExtension[extension as FileExtension] : undefined;

/** A PDF reader opens any file with this header in its first kilobyte, so no image may hold it. */
const PDF_HEADER = Buffer.from('%PDF-');
/** The last twelve bytes of every PNG: the empty IEND chunk and its CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
/** A PDF ends with this marker; readers look for it in the last kilobyte (ISO 32000-1 §7.5.5). */
const PDF_END = Buffer.from('%%EOF');
const PDF_END_WINDOW = 1024;
/**
 * A zip archive (a JAR, an .docx) is read from its end: the end-of-central-directory record in
 * the last 64 KiB and 22 bytes (its comment may be up to 65,535 bytes), which names the central
 * directory, whose entries begin with their own signature.
 */
const ZIP_END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_DIRECTORY_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const ZIP_END_WINDOW = 22 + 65_535;

/**
 * How much of a file of this type the check reads: of a video its first kilobyte only (where a PDF
 * reader would find a document; a recording may be hundreds of MB), of anything else all of it.
 */
export const checkedLength = (mime: FileMime): number =>
  mime === 'video/mp4' ? PDF_END_WINDOW : Number.POSITIVE_INFINITY;

/** What the file is, when it is only that; `undefined` for anything the product does not take. */
export function inspectFile(bytes: BlobBody): FileMime | undefined {
  const detected = detectFileType(bodyHead(bytes, 16));
  if (!detected || !isOnly(bytes, detected.mime)) return undefined;
  return detected.mime;
}

/** Whether the file is only what its first bytes say, and nothing a reader would run. */
function isOnly(bytes: BlobBody, mime: FileMime): boolean {
  switch (mime) {
    case 'image/jpeg':
    case 'image/png':
      return !carriesAnotherDocument(bytes, mime) && !isZipArchive(bytes);
    case 'application/pdf':
      // The PDF is read whole here, once: at most its document's limit (a few MB).
      return (
        bodyIncludes(bodyTail(bytes, PDF_END_WINDOW), PDF_END) &&
        !isZipArchive(bytes) &&
        scanPdf(joinBody(bytes)).ok
      );
    case 'video/mp4':
      // A PDF reader takes any file with a PDF header in its first kilobyte.
      return !bodyIncludes(bodyHead(bytes, PDF_END_WINDOW), PDF_HEADER);
  }
}

/**
 * An image that is also something else: a PDF header anywhere in it, or for PNG anything after
 * the image's end. JPEGs may carry data after their end marker (phones add motion clips there), so
 * only the PDF header is looked for in them.
 */
function carriesAnotherDocument(bytes: BlobBody, mime: FileMime): boolean {
  if (bodyIncludes(bytes, PDF_HEADER)) return true;
  if (mime === 'image/png') return !PNG_END.equals(bodyTail(bytes, PNG_END.length));
  return false;
}

/**
 * A zip archive behind the file (a GIFAR-like JPEG with a JAR appended, a PDF that opens as a zip):
 * the end record where zip readers look for it, and a central directory entry. Both signatures turn
 * up by chance in about one 5 MB file in fifty million.
 */
function isZipArchive(bytes: BlobBody): boolean {
  return (
    bodyIncludes(bodyTail(bytes, ZIP_END_WINDOW), ZIP_END_OF_DIRECTORY) &&
    bodyIncludes(bytes, ZIP_DIRECTORY_ENTRY)
  );
}
