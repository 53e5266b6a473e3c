import { describe, expect, it } from 'vitest';
import { decodeAwsChunked } from './aws-chunked';

/** What the SDK sent for a stream of "hello " and "stream" (its CRC32 in the trailer). */
const SENT = '6\r\nhello \r\n6\r\nstream\r\n0\r\nx-amz-checksum-crc32:gtnkmQ==\r\n\r\n';

async function decode(pieces: string[]) {
  async function* source() {
    for (const piece of pieces) yield Buffer.from(piece, 'latin1');
  }
  const body = decodeAwsChunked(source());
  const out: Buffer[] = [];
  for await (const chunk of body.data) out.push(Buffer.from(chunk));
  return { data: Buffer.concat(out).toString('latin1'), trailers: Object.fromEntries(body.trailers) };
}

const failure = (pieces: string[]) =>
  decode(pieces).then(
    () => {
      throw new Error('The body was accepted');
    },
    (e: { code: string }) => e.code,
  );

describe('aws-chunked bodies', () => {
  it('gives the bytes and the trailer of what the SDK sends', async () => {
    expect(await decode([SENT])).toEqual({
      data: 'hello stream',
      trailers: { 'x-amz-checksum-crc32': 'gtnkmQ==' },
    });
  });

  it('reads the same however the body is cut on the way', async () => {
    for (let at = 1; at < SENT.length; at++) {
      expect((await decode([SENT.slice(0, at), SENT.slice(at)])).data).toBe('hello stream');
    }
    expect((await decode([...SENT])).trailers).toEqual({ 'x-amz-checksum-crc32': 'gtnkmQ==' });
  });

  it('refuses a body cut short', async () => {
    expect(await failure([SENT.slice(0, 12)])).toBe('IncompleteBody');
    expect(await failure([SENT.slice(0, -2)])).toBe('IncompleteBody');
  });

  it('refuses framing it does not expect: signed chunks, bad sizes, missing line ends, data after the end', async () => {
    expect(await failure(['6;chunk-signature=abc\r\nhello \r\n0\r\n\r\n'])).toBe('InvalidRequest');
    expect(await failure(['x\r\nhello \r\n0\r\n\r\n'])).toBe('InvalidRequest');
    expect(await failure(['6\r\nhello !!0\r\n\r\n'])).toBe('InvalidRequest');
    expect(await failure([`${SENT}more`])).toBe('InvalidRequest');
  });

  it('refuses a trailer line that is not a header', async () => {
    expect(await failure(['0\r\nnot a header\r\n\r\n'])).toBe('MalformedTrailerError');
  });
});
