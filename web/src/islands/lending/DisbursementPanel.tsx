import { useId, useRef, useState } from 'react';
import { fileToBase64, newIdempotencyKey, postDataWithHeaders } from '../../lib/lending/client';
import { notify } from '../../stores/notifications';
import { useHydrated } from '../customers/hydrated';
import { reloadWith } from './after-action';
import { checkReceipt, RECEIPT_ACCEPT, RECEIPT_MAX_MB } from './file-check';
import { type CommonTexts, fill, freeTextError, type LendingTexts } from './texts';

/**
 * Confirms the disbursement of a stamped loan (spec §3 Disbursement, §7 /loans/disburse): how and
 * how much was paid out, to which account, the documents it offsets, the receipt and the date.
 * One Idempotency-Key per form: a repeat of the same submission (a double click, a retry after a
 * time-out) is answered with the first answer and pays nothing twice. A refusal the API answered
 * gets a fresh key, since the corrected form is another request. Every field is required but the
 * offset documents. 'Loan Disbursed Failed' on failure.
 */

export const disbursementMethods = ['Bank Transfer', 'Cheque', 'Cash'] as const;
type Method = (typeof disbursementMethods)[number];

export interface DisbursementDefaults {
  readonly Amount: number;
  readonly Bank?: string;
  readonly AccountNo?: string;
  readonly AccountName?: string;
}

interface Props {
  readonly loanNo: string;
  readonly today: string;
  readonly defaults: DisbursementDefaults;
  readonly texts: LendingTexts['loanView']['disbursement'];
  readonly common: CommonTexts;
  readonly fileTexts: {
    readonly onlyImageOrPdf: string;
    readonly tooLarge: string;
    readonly invalidTitle: string;
  };
  readonly failureTitle: string;
}

type Field =
  | 'Method'
  | 'Amount'
  | 'RefNo'
  | 'Bank'
  | 'AccountNo'
  | 'AccountName'
  | 'OffsetDocNo'
  | 'Receipt'
  | 'PaymentDate';

const METHOD_KEYS: Readonly<Record<Method, 'bankTransfer' | 'cheque' | 'cash'>> = {
  'Bank Transfer': 'bankTransfer',
  Cheque: 'cheque',
  Cash: 'cash',
};

