import { describe, expect, it } from 'vitest';
import { confirmState, levelOf, strengthVerdict } from './password-strength';

const scored = (score: number, mentionsEmail = false) => ({ score, mentionsEmail });

describe('password strength', () => {
  it('maps zxcvbn scores to four words, 0 and 1 being weak', () => {
    expect([0, 1, 2, 3, 4].map(levelOf)).toEqual([1, 1, 2, 3, 4]);
  });

  it('says a weak password is too common and suggests a passphrase; the server refuses it', () => {
    expect(strengthVerdict('Password1234', scored(1))).toEqual({
      word: 'weak',
      level: 1,
      advice: ['tooCommon', 'passphrase'],
      accepted: false,
    });
    expect(strengthVerdict('password', scored(0)).advice).toEqual(['tooCommon', 'passphrase']);
  });

  it('checks the length before the score', () => {
    expect(strengthVerdict('a1b2c3d', scored(4))).toEqual({
      word: 'weak',
      level: 1,
      advice: ['tooShort', 'passphrase'],
      accepted: false,
    });
    expect(strengthVerdict('x'.repeat(129), scored(4))).toMatchObject({
      advice: ['tooLong'],
      accepted: false,
    });
    expect(strengthVerdict('x'.repeat(128), scored(4))).toMatchObject({ word: 'veryStrong', accepted: true });
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(strengthVerdict('🔑🔑🔑🔑🔑🔑🔑', scored(4)).advice).toEqual(['tooShort', 'passphrase']);
  });

  it('accepts fair and better, and recommends 15 characters or more', () => {
    expect(strengthVerdict('Maju#Jaya26', scored(2))).toEqual({
      word: 'fair',
      level: 2,
      advice: ['longer'],
      accepted: true,
    });
    expect(strengthVerdict('Tr0ub4dor&3', scored(3))).toMatchObject({ word: 'strong', advice: ['longer'] });
    expect(strengthVerdict('nasi lemak sambal petai', scored(4))).toEqual({
      word: 'veryStrong',
      level: 4,
      advice: ['accepted'],
      accepted: true,
    });
    // Long but only fair: length alone does not make it strong.
    expect(strengthVerdict('aaaaaaaaaaaaaaaaaaaa', scored(2)).advice).toEqual(['longer']);
  });

  it('asks to leave the e-mail address out when the estimator found it', () => {
    expect(strengthVerdict('company2026!', scored(1, true)).advice).toEqual([
      'tooCommon',
      'containsEmail',
      'passphrase',
    ]);
    expect(strengthVerdict('company-jaya-2026', scored(3, true)).advice).toEqual([
      'accepted',
      'containsEmail',
    ]);
  });
});

describe('password confirmation', () => {
  it('waits while the confirmation can still become the password', () => {
    expect(confirmState('nasi lemak', '')).toBe('empty');
    expect(confirmState('nasi lemak', 'nasi')).toBe('typing');
    expect(confirmState('nasi lemak', 'nasi lemak')).toBe('match');
    expect(confirmState('nasi lemak', 'nasi x')).toBe('mismatch');
    expect(confirmState('nasi lemak', 'nasi lemak!')).toBe('mismatch');
  });
});
