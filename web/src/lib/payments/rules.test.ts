import { describe, expect, it } from 'vitest';
import { endsAttempt, parseAmount } from './rules';

describe('endsAttempt', () => {
  it('keeps the key when the outcome is unknown, so a retry is not a second payment', () => {
    for (const status of [0, 408, 409, 429, 500, 502, 503, 504]) expect(endsAttempt(status)).toBe(false);
  });
  it('takes a fresh key after a refusal the server answered', () => {
    for (const status of [400, 403, 404, 422]) expect(endsAttempt(status)).toBe(true);
  });
});

describe('parseAmount', () => {
  it('reads ringgit with up to two decimals, thousands separators allowed', () => {
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount(' 100 ')).toBe(100);
    expect(parseAmount('0.5')).toBe(0.5);
  });
  it('refuses zero, negatives, three decimals and words', () => {
    for (const text of ['0', '-5', '1.234', 'RM 5', '', '1e3']) expect(parseAmount(text)).toBeUndefined();
  });
});
