import { extensionOf, fileKinds } from '@ezc/domain/customers/documents';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { labelFor } from '../../lib/lending/statuses';
import { type SignatureChoice, type SigningCommand, sign } from '../../lib/signing/api';
import { dismiss, flash, notify } from '../../stores/notifications';
import { downloadSignature, getSignature, type SavedSignature } from '../customers/signature/signature-api';
import '../customers/signature/signature.css';

/**
 * Signing an agreement (spec §2, §4): the signer's saved signature, one drawn now on the pad of
 * the saved-signature screen (`signature_pad`), or a picture of it (the way in for keyboard and
 * screen reader users); a box to tick that they sign; then the signing call, with spec §8's
 * warning while it runs and 'Loan Application Signed' when done. A refusal is said here, where
 * the signer is looking, and as a notification.
 */

export interface SignatureTexts {
  readonly legend: string;
  readonly useSaved: string;
  readonly savedAlt: string;
  readonly loadingSaved: string;
  readonly noSaved: string;
  readonly saveOnProfile: string;
  readonly draw: string;
  readonly upload: string;
  readonly padLabel: string;
  readonly padHint: string;
  readonly keyboardHint: string;
  readonly clear: string;
  readonly undo: string;
  readonly emptyDrawing: string;
  readonly fileLabel: string;
  readonly fileHint: string;
  readonly noFile: string;
  readonly previewAlt: string;
  readonly onlyImage: string;
  readonly tooLarge: string;
  readonly consentRequired: string;
}

export interface SignAgreementProps {
  readonly loanNo: string;
  readonly command: SigningCommand;
  readonly texts: SignatureTexts;
  readonly consent: string;
  readonly submit: string;
  readonly working: string;
  /** Notification titles: spec §8's success, the warning while signing, and the failure. */
  readonly doneTitle: string;
  /** '{loanNo}' and '{status}' are filled in. */
  readonly doneText: string;
  readonly signingWarning: string;
  readonly failureTitle: string;
  readonly fetchSignatureFailed: string;
  readonly statusWords: Readonly<Record<string, string>>;
  /** Where to go once signed; the page itself (reloaded) when not given. */
  readonly afterHref?: string;
}

type Method = 'saved' | 'draw' | 'upload';

/** The pictures a signature may be (spec §5: jpg, jpeg, png). */
const IMAGE_EXTENSIONS = fileKinds.image.extensions;
const MAX_UPLOAD_MB = 2;
const MB = 1024 * 1024;
/** The stamped image is at most this wide: enough for a signature, small enough for the call. */
const MAX_WIDTH = 900;

