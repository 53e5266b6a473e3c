import type { Catalogue } from '@ezc/domain/i18n/index';
import { useId, useRef, useState } from 'react';
import { postData } from '../../lib/lending/client';
import { parseAmount } from '../../lib/payments/rules';
import type { MandateRegistered } from '../../lib/payments/types';
import { flash } from '../../stores/notifications';
import { useHydrated } from '../customers/hydrated';
import { type CommonTexts, fill, freeTextError } from '../lending/texts';

/**
 * Registers the loan's e-mandate (/mandate/add) with the account the bank debits, and sends the
 * borrower to the provider's sign-up page (spec §2: with the MandateId), where their bank
 * authorises it. The account is what the mandate panel shows afterwards (spec §3). 'Create
 * Mandate Failed' when refused; 'Registering Mandate Success' waits for the borrower's return.
 */
interface Props {
  readonly loanNo: string;
  readonly label: string;
  readonly accountName: string;
  readonly texts: Catalogue['paymentPages']['mandate'];
  readonly common: CommonTexts;
  readonly doneTitle: string;
  readonly failureTitle: string;
}

type Field = 'BankCode' | 'AccountNo' | 'AccountName' | 'Amount';

export default function MandateSetup({
  loanNo,
  label,
  accountName,
  texts,
  common,
  doneTitle,
  failureTitle,
}: Props) {
  const hydrated = useHydrated();
  const base = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    BankCode: '',
    AccountNo: '',
    AccountName: accountName,
    Amount: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const idOf = (f: Field) => `${base}-${f}`;

  const register = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const bank = freeTextError(values.BankCode, common, 40);
    if (bank) found.BankCode = bank;
    if (!/^\d{6,20}$/.test(values.AccountNo.replace(/[\s-]/g, ''))) found.AccountNo = texts.accountNoInvalid;
    const name = freeTextError(values.AccountName, common, 120);
    if (name) found.AccountName = name;
    if (values.Amount.trim() && parseAmount(values.Amount) === undefined) found.Amount = common.required;
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    setBusy(true);
    const amount = parseAmount(values.Amount);
    const answer = await postData<MandateRegistered>(
      '/api/mandate/add',
      {
        ObjectType: 'LoanNo',
        ObjectId: loanNo,
        BankCode: values.BankCode.trim(),
        AccountNo: values.AccountNo.replace(/[\s-]/g, ''),
        AccountName: values.AccountName.trim(),
        ...(amount === undefined ? {} : { Amount: amount }),
      },
      { failureTitle },
    );
    if (!answer.ok || !answer.data.SignUpUrl) {
      setBusy(false);
      return;
    }
    try {
      flash({
        type: 'success',
        title: doneTitle,
        description: fill(texts.registeredText, { id: answer.data.MandateId }),
      });
    } catch {
      // Storage may be unavailable: the loan's page shows the mandate's status anyway.
    }
    window.location.assign(answer.data.SignUpUrl);
  };

  const input = (
    f: Field,
    fieldLabel: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={idOf(f)}>{fieldLabel}</label>
      <input
        id={idOf(f)}
        className="input"
        name={f}
        autoComplete="off"
        value={values[f]}
        aria-invalid={errors[f] ? 'true' : undefined}
        aria-describedby={
          [hint ? `${idOf(f)}-hint` : '', errors[f] ? `${idOf(f)}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(e) => {
          const value = e.target.value;
          setValues((v) => ({ ...v, [f]: value }));
          setErrors((x) => ({ ...x, [f]: undefined }));
        }}
        {...extra}
      />
      {hint && (
        <p className="field-hint" id={`${idOf(f)}-hint`}>
          {hint}
        </p>
      )}
      {errors[f] && (
        <p className="field-error" id={`${idOf(f)}-error`}>
          {errors[f]}
        </p>
      )}
    </div>
  );

  return (
    <form ref={form} className="lending-form" onSubmit={register} noValidate data-form="mandate">
      <div className="grid">
        {input('BankCode', texts.bank, { maxLength: 40, required: true })}
        {input('AccountNo', texts.AccountNo, { maxLength: 24, inputMode: 'numeric', required: true })}
        {input('AccountName', texts.AccountName, { maxLength: 120, required: true, autoComplete: 'name' })}
        {input('Amount', texts.amountLabel, { inputMode: 'decimal' }, texts.amountHint)}
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          data-action="set-up-mandate"
          disabled={!hydrated || busy}
          aria-busy={busy}
        >
          <span className="spinner" aria-hidden="true" />
          {busy ? texts.redirecting : label}
        </button>
      </div>
    </form>
  );
}
