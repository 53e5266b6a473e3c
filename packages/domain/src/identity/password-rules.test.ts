import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
  passwordLength,
  personalWords,
  WEAKEST_ACCEPTED_SCORE,
} from './password-rules';

describe('password rules the browser may load', () => {
  it('are the policy of ASVS 5.0: 8 to 128 characters, 15 recommended, scores from 2 accepted', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_RECOMMENDED_LENGTH).toBe(15);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(WEAKEST_ACCEPTED_SCORE).toBe(2);
  });

  it('count characters as people see them', () => {
    expect(passwordLength('nasi lemak')).toBe(10);
    expect(passwordLength('🔑🔑🔑')).toBe(3);
    // A full-width letter normalises to its plain form: still one character.
    expect(passwordLength('Ａ')).toBe(1);
  });

  it('take the words of an e-mail address that are long enough to guess from', () => {
    expect(personalWords(['lim.wei-ling@demo.test'])).toEqual(['lim', 'wei', 'ling', 'demo', 'test']);
    expect(personalWords(['ab@xy.io'])).toEqual([]);
  });
});
