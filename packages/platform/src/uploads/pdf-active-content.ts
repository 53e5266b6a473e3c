import { constants, inflateSync } from 'node:zlib';

/**
 * Whether a PDF carries anything a reader would run or unpack: script, a program to launch, an
 * attached file, actions fired by opening a page or touching a field. A borrower's pay slip or bank
 * statement needs none of them, and a reviewer who opens the file must not run what it carries, so
 * such a PDF is refused (with the document's type text, spec §5).
 *
 * What it reads: every PDF name outside strings, comments and stream data, as a reader would
 * tokenise it, with `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), and the names inside
 * object streams (`/Type /ObjStm`, PDF 1.5), raw or Flate-compressed. Every dictionary of a PDF
 * lives in one of those two places, so every key that could start an action is seen.
 *
 * Stream data (page drawings, images, fonts) is skipped: it holds no dictionaries a reader would
 * act on, and random bytes there spell `/JS` followed by a delimiter about once in 250 MB, often
 * enough to refuse an honest scan now and then. A reader finds objects by their offsets, though,
 * and an object may sit inside another's stream data or string; so wherever an `obj` keyword
 * appears the tokeniser starts afresh, in whatever it was skipping.
 *
 * What it cannot see, and so refuses rather than guesses: an object stream it cannot read (a filter
 * other than Flate, predictors, damaged data, or a password-protected PDF, whose streams are
 * ciphertext), and object streams that inflate past the budget (a deflate bomb). It inflates with
 * a hard cap on the output, never more.
 *
 * What it does not look for: damage a reader's own parser might trip over without any action
 * (fonts, images), and `javascript:` addresses in links, which are strings, not names. Names
 * inside strings are not read: a reader does not act on them either.
 */

/** The names that make a PDF act. */
const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  // Script, and the name tree that runs it when the document opens.
  'JavaScript',
  'JS',
  // Additional actions: on opening or closing a page, on a form field's keystroke or focus, etc.
  'AA',
  // Starting a program or opening another file.
  'Launch',
  // Attached files, and the tree that lists them.
  'EmbeddedFile',
  'EmbeddedFiles',
  // Flash and 3D players, and XML forms whose scripts sit in compressed streams.
  'RichMedia',
  'XFA',
]);

/** The stream filters of ISO 32000-1 §7.4, full and abbreviated. */
const FILTERS: ReadonlySet<string> = new Set([
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'FlateDecode',
  'Fl',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'JBIG2Decode',
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'Crypt',
]);

/** The most the object streams of one file may inflate to, all together. */
export const OBJECT_STREAM_BUDGET = 32 * 1024 * 1024;

/** An active name is at most 13 characters; written all in `#xx` escapes, 39 bytes. */
const LONGEST_ACTIVE_NAME = 3 * 13;

export type PdfScan =
  | { ok: true }
  | { ok: false; reason: 'active-content'; name: string }
  | { ok: false; reason: 'unreadable-object-stream' | 'object-streams-too-large' };

const SLASH = 0x2f;
const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
/** ( ) < > [ ] { } / % */
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === SLASH ||
  c === 0x25;
const isRegular = (c: number) => !isWhite(c) && !isDelimiter(c);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39
    ? c - 0x30
    : c >= 0x41 && c <= 0x46
      ? c - 0x37
      : c >= 0x61 && c <= 0x66
        ? c - 0x57
        : -1;

const OBJ = Buffer.from('obj');
const END_STREAM = Buffer.from('endstream');

export function scanPdf(pdf: Uint8Array, budget = OBJECT_STREAM_BUDGET): PdfScan {
  const state = { inflateLeft: budget };
  return scan(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), state);
}

/**
 * Where a reader could find an object: each `obj` keyword (after the object's number, a space or a
 * comment's line end, or straight after the digits as lenient readers take it). The
 * cross-reference table may send a reader to any of them, whatever came before, so the tokeniser
 * starts afresh there, even inside what it was skipping as a string, a comment or stream data.
 */
function objectStarts(b: Buffer): number[] {
  const starts: number[] = [];
  for (let at = b.indexOf(OBJ); at >= 0; at = b.indexOf(OBJ, at + OBJ.length)) {
    const before = at > 0 ? b[at - 1]! : -1;
    const after = at + OBJ.length < b.length ? b[at + OBJ.length]! : -1;
    if ((isWhite(before) || isDigit(before)) && (after < 0 || !isRegular(after))) starts.push(at);
  }
  return starts;
}

