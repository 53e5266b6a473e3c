import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@ezc/domain';
import { secretHash } from './secret-tokens';

/** Ten single-use recovery codes, e.g. `k7wq2-m9xte`; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)])
      .join('')
      .replace(/^(.{5})/, '$1-');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, one);
  return { codes, hashes: codes.map(recoveryHash) };
}

/** Typed with or without the dash, in any case, with stray spaces. */
export const looksLikeRecoveryCode = (input: string) => RECOVERY_CODE_PATTERN.test(normalise(input));

export const recoveryHash = (code: string) => secretHash(`recovery:${normalise(code).replace('-', '')}`);

const normalise = (input: string) => input.trim().toLowerCase().replace(/\s+/g, '');
