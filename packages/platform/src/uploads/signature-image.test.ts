import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSignatureImage } from './signature-image';

/** A real PNG of `width`×`height` white pixels, with `extra` bytes of noise in a private chunk. */
function pngBytes(width = 4, height = 2, extra = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3), 0xff);
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(extra > 0 ? [chunk('zzZz', Buffer.alloc(extra, 0x5a))] : []),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest JPEG shape: start of image, a JFIF header, end of image. */
const jpegBytes = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const refusal = (code: string, message: string) => expect.objectContaining({ code, message });

describe('reading a signature image', () => {
  it('takes a PNG data URL, as the drawing pad gives it', async () => {
    const png = pngBytes();
    const image = await readSignatureImage(dataUrl('image/png', png));
    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(Buffer.from(image.bytes).equals(png)).toBe(true);
  });

  it('takes bare base64 and a JPEG, whatever the data URL calls it', async () => {
    expect((await readSignatureImage(pngBytes().toString('base64'))).contentType).toBe('image/png');
    expect((await readSignatureImage(dataUrl('image/jpeg', jpegBytes))).contentType).toBe('image/jpeg');
    expect((await readSignatureImage(dataUrl('image/png', jpegBytes))).extension).toBe('jpg');
  });

  it('refuses a renamed program, a PDF and a PNG header with something else behind it', async () => {
    const text = 'You can only upload Image (JPG, JPEG, and PNG)';
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    await expect(readSignatureImage(dataUrl('image/png', exe))).rejects.toEqual(
      refusal('SIGNATURE.TYPE_NOT_ALLOWED', text),
    );
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await expect(readSignatureImage(dataUrl('application/pdf', pdf))).rejects.toEqual(
      refusal('SIGNATURE.TYPE_NOT_ALLOWED', text),
    );
    const polyglot = Buffer.concat([pngBytes().subarray(0, 33), pdf]);
    await expect(readSignatureImage(dataUrl('image/png', polyglot))).rejects.toEqual(
      refusal('SIGNATURE.TYPE_NOT_ALLOWED', text),
    );
    await expect(readSignatureImage(dataUrl('image/svg+xml', pngBytes()))).rejects.toEqual(
      refusal('SIGNATURE.TYPE_NOT_ALLOWED', text),
    );
  });

  it('refuses an image over 2 MB, before decoding it', async () => {
    const big = pngBytes(4, 2, 2 * 1024 * 1024);
    await expect(readSignatureImage(dataUrl('image/png', big))).rejects.toEqual(
      refusal('SIGNATURE.TOO_LARGE', 'Document must smaller than 2MB!'),
    );
    const justUnder = pngBytes(4, 2, 2 * 1024 * 1024 - 200);
    expect((await readSignatureImage(dataUrl('image/png', justUnder))).bytes.length).toBeLessThanOrEqual(
      2 * 1024 * 1024,
    );
  });

  it('refuses what is not base64 at all', async () => {
    for (const bad of ['', 'data:image/png;base64,', 'not base64!', 'data:image/png;base64,@@@@']) {
      await expect(readSignatureImage(bad)).rejects.toEqual(
        refusal('SIGNATURE.INVALID_FILE', 'Failed to upload signature'),
      );
    }
  });
});
