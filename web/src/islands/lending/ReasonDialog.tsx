import { useEffect, useId, useRef, useState } from 'react';
import { type CommonTexts, freeTextError } from './texts';

/**
 * A modal question before an action that needs a reason or remarks (spec §5: cancel, void,
 * approve and reject take a reason; terminate takes remarks). The native dialog keeps focus
 * inside, closes on Escape and returns focus to the button that opened it; focus starts in the
 * text box, the one thing to do here.
 */
interface Props {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly fieldLabel: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly common: CommonTexts;
  /** The confirming button in the danger style (cancel, void, reject, terminate). */
  readonly danger?: boolean;
  readonly onConfirm: (value: string) => void;
  readonly onDismiss: () => void;
}

export default function ReasonDialog({
  open,
  title,
  text,
  fieldLabel,
  confirmLabel,
  busy,
  common,
  danger = false,
  onConfirm,
  onDismiss,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const ids = { title: useId(), text: useId(), field: useId(), error: useId() };

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setValue('');
      setError('');
      el.showModal();
      field.current?.focus();
    } else if (!open && el.open) el.close();
  }, [open]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = freeTextError(value, common);
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    onConfirm(value.trim());
  };

  return (
    <dialog
      ref={dialog}
      className="lending-dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      onClose={onDismiss}
      onCancel={(e) => {
        if (busy) e.preventDefault();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={ids.title}>{title}</h2>
        <p id={ids.text}>{text}</p>
        <div className="field">
          <label htmlFor={ids.field}>{fieldLabel}</label>
          <textarea
            ref={field}
            id={ids.field}
            className="input"
            name="reason"
            rows={3}
            maxLength={600}
            required
            value={value}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError('');
            }}
          />
          {error && (
            <p className="field-error" id={ids.error}>
              {error}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button
            type="submit"
            className={danger ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={busy}
            aria-busy={busy}
          >
            <span className="spinner" aria-hidden="true" />
            {busy ? common.working : confirmLabel}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => dialog.current?.close()}>
            {common.goBack}
          </button>
        </div>
      </form>
    </dialog>
  );
}
