import { agreementMediaId, FALLBACK_IP } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { agreementInputOf, makeAgreement, sha256Hex, stampSignature } from '../../agreements';
import type { SignedLoan } from '../../parties/loan-reader';
import type { SavedSignature } from '../../parties/people-reader';
import type { SigningPorts } from '../../ports';
import { type AgreementVersion, agreementBlobKey, type Signing } from '../../signing/signing-record';

type Deps = Pick<SigningPorts, 'blobs' | 'people' | 'lender'>;

/** The agreement as prepared from the loan (version 1), stored; nobody has signed it yet. */
export async function firstVersion(deps: Deps, loan: SignedLoan, at: string): Promise<AgreementVersion> {
  const borrower = await deps.people.borrower(loan.CustomerId);
  const bytes = await makeAgreement(agreementInputOf(loan, borrower?.Address, deps.lender));
  const sha256 = sha256Hex(bytes);
  const key = agreementBlobKey(loan.LoanNo, 1, sha256);
  await deps.blobs.put(key, bytes, { contentType: 'application/pdf' });
  return {
    Version: 1,
    MediaId: agreementMediaId(loan.LoanNo, 1),
    BlobKey: key,
    Sha256: sha256,
    CreatedAt: at,
  };
}

export interface Signer {
  as: 'Company' | 'Borrower' | 'Attestor';
  id: string;
  name: string;
  image?: SavedSignature | undefined;
  /** The IP the browser says it has, kept beside the one the server saw. */
  reportedIp?: string | undefined;
}

/**
 * The next version: the latest one with this signature stamped into it (name, time, IP and the
 * SHA-256 of the version it was made from), stored beside the earlier ones, which never change,
 * under a key of its own bytes (see `agreementBlobKey`).
 */
export async function signedVersion(
  deps: Pick<SigningPorts, 'blobs'>,
  signing: Signing,
  signer: Signer,
  actor: Actor,
  at: string,
): Promise<AgreementVersion> {
  const latest = signing.Versions.at(-1);
  if (!latest) throw new Error(`The agreement of ${signing.LoanNo} was never prepared`);
  const stored = await deps.blobs.get(latest.BlobKey);
  if (!stored) throw new Error(`Agreement version ${latest.Version} of ${signing.LoanNo} is missing`);
  const ip = actor.ip && actor.ip !== '' ? actor.ip : (signer.reportedIp ?? FALLBACK_IP);
  const stamped = await stampSignature(stored.body, {
    SignedAs: signer.as,
    SignerName: signer.name,
    SignedAt: at,
    Ip: ip,
    // A copy: the stamp takes a buffer of its own (never a view into a shared one).
    ...(signer.image
      ? { Image: { bytes: new Uint8Array(signer.image.bytes), type: signer.image.type } }
      : {}),
  });
  const version = latest.Version + 1;
  const key = agreementBlobKey(signing.LoanNo, version, stamped.sha256);
  await deps.blobs.put(key, stamped.bytes, { contentType: 'application/pdf' });
  return {
    Version: version,
    MediaId: agreementMediaId(signing.LoanNo, version),
    BlobKey: key,
    Sha256: stamped.sha256,
    PreviousSha256: stamped.previousSha256,
    SignedAs: signer.as,
    SignerId: signer.id,
    SignerName: signer.name,
    SignedAt: at,
    Ip: ip,
    ...(signer.reportedIp ? { ReportedIp: signer.reportedIp } : {}),
    CreatedAt: at,
  };
}
