/**
 * Reads a browser upload form (multipart/form-data) as a stream: the small fields first, then the
 * part named `file`, which must come after them, as S3 requires. `admit` sees the fields before a
 * byte of the file is read and decides the file's limit (or refuses), and the file is counted as it
 * streams in, so an oversized upload is cut off at the limit whatever its Content-Length said.
 * Parts after the file are not read, as S3 ignores them.
 */
export type UploadFormOutcome<A, R> =
  /** The file as the stream's chunks, in order (see blob-body.ts): never joined here. */
  | { kind: 'file'; fields: Record<string, string>; admitted: A; file: Buffer[]; size: number }
  | { kind: 'refused'; refusal: R }
  | { kind: 'too-large'; admitted: A }
  | { kind: 'malformed' };

/** Everything but the file: field names, values and part headers together. */
const MAX_FIELDS_BYTES = 64 * 1024;
const MAX_PART_HEADER_BYTES = 8 * 1024;

export async function readUploadForm<A extends { maxBytes: number }, R>(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  admit: (fields: Record<string, string>) => A | { refuse: R },
  /** The file part's name: `file` in the store's forms, as S3's; an API's form may name it otherwise. */
  fileField = 'file',
): Promise<UploadFormOutcome<A, R>> {
  if (!body) return { kind: 'malformed' };
  const reader = body.getReader();
  const stop = () => reader.cancel().catch(() => undefined);
  let buf: Buffer = Buffer.alloc(0);
  let consumed = 0;
  const pull = async (): Promise<boolean> => {
    const next = await reader.read();
    if (next.done) return false;
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    return true;
  };
  /** Reads until `marker` is in the buffer, holding no more than `limit` bytes meanwhile. */
  const find = async (marker: Buffer, limit: number): Promise<number> => {
    for (;;) {
      const at = buf.indexOf(marker);
      if (at >= 0) return at;
      if (buf.length > limit || !(await pull())) return -1;
    }
  };
  const malformed = async () => {
    await stop();
    return { kind: 'malformed' } as const;
  };

  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};

  const start = await find(opening, MAX_PART_HEADER_BYTES);
  if (start < 0) return malformed();
  buf = buf.subarray(start + opening.length);

  for (;;) {
    while (buf.length < 2) if (!(await pull())) return malformed();
    // "--" after a boundary closes the form: it ended without a file.
    if (buf[0] !== 0x0d || buf[1] !== 0x0a) return malformed();
    buf = buf.subarray(2);
    const headerEnd = await find(Buffer.from('\r\n\r\n'), MAX_PART_HEADER_BYTES);
    if (headerEnd < 0) return malformed();
    const name = partName(buf.subarray(0, headerEnd).toString('utf8'));
    consumed += headerEnd;
    buf = buf.subarray(headerEnd + 4);
    if (name === undefined) return malformed();

    if (name !== fileField) {
      const end = await find(delimiter, MAX_FIELDS_BYTES - consumed);
      if (end < 0 || name in fields) return malformed();
      fields[name] = buf.subarray(0, end).toString('utf8');
      consumed += name.length + end;
      if (consumed > MAX_FIELDS_BYTES) return malformed();
      buf = buf.subarray(end + delimiter.length);
      continue;
    }

    const verdict = admit(fields);
    if ('refuse' in verdict) {
      await stop();
      return { kind: 'refused', refusal: verdict.refuse };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = async (part: Buffer) => {
      size += part.length;
      if (size > verdict.maxBytes) {
        await stop();
        return false;
      }
      if (part.length > 0) chunks.push(part);
      return true;
    };
    for (;;) {
      const end = buf.indexOf(delimiter);
      if (end >= 0) {
        if (!(await keep(buf.subarray(0, end)))) return { kind: 'too-large', admitted: verdict };
        break;
      }
      // Without the delimiter in sight, all but its length less one byte is surely file content.
      const take = Math.max(0, buf.length - (delimiter.length - 1));
      if (!(await keep(buf.subarray(0, take)))) return { kind: 'too-large', admitted: verdict };
      const tail = buf.subarray(take);
      const next = await reader.read();
      if (next.done) return malformed();
      const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      // The file's bytes are kept as the stream's own chunks, never copied: only the few bytes
      // where the delimiter might straddle two chunks are joined to look for it.
      const seam = Buffer.concat([tail, chunk.subarray(0, delimiter.length)]);
      const at = seam.indexOf(delimiter);
      if (at >= 0 && at < tail.length) {
        if (!(await keep(tail.subarray(0, at)))) return { kind: 'too-large', admitted: verdict };
        break;
      }
      if (!(await keep(Buffer.from(tail)))) return { kind: 'too-large', admitted: verdict };
      buf = chunk;
    }
    await stop();
    return { kind: 'file', fields, admitted: verdict, file: chunks, size };
  }
}

/** The boundary of a multipart/form-data Content-Type, if it is one. */
export function formBoundary(contentType: string | undefined): string | undefined {
  const m = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType ?? '',
  );
  return m?.[1] ?? m?.[2];
}

function partName(headers: string): string | undefined {
  const disposition = headers.split('\r\n').find((line) => /^content-disposition\s*:/i.test(line));
  if (!disposition || !/:\s*form-data\s*;/i.test(disposition)) return undefined;
  return /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
}
