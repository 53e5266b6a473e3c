import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import decompress from '@zxcvbn-ts/dictionary-compression/decompress';
import { commonPasswordsCompressed } from './common-passwords';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  personalWords,
  WEAKEST_ACCEPTED_SCORE,
} from './password-rules';

/**
 * Passwords as OWASP ASVS 5.0 (V6.2) asks: at least 8 characters (15 or more recommended), up to
 * 128, any characters (spaces and emoji included), no rules about mixing cases, digits or symbols,
 * and refused when it is, or is built from, a common or breached password. Checked when a
 * password is chosen (registration, reset, change); never at sign-in, so old passwords still work.
 */
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  WEAKEST_ACCEPTED_SCORE,
} from './password-rules';

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  'This password is too easy to guess: it is a common or breached password, or made from one. Try a few unrelated words.';

let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { 'passwords-common': decompress(commonPasswordsCompressed) },
  });
  return estimator;
}

/** 0 (guessed at once) to 4 (very strong), penalising the person's own e-mail and name. */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  return strengthEstimator().check(password, personalWords(userInputs)).score;
}

/** Why a chosen password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, userInputs: readonly string[] = []): string | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (passwordScore(password, userInputs) < WEAKEST_ACCEPTED_SCORE) return PASSWORD_TOO_COMMON;
  return undefined;
}
