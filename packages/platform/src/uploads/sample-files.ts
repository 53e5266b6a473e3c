import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small, real files of each kind a document takes, and the impostors the content check must
 * refuse: for the media tests and journeys (never bundled with the function).
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A 1×1 RGB image header. */
const ihdr = (() => {
  const h = Buffer.alloc(13);
  h.writeUInt32BE(1, 0);
  h.writeUInt32BE(1, 4);
  h[8] = 8;
  h[9] = 2;
  return pngChunk('IHDR', h);
})();
const idat = pngChunk('IDAT', deflateSync(Buffer.from([0, 0x1f, 0x6f, 0xb4])));
const iend = pngChunk('IEND', Buffer.alloc(0));

/**
 * A valid 1×1 PNG; `text` goes into a tEXt chunk after the image data (to make a file
 * recognisable, or of a given size), where readers look for the image before it.
 */
export function samplePng(text = ''): Buffer {
  const extra = text ? [pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))] : [];
  return Buffer.concat([PNG_SIGNATURE, ihdr, idat, ...extra, iend]);
}

/** A minimal baseline JPEG (SOI, JFIF header, a comment, EOI). */
export function sampleJpeg(comment = 'sample'): Buffer {
  const com = Buffer.from(comment, 'latin1');
  const comLength = Buffer.alloc(2);
  comLength.writeUInt16BE(com.length + 2);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
    Buffer.from([0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xfe]),
    comLength,
    com,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-page PDF; `text` is in its content stream (uncompressed, so a test can look for it). */
export function samplePdf(text = 'Sample document'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R>> endobj',
      `4 0 obj <</Length ${stream.length}>> stream`,
      stream,
      'endstream endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** The first boxes of an MP4 (ISO base media, brand isom). */
export function sampleMp4(): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('free', 'latin1'),
  ]);
}

/** A polyglot: a PNG's signature and header, then a whole PDF (a PDF reader opens it). */
export function pngPdfPolyglot(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr, samplePdf('Hidden document')]);
}

/** A complete PNG with a PDF appended after its end. */
export function pngWithTrailingPdf(): Buffer {
  return Buffer.concat([samplePng(), samplePdf('Appended document')]);
}

/** A Windows program (an MZ header pointing at a PE header), to be renamed .jpg or .pdf. */
export function sampleExecutable(): Buffer {
  const dos = Buffer.alloc(64);
  dos.write('MZ', 0, 'latin1');
  dos.writeUInt32LE(64, 0x3c);
  return Buffer.concat([dos, Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(256)]);
}

/** A PNG padded (in a tEXt chunk) to exactly `size` bytes. */
export function pngOfSize(size: number): Buffer {
  const base = samplePng().length;
  // A tEXt chunk adds 12 bytes of framing and 8 of its keyword ("Comment\0").
  const fill = size - base - 12 - 8;
  if (fill < 0) throw new Error(`A PNG is at least ${base + 20} bytes here`);
  return samplePng('x'.repeat(fill));
}

/**
 * A PDF of the given objects (numbered from 1, the first the catalog), with its cross-reference
 * table and trailer, as a writer lays it out. An object is its text, or its bytes when it holds
 * binary stream data. `trailer` adds entries to the trailer (e.g. `/Encrypt 9 0 R`).
 */
export function pdfOf(objects: readonly (string | Buffer)[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let at = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(at);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    at += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer << /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>`,
    'startxref',
    String(at),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary's entries (without /Length), then its data. */
export function streamObject(entries: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * An object stream (PDF 1.5) holding `objects` as objects `first`, `first + 1`, …: the pairs of
 * numbers and offsets, then the objects; Flate-compressed unless `compressed` is false.
 */
export function objectStreamOf(objects: readonly string[], first: number, compressed = true): Buffer {
  let offset = 0;
  const index: string[] = [];
  for (const [i, o] of objects.entries()) {
    index.push(`${first + i} ${offset}`);
    offset += o.length + 1;
  }
  const head = `${index.join(' ')}\n`;
  const body = Buffer.from(head + objects.map((o) => `${o}\n`).join(''), 'latin1');
  const entries = `/Type /ObjStm /N ${objects.length} /First ${head.length}`;
  return compressed
    ? streamObject(`${entries} /Filter /FlateDecode`, deflateSync(body))
    : streamObject(entries, body);
}

/** The pages of a one-page PDF, as objects 2 and 3 under a catalog that is object 1. */
export const onePage = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
] as const;

/** A zip entry: stored from its bytes, or given already deflated (a bomb made in pieces). */
export type ZipEntry =
  | { name: string; body: Buffer }
  | { name: string; deflated: Buffer; crc32: number; size: number };

/**
 * A zip archive (what a .docx, .xlsx or .jar is): each entry's local header and data, the central
 * directory and its end record. Entries given as bytes are deflated.
 */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = 'body' in e ? deflateRawSync(e.body) : e.deflated;
    const crc = 'body' in e ? crc32(e.body) >>> 0 : e.crc32;
    const size = 'body' in e ? e.body.length : e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
