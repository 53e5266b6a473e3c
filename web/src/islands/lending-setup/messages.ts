import { lendingRuleTexts } from '@ezc/domain/lending/rule-texts';
import type * as z from 'zod';
import { fill, type IssueTranslator, issueText, type TextParams } from '../../lib/customers/zod-resolver';
import type { Errors } from './form-values';

/**
 * The domain schemas' failures in the page's language. The customers' field rules name their
 * texts by key; a lending rule given to a type itself arrives with its English text only, which is
 * looked up backwards among the lending rule texts.
 */

const lendingKeyOf = (message: string): string | undefined => {
  const key = (Object.keys(lendingRuleTexts) as (keyof typeof lendingRuleTexts)[]).find(
    (k) => lendingRuleTexts[k] === message,
  );
  return key ? `lendingValidation.${key}` : undefined;
};

/** A translator over the page's validation texts; a lending text missing there stays English. */
export function translatorOver(messages: Readonly<Record<string, string>>): IssueTranslator {
  return (key: string, params?: TextParams) => {
    const english = key.startsWith('lendingValidation.')
      ? lendingRuleTexts[key.slice('lendingValidation.'.length) as keyof typeof lendingRuleTexts]
      : undefined;
    return fill(messages[key] ?? english ?? key, params);
  };
}

/** The first message for each field of a failed check. */
export function errorsOf(issues: readonly z.core.$ZodIssue[], t: IssueTranslator): Errors {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!path || path in out) continue;
    // A lending text given to a type (a number left empty or not a number) says what to enter.
    const lending = lendingKeyOf(issue.message);
    out[path] = lending ? t(lending) : issueText(issue, t);
  }
  return out;
}
