import { LOAN_NO_PREFIX, NOT_JOINED_MINUTES_BEFORE, type Paging, paginate } from '@ezc/domain';
import { matchesTerms, type Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { backwards, nationalNumber, ordered } from '../../sessions/session-lists';
import { type SessionView, type SigningSession, sessionView } from '../../sessions/signing-session';
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

function matches(s: SigningSession, search: SessionSearch, starts: [string, string] | undefined): boolean {
  const loanNo = (search.LoanNo?.trim() || LOAN_NO_PREFIX).toUpperCase();
  if (!s.LoanNo.toUpperCase().startsWith(loanNo)) return false;
  if (search.Status && search.Status !== 'All' && s.Status !== search.Status) return false;
  if (search.ParticipantId && s.ParticipantId !== search.ParticipantId.trim()) return false;
  if (starts && !(s.DateTimeRange[0] >= starts[0] && s.DateTimeRange[0] < starts[1])) return false;
  // Every word typed begins a word of the name, as every name search of the product finds it.
  const name = search.Name?.trim();
  if (name && !matchesTerms({ name }, { name: s.Name })) return false;
  const contact = search.Contact?.trim();
  if (contact) {
    // A phone number is found however it is typed (spaces, dashes, with or without +60).
    const wanted = nationalNumber(contact);
    if (!(wanted ? digits(s.Contact).includes(wanted) : s.Contact.includes(contact))) return false;
  }
  return true;
}

/**
 * The sessions staff may be looking for when they narrow the listing by borrower, loan number,
 * name or contact: that borrower's loans' sessions, or those found by their search keys (so the
 * cost follows the matches, not the number of sessions). Undefined when nothing narrows it.
 */
async function candidates(
  deps: Pick<SigningPorts, 'sessions' | 'loans' | 'sessionLists'>,
  input: SessionSearch,
): Promise<SigningSession[] | undefined> {
  const participant = input.ParticipantId?.trim();
  if (participant) return sessionsOfCustomer(deps, participant);
  const loanNo = (input.LoanNo?.trim() || LOAN_NO_PREFIX).toUpperCase();
  const name = input.Name?.trim();
  const contact = input.Contact?.trim();
  if (loanNo === LOAN_NO_PREFIX && !name && !contact) return undefined;
  const loanRef = loanNo === LOAN_NO_PREFIX ? undefined : loanNo;
  const number = contact ? nationalNumber(contact) : undefined;
  // A contact with no digit in it is no phone number: nothing is found by it.
  if (contact && !number) return [];
  const find = (ref?: string) => deps.sessionLists.found({ ...(name ? { name } : {}), refs: [loanRef, ref] });
  // The digits typed may begin the number or end it (staff often have its last four).
  const ids = number
    ? [...new Set([...(await find(number)), ...(await find(backwards(number)))])]
    : await find();
  return deps.sessionLists.read(ids);
}

/** A customer's sessions: those of their loans (read from their loans' sessions, not from every session). */
async function sessionsOfCustomer(
  deps: Pick<SigningPorts, 'sessions' | 'loans'>,
  customerId: string,
): Promise<SigningSession[]> {
  const loans = await deps.loans.ofCustomer(customerId);
  const perLoan = await Promise.all(loans.map((l) => deps.sessions.ofLoan(l.LoanNo)));
  return perLoan.flat().filter((s) => s.CustomerId === customerId);
}

/**
 * `/signing-sessions/find-all`: signing sessions, latest start first — every session for staff
 * who follow them, a borrower's own for a borrower. Each row says whether the borrower has not
 * joined a session about to start (NotJoined). A page reads from a key: staff's by status and time
 * (its count kept beside it), or the sessions the search keys find; a borrower's from their loans.
 */
export async function findSigningSessions(
  deps: Pick<SigningPorts, 'sessions' | 'clock' | 'loans' | 'sessionLists'>,
  caller: { principal: Principal },
  input: Paging & SessionSearch,
) {
  const range = input.DateTimeRange;
  // Sessions start from the first day's midnight to (not at) the day after the last's.
  const starts: [string, string] | undefined = range
    ? [malaysianMidnight(range[0]), malaysianMidnight(range[1], 1)]
    : undefined;
  const now = deps.clock.now();
  const answer = (page: { Data: SigningSession[]; Count: number }) => ({
    Data: page.Data.map((s) => withNotJoined(sessionView(s), now)),
    Count: page.Count,
  });
  const own = caller.principal.kind === 'customer' ? (caller.principal.customerId ?? '') : undefined;
  const found =
    own !== undefined ? (own ? await sessionsOfCustomer(deps, own) : []) : await candidates(deps, input);
  if (!found) {
    const status = input.Status && input.Status !== 'All' ? input.Status : undefined;
    return answer(await deps.sessionLists.page({ status, starts }, input));
  }
  return answer(paginate(ordered(found.filter((s) => matches(s, input, starts))), input));
}
