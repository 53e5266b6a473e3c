import {
  activeFilters,
  type Language,
  type ReportFilters,
  type ReportName,
  reportColumns,
  reports,
  rowMatches,
} from '@ezc/domain';
import { reportsTexts } from '@ezc/domain/i18n/reports';
import { cellText, columnLabel } from '@ezc/domain/reports/report-labels';
import { csvWriter, fileParts } from '@ezc/platform';

import { type XlsxCell, xlsxWriter } from '../export/xlsx';
import type { ExportFormat } from '../exports/report-exports';
import { liveOnly, type ReportPorts, reportRows, totalsFor } from './find-report';

/** A report's file as kept and downloaded: its name (the report and the day) and its type. */
export const exportFile = (report: ReportName, format: ExportFormat, today: string) => ({
  fileName: `${report}-report-${today}.${format}`,
  contentType:
    format === 'csv'
      ? 'text/csv; charset=utf-8'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** How many rows the filters let through, from the day summaries (or the one loan's rows). */
export async function countReport(given: ReportPorts, report: ReportName, filters: ReportFilters) {
  const ports = await liveOnly(given);
  const f = activeFilters(reports[report], filters);
  if (f.LoanNo)
    return (await ports.reader.rowsOfLoan(report, f.LoanNo)).filter((r) => rowMatches(r, f)).length;
  return (await totalsFor(ports, report, f)).count;
}

const xlsxCell = (kind: string, text: string, value: unknown): XlsxCell => {
  if (value === undefined || value === null || value === '') return { text: '' };
  if (kind === 'money') return { money: Number(value) };
  if (kind === 'number') return { number: Number(value) };
  if (kind === 'date') return { day: String(value) };
  return { text };
};

/**
 * The whole filtered report as the parts of a CSV or XLSX file, written as it is read: a day of
 * rows at a time is read and written before the next is read, `onRows` told the rows written so
 * far. The header and the words in it are in `lang`.
 */
export async function exportReport(
  ports: ReportPorts,
  report: ReportName,
  filters: ReportFilters,
  format: ExportFormat,
  lang: Language,
  onRows: (written: number) => void = () => undefined,
): Promise<Uint8Array[]> {
  const columns = reportColumns[report];
  const header = columns.map((c) => columnLabel(c.field, lang));
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
  return fileParts(writer, reportRows(ports, report, filters), onRows);
}
