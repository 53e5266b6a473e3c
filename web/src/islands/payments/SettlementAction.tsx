import type { Catalogue } from '@ezc/domain/i18n/index';
import { useId, useRef, useState } from 'react';
import { newIdempotencyKey, postDataWithHeaders } from '../../lib/lending/client';
import { loanStatusFollowed } from '../../lib/lending/follow';
import { money } from '../../lib/lending/format';
import { labelFor } from '../../lib/lending/statuses';
import { paymentDoneHref } from '../../lib/payments/origin';
import { endsAttempt } from '../../lib/payments/rules';
import type { PaymentAccepted, PaymentMethod } from '../../lib/payments/types';
import { dismiss, flash, notify } from '../../stores/notifications';
import { useHydrated } from '../customers/hydrated';
import ConfirmDialog from '../identity/ConfirmDialog';
import { type CommonTexts, fill, freeTextError } from '../lending/texts';

/**
 * Settles a loan in full at its quote (/loans/full-settlement, Amount = the quote's Total, MYR):
 * the borrower's waits for staff to confirm it, one staff record with 'Manual Payment Receipt' is
 * approved at once. Asked first; spec §8's full-settlement warning stays while it runs. One
 * Idempotency-Key per attempt, as for a payment. A quote that moved on (422 with the figure) is
 * said, and the page reloaded gives the new one.
 */

interface Props {
  readonly mode: 'borrower' | 'staff';
  readonly loanNo: string;
  readonly total: number;
  readonly today: string;
  readonly methods: readonly PaymentMethod[];
  readonly texts: Pick<Catalogue['paymentPages'], 'settlement' | 'methods'> & {
    readonly pay: Pick<Catalogue['paymentPages']['pay'], 'method' | 'paymentDate' | 'dateInFuture' | 'refNo'>;
  };
  readonly common: CommonTexts;
  readonly failureTitle: string;
  readonly warning: { readonly title: string; readonly text: string };
}

export default function SettlementAction({
  mode,
  loanNo,
  total,
  today,
  methods,
  texts,
  common,
  failureTitle,
  warning,
}: Props) {
  const hydrated = useHydrated();
  const base = useId();
  const s = texts.settlement;
  const [key, setKey] = useState(newIdempotencyKey);
  const [values, setValues] = useState({ Method: methods[0]?.Code ?? '', PaymentDate: today, RefNo: '' });
  const [errors, setErrors] = useState<Partial<Record<'Method' | 'PaymentDate' | 'RefNo', string>>>({});
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const amount = money(total);

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.Method) found.Method = common.required;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.PaymentDate)) found.PaymentDate = common.required;
    else if (values.PaymentDate > today) found.PaymentDate = texts.pay.dateInFuture;
    if (values.RefNo.trim()) {
      const refProblem = freeTextError(values.RefNo, common, 60);
      if (refProblem) found.RefNo = refProblem;
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${first}`)}`)?.focus();
      return;
    }
    setOpen(true);
  };

  const settle = async () => {
    setOpen(false);
    setBusy(true);
    setProblem('');
    const note = notify({ type: 'warning', title: warning.title, description: warning.text, sticky: true });
    const answer = await postDataWithHeaders<PaymentAccepted>(
      '/api/loans/full-settlement',
      {
        LoanNo: loanNo,
        Amount: total,
        Currency: 'MYR',
        Method: values.Method,
        PaymentDate: values.PaymentDate,
        ...(values.RefNo.trim() ? { RefNo: values.RefNo.trim() } : {}),
      },
      { 'Idempotency-Key': key },
      { failureTitle },
    );
    dismiss(note);
    if (!answer.ok) {
      setBusy(false);
      if (answer.message) setProblem(answer.message);
      if (endsAttempt(answer.status)) setKey(newIdempotencyKey());
      return;
    }
    const approved = answer.data.Status === 'Approved';
    // The loan takes its new status from the settlement a moment later; the page opened next shows it.
    await loanStatusFollowed(loanNo, approved ? 'Early Settlement' : 'Settlement Under Review');
    try {
      flash({
        type: 'success',
        title: approved ? s.doneStaff : s.doneBorrower,
        description: fill(approved ? s.doneStaffText : s.doneBorrowerText, { loanNo, amount }),
      });
    } catch {
      // Storage may be unavailable: the loan's page still says it with its origin marker.
    }
    window.location.assign(paymentDoneHref(loanNo));
  };

  const field = (name: 'PaymentDate' | 'RefNo', label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`${base}-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p className="field-error" id={`${base}-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const invalid = (name: 'Method' | 'PaymentDate' | 'RefNo') =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${base}-${name}-error` } : {};

  return (
    <form ref={form} className="lending-form" onSubmit={ask} noValidate data-form="settlement">
      <div className="grid">
        <div className="field">
          <label htmlFor={`${base}-Method`}>{texts.pay.method}</label>
          <select
            id={`${base}-Method`}
            className="input"
            name="Method"
            value={values.Method}
            {...invalid('Method')}
            onChange={(e) => setValues((v) => ({ ...v, Method: e.target.value }))}
          >
            {methods.map((m) => (
              <option key={m.Code} value={m.Code}>
                {labelFor(texts.methods, m.Name) || m.Name}
              </option>
            ))}
          </select>
          {errors.Method && (
            <p className="field-error" id={`${base}-Method-error`}>
              {errors.Method}
            </p>
          )}
        </div>
        {field(
          'PaymentDate',
          texts.pay.paymentDate,
          <input
            id={`${base}-PaymentDate`}
            className="input"
            type="date"
            name="PaymentDate"
            max={today}
            value={values.PaymentDate}
            {...invalid('PaymentDate')}
            onChange={(e) => setValues((v) => ({ ...v, PaymentDate: e.target.value }))}
          />,
        )}
        {field(
          'RefNo',
          texts.pay.refNo,
          <input
            id={`${base}-RefNo`}
            className="input"
            name="RefNo"
            maxLength={60}
            autoComplete="off"
            value={values.RefNo}
            {...invalid('RefNo')}
            onChange={(e) => setValues((v) => ({ ...v, RefNo: e.target.value }))}
          />,
        )}
      </div>
      {problem && (
        <p className="note is-attention" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          data-action="settle"
          disabled={!hydrated || busy || methods.length === 0}
          aria-busy={busy}
        >
          <span className="spinner" aria-hidden="true" />
          {busy ? common.working : s.settle}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title={fill(s.confirmTitle, { loanNo })}
        text={fill(mode === 'staff' ? s.confirmTextStaff : s.confirmTextBorrower, { amount })}
        confirmLabel={s.settle}
        cancelLabel={common.goBack}
        onConfirm={() => void settle()}
        onDismiss={() => setOpen(false)}
      />
    </form>
  );
}
