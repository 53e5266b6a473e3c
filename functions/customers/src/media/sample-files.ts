import { crc32, deflateSync } from 'node:zlib';

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
