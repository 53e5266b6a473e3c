import { fileNameOf, postForFile, saveFile } from '../../lib/lending/client';
import {
  announcedRows,
  csvRowsRead,
  formatBytes,
  formatCount,
  lineBreaks,
} from '../../lib/reports/export-progress';
import { notify } from '../../stores/notifications';
import { fill } from '../lending/texts';

/**
 * A report's export buttons (ReportExport.astro), without React: the page's listing must stay
 * within its JavaScript budget, and React's runtime alone would take most of it. A button posts
 * the page's filters to the export call and reads the file as it streams in, telling how far it
 * has come in the status line (CSV: rows of the `X-Report-Rows` announced; XLSX: its size), then
 * saves it under the name the answer gives. A refusal or a broken stream says 'Export Failed'.
 * The buttons rest while a file comes.
 */

interface Texts {
  readonly exportStarting: string;
  readonly exporting: string;
  readonly exportingBytes: string;
  readonly exported: string;
  readonly exportFailed: string;
}

type Format = 'csv' | 'xlsx';

/** A big export takes its time: the whole file must arrive within this. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;
/** The status line changes at most this often (a screen reader reads every change). */
const TELL_EVERY_MS = 400;

const parse = <T>(json: string | undefined, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};

function setUp(host: HTMLElement): void {
  const { path = '', fallbackName = 'report', lang = 'en' } = host.dataset;
  const filters = parse<Record<string, string>>(host.dataset.filters, {});
  const texts = parse<Texts>(host.dataset.texts, {
    exportStarting: '',
    exporting: '',
    exportingBytes: '',
    exported: '',
    exportFailed: 'Export Failed',
  });
  const buttons = [...host.querySelectorAll<HTMLButtonElement>('button[data-format]')];
  const bar = host.querySelector<HTMLProgressElement>('progress');
  const status = host.querySelector<HTMLElement>('[role="status"]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const rest = (busy: boolean) => {
    for (const button of buttons) button.disabled = busy;
    host.toggleAttribute('data-busy', busy);
    if (bar) bar.hidden = !busy;
  };
  /** The bar: rows of the total for a CSV, moving without an end for an XLSX. */
  const show = (format: Format, done: number, total: number) => {
    if (format === 'csv' && total > 0) {
      bar?.setAttribute('max', String(total));
      bar?.setAttribute('value', String(done));
      say(fill(texts.exporting, { rows: formatCount(done, lang), total: formatCount(total, lang) }));
    } else {
      bar?.removeAttribute('value');
      say(fill(texts.exportingBytes, { size: formatBytes(done, lang) }));
    }
  };

  const run = async (format: Format) => {
    if (host.hasAttribute('data-busy')) return;
    rest(true);
    bar?.removeAttribute('value');
    say(texts.exportStarting);
    try {
      const sent = await postForFile(
        path,
        { ...filters, Format: format },
        { failureTitle: texts.exportFailed, timeoutMs: EXPORT_TIMEOUT_MS },
      );
      if (!(sent instanceof Response)) {
        say('');
        return;
      }
      const total = announcedRows(sent.headers.get('x-report-rows'));
      const name = fileNameOf(sent.headers.get('content-disposition'), `${fallbackName}.${format}`);
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let breaks = 0;
      let bytes = 0;
      let told = 0;
      const tell = (force: boolean) => {
        const now = Date.now();
        if (!force && now - told < TELL_EVERY_MS) return;
        told = now;
        show(format, format === 'csv' ? csvRowsRead(breaks, total) : bytes, total);
      };
      tell(true);
      const reader = sent.body?.getReader();
      for (;;) {
        const read = await reader?.read();
        if (!read || read.done) break;
        chunks.push(read.value);
        bytes += read.value.byteLength;
        if (format === 'csv') breaks += lineBreaks(read.value);
        tell(false);
      }
      tell(true);
      saveFile(new Blob(chunks, { type: sent.headers.get('content-type') ?? '' }), name);
      say(fill(texts.exported, { file: name, rows: formatCount(total || csvRowsRead(breaks, 0), lang) }));
    } catch {
      say('');
      notify({ type: 'error', title: texts.exportFailed });
    } finally {
      rest(false);
    }
  };

  for (const button of buttons) {
    button.disabled = false;
    button.addEventListener('click', () => run(button.dataset.format === 'xlsx' ? 'xlsx' : 'csv'));
  }
}

for (const host of document.querySelectorAll<HTMLElement>('[data-export]')) setUp(host);
