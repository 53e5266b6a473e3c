import { type DocumentReadView, documentReadColumns } from '../use-cases/document-reads';

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  // A cell a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The reads as a CSV file: the API's field names as the header (a notice to a regulator is
 * assembled from it by people and programs alike), then one line per read.
 */
export const documentReadsCsv = (rows: readonly DocumentReadView[]): string =>
  line(documentReadColumns) + rows.map((r) => line(documentReadColumns.map((c) => r[c]))).join('');
