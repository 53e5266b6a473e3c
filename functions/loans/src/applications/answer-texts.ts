import { type Language, translate } from '@ezc/domain';
import type { lendingServerTexts } from '@ezc/domain/i18n/lending-server';

/**
 * The lending answers' own texts (not failures): what the borrower or staff is told after a step,
 * with spec §9's waiting times. They live in the domain's server catalogue (`lendingAnswers`), in
 * English and Malay.
 */
export type AnswerText = keyof (typeof lendingServerTexts)['en']['lendingAnswers'];

/** An answer's text in the caller's language. */
export const answerText = (lang: Language, key: AnswerText): string =>
  translate(lang, `lendingAnswers.${key}`);
