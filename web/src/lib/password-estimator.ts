import { personalWords } from '@ezc/domain/identity/password-rules';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { Estimate } from './password-strength';

/**
 * zxcvbn with its whole common-language dictionary: hundreds of kilobytes, so the new-password
 * forms import this module only when the field is first used. The server scores with its own
 * shorter list; this one knows more passwords, so it never calls strong what the server refuses.
 */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export function estimatePassword(password: string, userInputs: readonly string[] = []): Estimate {
  const result = estimator.check(password, personalWords(userInputs));
  return {
    score: result.score,
    mentionsEmail: result.sequence.some((match) => match.dictionaryName === 'userInputs'),
  };
}
