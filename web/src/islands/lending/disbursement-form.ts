import { type CommonTexts, freeTextError, type LendingTexts } from './texts';

/**
 * The disbursement form's values and rules (spec §3 Disbursement), apart from the island that
 * shows them: where the form starts (the loan's amount and the account in the borrower's profile),
 * what is wrong with it, and the body `/loans/disburse` is sent.
 */

export const disbursementMethods = ['Bank Transfer', 'Cheque', 'Cash'] as const;
export type DisbursementMethod = (typeof disbursementMethods)[number];

/** The common Bank list's code for a bank not in it: its name is then typed. */
export const OTHER_BANK = 'OTHERS';

/** An item of the common Bank list (`GET /lists/items?ListName=Bank`). */
export interface BankChoice {
  readonly Code: string;
  /** In the reader's language. */
  readonly Name: string;
  /** What the disbursement records. */
  readonly NameEn: string;
}

/** `/loans/get-disbursement-account`'s answer, as far as the form uses it. */
export interface DisbursementDefaults {
  readonly Amount: number;
  readonly BankCode?: string | null;
  readonly OtherBank?: string | null;
  readonly AccountNo?: string | null;
  readonly AccountName?: string | null;
}

export type DisbursementField =
  | 'Method'
  | 'Amount'
  | 'RefNo'
  | 'BankCode'
  | 'OtherBank'
  | 'AccountNo'
  | 'AccountName'
  | 'OffsetDocNo'
  | 'PaymentDate';
export type DisbursementValues = Record<DisbursementField, string>;

type Texts = Pick<
  LendingTexts['loanView']['disbursement'],
  'amountInvalid' | 'accountNoInvalid' | 'dateInFuture' | 'chooseBank'
>;

/** The form as it opens: the loan's amount, paid by bank transfer today into the borrower's account. */
export function initialValues(
  defaults: DisbursementDefaults,
  banks: readonly BankChoice[],
  today: string,
): DisbursementValues {
  const known = banks.find((b) => b.Code === defaults.BankCode);
  return {
    Method: 'Bank Transfer',
    Amount: defaults.Amount.toFixed(2),
    RefNo: '',
    BankCode: known?.Code ?? '',
    OtherBank: known?.Code === OTHER_BANK ? (defaults.OtherBank ?? '') : '',
    AccountNo: defaults.AccountNo ?? '',
    AccountName: defaults.AccountName ?? '',
    OffsetDocNo: '',
    PaymentDate: today,
  };
}

/** '80,000.00' → 80000; undefined unless ringgit with at most two decimals, above zero. */
export const parseAmount = (text: string): number | undefined => {
  const clean = text.replace(/[,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) && Number(clean) > 0 ? Number(clean) : undefined;
};

/** '  INV-1, INV-2 ,' → ['INV-1', 'INV-2']. */
export const offsetList = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The bank's name as the disbursement records it ('' when none is chosen). */
export function bankName(
  values: Pick<DisbursementValues, 'BankCode' | 'OtherBank'>,
  banks: readonly BankChoice[],
) {
  if (values.BankCode === OTHER_BANK) return values.OtherBank.trim();
  return banks.find((b) => b.Code === values.BankCode)?.NameEn ?? '';
}

/** The bank as the reader sees it in their language (the typed name for another bank). */
export function bankLabel(
  values: Pick<DisbursementValues, 'BankCode' | 'OtherBank'>,
  banks: readonly BankChoice[],
) {
  if (values.BankCode === OTHER_BANK) return values.OtherBank.trim();
  return banks.find((b) => b.Code === values.BankCode)?.Name ?? '';
}

/** What is wrong with each field, in the form's words (the receipt is checked by its own field). */
export function disbursementProblems(
  values: DisbursementValues,
  texts: Texts,
  common: CommonTexts,
  today: string,
): Partial<Record<DisbursementField, string>> {
  const out: Partial<Record<DisbursementField, string>> = {};
  if (parseAmount(values.Amount) === undefined) out.Amount = texts.amountInvalid;
  const refNo = freeTextError(values.RefNo, common, 60);
  if (refNo) out.RefNo = refNo;
  if (values.BankCode === '') out.BankCode = texts.chooseBank;
  else if (values.BankCode === OTHER_BANK) {
    const other = freeTextError(values.OtherBank, common, 100);
    if (other) out.OtherBank = other;
  }
  if (!/^[0-9-]{5,24}$/.test(values.AccountNo.trim())) out.AccountNo = texts.accountNoInvalid;
  const accountName = freeTextError(values.AccountName, common, 200);
  if (accountName) out.AccountName = accountName;
  const offsetProblem = offsetList(values.OffsetDocNo)
    .map((o) => freeTextError(o, common, 60))
    .find(Boolean);
  if (offsetProblem) out.OffsetDocNo = offsetProblem;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.PaymentDate)) out.PaymentDate = common.required;
  else if (values.PaymentDate > today) out.PaymentDate = texts.dateInFuture;
  return out;
}

/** The body of `/loans/disburse` but its receipt; the currency is always ringgit (MYR). */
export function disbursementBody(loanNo: string, values: DisbursementValues, banks: readonly BankChoice[]) {
  return {
    LoanNo: loanNo,
    Method: values.Method as DisbursementMethod,
    Amount: parseAmount(values.Amount),
    RefNo: values.RefNo.trim(),
    Bank: bankName(values, banks),
    AccountNo: values.AccountNo.trim(),
    AccountName: values.AccountName.trim(),
    Currency: 'MYR' as const,
    OffsetDocNo: offsetList(values.OffsetDocNo),
    PaymentDate: values.PaymentDate,
  };
}
