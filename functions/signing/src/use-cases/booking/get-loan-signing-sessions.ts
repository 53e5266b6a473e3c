import type { Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { sessionView } from '../../sessions/signing-session';
import { signedLoanFor } from '../signing/prepared-signing';
import { withNotJoined } from './find-signing-sessions';

/**
 * `/loans/get-signing-sessions`: a loan's live signing sessions, earliest first — the borrower's
 * own loan ('Loan not found' for another's), or any loan for staff.
 */
export async function getLoanSigningSessions(
  deps: Pick<SigningPorts, 'loans' | 'sessions' | 'clock'>,
  caller: { principal: Principal },
  input: { LoanNo: string },
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  const now = deps.clock.now();
  const Data = (await deps.sessions.ofLoan(loan.LoanNo)).map((s) => withNotJoined(sessionView(s), now));
  return { Data, Count: Data.length };
}
