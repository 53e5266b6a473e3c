import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [
      103_441,
      'Ringgit Malaysia One Thousand Thirty-Four and Sen Forty-One Only',
      'Ringgit Malaysia Seribu Tiga Puluh Empat dan Sen Empat Puluh Satu Sahaja',
    ],
    [100, 'Ringgit Malaysia One Only', 'Ringgit Malaysia Satu Sahaja'],
    [50, 'Sen Fifty Only', 'Sen Lima Puluh Sahaja'],
    [0, 'Ringgit Malaysia Zero Only', 'Ringgit Malaysia Kosong Sahaja'],
    [
      21_919,
      'Ringgit Malaysia Two Hundred Nineteen and Sen Nineteen Only',
      'Ringgit Malaysia Dua Ratus Sembilan Belas dan Sen Sembilan Belas Sahaja',
    ],
    [
      1_011_000,
      'Ringgit Malaysia Ten Thousand One Hundred Ten Only',
      'Ringgit Malaysia Sepuluh Ribu Seratus Sepuluh Sahaja',
    ],
    [
      10_100_000,
      'Ringgit Malaysia One Hundred One Thousand Only',
      'Ringgit Malaysia Seratus Satu Ribu Sahaja',
    ],
    [
      111_111_111,
      'Ringgit Malaysia One Million One Hundred Eleven Thousand One Hundred Eleven and Sen Eleven Only',
      'Ringgit Malaysia Satu Juta Seratus Sebelas Ribu Seratus Sebelas dan Sen Sebelas Sahaja',
    ],
    [1_000_000_000, 'Ringgit Malaysia Ten Million Only', 'Ringgit Malaysia Sepuluh Juta Sahaja'],
  ])('%i sen', (sen, en, ms) => {
    expect(amountInWords(sen, 'en')).toBe(en);
    expect(amountInWords(sen, 'ms')).toBe(ms);
  });

  it('refuses what is not a whole number of sen, zero or more', () => {
    expect(() => amountInWords(-1, 'en')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'ms')).toThrow(RangeError);
  });
});
