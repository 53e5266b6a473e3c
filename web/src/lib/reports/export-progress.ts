/**
 * How far an export has come, from the bytes read so far: a CSV's rows are its line breaks less
 * the header's, out of the `X-Report-Rows` the answer announced; an XLSX (zipped) can only say
 * its size. Pure, and small enough for the export island.
 */

const LINE_FEED = 10;

/** Line breaks in a chunk of the file (CSV lines end in CRLF; LF alone is counted the same). */
export function lineBreaks(chunk: Uint8Array): number {
  let n = 0;
  for (let i = chunk.indexOf(LINE_FEED); i !== -1; i = chunk.indexOf(LINE_FEED, i + 1)) n += 1;
  return n;
}

/** Rows written after `breaks` line breaks (the first line is the header), never past the total. */
export function csvRowsRead(breaks: number, total: number): number {
  const rows = Math.max(0, breaks - 1);
  return total > 0 ? Math.min(rows, total) : rows;
}

/** The row count the answer announced, or 0 when it did not. */
export function announcedRows(header: string | null): number {
  const n = Number.parseInt(header ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const locale = (lang: string) => (lang === 'ms' ? 'ms-MY' : 'en-MY');

/** A count as the page writes it (1,234). */
export const formatCount = (n: number, lang: string) => new Intl.NumberFormat(locale(lang)).format(n);

/** A size as 512 B, 34 KB or 1.2 MB. */
export function formatBytes(bytes: number, lang: string): string {
  if (bytes < 1024) return `${formatCount(bytes, lang)} B`;
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024), lang)} KB`;
  const mb = new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  return `${mb} MB`;
}
