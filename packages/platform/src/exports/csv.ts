/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  // A cell a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** A CSV file as a sequence of chunks: the header line, then each batch of rows. */
export function csvWriter(header: readonly string[]) {
  const encoder = new TextEncoder();
  return {
    start: () => encoder.encode(csvLine(header)),
    rows: (rows: readonly (readonly string[])[]) => encoder.encode(rows.map(csvLine).join('')),
    end: () => new Uint8Array(0),
  };
}
