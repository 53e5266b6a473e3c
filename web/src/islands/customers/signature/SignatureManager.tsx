import { documentRules, extensionOf, fileKinds } from '@ezc/domain/customers/documents';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import type { SignatureTexts } from '../../../components/customers/signature/signature-texts';
import { notify } from '../../../stores/notifications';
import ConfirmDialog from '../../identity/ConfirmDialog';
import {
  deleteSignature,
  downloadSignature,
  getSignature,
  type SavedSignature,
  saveSignature,
} from './signature-api';
import './signature.css';

/**
 * The saved signature (spec §2, §7): the current one shown, downloadable and deletable; a new one
 * drawn on a pad (`signature_pad`) or uploaded as a JPG, JPEG or PNG image — the way in for
 * keyboard and screen reader users. The server checks the image's content again.
 */

interface Props {
  readonly texts: SignatureTexts;
}

type Method = 'draw' | 'upload';

const RULE = documentRules.Signature;
const MB = 1024 * 1024;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export default function SignatureManager({ texts }: Props) {
  const [saved, setSaved] = useState<SavedSignature | null | undefined>(undefined);
  const [image, setImage] = useState<{ blob: Blob; url: string } | undefined>(undefined);
  const [method, setMethod] = useState<Method>('draw');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<{ file: File; url: string } | undefined>(undefined);
  const [drawn, setDrawn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const id = useId();

  const load = useCallback(async () => {
    const current = await getSignature(texts.fetchSignatureFailed);
    if (!current.ok) {
      setSaved(null);
      return;
    }
    setSaved(current.data);
    if (!current.data) {
      setImage(undefined);
      return;
    }
    const blob = await downloadSignature(texts.fetchSignatureFailed);
    setImage(blob ? { blob, url: URL.createObjectURL(blob) } : undefined);
  }, [texts.fetchSignatureFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  // Object URLs hold the image in memory until revoked.
  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);
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

  function clearPad() {
    pad.current?.clear();
    setDrawn(false);
  }

  function undo() {
    const signature = pad.current;
    if (!signature) return;
    const data = signature.toData();
    data.pop();
    signature.fromData(data);
    setDrawn(!signature.isEmpty());
  }

  function refuse(text: string) {
    setError(text);
    notify({ type: 'error', title: texts.uploadSignatureFailed, description: text });
  }

  function onFile(file: File | undefined) {
    setError(undefined);
    if (!file) return;
    const ext = extensionOf(file.name);
    if (!ext || !fileKinds.image.extensions.includes(ext)) {
      refuse(texts.onlyImage);
      return;
    }
    if (file.size > RULE.maxMb * MB) {
      refuse(texts.tooLarge.replace('{max}', String(RULE.maxMb)));
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  }

  async function onSave() {
    if (saving) return;
    let signatureFile: string;
    if (method === 'draw') {
      const signature = pad.current;
      if (!signature || signature.isEmpty()) {
        setError(texts.emptyDrawing);
        return;
      }
      signatureFile = signature.toDataURL('image/png');
    } else {
      if (!chosen) {
        setError(texts.noFile);
        return;
      }
      signatureFile = await readAsDataUrl(chosen.file);
    }
    setSaving(true);
    const result = await saveSignature(saved?.SignatureMediaId, signatureFile, texts.uploadSignatureFailed);
    setSaving(false);
    if (!result.ok) return;
    notify({ type: 'success', title: texts.signatureSaved });
    clearPad();
    setChosen(undefined);
    await load();
  }

  async function onDelete() {
    setConfirming(false);
    if (!saved) return;
    const result = await deleteSignature(saved.SignatureMediaId, texts.deleteFailed);
    if (!result.ok) return;
    notify({ type: 'success', title: texts.signatureDeleted });
    await load();
  }

  function onDownload() {
    if (!image || !saved) return;
    const a = document.createElement('a');
    a.href = image.url;
    a.download = saved.FileName || `signature.${saved.FileExtension || 'png'}`;
    document.body.append(a);
    a.click();
    a.remove();
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fileId = `${id}-file`;

  return (
    <div className="signature-manager" aria-busy={saved === undefined}>
      <section className="card signature-current" aria-labelledby={`${id}-current`} data-signature-current>
        <h2 id={`${id}-current`}>{texts.current}</h2>
        {saved === undefined ? (
          <p className="muted">{texts.loading}</p>
        ) : saved === null ? (
          <p className="muted" data-signature-none>
            {texts.none}
          </p>
        ) : (
          <>
            <div className="signature-preview">
              {image && <img src={image.url} alt={texts.currentAlt} data-signature-image />}
            </div>
            <div className="signature-actions">
              <button type="button" className="btn" onClick={onDownload} disabled={!image}>
                {texts.download}
              </button>
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                {texts.delete}
              </button>
            </div>
          </>
        )}
      </section>

      <section className="card signature-new" aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>{saved ? texts.replaceSignature : texts.newSignature}</h2>
        <fieldset className="signature-methods">
          <legend>{texts.methods}</legend>
          {(['draw', 'upload'] as const).map((m) => (
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
              {m === 'draw' ? texts.draw : texts.upload}
            </label>
          ))}
        </fieldset>

        {method === 'draw' ? (
          <div className="signature-draw">
            <p id={hintId} className="muted">
              {texts.padHint} {texts.keyboardHint}
            </p>
            <canvas
              ref={canvas}
              className="signature-pad"
              role="img"
              aria-label={texts.padLabel}
              aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
              data-signature-pad
            />
            <div className="signature-actions">
              <button type="button" className="btn btn-small" onClick={undo} disabled={!drawn}>
                {texts.undo}
              </button>
              <button type="button" className="btn btn-small" onClick={clearPad} disabled={!drawn}>
                {texts.clear}
              </button>
            </div>
          </div>
        ) : (
          <div className="signature-upload field">
            <label htmlFor={fileId}>{texts.fileLabel}</label>
            <input
              id={fileId}
              type="file"
              className="input"
              accept={[...fileKinds.image.extensions.map((e) => `.${e}`), ...fileKinds.image.mimeTypes].join(
                ',',
              )}
              aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(e) => onFile(e.currentTarget.files?.[0])}
            />
            <p id={hintId} className="field-hint">
              {texts.fileHint.replace('{max}', String(RULE.maxMb))}
            </p>
            {chosen && (
              <div className="signature-preview">
                <img src={chosen.url} alt={texts.previewAlt} />
              </div>
            )}
          </div>
        )}

        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="signature-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void onSave()}
            disabled={saving}
            aria-busy={saving}
          >
            <span className="spinner" aria-hidden="true" />
            {saving ? texts.saving : texts.save}
          </button>
        </div>
      </section>

      <ConfirmDialog
        open={confirming}
        title={texts.confirmDeleteTitle}
        text={texts.confirmDeleteText}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        onConfirm={() => void onDelete()}
        onDismiss={() => setConfirming(false)}
      />
    </div>
  );
}
