import {
  activeFilters,
  type Language,
  type ReportFilters,
  type ReportName,
  reportColumns,
  reports,
  rowMatches,
  totalsOf,
} from '@ezc/domain';
import { reportsTexts } from '@ezc/domain/i18n/reports';
import { cellText, columnLabel } from '@ezc/domain/reports/report-labels';
import { csvWriter } from '../export/csv';
import { type XlsxCell, xlsxWriter } from '../export/xlsx';
import type { ExportFormat } from '../exports/report-exports';
import { type ReportPorts, reportRows } from './find-report';

export interface ReportFile {
  fileName: string;
  contentType: string;
  /** How many rows the file holds (known before it is written, for the caller's progress bar). */
  rows: number;
  body: ReadableStream<Uint8Array>;
}

/** How many rows the filters let through, from the day summaries (or the one loan's rows). */
export async function countReport(ports: ReportPorts, report: ReportName, filters: ReportFilters) {
  const f = activeFilters(reports[report], filters);
  if (f.LoanNo)
    return (await ports.reader.rowsOfLoan(report, f.LoanNo)).filter((r) => rowMatches(r, f)).length;
  const [summaries, cells] = await Promise.all([
    ports.reader.summaries(report, f.from, f.to),
    ports.reader.cells(report),
  ]);
  return totalsOf(reports[report], summaries, cells, f).count;
}

const xlsxCell = (kind: string, text: string, value: unknown): XlsxCell => {
  if (value === undefined || value === null || value === '') return { text: '' };
  if (kind === 'money') return { money: Number(value) };
  if (kind === 'number') return { number: Number(value) };
  if (kind === 'date') return { day: String(value) };
  return { text };
};

/**
 * The whole filtered report as a CSV or XLSX file, written as it is read: a day of rows at a time
 * is read, written and handed on before the next is read (the stream pulls), so a file of any
 * length takes the memory of one day's rows. The header and the words in it are in `lang`.
 */
export async function exportReport(
  ports: ReportPorts,
  report: ReportName,
  filters: ReportFilters,
  format: ExportFormat,
  lang: Language,
  /** Told the rows written so far, after each batch. */
  onRows: (written: number) => void = () => undefined,
): Promise<ReportFile> {
  const columns = reportColumns[report];
  const header = columns.map((c) => columnLabel(c.field, lang));
  const rows = await countReport(ports, report, filters);
  const title = reportsTexts[lang].reportPages.titles[report];
  const writer =
    format === 'csv'
      ? (() => {
          const w = csvWriter(header);
          return {
            start: w.start,
            end: w.end,
            write: (batch: Record<string, unknown>[]) =>
              w.rows(batch.map((r) => columns.map((c) => cellText(report, c, r[c.field], lang, 'file')))),
          };
        })()
      : (() => {
          const w = xlsxWriter(title, header);
          return {
            start: w.start,
            end: w.end,
            write: (batch: Record<string, unknown>[]) =>
              w.rows(
                batch.map((r) =>
                  columns.map((c) =>
                    xlsxCell(c.kind, cellText(report, c, r[c.field], lang, 'file'), r[c.field]),
                  ),
                ),
              ),
          };
        })();
  const batches = reportRows(ports, report, filters)[Symbol.asyncIterator]();
  let started = false;
  let written = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(writer.start());
        return;
      }
      // A batch may deflate to nothing yet: read on until there is something to hand on.
      for (;;) {
        const next = await batches.next();
        if (next.done) {
          const last = writer.end();
          if (last.length) controller.enqueue(last);
          controller.close();
          return;
        }
        const chunk = writer.write(next.value);
        written += next.value.length;
        onRows(written);
        if (chunk.length) {
          controller.enqueue(chunk);
          return;
        }
      }
    },
    async cancel() {
      await batches.return?.();
    },
  });
  const today = ports.today();
  return {
    fileName: `${report}-report-${today}.${format}`,
    contentType:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    rows,
    body,
  };
}
