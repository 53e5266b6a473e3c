import { useId, useRef, useState } from 'react';
import { fileToBase64, newIdempotencyKey, postDataWithHeaders } from '../../lib/lending/client';
import { displayDate } from '../../lib/lending/format';
import { useHydrated } from '../customers/hydrated';
import { reloadWith } from './after-action';
import DisbursementConfirm, { type DisbursementSummary } from './DisbursementConfirm';
import {
  type BankChoice,
  bankLabel,
  type DisbursementDefaults,
  type DisbursementField,
  type DisbursementMethod,
  type DisbursementValues,
  disbursementBody,
  disbursementMethods,
  disbursementProblems,
  initialValues,
  OTHER_BANK,
  parseAmount,
} from './disbursement-form';
import ReceiptField, { type ReceiptFileTexts, receiptError } from './ReceiptField';
import SubmitAction from './SubmitAction';
import { type CommonTexts, fill, type LendingTexts } from './texts';

/**
 * Confirms the disbursement of a stamped loan (spec §3 Disbursement, §7 /loans/disburse): how and
 * how much was paid out, to which account, the documents it offsets, the receipt and the date.
 * The bank and account start as the borrower's profile gives them, the bank chosen from the common
 * Bank list; the currency is ringgit and is not asked. Nothing is sent before a question that
 * shows the amount and the account is answered. One Idempotency-Key per form: a repeat of the same
 * submission (a double click, a retry after a time-out) is answered with the first answer and pays
 * nothing twice; a refusal gets a fresh key, since the corrected form is another request.
 * 'Loan Disbursed Failed' on failure.
 */

export type { BankChoice, DisbursementDefaults } from './disbursement-form';

type Texts = LendingTexts['loanView']['disbursement'];

interface Props {
  readonly loanNo: string;
  readonly today: string;
  readonly defaults: DisbursementDefaults;
  /** The common Bank list, labels in the page's language. */
  readonly banks: readonly BankChoice[];
  readonly texts: Texts;
  readonly common: CommonTexts;
  readonly fileTexts: ReceiptFileTexts;
  readonly failureTitle: string;
}

type Field = DisbursementField | 'Receipt';

const METHOD_KEYS: Readonly<Record<DisbursementMethod, 'bankTransfer' | 'cheque' | 'cash'>> = {
  'Bank Transfer': 'bankTransfer',
  Cheque: 'cheque',
  Cash: 'cash',
};

