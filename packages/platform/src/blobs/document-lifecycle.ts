/**
 * One rule of the documents bucket's lifecycle, for the keys under `prefix` ('' for all). The
 * bucket keeps versions, so a delete only hides an object behind a delete marker: these rules are
 * what makes a deleted document (an erasure under the retention policy among them) really go.
 */
export interface LifecycleRule {
  id: string;
  prefix: string;
  /** A current object this many days old gets a delete marker (it becomes noncurrent). */
  expireAfterDays?: number;
  /** A version replaced or deleted this many days ago goes for good, with its bytes. */
  noncurrentAfterDays?: number;
  /** A delete marker with no version left behind it goes. */
  expiredDeleteMarkers?: boolean;
}

/**
 * The documents bucket's lifecycle, in AWS (the data stack's bucket) and in the local S3 store
 * alike. A day of noncurrent versions lets a mistaken overwrite or delete be undone the same day;
 * after it, what was deleted is gone.
 */
export const DOCUMENT_LIFECYCLE: readonly LifecycleRule[] = [
  // Browsers' uploads land under uploads/ and are copied elsewhere once checked (or refused and
  // deleted): what is left there, a form never confirmed or used again, goes after a day.
  { id: 'UploadsLapse', prefix: 'uploads/', expireAfterDays: 1, noncurrentAfterDays: 1 },
  // Report exports are files of the whole book made for one download: gone after a day.
  { id: 'ExportsLapse', prefix: 'exports/', expireAfterDays: 1, noncurrentAfterDays: 1 },
  // Every other document stays until the product deletes it; then its versions go a day later.
  { id: 'DeletedLapse', prefix: '', noncurrentAfterDays: 1, expiredDeleteMarkers: true },
];
