import { crc32, deflateSync } from 'node:zlib';

/**
 * A hand-like signature for the demo data, drawn as a PNG (dark ink on white) from a few loops
 * whose shape depends on the signer's name, so each demo signer's looks their own.
 */
const WIDTH = 360;
const HEIGHT = 110;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function demoSignaturePng(name: string): Uint8Array {
  const seed = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 997, 7);
  const ink = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) ink[py * WIDTH + px] = 30;
      }
    }
  };
  const loops = 3 + (seed % 3);
  for (let t = 0; t <= 1; t += 1 / 4000) {
    const x = 20 + t * (WIDTH - 40) + 14 * Math.sin(t * Math.PI * 2 * loops + seed);
    const y =
      HEIGHT / 2 + 28 * Math.sin(t * Math.PI * 2 * loops * 1.5) * Math.cos(t * Math.PI * (1 + (seed % 4)));
    dot(x, y);
  }
  // The underline every signature ends with.
  for (let x = 40; x < WIDTH - 30; x++) dot(x, HEIGHT - 18 + 3 * Math.sin(x / 40));

  const rows = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    rows[y * (WIDTH + 1)] = 0;
    Buffer.from(ink.subarray(y * WIDTH, (y + 1) * WIDTH)).copy(rows, y * (WIDTH + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
