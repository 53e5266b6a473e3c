/**
 * The password policy's numbers (OWASP ASVS 5.0, V6.2) without its estimator or word list, so the
 * site can show them and count characters as people type. The refusal itself stays on the
 * server (password-policy.ts), whose list the browser should not download.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

/** zxcvbn scores 0–4; 0 and 1 mean fewer than a million guesses: a list attack finds them. */
export const WEAKEST_ACCEPTED_SCORE = 2;

/** Characters as people count them: a password is NFKC-normalised, and an emoji is one character. */
export const passwordLength = (password: string): number => [...password.normalize('NFKC')].length;

/**
 * The words of what a person typed about themselves (e-mail, name) that an estimator should
 * treat as known to an attacker: lower case, split at anything not a letter or digit, and long
 * enough to matter.
 */
export const personalWords = (inputs: readonly string[]): string[] =>
  inputs.flatMap((i) => i.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2);
