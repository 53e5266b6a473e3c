import { ERASED } from '@ezc/platform';
import type { SigningSession } from '../sessions/signing-session';
import type { Signing } from './signing-record';

/**
 * The person's own values in a signing and its live sessions, replaced by the erased marker: the
 * borrower's name, contacts, and what their signature recorded of them (name and IP addresses).
 * Staff who signed or attested keep theirs; statuses, flags, times, ids and the agreement's hash
 * chain stay. Each answers the fields it erased (none when already erased).
 */

/** A value to erase: one the person gave that is not already the marker (an empty one says nothing). */
const holdsValue = (v: string | undefined): v is string => v !== undefined && v !== '' && v !== ERASED;

export function erasedSigning(signing: Signing): { signing: Signing; fields: string[] } {
  const fields = new Set<string>();
  const next: Signing = { ...signing };
  if (holdsValue(next.BorrowerName)) {
    next.BorrowerName = ERASED;
    fields.add('BorrowerName');
  }
  next.Versions = signing.Versions.map((v) => {
    if (v.SignedAs !== 'Borrower') return v;
    const version = { ...v };
    for (const name of ['SignerName', 'Ip', 'ReportedIp'] as const) {
      if (!holdsValue(version[name])) continue;
      version[name] = ERASED;
      fields.add(`Versions.${name}`);
    }
    return version;
  });
  return { signing: next, fields: [...fields] };
}

export function erasedSession(session: SigningSession): { session: SigningSession; fields: string[] } {
  const fields: string[] = [];
  const next: SigningSession = { ...session };
  for (const name of ['Name', 'Contact', 'Email'] as const) {
    if (!holdsValue(next[name])) continue;
    next[name] = ERASED;
    fields.push(name);
  }
  // The recording's file is erased with the session's fields: where it lay goes, its id stays.
  if (next.RecordingBlobKey !== undefined) {
    delete next.RecordingBlobKey;
    fields.push('RecordingBlobKey');
  }
  return { session: next, fields };
}
