/**
 * A GET's `Range` as S3 reads it: one range of bytes (`bytes=a-b`, `bytes=a-`, `bytes=-n`). A
 * header it cannot read, or one asking for several ranges, is ignored and the whole object sent;
 * a range that starts past the end cannot be satisfied (416).
 */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const m = /^\s*bytes=(\d*)-(\d*)\s*$/.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  const [first, last] = [m[1] ?? '', m[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // `a-b` with b before a is no range at all, and is ignored.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
