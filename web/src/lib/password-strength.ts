import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
  passwordLength,
  WEAKEST_ACCEPTED_SCORE,
} from '@ezc/domain/identity/password-rules';

/**
 * What the new-password forms say about a password as it is typed: a word for the meter and the
 * advice beneath it, from the length rules and an estimator's 0–4 score. The server refuses what
 * this calls refused; the page still lets it be sent, so the server's own answer is shown too.
 */

export type StrengthWord = 'weak' | 'fair' | 'strong' | 'veryStrong';

export type StrengthAdvice =
  | 'tooShort'
  | 'tooLong'
  | 'tooCommon'
  | 'passphrase'
  | 'containsEmail'
  | 'longer'
  | 'accepted';

export interface StrengthVerdict {
  readonly word: StrengthWord;
  /** The meter's value, 1 (weak) to 4 (very strong). */
  readonly level: 1 | 2 | 3 | 4;
  readonly advice: readonly StrengthAdvice[];
  /** Within the policy: the server will take it. */
  readonly accepted: boolean;
}

export interface Estimate {
  /** 0–4, as zxcvbn scores. */
  readonly score: number;
  /** The estimator found the person's own e-mail in it. */
  readonly mentionsEmail: boolean;
}

const WORDS: Readonly<Record<1 | 2 | 3 | 4, StrengthWord>> = {
  1: 'weak',
  2: 'fair',
  3: 'strong',
  4: 'veryStrong',
};

/** Scores 0 and 1 are both weak: either is found by trying lists of breached passwords. */
export function levelOf(score: number): 1 | 2 | 3 | 4 {
  if (score >= 4) return 4;
  if (score >= 3) return 3;
  if (score >= WEAKEST_ACCEPTED_SCORE) return 2;
  return 1;
}

/** The verdict for a non-empty password; the length rules come first, as on the server. */
export function strengthVerdict(password: string, estimate: Estimate): StrengthVerdict {
  const length = passwordLength(password);
  const refused = (advice: StrengthAdvice[]): StrengthVerdict => ({
    word: 'weak',
    level: 1,
    advice,
    accepted: false,
  });
  if (length < PASSWORD_MIN_LENGTH) return refused(['tooShort', 'passphrase']);
  if (length > PASSWORD_MAX_LENGTH) return refused(['tooLong']);
  const email: StrengthAdvice[] = estimate.mentionsEmail ? ['containsEmail'] : [];
  if (estimate.score < WEAKEST_ACCEPTED_SCORE) return refused(['tooCommon', ...email, 'passphrase']);
  const level = levelOf(estimate.score);
  const advice: StrengthAdvice[] =
    length < PASSWORD_RECOMMENDED_LENGTH || level === 2 ? ['longer', ...email] : ['accepted', ...email];
  return { word: WORDS[level], level, advice, accepted: true };
}

export type ConfirmState = 'empty' | 'typing' | 'match' | 'mismatch';

/**
 * The confirmation field while it is typed: a mismatch is said once it can no longer become a
 * match (longer than the password, or already different), not at the first letter.
 */
export function confirmState(password: string, confirm: string): ConfirmState {
  if (confirm === '') return 'empty';
  if (confirm === password) return 'match';
  return password.startsWith(confirm) ? 'typing' : 'mismatch';
}
