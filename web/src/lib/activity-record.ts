/**
 * What a page knows of the server's record of a session's last activity, in a module of its own
 * so the sign-in page can start a record without loading the idle watch (idle-clock.ts).
 */

/** What the page knows of the server's record of the last activity (shared by the tabs). */
export interface ActivityRecord {
  /** The server's record is at or after this time: the idle limit is counted from here. */
  readonly since: number;
  /** …and at or before this one: when the latest call that may have been recorded ended. */
  readonly lastCall: number;
}

/** A session begins with its activity recorded at its start, somewhere within the sign-in call. */
export const signInRecord = (start: number, end: number): ActivityRecord => ({ since: start, lastCall: end });

/** Two tabs' records of the same session: each bound only ever moves forward. */
export const mergeRecords = (a: ActivityRecord, b: ActivityRecord): ActivityRecord => ({
  since: Math.max(a.since, b.since),
  lastCall: Math.max(a.lastCall, b.lastCall),
});
