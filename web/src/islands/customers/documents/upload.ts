import { type DocumentRule, extensionOf, type FileKind, fileKinds } from '@ezc/domain/customers/documents';
import { messageOf } from '../../../lib/api-client';
import type { UploadTicket } from './media-api';

/**
 * The browser's half of an upload: a check of the file's type and size before anything is sent
 * (the server checks the content again), then the file posted straight to the document store
 * with the presigned form, reporting progress as it goes.
 */

export type PreCheck =
  | { readonly ok: true; readonly extension: string }
  | { readonly ok: false; readonly reason: 'type'; readonly kind: FileKind }
  | { readonly ok: false; readonly reason: 'size'; readonly kind: FileKind; readonly maxMb: number };

const MB = 1024 * 1024;

/**
 * spec §5: the name needs an extension, and the extension must be one the document takes; the
 * size must be within its limit. A file without an extension is refused like a wrong type.
 */
export function preCheck(
  file: { readonly name: string; readonly size: number },
  rule: DocumentRule,
): PreCheck {
  const extension = extensionOf(file.name);
  if (!extension || !fileKinds[rule.kind].extensions.includes(extension)) {
    return { ok: false, reason: 'type', kind: rule.kind };
  }
  if (file.size > rule.maxMb * MB) return { ok: false, reason: 'size', kind: rule.kind, maxMb: rule.maxMb };
  return { ok: true, extension };
}

/** The `accept` attribute of a file input for a document: its extensions and content types. */
export function acceptFor(kind: FileKind): string {
  const k = fileKinds[kind];
  return [...k.extensions.map((e) => `.${e}`), ...k.mimeTypes].join(',');
}

export type SendResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: number; readonly message: string | undefined };

/** Long enough for 5 MB on a slow mobile link; larger files get more. */
const timeoutFor = (size: number) => Math.max(120_000, Math.ceil(size / (32 * 1024)) * 1000);

/**
 * Posts the file with the presigned form: every field as given, then the file, named `file`
 * (the store reads the fields before the file). `onProgress` gets the sent fraction, 0 to 1.
 */
export function sendToStore(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.url);
    xhr.timeout = timeoutFor(file.size);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true });
        return;
      }
      let message: string | undefined;
      try {
        message = messageOf(JSON.parse(xhr.responseText));
      } catch {
        // S3 answers XML; its text is not for people.
      }
      resolve({ ok: false, status: xhr.status, message });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: undefined });
    xhr.ontimeout = () => resolve({ ok: false, status: 0, message: undefined });
    xhr.send(form);
  });
}

/** A file size as people read it: "850 KB", "1.2 MB". */
export function formatSize(bytes: number, locale: string): string {
  const nf = (max: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: max });
  if (bytes < 1024) return `${nf(0).format(bytes)} B`;
  if (bytes < MB) return `${nf(0).format(Math.round(bytes / 1024))} KB`;
  return `${nf(1).format(bytes / MB)} MB`;
}
