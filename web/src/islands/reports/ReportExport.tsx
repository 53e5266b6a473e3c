import type { Catalogue } from '@ezc/domain/i18n/index';
import { useId, useRef, useState } from 'react';
import { fileNameOf, postForFile, saveFile } from '../../lib/lending/client';
import {
  announcedRows,
  csvRowsRead,
  formatBytes,
  formatCount,
  lineBreaks,
} from '../../lib/reports/export-progress';
import { notify } from '../../stores/notifications';
import { useHydrated } from '../customers/hydrated';
import { fill } from '../lending/texts';

/**
 * The report's export buttons: posts the page's filters to the export call and reads the file as
 * it streams in, telling how far it has come (CSV: rows of the announced total; XLSX: its size),
 * then saves it under the name the answer gives. A refusal or a broken stream says 'Export Failed'.
 */

type Format = 'csv' | 'xlsx';

type Texts = Pick<
  Catalogue['reportPages'],
  'exportCsv' | 'exportXlsx' | 'exporting' | 'exportingBytes' | 'exported' | 'exportFailed' | 'exportGroup'
>;

interface Props {
  /** The export call, e.g. /api/reports/installments/export. */
  readonly path: string;
  /** The page's filters (and the file's language) as the export call takes them. */
  readonly filters: Readonly<Record<string, string>>;
  /** The file's name when the answer gives none (without its extension). */
  readonly fallbackName: string;
  readonly lang: string;
  readonly texts: Texts;
}

/** A big export takes its time: the whole file must arrive within this. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;
/** The progress text changes at most this often (a screen reader reads every change). */
const TELL_EVERY_MS = 400;

interface Progress {
  readonly format: Format;
  /** Rows (CSV) or bytes (XLSX) read. */
  readonly done: number;
  /** Rows announced (CSV), 0 when unknown. */
  readonly total: number;
}

export default function ReportExport({ path, filters, fallbackName, lang, texts }: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const [progress, setProgress] = useState<Progress | undefined>();
  const [done, setDone] = useState('');
  const busy = useRef(false);

  const run = async (format: Format) => {
    if (busy.current) return;
    busy.current = true;
    setDone('');
    setProgress({ format, done: 0, total: 0 });
    try {
      const sent = await postForFile(
        path,
        { ...filters, Format: format },
        { failureTitle: texts.exportFailed, timeoutMs: EXPORT_TIMEOUT_MS },
      );
      if (!(sent instanceof Response)) return;
      const total = announcedRows(sent.headers.get('x-report-rows'));
      const name = fileNameOf(sent.headers.get('content-disposition'), `${fallbackName}.${format}`);
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let breaks = 0;
      let bytes = 0;
      let told = 0;
      const tell = (force = false) => {
        const now = Date.now();
        if (!force && now - told < TELL_EVERY_MS) return;
        told = now;
        setProgress({ format, done: format === 'csv' ? csvRowsRead(breaks, total) : bytes, total });
      };
      tell(true);
      const reader = sent.body?.getReader();
      if (reader) {
        for (;;) {
          const { done: finished, value } = await reader.read();
          if (finished) break;
          chunks.push(value);
          bytes += value.byteLength;
          if (format === 'csv') breaks += lineBreaks(value);
          tell();
        }
      }
      tell(true);
      saveFile(new Blob(chunks, { type: sent.headers.get('content-type') ?? '' }), name);
      setDone(fill(texts.exported, { file: name, rows: formatCount(total || csvRowsRead(breaks, 0), lang) }));
    } catch {
      notify({ type: 'error', title: texts.exportFailed });
    } finally {
      busy.current = false;
      setProgress(undefined);
    }
  };

  const status = !progress
    ? done
    : progress.format === 'csv'
      ? fill(texts.exporting, {
          rows: formatCount(progress.done, lang),
          total: formatCount(progress.total, lang),
        })
      : fill(texts.exportingBytes, { size: formatBytes(progress.done, lang) });
  const disabled = !hydrated || progress !== undefined;

  return (
    <div className="report-export" data-export>
      <fieldset className="report-export-buttons">
        <legend className="visually-hidden">{texts.exportGroup}</legend>
        <button
          type="button"
          className="btn"
          disabled={disabled}
          onClick={() => run('csv')}
          data-format="csv"
        >
          {texts.exportCsv}
        </button>
        <button
          type="button"
          className="btn"
          disabled={disabled}
          onClick={() => run('xlsx')}
          data-format="xlsx"
        >
          {texts.exportXlsx}
        </button>
      </fieldset>
      {progress && (
        <progress
          className="report-export-bar"
          aria-labelledby={`${id}-status`}
          max={progress.format === 'csv' && progress.total > 0 ? progress.total : undefined}
          value={progress.format === 'csv' && progress.total > 0 ? progress.done : undefined}
        />
      )}
      <p className="report-export-status" id={`${id}-status`} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
