import { decideSigning, ekycRequired, liveSessionNeeded, signingCan, videoNotWatched } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { agreementConsentWrite, noticeVersionInForce } from '../../signing/agreement-consent';
import { type Signing, signingView } from '../../signing/signing-record';
import { preparedSigning, refuseEnding, signedLoanFor } from './prepared-signing';
import { type SignatureChoice, signatureImage } from './signature-image';
import { takeSigningStep } from './signing-step';

type Deps = Pick<
  SigningPorts,
  'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender' | 'sessions' | 'table' | 'ids'
>;

export interface SignAsBorrowerInput extends SignatureChoice {
  LoanNo: string;
  IpAddress?: string | undefined;
}

type Way = 'pre-recorded' | 'live';

/**
 * The borrower signs (spec §4) → 'Pending Signing Attestor': after the explanation video
 * (`/loans/sign-without-live-session`), or in their live session while it is in progress
 * (`/loans/sign-as-borrower`, which also sets the session's borrower sign flag). Either way the
 * borrower must have passed eKYC (spec §5).
 */
export async function signAsBorrower(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: SignAsBorrowerInput,
  way: Way,
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  refuseEnding(loan);
  const signing = await preparedSigning(deps, loan, caller.actor);
  const stored = { status: signing.value.Status, machineVersion: signing.value.MachineVersion };
  // The video comes first once the company has signed; a loan not waiting for the borrower at all
  // is refused as such, before anything else is asked of them.
  const open = signingCan(signing.value.Status, { type: 'OPEN_PRE_RECORDED' });
  if (way === 'pre-recorded' && open && !signing.value.VideoWatchedAt) throw videoNotWatched();
  decideSigning(stored, { type: 'BORROWER_SIGN' });
  if (!(await deps.people.verified('Customer', loan.CustomerId))) throw ekycRequired();
  const session = way === 'live' ? await liveSession(deps, signing.value) : undefined;
  const image = await signatureImage(deps.people, { kind: 'Customer', id: loan.CustomerId }, input);
  const noticeVersion = await noticeVersionInForce(deps.table);
  const saved = await takeSigningStep(deps, {
    signing,
    event: { type: 'BORROWER_SIGN' },
    signer: {
      as: 'Borrower',
      id: loan.CustomerId,
      name: loan.BorrowerName,
      image,
      reportedIp: input.IpAddress,
    },
    actor: caller.actor,
    action:
      way === 'live'
        ? `Signed by borrower in live session ${session!.value.SigningSessionId}`
        : 'Signed by borrower after the explanation video',
    change: (s) => ({ ...s, Mode: way === 'live' ? 'Live' : 'Pre-recorded' }),
    // Signing the agreement is also consent to the notice in force: recorded with the signature.
    also: (at, version) => [
      agreementConsentWrite(deps, {
        borrower: caller.principal,
        noticeVersion,
        loanNo: loan.LoanNo,
        agreementVersion: version?.Version ?? signing.value.Versions.length + 1,
        at,
        ip: caller.actor.ip || input.IpAddress || '',
      }),
      ...(session ? [deps.sessions.flagWrite(session, { ...session.value, BorrowerSignYN: 'Y' }, at)] : []),
    ],
  });
  return signingView(saved, caller.principal);
}

/** The loan's booked session, which must be in progress for anyone to sign in it. */
export async function liveSession(deps: Pick<SigningPorts, 'sessions'>, signing: Signing) {
  const session = signing.SigningSessionId ? await deps.sessions.load(signing.SigningSessionId) : undefined;
  if (session?.value.Status !== 'In Progress') throw liveSessionNeeded();
  return session;
}