/** A picture or a drawing as a PNG data URL, scaled down to MAX_WIDTH, on white. */
function toPng(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, MAX_WIDTH / Math.max(1, width));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const g = canvas.getContext('2d');
  if (!g) return '';
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export default function SignAgreement(props: SignAgreementProps) {
  const { texts } = props;
  const [saved, setSaved] = useState<SavedSignature | null | undefined>(undefined);
  const [savedImage, setSavedImage] = useState<string | undefined>();
  const [method, setMethod] = useState<Method>('draw');
  const [drawn, setDrawn] = useState(false);
  const [chosen, setChosen] = useState<{ file: File; url: string } | undefined>();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; field: 'signature' | 'consent' | 'call' } | undefined>();
  const [hydrated, setHydrated] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // The saved signature, when there is one, is the first choice: nothing to draw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the island starts
  useEffect(() => {
    setHydrated(true);
    void (async () => {
      const current = await getSignature(props.fetchSignatureFailed);
      const found = current.ok ? current.data : null;
      setSaved(found);
      if (!found) return;
      setMethod('saved');
      const blob = await downloadSignature(props.fetchSignatureFailed);
      if (blob) setSavedImage(URL.createObjectURL(blob));
    })();
  }, []);

  useEffect(() => () => (savedImage ? URL.revokeObjectURL(savedImage) : undefined), [savedImage]);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  // The pad lives while "Draw" is chosen; its canvas is sized to its box at the screen's density.
  useEffect(() => {
    const el = canvas.current;
    if (method !== 'draw' || !el) return;
    const signature = new SignaturePad(el, { penColor: '#13213a', backgroundColor: 'rgb(255,255,255)' });
    pad.current = signature;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = signature.toData();
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      signature.fromData(data);
    };
    fit();
    const onStroke = () => {
      setDrawn(!signature.isEmpty());
      setError(undefined);
    };
    signature.addEventListener('endStroke', onStroke);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      signature.removeEventListener('endStroke', onStroke);
      signature.off();
      pad.current = null;
      setDrawn(false);
    };
  }, [method]);

  const clearPad = () => {
    pad.current?.clear();
    setDrawn(false);
  };

  const undo = () => {
    const signature = pad.current;
    if (!signature) return;
    const data = signature.toData();
    data.pop();
    signature.fromData(data);
    setDrawn(!signature.isEmpty());
  };

  const onFile = (file: File | undefined) => {
    setError(undefined);
    setChosen(undefined);
    if (!file) return;
    const ext = extensionOf(file.name);
    if (!ext || !IMAGE_EXTENSIONS.includes(ext)) {
      setError({ text: texts.onlyImage, field: 'signature' });
      return;
    }
    if (file.size > MAX_UPLOAD_MB * MB) {
      setError({ text: fill(texts.tooLarge, { max: String(MAX_UPLOAD_MB) }), field: 'signature' });
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  /** The signature to send, or a message saying what is missing. */
  const choice = async (): Promise<SignatureChoice | string> => {
    if (method === 'saved') return saved ? { saved: true } : texts.noSaved;
    if (method === 'draw') {
      const el = canvas.current;
      if (!el || !pad.current || pad.current.isEmpty()) return texts.emptyDrawing;
      return { image: toPng(el, el.width, el.height) };
    }
    if (!chosen) return texts.noFile;
    try {
      const bitmap = await createImageBitmap(chosen.file);
      return { image: toPng(bitmap, bitmap.width, bitmap.height) };
    } catch {
      return texts.onlyImage;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const given = await choice();
    if (typeof given === 'string') {
      setError({ text: given, field: 'signature' });
      return;
    }
    if (!agreed) {
      setError({ text: texts.consentRequired, field: 'consent' });
      consentRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const warning = notify({ type: 'warning', title: props.signingWarning });
    const answer = await sign(props.command, props.loanNo, given, props.failureTitle);
    dismiss(warning);
    if (!answer.ok) {
      setBusy(false);
      // A lost session has already been handled (spec §8): the page is on its way to the login.
      if (answer.status === 401) return;
      notify({ type: 'error', title: props.failureTitle, description: answer.message });
      setError({ text: answer.message ?? props.failureTitle, field: 'call' });
      return;
    }
    const status = labelFor(props.statusWords, answer.data.Status);
    const done = {
      type: 'success' as const,
      title: props.doneTitle,
      description: fill(props.doneText, { loanNo: props.loanNo, status }),
    };
    try {
      flash(done);
    } catch {
      // Storage may be unavailable (privacy modes): the next page still shows the new status.
    }
    if (props.afterHref) window.location.assign(props.afterHref);
    else window.location.reload();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fileId = `${id}-file`;
  const consentId = `${id}-consent`;
  const signatureError = error?.field === 'signature';
  const methods: Method[] = saved ? ['saved', 'draw', 'upload'] : ['draw', 'upload'];
  const methodLabel: Record<Method, string> = {
    saved: texts.useSaved,
    draw: texts.draw,
    upload: texts.upload,
  };

  return (
    <form className="sign-agreement" onSubmit={(e) => void submit(e)} noValidate data-sign-form>
      <fieldset className="signature-methods" disabled={!hydrated || busy}>
        <legend>{texts.legend}</legend>
        {methods.map((m) => (
          <label key={m} className="signature-method">
            <input
              type="radio"
              name={`${id}-method`}
              value={m}
              checked={method === m}
              onChange={() => {
                setMethod(m);
                setError(undefined);
              }}
            />
            {methodLabel[m]}
          </label>
        ))}
      </fieldset>
      {saved === undefined && hydrated && <p className="muted">{texts.loadingSaved}</p>}
      {saved === null && (
        <p className="muted" data-no-saved-signature>
          {texts.noSaved} <a href="/profile/signature">{texts.saveOnProfile}</a>
        </p>
      )}

      {method === 'saved' && saved && (
        <div className="signature-preview" data-saved-signature>
          {savedImage ? (
            <img src={savedImage} alt={texts.savedAlt} />
          ) : (
            <span className="muted">{texts.loadingSaved}</span>
          )}
        </div>
      )}
      {method === 'draw' && (
        <div className="signature-draw">
          <p id={hintId} className="muted">
            {texts.padHint} {texts.keyboardHint}
          </p>
          <canvas
            ref={canvas}
            className="signature-pad"
            role="img"
            aria-label={texts.padLabel}
            aria-describedby={`${hintId}${signatureError ? ` ${errorId}` : ''}`}
            data-signature-pad
          />
          <div className="signature-actions">
            <button type="button" className="btn btn-small" onClick={undo} disabled={!drawn || busy}>
              {texts.undo}
            </button>
            <button type="button" className="btn btn-small" onClick={clearPad} disabled={!drawn || busy}>
              {texts.clear}
            </button>
          </div>
        </div>
      )}
      {method === 'upload' && (
        <div className="signature-upload field">
          <label htmlFor={fileId}>{texts.fileLabel}</label>
          <input
            id={fileId}
            type="file"
            className="input"
            accept={[...IMAGE_EXTENSIONS.map((e) => `.${e}`), ...fileKinds.image.mimeTypes].join(',')}
            aria-describedby={`${hintId}${signatureError ? ` ${errorId}` : ''}`}
            aria-invalid={signatureError ? true : undefined}
            disabled={busy}
            onChange={(e) => onFile(e.currentTarget.files?.[0])}
          />
          <p id={hintId} className="field-hint">
            {fill(texts.fileHint, { max: String(MAX_UPLOAD_MB) })}
          </p>
          {chosen && (
            <div className="signature-preview">
              <img src={chosen.url} alt={texts.previewAlt} />
            </div>
          )}
        </div>
      )}

      <div className="sign-consent">
        <input
          ref={consentRef}
          id={consentId}
          type="checkbox"
          checked={agreed}
          disabled={!hydrated || busy}
          aria-invalid={error?.field === 'consent' ? true : undefined}
          aria-describedby={error?.field === 'consent' ? errorId : undefined}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            if (error?.field === 'consent') setError(undefined);
          }}
        />
        <label htmlFor={consentId}>{props.consent}</label>
      </div>

      {error && (
        <p id={errorId} className="field-error" role="alert" data-sign-error>
          {error.text}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy} aria-busy={busy}>
          <span className="spinner" aria-hidden="true" />
          {busy ? props.working : props.submit}
        </button>
      </div>
    </form>
  );
}
