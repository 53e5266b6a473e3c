import { LOAN_NO_PREFIX, NOT_JOINED_MINUTES_BEFORE, type Paging, paginate } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import {
  type SessionView,
  type SigningSession,
  sessionIndexes,
  sessionView,
  signingSessionEntity,
} from '../../sessions/signing-session';
import { malaysianMidnight } from './malaysian-time';

export interface SessionSearch {
  /** A beginning of the loan number; 'EZC' when none is given (spec §9). */
  LoanNo?: string | undefined;
  /** [from, to], Malaysian dates, both included; left out when empty (spec §5). */
  DateTimeRange?: [string, string] | undefined;
  Name?: string | undefined;
  Contact?: string | undefined;
  /** 'All' = no filter. */
  Status?: string | undefined;
  ParticipantId?: string | undefined;
}

/**
 * Whether staff should follow the borrower up now: the session waits to start, it starts within
 * 15 minutes (or should have started), and the borrower has not joined.
 */
export function withNotJoined(view: SessionView, now: Date): SessionView & { NotJoined: boolean } {
  const checkAt = Date.parse(view.DateTimeRange[0]) - NOT_JOINED_MINUTES_BEFORE * 60_000;
  return {
    ...view,
    NotJoined: view.Status === 'Pending Start' && now.getTime() >= checkAt && !view.BorrowerJoinedAt,
  };
}

const digits = (s: string) => s.replace(/[^0-9]/g, '');

function matches(s: SigningSession, search: SessionSearch): boolean {
  const loanNo = (search.LoanNo?.trim() || LOAN_NO_PREFIX).toUpperCase();
  if (!s.LoanNo.toUpperCase().startsWith(loanNo)) return false;
  if (search.Status && search.Status !== 'All' && s.Status !== search.Status) return false;
  if (search.ParticipantId && s.ParticipantId !== search.ParticipantId.trim()) return false;
  const name = search.Name?.trim().toLowerCase();
  if (name && !s.Name.toLowerCase().includes(name)) return false;
  const contact = search.Contact?.trim();
  if (contact) {
    // A phone number is found however it is typed (spaces, dashes, with or without +60).
    const wanted = digits(contact).replace(/^60/, '').replace(/^0/, '');
    const kept = digits(s.Contact);
    if (!(wanted ? kept.includes(wanted) : s.Contact.includes(contact))) return false;
  }
  return true;
}

/**
 * `/signing-sessions/find-all`: signing sessions, latest start first — every session for staff
 * who follow them, a borrower's own for a borrower (read from their loans' sessions, not from
 * every session). Each row says whether the borrower has not joined a session about to start
 * (NotJoined).
 */
export async function findSigningSessions(
  deps: Pick<SigningPorts, 'table' | 'clock' | 'loans'>,
  caller: { principal: Principal },
  input: Paging & SessionSearch,
) {
  const range = input.DateTimeRange;
  // The index sorts by the start: from the first day's midnight to the day after the last.
  const within = range
    ? { sk: { between: [malaysianMidnight(range[0]), malaysianMidnight(range[1], 1)] as [string, string] } }
    : {};
  let sessions: SigningSession[];
  if (caller.principal.kind === 'customer') {
    const own = caller.principal.customerId;
    const loans = own ? await deps.loans.ofCustomer(own) : [];
    const perLoan = await Promise.all(
      loans.map((l) => deps.table.queryAll({ ...sessionIndexes.ofLoan(l.LoanNo), ...within })),
    );
    sessions = perLoan
      .flat()
      .map((i) => signingSessionEntity.fromItem(i).value)
      .filter((s) => s.CustomerId === own)
      .sort(
        (a, b) =>
          b.DateTimeRange[0].localeCompare(a.DateTimeRange[0]) ||
          b.SigningSessionId.localeCompare(a.SigningSessionId),
      );
  } else {
    const items = await deps.table.queryAll({ ...sessionIndexes.all, ...within, forward: false });
    sessions = items.map((i) => signingSessionEntity.fromItem(i).value);
  }
  const now = deps.clock.now();
  const page = paginate(
    sessions.filter((s) => matches(s, input)),
    input,
  );
  return { Data: page.Data.map((s) => withNotJoined(sessionView(s), now)), Count: page.Count };
}