export default function DisbursementPanel({
  loanNo,
  today,
  defaults,
  banks,
  texts,
  common,
  fileTexts,
  failureTitle,
}: Props) {
  const hydrated = useHydrated();
  const base = useId();
  const idOf = (f: Field) => `${base}-${f}`;
  const [key, setKey] = useState(newIdempotencyKey);
  const [values, setValues] = useState<DisbursementValues>(() => initialValues(defaults, banks, today));
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fromProfile = Boolean(defaults.BankCode && defaults.AccountNo);

  const set = (field: DisbursementField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const summary: DisbursementSummary = {
    amount: parseAmount(values.Amount) ?? 0,
    method: texts.methods[METHOD_KEYS[values.Method as DisbursementMethod] ?? 'bankTransfer'],
    bank: bankLabel(values, banks),
    accountNo: values.AccountNo.trim(),
    accountName: values.AccountName.trim(),
    paymentDate: displayDate(values.PaymentDate),
  };

  /** Checks the form; when it is right, asks before anything is sent. */
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = disbursementProblems(values, texts, common, today);
    const receipt = receiptError(file, common, fileTexts);
    if (receipt.error) found.Receipt = receipt.error;
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    setAsking(true);
  };

  const send = async () => {
    setAsking(false);
    const { check } = receiptError(file, common, fileTexts);
    if (!file || !check?.ok) return;
    setBusy(true);
    const answer = await postDataWithHeaders(
      '/api/loans/disburse',
      {
        ...disbursementBody(loanNo, values, banks),
        DisbursementReceiptFileStream: await fileToBase64(file),
        DisbursementReceiptFileType: check.type,
      },
      { 'Idempotency-Key': key },
      { failureTitle },
    );
    setBusy(false);
    if (answer.ok) {
      reloadWith({
        type: 'success',
        title: texts.done,
        description: answer.message ?? fill(texts.doneText, { loanNo }),
      });
      return;
    }
    if (answer.status >= 400 && answer.status < 500) setKey(newIdempotencyKey());
  };

  const describedBy = (f: Field, hint?: string) =>
    [hint, errors[f] ? `${idOf(f)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (f: Field) =>
    errors[f] && (
      <p className="field-error" id={`${idOf(f)}-error`}>
        {errors[f]}
      </p>
    );
  const text = (
    f: DisbursementField,
    label: string,
    max: number,
    more: { hint?: string; describedBy?: string; auto?: string } = {},
  ) => (
    <div className="field">
      <label htmlFor={idOf(f)}>{label}</label>
      <input
        id={idOf(f)}
        className="input"
        name={f}
        maxLength={max}
        autoComplete={more.auto ?? 'off'}
        required={f !== 'OffsetDocNo'}
        inputMode={f === 'Amount' ? 'decimal' : undefined}
        value={values[f]}
        aria-invalid={errors[f] ? 'true' : undefined}
        aria-describedby={describedBy(f, more.hint ? `${idOf(f)}-hint` : more.describedBy)}
        onChange={(e) => set(f, e.target.value)}
      />
      {more.hint && (
        <p className="field-hint" id={`${idOf(f)}-hint`}>
          {more.hint}
        </p>
      )}
      {error(f)}
    </div>
  );

  return (
    <section className="card lending-section" aria-labelledby={`${base}-h`} data-panel="disbursement">
      <h2 id={`${base}-h`}>{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      <p className="muted" id={`${base}-account`} data-account-source={fromProfile ? 'profile' : 'none'}>
        {fromProfile ? texts.fromProfile : texts.noProfileAccount}
      </p>
      <form ref={form} className="lending-form" onSubmit={submit} noValidate>
        <div className="grid">
          <div className="field">
            <label htmlFor={idOf('Method')}>{texts.method}</label>
            <select
              id={idOf('Method')}
              className="input"
              name="Method"
              value={values.Method}
              onChange={(e) => set('Method', e.target.value)}
            >
              {disbursementMethods.map((m) => (
                <option key={m} value={m}>
                  {texts.methods[METHOD_KEYS[m]]}
                </option>
              ))}
            </select>
          </div>
          {text('Amount', texts.amount, 20)}
          <dl className="field field-static" data-field="Currency">
            <dt className="field-label">{texts.currency}</dt>
            <dd className="field-value">MYR</dd>
          </dl>
          {text('RefNo', texts.refNo, 60)}
          <div className="field">
            <label htmlFor={idOf('BankCode')}>{texts.bank}</label>
            <select
              id={idOf('BankCode')}
              className="input"
              name="Bank"
              required
              value={values.BankCode}
              aria-invalid={errors.BankCode ? 'true' : undefined}
              aria-describedby={describedBy('BankCode', `${base}-account`)}
              onChange={(e) => set('BankCode', e.target.value)}
            >
              <option value="">{texts.chooseBankOption}</option>
              {banks.map((b) => (
                <option key={b.Code} value={b.Code}>
                  {b.Name}
                </option>
              ))}
            </select>
            {error('BankCode')}
          </div>
          {values.BankCode === OTHER_BANK && text('OtherBank', texts.otherBank, 100)}
          {text('AccountNo', texts.accountNo, 24, { describedBy: `${base}-account` })}
          {text('AccountName', texts.accountName, 200, { auto: 'name' })}
          <div className="field">
            <label htmlFor={idOf('PaymentDate')}>{texts.paymentDate}</label>
            <input
              id={idOf('PaymentDate')}
              className="input"
              type="date"
              name="PaymentDate"
              max={today}
              required
              value={values.PaymentDate}
              aria-invalid={errors.PaymentDate ? 'true' : undefined}
              aria-describedby={describedBy('PaymentDate')}
              onChange={(e) => set('PaymentDate', e.target.value)}
            />
            {error('PaymentDate')}
          </div>
        </div>
        {text('OffsetDocNo', texts.offsetDocNo, 500, { hint: texts.offsetHint })}
        <ReceiptField
          id={idOf('Receipt')}
          name="DisbursementReceipt"
          label={texts.receipt}
          common={common}
          error={errors.Receipt}
          inputRef={fileRef}
          onFile={(chosen) => {
            setFile(chosen);
            setErrors((x) => ({ ...x, Receipt: undefined }));
          }}
        />
        <SubmitAction hydrated={hydrated} busy={busy} label={texts.submit} busyLabel={common.working} />
      </form>
      <DisbursementConfirm
        open={asking}
        summary={summary}
        texts={texts}
        goBack={common.goBack}
        onConfirm={() => void send()}
        onDismiss={() => setAsking(false)}
      />
    </section>
  );
}
