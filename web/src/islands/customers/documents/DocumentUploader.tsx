import type { Language } from '@ezc/domain/constants';
import {
  type DocumentTitle,
  documentRules,
  type FileKind,
  type MediaObjectType,
  optionalIndividualDocuments,
  requiredCompanyDocuments,
  requiredIndividualDocuments,
} from '@ezc/domain/customers/documents';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DocumentUploaderTexts } from '../../../components/customers/documents/uploader-texts';
import { notify } from '../../../stores/notifications';
import ConfirmDialog from '../../identity/ConfirmDialog';
import { documentHint, documentLabel, fill } from './document-titles';
import {
  type Checklist,
  confirmUpload,
  deleteMedia,
  documentChecklist,
  downloadUrl,
  listMedia,
  type Media,
  requestUpload,
} from './media-api';
import { acceptFor, formatSize, preCheck, sendToStore } from './upload';
import './document-uploader.css';

/**
 * Uploads, lists, downloads and deletes the documents of one owner (a customer, a contact
 * person, a staff user's eKYC images), one row per document Title, with the spec's checks before
 * sending, a progress bar while the file goes to the store, and the checklist of required
 * documents still missing. Used by the profile, the onboarding wizard's document step and eKYC.
 *
 * Whoever embeds it hears of every change through `onChange` (React) or the bubbling DOM event
 * `DOCUMENTS_CHANGE_EVENT` on the island's root, with the files and what is missing.
 */

/** Bubbles from the uploader's root after every load, upload and delete. */
export const DOCUMENTS_CHANGE_EVENT = 'ezc:documents-change';

export interface DocumentsState {
  /** Every file of the owner, newest first. */
  readonly media: readonly Media[];
  /** The newest file of each Title. */
  readonly latest: Readonly<Record<string, Media>>;
  /** Required Titles with no file yet, in the order they are listed. */
  readonly missing: readonly string[];
  /** The server's checklist, when the uploader shows one. */
  readonly checklist: Checklist | undefined;
  /** A file is on its way (or being replaced): what is listed may be about to change. */
  readonly uploading: boolean;
}

export interface DocumentUploaderProps {
  readonly texts: DocumentUploaderTexts;
  readonly lang: Language;
  /** Whose documents: 'Customer' with the CustomerId, 'ContactPerson', or 'User' with the account id. */
  readonly objectType: MediaObjectType;
  readonly objectId: string;
  /** The customer's required and optional documents (spec §5); ignored when `titles` is given. */
  readonly accountType?: 'individual' | 'corporate';
  /** Exactly these documents, all required (e.g. ['eKYC Front', 'eKYC Back']). */
  readonly titles?: readonly DocumentTitle[];
  /** 'list': a row per document with all its files; 'slots': one file per document, side by side. */
  readonly mode?: 'list' | 'slots';
  /** Shows the server's checklist of what is missing (customers' documents). */
  readonly checklist?: boolean;
  /** Staff looking at a customer's documents name the customer. */
  readonly customerId?: string;
  /** The section heading; false for none (the page has its own). */
  readonly heading?: string | false;
  readonly headingLevel?: 2 | 3;
  readonly onChange?: (state: DocumentsState) => void;
}

interface Row {
  readonly title: DocumentTitle;
  readonly required: boolean;
}

interface Upload {
  readonly id: number;
  readonly title: string;
  readonly name: string;
  readonly progress: number;
}

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-MY', ms: 'ms-MY' };