const parseAmount = (text: string): number | undefined => {
  const clean = text.replace(/[,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) && Number(clean) > 0 ? Number(clean) : undefined;
};

/** '  INV-1, INV-2 ,' → ['INV-1', 'INV-2']. */
export const offsetList = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

export default function DisbursementPanel({
  loanNo,
  today,
  defaults,
  texts,
  common,
  fileTexts,
  failureTitle,
}: Props) {
  const hydrated = useHydrated();
  const base = useId();
  const idOf = (f: Field) => `${base}-${f}`;
  const [key, setKey] = useState(newIdempotencyKey);
  const [values, setValues] = useState<Record<Exclude<Field, 'Receipt'>, string>>({
    Method: 'Bank Transfer',
    Amount: defaults.Amount.toFixed(2),
    RefNo: '',
    Bank: defaults.Bank ?? '',
    AccountNo: defaults.AccountNo ?? '',
    AccountName: defaults.AccountName ?? '',
    OffsetDocNo: '',
    PaymentDate: today,
  });
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Exclude<Field, 'Receipt'>, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): Partial<Record<Field, string>> => {
    const out: Partial<Record<Field, string>> = {};
    if (parseAmount(values.Amount) === undefined) out.Amount = texts.amountInvalid;
    for (const [f, max] of [
      ['RefNo', 60],
      ['Bank', 100],
      ['AccountName', 200],
    ] as const) {
      const problem = freeTextError(values[f], common, max);
      if (problem) out[f] = problem;
    }
    if (!/^[0-9-]{5,24}$/.test(values.AccountNo.trim())) out.AccountNo = texts.accountNoInvalid;
    const offsets = offsetList(values.OffsetDocNo);
    const offsetProblem = offsets.map((o) => freeTextError(o, common, 60)).find(Boolean);
    if (offsetProblem) out.OffsetDocNo = offsetProblem;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.PaymentDate)) out.PaymentDate = common.required;
    else if (values.PaymentDate > today) out.PaymentDate = texts.dateInFuture;
    if (!file) out.Receipt = common.chooseFile;
    else {
      const check = checkReceipt(file);
      if (!check.ok) {
        out.Receipt =
          check.reason === 'type'
            ? fileTexts.onlyImageOrPdf
            : fill(fileTexts.tooLarge, { max: RECEIPT_MAX_MB });
        notify({ type: 'error', title: fileTexts.invalidTitle, description: out.Receipt });
      }
    }
    return out;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    const check = file ? checkReceipt(file) : undefined;
    if (!file || !check?.ok) return;
    setBusy(true);
    const answer = await postDataWithHeaders(
      '/api/loans/disburse',
      {
        LoanNo: loanNo,
        Method: values.Method,
        Amount: parseAmount(values.Amount),
        RefNo: values.RefNo.trim(),
        Bank: values.Bank.trim(),
        AccountNo: values.AccountNo.trim(),
        AccountName: values.AccountName.trim(),
        Currency: 'MYR',
        OffsetDocNo: offsetList(values.OffsetDocNo),
        DisbursementReceiptFileStream: await fileToBase64(file),
        DisbursementReceiptFileType: check.type,
        PaymentDate: values.PaymentDate,
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

  const text = (
    f: 'RefNo' | 'Bank' | 'AccountNo' | 'AccountName',
    label: string,
    max: number,
    autoComplete = 'off',
  ) => (
    <div className="field">
      <label htmlFor={idOf(f)}>{label}</label>
      <input
        id={idOf(f)}
        className="input"
        name={f}
        maxLength={max}
        autoComplete={autoComplete}
        required
        value={values[f]}
        aria-invalid={errors[f] ? 'true' : undefined}
        aria-describedby={errors[f] ? `${idOf(f)}-error` : undefined}
        onChange={(e) => set(f, e.target.value)}
      />
      {errors[f] && (
        <p className="field-error" id={`${idOf(f)}-error`}>
          {errors[f]}
        </p>
      )}
    </div>
  );

  return (
    <section className="card lending-section" aria-labelledby={`${base}-h`} data-panel="disbursement">
      <h2 id={`${base}-h`}>{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
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
          <div className="field">
            <label htmlFor={idOf('Amount')}>{texts.amount}</label>
            <input
              id={idOf('Amount')}
              className="input"
              name="Amount"
              inputMode="decimal"
              autoComplete="off"
              required
              value={values.Amount}
              aria-invalid={errors.Amount ? 'true' : undefined}
              aria-describedby={errors.Amount ? `${idOf('Amount')}-error` : undefined}
              onChange={(e) => set('Amount', e.target.value)}
            />
            {errors.Amount && (
              <p className="field-error" id={`${idOf('Amount')}-error`}>
                {errors.Amount}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${base}-currency`}>{texts.currency}</label>
            <input id={`${base}-currency`} className="input" name="Currency" value="MYR" readOnly />
          </div>
          {text('RefNo', texts.refNo, 60)}
          {text('Bank', texts.bank, 100)}
          {text('AccountNo', texts.accountNo, 24)}
          {text('AccountName', texts.accountName, 200, 'name')}
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
              aria-describedby={errors.PaymentDate ? `${idOf('PaymentDate')}-error` : undefined}
              onChange={(e) => set('PaymentDate', e.target.value)}
            />
            {errors.PaymentDate && (
              <p className="field-error" id={`${idOf('PaymentDate')}-error`}>
                {errors.PaymentDate}
              </p>
            )}
          </div>
        </div>
        <div className="field">
          <label htmlFor={idOf('OffsetDocNo')}>{texts.offsetDocNo}</label>
          <input
            id={idOf('OffsetDocNo')}
            className="input"
            name="OffsetDocNo"
            maxLength={500}
            autoComplete="off"
            value={values.OffsetDocNo}
            aria-invalid={errors.OffsetDocNo ? 'true' : undefined}
            aria-describedby={`${idOf('OffsetDocNo')}-hint${errors.OffsetDocNo ? ` ${idOf('OffsetDocNo')}-error` : ''}`}
            onChange={(e) => set('OffsetDocNo', e.target.value)}
          />
          <p className="field-hint" id={`${idOf('OffsetDocNo')}-hint`}>
            {texts.offsetHint}
          </p>
          {errors.OffsetDocNo && (
            <p className="field-error" id={`${idOf('OffsetDocNo')}-error`}>
              {errors.OffsetDocNo}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={idOf('Receipt')}>{texts.receipt}</label>
          <input
            id={idOf('Receipt')}
            className="input"
            type="file"
            name="DisbursementReceipt"
            accept={RECEIPT_ACCEPT}
            required
            aria-invalid={errors.Receipt ? 'true' : undefined}
            aria-describedby={`${idOf('Receipt')}-hint${errors.Receipt ? ` ${idOf('Receipt')}-error` : ''}`}
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setErrors((x) => ({ ...x, Receipt: undefined }));
            }}
          />
          <p className="field-hint" id={`${idOf('Receipt')}-hint`}>
            {fill(common.fileHint, { max: RECEIPT_MAX_MB })}
          </p>
          {errors.Receipt && (
            <p className="field-error" id={`${idOf('Receipt')}-error`}>
              {errors.Receipt}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={!hydrated || busy} aria-busy={busy}>
            <span className="spinner" aria-hidden="true" />
            {busy ? common.working : texts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
