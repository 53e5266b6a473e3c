import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { signingView } from '../../signing/signing-record';
import { preparedSigning, refuseEnding, signedLoanFor } from './prepared-signing';
import { takeSigningStep } from './signing-step';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

/**
 * The borrower watched the explanation video to the end (spec §4 "watching the pre-recorded video
 * is recorded"). Choosing the pre-recorded way opens the borrower's signing: a loan the company
 * signed becomes 'Pending Signing Borrower'.
 */
export async function recordVideoWatched(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { LoanNo: string },
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  refuseEnding(loan);
  const signing = await preparedSigning(deps, loan, caller.actor);
  const saved = await takeSigningStep(deps, {
    signing,
    event: { type: 'OPEN_PRE_RECORDED' },
    actor: caller.actor,
    action: 'Explanation video watched',
    change: (s) => ({
      ...s,
      VideoWatchedAt: deps.clock.now().toISOString(),
      // A borrower with a live session booked keeps it until they sign without it.
      ...(s.SigningSessionId ? {} : { Mode: 'Pre-recorded' as const }),
    }),
  });
  return signingView(saved, caller.principal);
}
