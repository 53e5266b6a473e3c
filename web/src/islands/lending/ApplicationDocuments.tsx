import { useId, useRef, useState } from 'react';
import { postForm } from '../../lib/lending/client';
import { useHydrated } from '../customers/hydrated';
import { reloadWith } from './after-action';
import ReceiptField, { type ReceiptFileTexts, receiptError } from './ReceiptField';
import SubmitAction from './SubmitAction';
import { type CommonTexts, fill, freeTextError, type LendingTexts } from './texts';

/**
 * The borrower adds a document to their own application (spec §7: add-document, multipart). The
 * list of documents is the page's; after an upload the page is shown again with it.
 */
interface Props {
  readonly applicationId: string;
  readonly texts: LendingTexts['applicationView']['upload'];
  readonly common: CommonTexts;
  /** spec §5 and §8 texts: wrong type, too large, and the titles. */
  readonly fileTexts: ReceiptFileTexts & { readonly failedTitle: string };
}

export default function ApplicationDocuments({ applicationId, texts, common, fileTexts }: Props) {
  const hydrated = useHydrated();
  const ids = {
    title: useId(),
    titleError: useId(),
    titleHint: useId(),
    file: useId(),
  };
  const titleRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const titleError = freeTextError(title, common, 100);
    const { error: fileError } = receiptError(file, common, fileTexts);
    setErrors({ ...(titleError ? { title: titleError } : {}), ...(fileError ? { file: fileError } : {}) });
    if (titleError) return titleRef.current?.focus();
    if (fileError || !file) return fileRef.current?.focus();
    const form = new FormData();
    form.append('ApplicationId', applicationId);
    form.append('Title', title.trim());
    form.append('FileStream', file, file.name);
    setBusy(true);
    const answer = await postForm('/api/applications/add-document', form, {
      failureTitle: fileTexts.failedTitle,
    });
    setBusy(false);
    if (answer.ok)
      reloadWith({
        type: 'success',
        title: texts.uploaded,
        description: fill(texts.uploadedText, { name: file.name }),
      });
  };

  return (
    <form className="lending-form" onSubmit={submit} noValidate aria-labelledby={`${ids.title}-h`}>
      <h3 id={`${ids.title}-h`}>{texts.heading}</h3>
      <div className="grid">
        <div className="field">
          <label htmlFor={ids.title}>{texts.titleLabel}</label>
          <input
            ref={titleRef}
            id={ids.title}
            className="input"
            name="Title"
            maxLength={100}
            value={title}
            required
            aria-invalid={errors.title ? 'true' : undefined}
            aria-describedby={`${ids.titleHint}${errors.title ? ` ${ids.titleError}` : ''}`}
            onChange={(e) => setTitle(e.target.value)}
          />
          <p className="field-hint" id={ids.titleHint}>
            {texts.titleHint}
          </p>
          {errors.title && (
            <p className="field-error" id={ids.titleError}>
              {errors.title}
            </p>
          )}
        </div>
        <ReceiptField
          id={ids.file}
          name="FileStream"
          label={texts.fileLabel}
          common={common}
          error={errors.file}
          inputRef={fileRef}
          onFile={(chosen) => {
            setFile(chosen);
            setErrors((x) => ({ ...x, file: undefined }));
          }}
        />
      </div>
      <SubmitAction hydrated={hydrated} busy={busy} label={texts.submit} busyLabel={texts.uploading} />
    </form>
  );
}
