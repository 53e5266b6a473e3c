/**
 * What a file's first bytes say it is, among the only types the product takes: JPEG, PNG, PDF
 * and MP4. Anything else — a program, an archive, a script, an unknown format — is `undefined`,
 * and so refused: an allow-list of signatures is stricter than naming every format there is, and
 * it keeps this function small enough to start fast (a general detector roughly doubled the
 * code the function compiles at a cold start).
 */
export interface DetectedType {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf' | 'video/mp4';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG: the 8-byte signature, then the IHDR chunk that must come first (RFC 2083 §3.1, §4.1.1). */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = ascii('IHDR');
/** JPEG: start-of-image and the first marker (JFIF, Exif or a table) of ISO/IEC 10918-1. */
const JPEG = [0xff, 0xd8, 0xff];
/** PDF: the header a PDF file begins with (ISO 32000-1 §7.5.2). */
const PDF = ascii('%PDF-');
/** MP4: an `ftyp` box first, with one of the ISO base media / MP4 brands (not QuickTime's `qt  `). */
const FTYP = ascii('ftyp');
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'msnv',
  'M4V ',
  'f4v ',
]);

export function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  if (startsWith(bytes, PNG) && startsWith(bytes, IHDR, 12)) return { mime: 'image/png' };
  if (startsWith(bytes, JPEG) && bytes.length > 3 && (bytes[3]! & 0xf0) >= 0xc0)
    return { mime: 'image/jpeg' };
  if (startsWith(bytes, PDF)) return { mime: 'application/pdf' };
  if (startsWith(bytes, FTYP, 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (MP4_BRANDS.has(brand)) return { mime: 'video/mp4' };
  }
  return undefined;
}
