/**
 * The API's status and choice strings (contract: exact), their catalogue keys and the tone a
 * badge gives them. A string the catalogue does not know is shown as the API wrote it.
 */

import { statusKey } from '@ezc/domain/i18n/status-key';

export { statusKey };

/** The words for `value` from one of the catalogue's groups (applicationStatus, loanStatus…). */
export function labelFor(group: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (!value) return '';
  return group[statusKey(value)] ?? value;
}

export type Tone = 'neutral' | 'progress' | 'attention' | 'good' | 'ended';

const TONES: Readonly<Record<string, Tone>> = {
  New: 'neutral',
  'Pending Profile': 'attention',
  'In Review': 'progress',
  Approved: 'good',
  Rejected: 'ended',
  Cancelled: 'ended',
  Void: 'ended',
  'Pending Signing Company': 'progress',
  'Signed By Company': 'progress',
  'Pending Signing Borrower': 'attention',
  'Pending Signing Attestor': 'progress',
  Signed: 'progress',
  Stamped: 'progress',
  Disbursed: 'progress',
  Active: 'good',
  Completed: 'good',
  'Early Settlement': 'good',
  'Settlement Under Review': 'attention',
  'Termination In Process': 'attention',
  Terminated: 'ended',
  Scheduled: 'neutral',
  Unpaid: 'attention',
  Paid: 'good',
  'Partial Paid': 'progress',
  Settled: 'good',
  'Partial Settled': 'progress',
  // Payments and e-mandates: waiting on staff or the bank, the way the other waits are toned.
  Pending: 'attention',
  'Pending Approval': 'attention',
  'Not Set Up': 'neutral',
};

export const toneOf = (status: string | null | undefined): Tone =>
  (status ? TONES[status] : undefined) ?? 'neutral';
