import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal question before an action that cannot be undone. The native dialog keeps focus inside
 * it, closes on Escape and gives focus back to whatever opened it; focus starts on the harmless
 * answer, so a stray Enter cancels.
 */
interface Props {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** Called however the dialog closes without confirming (the button, Escape). */
  readonly onDismiss: () => void;
  /** What the action will do, shown under the text (the figures to check before confirming). */
  readonly children?: ReactNode;
}

export default function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onDismiss,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      cancel.current?.focus();
    } else if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onDismiss}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{text}</p>
      {children}
      <div className="confirm-actions">
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="btn" onClick={() => dialog.current?.close()}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
