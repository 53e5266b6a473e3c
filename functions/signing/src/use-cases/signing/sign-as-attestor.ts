import { attestorMaySignLive, attestsAfterSession, liveSessionNeeded, notTheAttestor } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { type Signing, signingView } from '../../signing/signing-record';
import { preparedSigning, refuseEnding, signedLoanFor } from './prepared-signing';
import { type SignatureChoice, signatureImage } from './signature-image';
import { takeSigningStep } from './signing-step';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender' | 'sessions'>;

export interface SignAsAttestorInput extends SignatureChoice {
  LoanNo: string;
  IpAddress?: string | undefined;
}

/**
 * The attestor signs → 'Signed' (spec §4). After a live signing, only the session's own attestor,
 * while it is in progress (the session's attestator sign flag is set with it), or after it, when
 * it ended with the borrower's signature and no attestor's (`attestsAfterSession`: a session ended
 * so before such an end was refused). After a pre-recorded signing, any Attorney, from the staff
 * screen, having reviewed the recorded acceptance.
 */
export async function signAsAttestor(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: SignAsAttestorInput,
) {
  const loan = await signedLoanFor(deps, undefined, input.LoanNo);
  refuseEnding(loan);
  const signing = await preparedSigning(deps, loan, caller.actor);
  const live = signing.value.Mode === 'Live';
  const session = live ? await sessionToAttest(deps, signing.value) : undefined;
  if (session && session.value.AttestatorId !== caller.principal.id) throw notTheAttestor();
  const image = await signatureImage(deps.people, { kind: 'User', id: caller.principal.id }, input);
  const saved = await takeSigningStep(deps, {
    signing,
    event: { type: 'ATTESTOR_SIGN' },
    signer: {
      as: 'Attestor',
      id: caller.principal.id,
      name: caller.principal.name ?? caller.principal.id,
      image,
      reportedIp: input.IpAddress,
    },
    actor: caller.actor,
    action: !session
      ? 'Signed by attestor after reviewing the recorded acceptance'
      : attestsAfterSession(session.value)
        ? `Signed by attestor after reviewing live session ${session.value.SigningSessionId}`
        : `Signed by attestor in live session ${session.value.SigningSessionId}`,
    ...(session
      ? {
          also: (at: string) => [
            deps.sessions.flagWrite(session, { ...session.value, AttestatorSignYN: 'Y' }, at),
          ],
        }
      : {}),
  });
  return signingView(saved, caller.principal);
}

/** The loan's live session, in which (or, once ended unattested, after which) its attestor signs. */
async function sessionToAttest(deps: Pick<SigningPorts, 'sessions'>, signing: Signing) {
  const session = signing.SigningSessionId ? await deps.sessions.load(signing.SigningSessionId) : undefined;
  if (!session || !attestorMaySignLive(session.value)) throw liveSessionNeeded();
  return session;
}
