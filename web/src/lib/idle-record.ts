import { type ActivityRecord, mergeRecords, signInRecord } from './activity-record';

/**
 * The record of activity the tabs of one browser share (idle-clock.ts): a busy tab's keep-alive
 * reaches the quiet ones through the storage event. It holds two times and nothing about the
 * person, so it is stored plainly rather than sealed: every tab must read it at once, without
 * waiting for the sealing key. Logout and session expiry clear it with the rest of the storage.
 */
export const IDLE_RECORD_KEY = 'ezc.idle';

export function parseIdleRecord(text: string | null | undefined): ActivityRecord | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as { since?: unknown; lastCall?: unknown };
    const { since, lastCall } = value;
    return Number.isFinite(since) && Number.isFinite(lastCall)
      ? { since: since as number, lastCall: lastCall as number }
      : undefined;
  } catch {
    return undefined;
  }
}

export function readIdleRecord(): ActivityRecord | undefined {
  try {
    return parseIdleRecord(localStorage.getItem(IDLE_RECORD_KEY));
  } catch {
    return undefined;
  }
}

function store(record: ActivityRecord): void {
  try {
    localStorage.setItem(IDLE_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Storage refused (private modes): each tab then keeps its own count.
  }
}

/** Shares a tab's record, never moving the shared one back. */
export function publishIdleRecord(record: ActivityRecord): void {
  const known = readIdleRecord();
  store(known ? mergeRecords(known, record) : record);
}

/** A new session starts its record afresh, whatever an earlier one left behind. */
export function recordSignIn(start: number, end: number): void {
  store(signInRecord(start, end));
}
