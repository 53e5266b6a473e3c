import type { Catalogue } from '@ezc/domain/i18n/index';
import { useId, useRef, useState } from 'react';
import { fileToBase64, newIdempotencyKey, postData, postDataWithHeaders } from '../../lib/lending/client';
import { money } from '../../lib/lending/format';
import { labelFor } from '../../lib/lending/statuses';
import { paymentDoneHref } from '../../lib/payments/origin';
import { endsAttempt, PAYMENT_RECEIPT_MAX_MB, parseAmount } from '../../lib/payments/rules';
import type { PaymentAccepted, PaymentMethod } from '../../lib/payments/types';
import { flash } from '../../stores/notifications';
import { useHydrated } from '../customers/hydrated';
import ReceiptField, { type ReceiptFileTexts, receiptError } from '../lending/ReceiptField';
import SubmitAction from '../lending/SubmitAction';
import { type CommonTexts, fill, freeTextError } from '../lending/texts';

/**
 * A payment made to a loan: the borrower's own (/payments/add, 'Pending' until staff confirm it,
 * with its receipt, which then goes up to /payments/upload-receipt), or one staff received
 * (/payments/manual, approved at once: a receipt is taken only while a payment waits for
 * confirmation, so none is asked). Then the loan's page opens with the origin marker.
 *
 * Each submission attempt carries one Idempotency-Key (see lib/payments/rules.ts), so a retry
 * records the payment once however often it is sent. Once the payment is recorded, a retry only
 * uploads the receipt.
 */

interface Props {
  readonly mode: 'borrower' | 'manual';
  readonly loanNo: string;
  readonly today: string;
  /** The amount the form starts with (the total due today), ringgit. */
  readonly defaultAmount?: number | undefined;
  readonly methods: readonly PaymentMethod[];
  readonly texts: Pick<Catalogue['paymentPages'], 'pay' | 'methods'> & {
    readonly heading: string;
    readonly intro: string;
    readonly submit: string;
    /** The receipt's label; a borrower's payment only. */
    readonly receipt?: string;
    readonly done: string;
    readonly doneText: string;
  };
  readonly common: CommonTexts;
  readonly fileTexts: ReceiptFileTexts;
  readonly failureTitle: string;
  readonly uploadFailureTitle: string;
}

type Field = 'Amount' | 'Method' | 'PaymentDate' | 'RefNo' | 'Receipt';

/** What the API takes as the method: its code. */
const methodValue = (m: PaymentMethod) => m.Code;

