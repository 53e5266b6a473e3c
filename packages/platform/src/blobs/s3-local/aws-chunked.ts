import { incompleteBody, invalidRequest, malformedTrailer } from './s3-errors';

/**
 * Reads a body sent with `Content-Encoding: aws-chunked` and an unsigned payload with a trailer
 * (x-amz-content-sha256: STREAMING-UNSIGNED-PAYLOAD-TRAILER), as the SDK sends a stream:
 *
 *   <size in hex>\r\n<bytes>\r\n ... 0\r\n<name>:<value>\r\n ... \r\n
 *
 * The object's bytes come out as they arrive, never joined; the trailer (the checksum computed by
 * the sender as it sent) is filled in once they have all been read. Chunks signed one by one
 * carry a `;chunk-signature=` and are refused here: they are another way of sending.
 */
export interface AwsChunkedBody {
  data: AsyncGenerator<Uint8Array, void, undefined>;
  /** Trailer headers by lowercase name, complete once `data` is exhausted. */
  trailers: Map<string, string>;
}

/** A chunk-size line or a trailer line longer than this is not what a client sends. */
const MAX_LINE_BYTES = 4096;

const malformed = () => invalidRequest('The aws-chunked body of the request is not well-formed.');

export function decodeAwsChunked(source: AsyncIterable<Uint8Array>): AwsChunkedBody {
  const trailers = new Map<string, string>();

  async function* data(): AsyncGenerator<Uint8Array, void, undefined> {
    const input = source[Symbol.asyncIterator]();
    try {
      yield* frames(input);
    } finally {
      // Stopped early (a refused body), the source is let go of rather than read on.
      await input.return?.();
    }
  }

  async function* frames(input: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array, void, undefined> {
    let buf: Buffer = Buffer.alloc(0);
    const more = async (): Promise<boolean> => {
      const next = await input.next();
      if (next.done) return false;
      const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
      return true;
    };
    const line = async (): Promise<string> => {
      for (;;) {
        const at = buf.indexOf('\r\n');
        if (at >= 0) {
          const text = buf.subarray(0, at).toString('latin1');
          buf = buf.subarray(at + 2);
          return text;
        }
        if (buf.length > MAX_LINE_BYTES) throw malformed();
        if (!(await more())) throw incompleteBody();
      }
    };

    for (;;) {
      const sizeLine = await line();
      if (!/^[0-9a-fA-F]{1,12}$/.test(sizeLine)) throw malformed();
      let remaining = Number.parseInt(sizeLine, 16);
      if (remaining === 0) break;
      while (remaining > 0) {
        if (buf.length === 0 && !(await more())) throw incompleteBody();
        const take = Math.min(remaining, buf.length);
        yield buf.subarray(0, take);
        buf = buf.subarray(take);
        remaining -= take;
      }
      while (buf.length < 2) if (!(await more())) throw incompleteBody();
      if (buf[0] !== 0x0d || buf[1] !== 0x0a) throw malformed();
      buf = buf.subarray(2);
    }

    for (;;) {
      const trailer = await line();
      if (trailer === '') break;
      const colon = trailer.indexOf(':');
      if (colon <= 0) throw malformedTrailer();
      trailers.set(trailer.slice(0, colon).trim().toLowerCase(), trailer.slice(colon + 1).trim());
    }
    if (buf.length > 0 || (await more())) throw malformed();
  }

  return { data: data(), trailers };
}