function scan(b: Buffer, state: { inflateLeft: number }): PdfScan {
  const starts = objectStarts(b);
  let next = 0;
  let i = 0;
  /** The names of the current object so far: its stream's type and filters among them. */
  let names = new Set<string>();
  while (i < b.length) {
    // The end of this stretch: the next object's start.
    while (next < starts.length && starts[next]! <= i) next++;
    const end = next < starts.length ? starts[next]! : b.length;
    if (i === starts[next - 1]) names = new Set();
    while (i < end) {
      const c = b[i]!;
      if (isWhite(c) || c === 0x29 || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x3e) {
        i++;
      } else if (c === 0x25) {
        // A comment, to the end of the line.
        while (i < end && b[i] !== 10 && b[i] !== 13) i++;
      } else if (c === 0x28) {
        i = skipLiteralString(b, i, end);
      } else if (c === 0x3c) {
        if (b[i + 1] === 0x3c) i += 2;
        else while (i < end && b[i] !== 0x3e) i++;
      } else if (c === SLASH) {
        let j = i + 1;
        while (j < end && isRegular(b[j]!)) j++;
        if (j - i - 1 <= LONGEST_ACTIVE_NAME) {
          const name = decodeName(b.subarray(i + 1, j));
          if (ACTIVE_NAMES.has(name)) return { ok: false, reason: 'active-content', name };
          names.add(name);
        }
        i = j;
      } else {
        let j = i;
        while (j < end && isRegular(b[j]!)) j++;
        const keyword = j - i === 6 && b.toString('latin1', i, j) === 'stream';
        i = j;
        if (!keyword) continue;
        // The stream's data: from the end of the keyword's line to `endstream`.
        if (b[i] === 13 && b[i + 1] === 10) i += 2;
        else if (b[i] === 10 || b[i] === 13) i++;
        const found = b.indexOf(END_STREAM, i);
        const dataEnd = found >= 0 && found < end ? found : end;
        if (names.has('ObjStm')) {
          const inner = objectStream(b.subarray(i, dataEnd), names, state);
          if (!inner.ok) return inner;
        }
        i = dataEnd === end ? end : dataEnd + END_STREAM.length;
      }
    }
  }
  return { ok: true };
}

/** The objects of an object stream, scanned as the file is; refused when they cannot be read. */
function objectStream(
  data: Buffer,
  dictionary: ReadonlySet<string>,
  state: { inflateLeft: number },
): PdfScan {
  const filters = [...dictionary].filter((n) => FILTERS.has(n));
  if (filters.length === 0) return scan(data, state);
  const flateOnly = filters.every((f) => f === 'FlateDecode' || f === 'Fl');
  if (!flateOnly || dictionary.has('DecodeParms') || dictionary.has('DP')) {
    return { ok: false, reason: 'unreadable-object-stream' };
  }
  let inflated: Buffer;
  try {
    // A truncated stream gives what it holds, as readers take it; the output is capped.
    inflated = inflateSync(data, {
      maxOutputLength: Math.max(1, state.inflateLeft),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (e) {
    const tooLarge = e instanceof RangeError || (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    return { ok: false, reason: tooLarge ? 'object-streams-too-large' : 'unreadable-object-stream' };
  }
  state.inflateLeft -= inflated.length;
  if (state.inflateLeft <= 0) return { ok: false, reason: 'object-streams-too-large' };
  return scan(inflated, state);
}

/** Past a literal string: balanced parentheses, a backslash escaping the next byte. */
function skipLiteralString(b: Buffer, from: number, end: number): number {
  let depth = 0;
  for (let i = from; i < end; i++) {
    const c = b[i];
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return end;
}

/** A name's characters with `#xx` escapes decoded (ISO 32000-1 §7.3.5). */
function decodeName(raw: Buffer): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    const hi = c === 0x23 && i + 2 < raw.length ? hexValue(raw[i + 1]!) : -1;
    const lo = hi >= 0 ? hexValue(raw[i + 2]!) : -1;
    if (hi >= 0 && lo >= 0) {
      out += String.fromCharCode(hi * 16 + lo);
      i += 2;
    } else {
      out += String.fromCharCode(c);
    }
  }
  return out;
}