export default function PaymentForm({
  mode,
  loanNo,
  today,
  defaultAmount,
  methods,
  texts,
  common,
  fileTexts,
  failureTitle,
  uploadFailureTitle,
}: Props) {
  const hydrated = useHydrated();
  const base = useId();
  const idOf = (f: Field) => `${base}-${f}`;
  const p = texts.pay;
  const withReceipt = mode === 'borrower';
  const [attempt, setAttempt] = useState<{ key: string; paymentId?: string }>(() => ({
    key: newIdempotencyKey(),
  }));
  const [values, setValues] = useState({
    Amount: defaultAmount && defaultAmount > 0 ? defaultAmount.toFixed(2) : '',
    Method: methods[0] ? methodValue(methods[0]) : '',
    PaymentDate: today,
    RefNo: '',
  });
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<'' | 'sending' | 'uploading'>('');
  const [problem, setProblem] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const recorded = attempt.paymentId !== undefined;

  const set = (field: Exclude<Field, 'Receipt'>, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = () => {
    const out: Partial<Record<Field, string>> = {};
    if (parseAmount(values.Amount) === undefined) out.Amount = p.amountInvalid;
    if (!values.Method) out.Method = common.required;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.PaymentDate)) out.PaymentDate = common.required;
    else if (values.PaymentDate > today) out.PaymentDate = p.dateInFuture;
    if (values.RefNo.trim()) {
      const refProblem = freeTextError(values.RefNo, common, 60);
      if (refProblem) out.RefNo = refProblem;
    }
    if (withReceipt) {
      const { error } = receiptError(file, common, fileTexts, PAYMENT_RECEIPT_MAX_MB);
      if (error) out.Receipt = error;
    }
    return out;
  };

  const finish = (amount: number) => {
    const description = fill(texts.doneText, { amount: money(amount), loanNo });
    try {
      flash({ type: 'success', title: texts.done, description });
    } catch {
      // Storage may be unavailable (privacy modes): the page opened next still says it with its marker.
    }
    window.location.assign(paymentDoneHref(loanNo));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    setProblem('');
    const amount = parseAmount(values.Amount) ?? 0;
    let paymentId = attempt.paymentId;
    if (!paymentId) {
      setBusy('sending');
      const answer = await postDataWithHeaders<PaymentAccepted>(
        mode === 'manual' ? '/api/payments/manual' : '/api/payments/add',
        {
          LoanNo: loanNo,
          Amount: amount,
          Method: values.Method,
          PaymentDate: values.PaymentDate,
          ...(values.RefNo.trim() ? { RefNo: values.RefNo.trim() } : {}),
        },
        { 'Idempotency-Key': attempt.key },
        { failureTitle },
      );
      if (!answer.ok) {
        setBusy('');
        if (answer.message) setProblem(answer.message);
        if (endsAttempt(answer.status)) setAttempt({ key: newIdempotencyKey() });
        return;
      }
      paymentId = answer.data.PaymentId;
      setAttempt((a) => ({ ...a, ...(paymentId ? { paymentId } : {}) }));
    }
    if (withReceipt && file && paymentId) {
      setBusy('uploading');
      const { check } = receiptError(file, common, fileTexts, PAYMENT_RECEIPT_MAX_MB);
      const uploaded =
        check?.ok === true
          ? await postData(
              '/api/payments/upload-receipt',
              { PaymentId: paymentId, FileStream: await fileToBase64(file), FileType: check.type },
              { failureTitle: uploadFailureTitle },
            )
          : { ok: false as const };
      if (!uploaded.ok) {
        setBusy('');
        setProblem(fill(p.receiptPending, { id: paymentId }));
        fileInput.current?.focus();
        return;
      }
    }
    finish(amount);
  };

  const described = (f: Field, hint?: string) =>
    [hint, errors[f] ? `${idOf(f)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (f: Field) =>
    errors[f] ? (
      <p className="field-error" id={`${idOf(f)}-error`}>
        {errors[f]}
      </p>
    ) : null;

  return (
    <section className="card lending-section" aria-labelledby={`${base}-h`} data-panel={`payment-${mode}`}>
      <h2 id={`${base}-h`}>{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      {methods.length === 0 ? (
        <p role="alert">{p.noMethods}</p>
      ) : (
        <form ref={form} className="lending-form" onSubmit={submit} noValidate>
          <div className="grid">
            <div className="field">
              <label htmlFor={idOf('Amount')}>{p.amount}</label>
              <input
                id={idOf('Amount')}
                className="input"
                name="Amount"
                inputMode="decimal"
                autoComplete="off"
                required
                readOnly={recorded}
                value={values.Amount}
                aria-invalid={errors.Amount ? 'true' : undefined}
                aria-describedby={described('Amount', defaultAmount ? `${idOf('Amount')}-hint` : undefined)}
                onChange={(e) => set('Amount', e.target.value)}
              />
              {defaultAmount ? (
                <p className="field-hint" id={`${idOf('Amount')}-hint`}>
                  {fill(p.amountHint, { amount: money(defaultAmount) })}
                </p>
              ) : null}
              {error('Amount')}
            </div>
            <div className="field">
              <label htmlFor={idOf('Method')}>{p.method}</label>
              <select
                id={idOf('Method')}
                className="input"
                name="Method"
                required
                disabled={recorded}
                value={values.Method}
                aria-invalid={errors.Method ? 'true' : undefined}
                aria-describedby={described('Method')}
                onChange={(e) => set('Method', e.target.value)}
              >
                {methods.map((m) => (
                  <option key={m.Code} value={methodValue(m)}>
                    {labelFor(texts.methods, m.Name) || m.Name}
                  </option>
                ))}
              </select>
              {error('Method')}
            </div>
            <div className="field">
              <label htmlFor={idOf('PaymentDate')}>{p.paymentDate}</label>
              <input
                id={idOf('PaymentDate')}
                className="input"
                type="date"
                name="PaymentDate"
                max={today}
                required
                readOnly={recorded}
                value={values.PaymentDate}
                aria-invalid={errors.PaymentDate ? 'true' : undefined}
                aria-describedby={described('PaymentDate')}
                onChange={(e) => set('PaymentDate', e.target.value)}
              />
              {error('PaymentDate')}
            </div>
            <div className="field">
              <label htmlFor={idOf('RefNo')}>{p.refNo}</label>
              <input
                id={idOf('RefNo')}
                className="input"
                name="RefNo"
                maxLength={60}
                autoComplete="off"
                readOnly={recorded}
                value={values.RefNo}
                aria-invalid={errors.RefNo ? 'true' : undefined}
                aria-describedby={described('RefNo', `${idOf('RefNo')}-hint`)}
                onChange={(e) => set('RefNo', e.target.value)}
              />
              <p className="field-hint" id={`${idOf('RefNo')}-hint`}>
                {p.refNoHint}
              </p>
              {error('RefNo')}
            </div>
          </div>
          {withReceipt && (
            <ReceiptField
              id={idOf('Receipt')}
              name="Receipt"
              label={texts.receipt ?? ''}
              common={common}
              error={errors.Receipt}
              inputRef={fileInput}
              maxMb={PAYMENT_RECEIPT_MAX_MB}
              onFile={(f) => {
                setFile(f);
                setErrors((x) => ({ ...x, Receipt: undefined }));
              }}
            />
          )}
          {problem && (
            <p className="note is-attention" role="alert">
              {problem}
            </p>
          )}
          <SubmitAction
            hydrated={hydrated}
            busy={busy !== ''}
            label={texts.submit}
            busyLabel={busy === 'uploading' ? p.uploading : p.sending}
          />
        </form>
      )}
    </section>
  );
}
