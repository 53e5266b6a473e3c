/**
 * A file's bytes as they arrived: one buffer, or the stream's chunks in order. Uploads keep the
 * chunks as they are, so a file is never joined into a second copy of itself on its way to the
 * store; what must look at it (its first bytes, its last bytes, a search) reads across chunks.
 */
export type BlobBody = Uint8Array | readonly Uint8Array[];

export const bodyParts = (body: BlobBody): readonly Uint8Array[] =>
  body instanceof Uint8Array ? [body] : body;

export const bodySize = (body: BlobBody): number =>
  bodyParts(body).reduce((size, part) => size + part.length, 0);

/** The first `n` bytes (fewer when the body is shorter). */
export function bodyHead(body: BlobBody, n: number): Uint8Array {
  const out: number[] = [];
  for (const part of bodyParts(body)) {
    for (const byte of part.subarray(0, n - out.length)) out.push(byte);
    if (out.length >= n) break;
  }
  return Uint8Array.from(out);
}

/** The last `n` bytes (fewer when the body is shorter). */
export function bodyTail(body: BlobBody, n: number): Uint8Array {
  const parts = bodyParts(body);
  const out: number[] = [];
  for (let i = parts.length - 1; i >= 0 && out.length < n; i--) {
    const part = parts[i]!;
    const take = part.subarray(Math.max(0, part.length - (n - out.length)));
    out.unshift(...take);
  }
  return Uint8Array.from(out);
}

/** Whether `needle` occurs anywhere, also across the seam between two chunks. */
export function bodyIncludes(body: BlobBody, needle: Uint8Array): boolean {
  const parts = bodyParts(body);
  const seamBytes = needle.length - 1;
  let previousTail = Buffer.alloc(0);
  for (const part of parts) {
    const buf = Buffer.from(part.buffer, part.byteOffset, part.length);
    if (buf.indexOf(needle) >= 0) return true;
    if (seamBytes > 0) {
      const seam = Buffer.concat([previousTail, buf.subarray(0, seamBytes)]);
      if (seam.indexOf(needle) >= 0) return true;
      previousTail = Buffer.concat([previousTail, buf]).subarray(-seamBytes);
    }
  }
  return false;
}

/** The body as one buffer, for the stores that need one (an S3 PUT with its length and hash). */
export const joinBody = (body: BlobBody): Uint8Array =>
  body instanceof Uint8Array ? body : Buffer.concat(body as Uint8Array[]);