function rowsFor(titles: readonly DocumentTitle[] | undefined, accountType: string | undefined): Row[] {
  if (titles) return titles.map((title) => ({ title, required: true }));
  if (accountType === 'corporate')
    return requiredCompanyDocuments.map((title) => ({ title, required: true }));
  return [
    ...requiredIndividualDocuments.map((title) => ({ title, required: true })),
    ...optionalIndividualDocuments.map((title) => ({ title, required: false })),
  ];
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export default function DocumentUploader(props: DocumentUploaderProps) {
  const { texts, lang, objectType, objectId, customerId, onChange } = props;
  const mode = props.mode ?? 'list';
  const showChecklist = props.checklist ?? false;
  const locale = LOCALES[lang];
  const { titles, accountType } = props;
  const rows = useMemo(() => rowsFor(titles, accountType), [titles, accountType]);
  const baseId = useId();
  const root = useRef<HTMLElement>(null);

  const [media, setMedia] = useState<readonly Media[] | undefined>(undefined);
  const [checklist, setChecklist] = useState<Checklist | undefined>(undefined);
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [toDelete, setToDelete] = useState<Media | undefined>(undefined);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const nextId = useRef(1);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const refresh = useCallback(async () => {
    const owner = { objectType, objectId };
    const [list, check] = await Promise.all([
      listMedia(owner, texts.fetchMediaFailed),
      showChecklist ? documentChecklist(customerId, texts.fetchCommonDocumentsFailed) : undefined,
    ]);
    if (list.ok) {
      setMedia([...list.data].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt)));
    } else setMedia((m) => m ?? []);
    if (check?.ok) setChecklist(check.data);
  }, [objectType, objectId, customerId, showChecklist, texts]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const byTitle = useMemo(() => {
    const map = new Map<string, Media[]>();
    for (const m of media ?? []) map.set(m.Title, [...(map.get(m.Title) ?? []), m]);
    return map;
  }, [media]);

  const missing = useMemo(() => {
    if (checklist) return checklist.Missing;
    return rows.filter((r) => r.required && !byTitle.has(r.title)).map((r) => r.title);
  }, [checklist, rows, byTitle]);

  // Tell the embedding page after every load, upload and delete, and when one starts.
  const uploading = busy.size > 0;
  useEffect(() => {
    if (media === undefined) return;
    const latest: Record<string, Media> = {};
    for (const [title, files] of byTitle) if (files[0]) latest[title] = files[0];
    const state: DocumentsState = { media, latest, missing, checklist, uploading };
    onChangeRef.current?.(state);
    root.current?.dispatchEvent(new CustomEvent(DOCUMENTS_CHANGE_EVENT, { bubbles: true, detail: state }));
  }, [media, byTitle, missing, checklist, uploading]);

  const failureTitle = (kind: FileKind) =>
    kind === 'video' ? texts.uploadVideoFailed : texts.uploadDocumentFailed;
  const kindText = (kind: FileKind) =>
    kind === 'image' ? texts.onlyImage : kind === 'video' ? texts.onlyVideo : texts.onlyImageOrPdf;

  const setProgress = (id: number, progress: number) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, progress } : u)));
  const removeUpload = (id: number) => setUploads((list) => list.filter((u) => u.id !== id));

  async function uploadOne(title: DocumentTitle, file: File): Promise<boolean> {
    const rule = documentRules[title];
    const check = preCheck(file, rule);
    if (!check.ok) {
      notify({
        type: 'error',
        title: failureTitle(rule.kind),
        description:
          check.reason === 'size' ? fill(texts.tooLarge, { max: check.maxMb }) : kindText(check.kind),
      });
      return false;
    }
    const id = nextId.current++;
    setUploads((list) => [...list, { id, title, name: file.name, progress: 0 }]);
    setAnnouncement(fill(texts.uploading, { name: file.name }));
    const failTitle = failureTitle(rule.kind);
    try {
      const ticket = await requestUpload(
        { objectType, objectId, title, fileName: file.name, extension: check.extension, size: file.size },
        failTitle,
      );
      if (!ticket.ok) return false;
      const sent = await sendToStore(ticket.data, file, (p) => setProgress(id, p));
      if (!sent.ok) {
        notify({ type: 'error', title: failTitle, description: sent.message });
        return false;
      }
      const confirmed = await confirmUpload(ticket.data.UploadId, failTitle);
      if (!confirmed.ok) return false;
      setAnnouncement(fill(texts.uploadedOk, { name: confirmed.data.FileName }));
      return true;
    } finally {
      removeUpload(id);
    }
  }

  async function onFiles(title: DocumentTitle, files: readonly File[], replacing: Media | undefined) {
    setBusy((s) => new Set(s).add(title));
    try {
      // A refused file changes nothing: the list is read again only after a change.
      const allowed = files.filter((f) => preCheck(f, documentRules[title]).ok);
      if (replacing && allowed.length > 0) {
        // One file per slot: the old one goes first, so the store's per-document limit is kept.
        const gone = await deleteMedia(replacing.MediaId, texts.deleteMediaFailed);
        if (!gone.ok) return;
      }
      let changed = replacing !== undefined && allowed.length > 0;
      for (const file of files) changed = (await uploadOne(title, file)) || changed;
      if (changed) await refresh();
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(title);
        return next;
      });
    }
  }

  async function onDownload(m: Media) {
    const link = await downloadUrl(m.MediaId, texts.fetchMediaFailed);
    if (!link.ok) return;
    const a = document.createElement('a');
    a.href = link.data.URL;
    a.download = m.FileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  }

  async function onConfirmDelete() {
    const m = toDelete;
    setToDelete(undefined);
    if (!m) return;
    const gone = await deleteMedia(m.MediaId, texts.deleteMediaFailed);
    if (gone.ok) setAnnouncement(fill(texts.deletedOk, { name: m.FileName }));
    await refresh();
  }

  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const RowHeading = props.headingLevel === 3 ? 'h4' : 'h3';
  const heading = props.heading === undefined ? texts.heading : props.heading;
  const headingId = `${baseId}-heading`;

  return (
    <section
      ref={root}
      className={`doc-uploader doc-${mode}`}
      aria-labelledby={heading ? headingId : undefined}
      aria-busy={media === undefined}
      data-documents
    >
      {heading && <Heading id={headingId}>{heading}</Heading>}
      {mode === 'list' && <p className="doc-intro">{texts.intro}</p>}
      {media === undefined && <p className="doc-loading">{texts.loading}</p>}
      {showChecklist && media !== undefined && (
        <ChecklistPanel texts={texts} rows={rows} missing={missing} checklist={checklist} baseId={baseId} />
      )}
      <ul className="doc-rows">
        {rows.map((row) => {
          const rule = documentRules[row.title];
          const files = byTitle.get(row.title) ?? [];
          const shown = mode === 'slots' ? files.slice(0, 1) : files;
          const inFlight = uploads.filter((u) => u.title === row.title);
          const isBusy = busy.has(row.title);
          const full = mode === 'list' && files.length >= rule.maxFiles;
          const rowId = `${baseId}-${slug(row.title)}`;
          const label = documentLabel(texts, row.title);
          const hint = documentHint(texts, row.title);
          const done = files.length > 0;
          return (
            <li key={row.title} id={rowId} className="doc-row" data-title={row.title}>
              <div className="doc-head">
                <RowHeading id={`${rowId}-label`}>{label}</RowHeading>
                <span
                  className={`doc-badge ${done ? 'is-done' : row.required ? 'is-missing' : 'is-optional'}`}
                >
                  {done ? texts.uploaded : row.required ? texts.missing : texts.optional}
                </span>
              </div>
              <p className="doc-hint">
                {hint && <span>{hint} </span>}
                <span>{fill(texts.accepts[rule.kind], { max: rule.maxMb })}</span>
                {mode === 'list' && rule.maxFiles > 1 && (
                  <span> · {fill(texts.filesCount, { count: files.length, max: rule.maxFiles })}</span>
                )}
              </p>
              {media !== undefined && shown.length === 0 && inFlight.length === 0 && (
                <p className="doc-empty">{texts.noFiles}</p>
              )}
              {shown.length > 0 && (
                <ul className="doc-files">
                  {shown.map((m) => (
                    <li key={m.MediaId} className="doc-file">
                      <span className="doc-file-name">{m.FileName}</span>
                      <span className="doc-file-size">
                        {formatSize(m.Size, locale)}
                        {m.IsEncryptedYN === 'Y' && ` · ${texts.encrypted}`}
                      </span>
                      <span className="doc-file-actions">
                        <button
                          type="button"
                          className="btn btn-small"
                          aria-label={fill(texts.downloadLabel, { name: m.FileName })}
                          onClick={() => void onDownload(m)}
                        >
                          {texts.download}
                        </button>
                        {mode === 'list' && (
                          <button
                            type="button"
                            className="btn btn-small btn-danger"
                            aria-label={fill(texts.deleteLabel, { name: m.FileName })}
                            disabled={isBusy}
                            onClick={() => setToDelete(m)}
                          >
                            {texts.delete}
                          </button>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {inFlight.map((u) => (
                <div key={u.id} className="doc-progress" data-upload>
                  <span className="doc-progress-name">{fill(texts.uploading, { name: u.name })}</span>
                  <progress
                    max={100}
                    value={Math.round(u.progress * 100)}
                    aria-label={fill(texts.progressLabel, { name: u.name })}
                  />
                  <span className="doc-progress-value" aria-hidden="true">
                    {Math.round(u.progress * 100)}%
                  </span>
                </div>
              ))}
              {media !== undefined &&
                (full ? (
                  <p className="doc-limit">{texts.limitReached}</p>
                ) : (
                  <FilePicker
                    id={`${rowId}-input`}
                    labelledBy={`${rowId}-label`}
                    accept={acceptFor(rule.kind)}
                    multiple={mode === 'list' && rule.maxFiles - files.length > 1}
                    disabled={isBusy}
                    text={
                      mode === 'slots' && done ? texts.replaceFile : done ? texts.addFile : texts.chooseFile
                    }
                    onFiles={(chosen) => {
                      const room = mode === 'slots' ? 1 : rule.maxFiles - files.length;
                      void onFiles(row.title, chosen.slice(0, room), mode === 'slots' ? files[0] : undefined);
                    }}
                  />
                ))}
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        open={toDelete !== undefined}
        title={texts.confirmDeleteTitle}
        text={fill(texts.confirmDeleteText, { name: toDelete?.FileName ?? '' })}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        onConfirm={() => void onConfirmDelete()}
        onDismiss={() => setToDelete(undefined)}
      />
    </section>
  );
}

function ChecklistPanel({
  texts,
  rows,
  missing,
  checklist,
  baseId,
}: {
  texts: DocumentUploaderTexts;
  rows: readonly Row[];
  missing: readonly string[];
  checklist: Checklist | undefined;
  baseId: string;
}) {
  const required = checklist
    ? checklist.Items.filter((i) => i.Required).length
    : rows.filter((r) => r.required).length;
  const done = Math.max(0, required - missing.length);
  return (
    <div className={`doc-checklist ${missing.length === 0 ? 'is-complete' : ''}`} data-checklist>
      <h3 className="doc-checklist-title">{texts.checklistHeading}</h3>
      <p className="doc-checklist-progress">{fill(texts.checklistProgress, { done, total: required })}</p>
      <div aria-live="polite">
        {missing.length === 0 ? (
          <p>{texts.checklistDone}</p>
        ) : (
          <>
            <p>
              {missing.length === 1
                ? texts.checklistMissingOne
                : fill(texts.checklistMissingMany, { count: missing.length })}
            </p>
            <ul className="doc-missing" data-missing>
              {missing.map((title) => (
                <li key={title}>
                  <a href={`#${baseId}-${slug(title)}`}>{documentLabel(texts, title)}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function FilePicker({
  id,
  labelledBy,
  accept,
  multiple,
  disabled,
  text,
  onFiles,
}: {
  id: string;
  labelledBy: string;
  accept: string;
  multiple: boolean;
  disabled: boolean;
  text: string;
  onFiles: (files: File[]) => void;
}) {
  const textId = `${id}-text`;
  return (
    <div className="doc-picker">
      <input
        id={id}
        type="file"
        className="doc-file-input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={`${textId} ${labelledBy}`}
        onChange={(e) => {
          const chosen = [...(e.currentTarget.files ?? [])];
          // Cleared so choosing the same file again (after a refusal) still reports a change.
          e.currentTarget.value = '';
          if (chosen.length > 0) onFiles(chosen);
        }}
      />
      <label htmlFor={id} className="btn btn-small doc-picker-button" data-disabled={disabled || undefined}>
        <span id={textId}>{text}</span>
      </label>
    </div>
  );
}
