import { extensionOf, fileKinds } from '@ezc/domain/customers/documents';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { confirmVideoUpload, findVideo, requestVideoUpload, type SigningVideo } from '../../lib/signing/api';
import { sendToStore } from '../customers/documents/upload';

/**
 * A product's explanation video inside its editor (spec §5): the current file's name, and an
 * upload of a new one. MP4 only, checked here first ('Upload Video Failed' / 'You can only upload
 * MP4') and by the server on the file's bytes. The file goes straight to the document store with
 * the form `/signing-videos/upload` grants, then `/signing-videos/confirm` makes it the product's.
 * Failures are said inside the dialog: a notification behind a modal dialog would not be seen.
 */

export interface ProductVideoTexts {
  readonly heading: string;
  readonly intro: string;
  readonly current: string;
  readonly usingDefault: string;
  readonly none: string;
  readonly fileLabel: string;
  readonly fileHint: string;
  readonly upload: string;
  readonly uploading: string;
  readonly uploaded: string;
  readonly uploadedText: string;
  readonly uploadFailed: string;
  readonly onlyMp4: string;
  readonly chooseFile: string;
  readonly loadFailed: string;
}

interface Props {
  readonly sku: string;
  readonly texts: ProductVideoTexts;
  /** A success note for the listing the editor returns to. */
  readonly onUploaded?: (title: string, text: string) => void;
}

const VIDEO = fileKinds.video;

export default function ProductVideo({ sku, texts, onUploaded }: Props) {
  const [video, setVideo] = useState<SigningVideo | null | undefined>(undefined);
  const [file, setFile] = useState<File | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [progress, setProgress] = useState<number | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    void findVideo(sku, texts.loadFailed).then((answer) => {
      setVideo(answer.ok ? answer.data : null);
    });
  }, [sku, texts.loadFailed]);

  const pick = (chosen: File | undefined) => {
    setStatus('');
    setAlert(undefined);
    setFile(undefined);
    if (!chosen) return;
    const ext = extensionOf(chosen.name);
    if (!ext || !VIDEO.extensions.includes(ext)) {
      setAlert(texts.onlyMp4);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== undefined) return;
    if (!file) {
      setAlert(texts.chooseFile);
      input.current?.focus();
      return;
    }
    setAlert(undefined);
    setStatus('');
    setProgress(0);
    const fail = (message: string | undefined) => {
      setProgress(undefined);
      setAlert(message ?? texts.uploadFailed);
    };
    const form = await requestVideoUpload(sku, file.name, texts.uploadFailed);
    if (!form.ok) return fail(form.message);
    const sent = await sendToStore(
      { UploadId: form.data.UploadKey, url: form.data.Url, method: 'POST', fields: { ...form.data.Fields } },
      file,
      setProgress,
    );
    if (!sent.ok) return fail(sent.message);
    const saved = await confirmVideoUpload(sku, file.name, form.data.UploadKey, texts.uploadFailed);
    if (!saved.ok) return fail(saved.message);
    setProgress(undefined);
    setVideo({ ...saved.data, IsDefault: false });
    setFile(undefined);
    if (input.current) input.current.value = '';
    const text = texts.uploadedText.replace('{name}', saved.data.FileName).replace('{sku}', sku);
    setStatus(text);
    onUploaded?.(texts.uploaded, text);
  };

  const headingId = `${id}-heading`;
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;
  const busy = progress !== undefined;

  return (
    <section className="fees product-video" aria-labelledby={headingId} data-product-video>
      <div className="fees-head">
        <div>
          <h3 id={headingId}>{texts.heading}</h3>
          <p>{texts.intro}</p>
        </div>
      </div>
      <p data-current-video>
        {video === undefined
          ? '…'
          : video === null
            ? texts.none
            : video.IsDefault
              ? texts.usingDefault.replace('{name}', video.FileName)
              : texts.current.replace('{name}', video.FileName)}
      </p>
      {alert && (
        <div className="dialog-alert" role="alert" data-video-alert>
          <p className="alert-title">{texts.uploadFailed}</p>
          <p>{alert}</p>
        </div>
      )}
      <p className="dialog-status" role="status">
        {status}
      </p>
      <form className="fee-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={fileId}>{texts.fileLabel}</label>
          <input
            ref={input}
            id={fileId}
            className="input"
            type="file"
            accept={[...VIDEO.extensions.map((e) => `.${e}`), ...VIDEO.mimeTypes].join(',')}
            aria-describedby={hintId}
            aria-invalid={alert ? true : undefined}
            disabled={busy}
            onChange={(e) => pick(e.currentTarget.files?.[0])}
          />
          <p id={hintId} className="field-hint">
            {texts.fileHint}
          </p>
        </div>
        {busy && <progress max={1} value={progress} aria-label={texts.uploading} />}
        <div className="form-actions">
          <button type="submit" className="btn btn-small" disabled={busy} aria-busy={busy}>
            {busy ? texts.uploading : texts.upload}
          </button>
        </div>
      </form>
    </section>
  );
}
