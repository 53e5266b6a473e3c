/**
 * The conditional headers of a read (If-Match, If-None-Match, If-Modified-Since,
 * If-Unmodified-Since) and of a copy's source (the same, prefixed x-amz-copy-source-), evaluated
 * in S3's order: If-Match that holds makes If-Unmodified-Since irrelevant, and If-None-Match makes
 * If-Modified-Since so. A read not modified is answered 304; a copy whose source does not
 * qualify, 412.
 */
export type PreconditionOutcome =
  | { kind: 'proceed' }
  | { kind: 'not-modified' }
  | { kind: 'failed'; condition: string };

export interface Validators {
  /** Quoted, as answered in the ETag header. */
  etag: string;
  lastModified: Date;
}

export function evaluatePreconditions(
  header: (name: string) => string | undefined,
  object: Validators,
  forCopy = false,
): PreconditionOutcome {
  const prefix = forCopy ? 'x-amz-copy-source-' : '';
  const name = (n: string) => `${prefix}${n}`;
  const ifMatch = header(name('if-match'));
  const ifNoneMatch = header(name('if-none-match'));
  const ifModifiedSince = httpDate(header(name('if-modified-since')));
  const ifUnmodifiedSince = httpDate(header(name('if-unmodified-since')));
  // HTTP dates have whole seconds; the object's time is compared at the same precision.
  const modified = Math.floor(object.lastModified.getTime() / 1000) * 1000;

  if (ifMatch !== undefined) {
    if (!etagListMatches(ifMatch, object.etag)) return { kind: 'failed', condition: name('If-Match') };
  } else if (ifUnmodifiedSince !== undefined && modified > ifUnmodifiedSince) {
    return { kind: 'failed', condition: name('If-Unmodified-Since') };
  }
  const notModified = forCopy
    ? (condition: string) => ({ kind: 'failed', condition }) as const
    : () => ({ kind: 'not-modified' }) as const;
  if (ifNoneMatch !== undefined) {
    if (etagListMatches(ifNoneMatch, object.etag)) return notModified(name('If-None-Match'));
  } else if (ifModifiedSince !== undefined && modified <= ifModifiedSince) {
    return notModified(name('If-Modified-Since'));
  }
  return { kind: 'proceed' };
}

/** Whether a list of entity tags (or `*`) names this one; quotes and weakness are not compared. */
export function etagListMatches(list: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  return list.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function httpDate(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
