import { decideSigning, type SigningEvent } from '@ezc/domain';
import type { Actor, TableWrite } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import type { AgreementVersion, LoadedSigning, Signing } from '../../signing/signing-record';
import { type Signer, signedVersion } from './agreement-versions';

const flagOf = {
  Company: 'CompanySignerSignYN',
  Borrower: 'BorrowerSignYN',
  Attestor: 'AttestatorSignYN',
} as const;

export interface SigningStep {
  signing: LoadedSigning;
  event: SigningEvent;
  /** Who signs in this step; their signature becomes the agreement's next version. */
  signer?: Signer;
  actor: Actor;
  /** The history row's activity. */
  action: string;
  remarks?: string;
  /** What else the step changes on the signing. */
  change?: (s: Signing) => Signing;
  /**
   * Writes that land in the same transaction (a session's sign flag, the borrower's consent),
   * given the step's moment and the agreement version the signature made.
   */
  also?: (at: string, version?: AgreementVersion) => TableWrite[];
}

/**
 * One step of a loan's signing: the machine decides, the signature (if any) is stamped into a new
 * version of the agreement, and the signing, its event and its history row are written together.
 */
export async function takeSigningStep(
  deps: Pick<SigningPorts, 'clock' | 'blobs' | 'signings'>,
  step: SigningStep,
): Promise<Signing> {
  const before = step.signing.value;
  const decision = decideSigning(
    { status: before.Status, machineVersion: before.MachineVersion },
    step.event,
  );
  const at = deps.clock.now().toISOString();
  const version = step.signer ? await signedVersion(deps, before, step.signer, step.actor, at) : undefined;
  const changed = step.change ? step.change(before) : before;
  const after: Signing = {
    ...changed,
    ...(step.signer ? { [flagOf[step.signer.as]]: 'Y' } : {}),
    Versions: version ? [...before.Versions, version] : before.Versions,
    UpdatedAt: at,
  };
  return deps.signings.save({
    before: step.signing,
    after,
    decision,
    action: step.action,
    ...(step.remarks ? { remarks: step.remarks } : {}),
    actor: step.actor,
    ...(step.also ? { also: step.also(at, version) } : {}),
  });
}
