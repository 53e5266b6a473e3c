import { expect, it } from 'vitest';
import { authenticatorCode } from './authenticator';

it('computes the RFC 6238 test vectors (SHA-1, last 6 digits)', () => {
  const key = Buffer.from('12345678901234567890');
  // RFC 6238 appendix B: 94287082 at 59 s, 07081804 at 1111111109 s, 14050471 at 1111111111 s.
  expect(authenticatorCode('', 59_000, key)).toBe('287082');
  expect(authenticatorCode('', 1_111_111_109_000, key)).toBe('081804');
  expect(authenticatorCode('', 1_111_111_111_000, key)).toBe('050471');
  // The same key in base32, as a QR code carries it.
  expect(authenticatorCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
});
