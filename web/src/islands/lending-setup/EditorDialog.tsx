import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal editor: the native dialog keeps focus inside it, closes on Escape and gives focus back
 * to the button that opened it. Its body scrolls; on a phone it fills the screen.
 */
interface Props {
  readonly title: string;
  readonly closeLabel: string;
  /** However the dialog closes (the close button, Escape). */
  readonly onClose: () => void;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

const CONTROLS = '.dialog-body :is(input:not([readonly]), select, textarea)';

/** The first thing to fill in, rather than the close button the browser would pick. */
export function focusFirstControl(root: ParentNode | null | undefined): void {
  root?.querySelector<HTMLElement>(CONTROLS)?.focus();
}

export default function EditorDialog({ title, closeLabel, onClose, busy, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) {
      el.showModal();
      focusFirstControl(el);
    }
  }, []);

  return (
    <dialog
      ref={dialog}
      className="setup-dialog"
      aria-labelledby={titleId}
      aria-busy={busy ? true : undefined}
      onClose={onClose}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="dialog-close"
          aria-label={closeLabel}
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
