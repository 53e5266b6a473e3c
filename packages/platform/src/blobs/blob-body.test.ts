import { describe, expect, it } from 'vitest';
import { bodyHead, bodyIncludes, bodySize, bodyTail, joinBody } from './blob-body';

const chunks = ['%PD', 'F-1.4 he', 'llo', ' IEND'].map((s) => Buffer.from(s));

describe('a body held as the stream delivered it', () => {
  it('reads its size, head and tail across chunks', () => {
    expect(bodySize(chunks)).toBe(19);
    expect(Buffer.from(bodyHead(chunks, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(bodyTail(chunks, 6)).toString()).toBe('o IEND');
    expect(Buffer.from(bodyHead(chunks, 50)).toString()).toBe('%PDF-1.4 hello IEND');
    expect(Buffer.from(joinBody(chunks)).toString()).toBe('%PDF-1.4 hello IEND');
  });

  it('finds a needle inside a chunk or straddling a seam, and not where it is not', () => {
    expect(bodyIncludes(chunks, Buffer.from('%PDF-'))).toBe(true);
    expect(bodyIncludes(chunks, Buffer.from('hello'))).toBe(true);
    expect(
      bodyIncludes(
        ['a', 'b', 'c', 'd'].map((s) => Buffer.from(s)),
        Buffer.from('bcd'),
      ),
    ).toBe(true);
    expect(bodyIncludes(chunks, Buffer.from('world'))).toBe(false);
    expect(bodyIncludes(Buffer.from('one buffer'), Buffer.from('buf'))).toBe(true);
  });
});
