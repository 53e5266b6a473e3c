import { useId, useRef, useState } from 'react';
import { fileToBase64, postData } from '../../lib/lending/client';
import { useHydrated } from '../customers/hydrated';
import { reloadWith } from './after-action';
import ReceiptField, { type ReceiptFileTexts, receiptError } from './ReceiptField';
import SubmitAction from './SubmitAction';
import { type CommonTexts, fill, type LendingTexts } from './texts';

/**
 * Confirms the stamping of a signed loan (spec §3 Stamping, §7 /loans/stamp): the date it was
 * stamped (not after today) and the stamp receipt. 'Loan Stamped Failed' when refused.
 */
interface Props {
  readonly loanNo: string;
  /** Today in Malaysia, YYYY-MM-DD. */
  readonly today: string;
  readonly texts: LendingTexts['loanView']['stamping'];
  readonly common: CommonTexts;
  readonly fileTexts: ReceiptFileTexts;
  readonly failureTitle: string;
}

export default function StampingPanel({ loanNo, today, texts, common, fileTexts, failureTitle }: Props) {
  const hydrated = useHydrated();
  const id = { date: useId(), file: useId(), heading: useId() };
  const [date, setDate] = useState(today);
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<{ date?: string; file?: string }>({});
  const [busy, setBusy] = useState(false);
  const dateRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const dateError = !/^\d{4}-\d{2}-\d{2}$/.test(date)
      ? common.required
      : date > today
        ? texts.dateInFuture
        : '';
    const { error: fileError, check } = receiptError(file, common, fileTexts);
    setErrors({ ...(dateError ? { date: dateError } : {}), ...(fileError ? { file: fileError } : {}) });
    if (dateError) return dateRef.current?.focus();
    if (fileError || !file || !check?.ok) return fileRef.current?.focus();
    setBusy(true);
    const answer = await postData(
      '/api/loans/stamp',
      {
        LoanNo: loanNo,
        StampingDate: date,
        StampReceiptFileStream: await fileToBase64(file),
        StampReceiptFileType: check.type,
      },
      { failureTitle },
    );
    setBusy(false);
    if (answer.ok) {
      reloadWith({
        type: 'success',
        title: texts.done,
        description: answer.message ?? fill(texts.doneText, { loanNo }),
      });
    }
  };

  return (
    <section className="card lending-section" aria-labelledby={id.heading} data-panel="stamping">
      <h2 id={id.heading}>{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      <form className="lending-form" onSubmit={submit} noValidate>
        <div className="grid">
          <div className="field">
            <label htmlFor={id.date}>{texts.date}</label>
            <input
              ref={dateRef}
              id={id.date}
              className="input"
              type="date"
              name="StampingDate"
              max={today}
              required
              value={date}
              aria-invalid={errors.date ? 'true' : undefined}
              aria-describedby={errors.date ? `${id.date}-error` : undefined}
              onChange={(e) => setDate(e.target.value)}
            />
            {errors.date && (
              <p className="field-error" id={`${id.date}-error`}>
                {errors.date}
              </p>
            )}
          </div>
          <ReceiptField
            id={id.file}
            name="StampReceipt"
            label={texts.receipt}
            common={common}
            error={errors.file}
            inputRef={fileRef}
            onFile={(chosen) => {
              setFile(chosen);
              setErrors((x) => ({ ...x, file: undefined }));
            }}
          />
        </div>
        <SubmitAction hydrated={hydrated} busy={busy} label={texts.submit} busyLabel={common.working} />
      </form>
    </section>
  );
}
