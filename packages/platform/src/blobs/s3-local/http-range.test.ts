import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

describe('GET ranges', () => {
  it.each([
    ['bytes=0-3', { kind: 'part', start: 0, end: 3 }],
    ['bytes=2-', { kind: 'part', start: 2, end: 9 }],
    ['bytes=-4', { kind: 'part', start: 6, end: 9 }],
    ['bytes=-40', { kind: 'part', start: 0, end: 9 }],
    ['bytes=8-100', { kind: 'part', start: 8, end: 9 }],
    ['bytes=9-9', { kind: 'part', start: 9, end: 9 }],
  ] as const)('reads %s of 10 bytes', (header, expected) => {
    expect(parseRange(header, 10)).toEqual(expected);
  });

  it.each(['bytes=10-', 'bytes=10-20', 'bytes=-0'])('cannot satisfy %s of 10 bytes', (header) => {
    expect(parseRange(header, 10)).toEqual({ kind: 'unsatisfiable' });
  });

  it('cannot satisfy any range of an empty object', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-', 'bytes=a-b'])(
    'ignores %s and sends the whole object',
    (header) => {
      expect(parseRange(header, 10)).toEqual({ kind: 'whole' });
    },
  );
});
