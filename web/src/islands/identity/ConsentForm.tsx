import type { Catalogue } from '@ezc/domain/i18n/en';
import { useId, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { clearClientState } from '../../lib/client-state';

/**
 * The customer's answer to a newer Privacy Notice: a checkbox and Accept, or Decline, which signs
 * them out and says why. Accepting sends them on to `/`, which the page server turns into their
 * home (or the onboarding step they left).
 */
interface Props {
  readonly texts: Catalogue['consent'];
  readonly version: string;
}

const fill = (text: string, version: string) => text.replaceAll('{version}', version);

export default function ConsentForm({ texts, version }: Props) {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'accept' | 'decline' | undefined>(undefined);
  const [declined, setDeclined] = useState(false);
  const boxId = useId();
  const errorId = useId();

  const accept = async () => {
    if (busy) return;
    if (!agreed) {
      setError(texts.agreeRequired);
      document.getElementById(boxId)?.focus();
      return;
    }
    setBusy('accept');
    const r = await apiFetch('/api/consents/accept', {
      body: { NoticeVersion: version },
      failureTitle: texts.acceptFailed,
    });
    if (r.ok) {
      window.location.assign('/');
      return;
    }
    setBusy(undefined);
  };

  const decline = async () => {
    if (busy) return;
    setBusy('decline');
    // Signed out whatever the answer: the session must not go on without the consent.
    await apiFetch('/api/auth/logout', { body: {}, quiet: true });
    await clearClientState();
    setBusy(undefined);
    setDeclined(true);
  };

  if (declined) {
    return (
      <section className="card consent-declined" role="status" aria-live="polite">
        <h2>{texts.declinedTitle}</h2>
        <p>{texts.declinedText}</p>
        <p>
          <a className="btn btn-primary" href="/">
            {texts.signInAgain}
          </a>
        </p>
      </section>
    );
  }

  return (
    <form
      className="consent-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void accept();
      }}
    >
      <div className="consent-choice">
        <input
          id={boxId}
          type="checkbox"
          checked={agreed}
          aria-invalid={error !== ''}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            setError('');
          }}
        />
        <label htmlFor={boxId}>{fill(texts.agree, version)}</label>
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="consent-actions">
        <button
          type="submit"
          className="btn btn-primary"
          aria-busy={busy === 'accept'}
          disabled={busy !== undefined}
        >
          {busy === 'accept' ? texts.accepting : texts.accept}
        </button>
        <button
          type="button"
          className="btn"
          aria-busy={busy === 'decline'}
          disabled={busy !== undefined}
          onClick={() => void decline()}
        >
          {busy === 'decline' ? texts.declining : texts.decline}
        </button>
      </div>
    </form>
  );
}
