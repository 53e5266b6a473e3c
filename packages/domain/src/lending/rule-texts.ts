/**
 * The validation texts of the lending fields, English. Like the customers' field rules, a failing
 * rule names its catalogue text in `params.textKey`, so the API and the forms can say it in the
 * page's language; the Malay twins live in the lending server catalogue under `lendingValidation`.
 */
export const lendingRuleTexts = {
  amount: 'Enter an amount in ringgit, e.g. 1000 or 1000.50.',
  amountPositive: 'The amount must be more than RM 0.00.',
  amountDecimals: 'Use at most 2 decimals (sen).',
  amountMax: 'The amount may be at most RM {max}.',
  amountNotNegative: 'The amount cannot be below RM 0.00.',
  percent: 'Enter a percentage, e.g. 18 or 12.5.',
  percentRange: 'Enter a percentage from {min} to {max}.',
  percentPositive: 'The percentage must be more than 0.',
  percentDecimals: 'Use at most 2 decimals.',
  wholeNumber: 'Enter a whole number from {min} to {max}.',
  code: 'Use capital letters A-Z, digits 0-9, - and _ only (at most {max}).',
  minAboveMax: 'The minimum amount cannot be more than the maximum amount.',
  marginRequired: 'Enter the variable rate margin for a variable interest percentage.',
  penaltyRequired: 'Enter the early settlement penalty, or choose None.',
  feeAmountRequired: 'Enter the fee amount.',
  feePercentageRequired: 'Enter the fee percentage.',
  associatedObjects: 'Choose at least one thing the fee is charged on.',
  date: 'Enter a date as YYYY-MM-DD.',
} as const;
export type LendingRuleTextKey = keyof typeof lendingRuleTexts;

/** A lending rule's failure: its English text, and the key and values to say it in another language. */
export const lendingIssue = (textKey: LendingRuleTextKey, values: Record<string, string | number> = {}) => ({
  message: lendingRuleTexts[textKey].replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m)),
  params: { textKey: `lendingValidation.${textKey}`, ...values },
});
