import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { signingView } from '../../signing/signing-record';
import { preparedSigning, refuseEnding, signedLoanFor } from './prepared-signing';
import { type SignatureChoice, signatureImage } from './signature-image';
import { takeSigningStep } from './signing-step';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

export interface SignAsCompanyInput extends SignatureChoice {
  LoanNo: string;
  IpAddress?: string | undefined;
}

/** A Company Signer signs the agreement for the lender → 'Signed By Company' (spec §4). */
export async function signAsCompany(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: SignAsCompanyInput,
) {
  const loan = await signedLoanFor(deps, undefined, input.LoanNo);
  refuseEnding(loan);
  const signing = await preparedSigning(deps, loan, caller.actor);
  const image = await signatureImage(deps.people, { kind: 'User', id: caller.principal.id }, input);
  const saved = await takeSigningStep(deps, {
    signing,
    event: { type: 'COMPANY_SIGN' },
    signer: {
      as: 'Company',
      id: caller.principal.id,
      name: `${caller.principal.name ?? caller.principal.id}, for ${deps.lender.Name}`,
      image,
      reportedIp: input.IpAddress,
    },
    actor: caller.actor,
    action: 'Signed by company',
  });
  return signingView(saved, caller.principal);
}

/**
 * The product signs for the company by itself (its 'enable automatic company signing'): the
 * agreement is stamped with the lender's name and no hand-drawn signature.
 */
export async function signAsCompanyAutomatically(deps: Deps, loanNo: string, actor: Actor) {
  const loan = await signedLoanFor(deps, undefined, loanNo);
  const signing = await preparedSigning(deps, loan, actor);
  if (signing.value.Status !== 'Pending Signing Company') return signingView(signing.value, actor);
  const saved = await takeSigningStep(deps, {
    signing,
    event: { type: 'COMPANY_SIGN' },
    signer: { as: 'Company', id: actor.id, name: `${deps.lender.Name} (automatic company signing)` },
    actor,
    action: 'Signed by company automatically (the product signs for the company)',
  });
  return signingView(saved, actor);
}
