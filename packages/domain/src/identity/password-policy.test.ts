import decompress from '@zxcvbn-ts/dictionary-compression/decompress';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { commonPasswordsCompressed } from './common-passwords';
import { passwordProblem } from './password-policy';

const TOO_COMMON =
  'This password is too easy to guess: it is a common or breached password, or made from one. Try a few unrelated words.';

describe('password policy (ASVS 5.0 V6.2)', () => {
  it('accepts 8 characters and more, with no rule about cases, digits or symbols', () => {
    expect(passwordProblem('Demo#2026')).toBeUndefined();
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('nasi lemak sambal petai')).toBeUndefined();
  });

  it('refuses fewer than 8 characters and more than 128', () => {
    expect(passwordProblem('Ab3$efg')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem(`${'kuih lapis '.repeat(11)}ondeh`)).toBeUndefined();
    expect(passwordProblem('kuih lapis '.repeat(12))).toBe('Password must be at most 128 characters.');
  });

  it('counts characters as people do: an emoji is one', () => {
    expect(passwordProblem('🌴🥥🍚🌶🐟🥚🥒')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('🌴🥥🍚🌶🐟🥚🥒🦐')).toBeUndefined();
  });

  it('refuses common and breached passwords and ones made from them', () => {
    for (const p of [
      'password',
      '12345678',
      'Password1234',
      'P@ssw0rd',
      'sunshine1',
      'drowssap',
      'qwertyuiop123',
    ]) {
      expect(passwordProblem(p), p).toBe(TOO_COMMON);
    }
  });

  it("refuses a password made of the person's own name or e-mail", () => {
    expect(passwordProblem('ahmadismail')).toBeUndefined();
    expect(passwordProblem('ahmadismail', ['Ahmad bin Ismail', 'borrower@demo.test'])).toBe(TOO_COMMON);
  });

  it('keeps the head of the library’s common-password list, unchanged', () => {
    const ours = decompress(commonPasswordsCompressed);
    expect(ours).toHaveLength(10_000);
    expect(ours).toEqual(dictionary['passwords-common'].slice(0, 10_000));
    expect(ours.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
  });
});
