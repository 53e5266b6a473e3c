import { signingModes, signingRecordStatuses } from '@ezc/domain';
import { defineEntity, platformKeys, shardedCountMove, type TableWrite } from '@ezc/platform';
import * as z from 'zod';

const yn = z.enum(['Y', 'N']);

/** One version of the agreement: version 1 as prepared, each later one with one more signature. */
export const agreementVersionSchema = z.object({
  Version: z.number().int().positive(),
  MediaId: z.string(),
  /** Where the PDF lies in the document store; never shown. */
  BlobKey: z.string(),
  Sha256: z.string(),
  PreviousSha256: z.string().optional(),
  SignedAs: z.enum(['Company', 'Borrower', 'Attestor']).optional(),
  SignerId: z.string().optional(),
  SignerName: z.string().optional(),
  SignedAt: z.string().optional(),
  /** The client's IP the server saw (spec §5: the fallback when unknown). */
  Ip: z.string().optional(),
  /** The IP the browser reported, kept beside the one the server saw. */
  ReportedIp: z.string().optional(),
  CreatedAt: z.string(),
});
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;

/**
 * A loan's signing (spec §4): its status is the loan's signing status, decided by the signing
 * machine; the loan follows it. It keeps the agreement's versions (a chain of SHA-256 hashes), how
 * the borrower signs, and the sign flags.
 */
export const signingSchema = z.object({
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  /** The loan's product and amount, for the lists of loans waiting for a signature. */
  SKU: z.string().optional(),
  ProductName: z.string().optional(),
  AmountSen: z.number().int().optional(),
  Status: z.enum(signingRecordStatuses),
  MachineVersion: z.string(),
  Mode: z.enum(signingModes).optional(),
  VideoWatchedAt: z.string().optional(),
  DisagreedAt: z.string().optional(),
  CompanySignerSignYN: yn,
  BorrowerSignYN: yn,
  AttestatorSignYN: yn,
  Versions: z.array(agreementVersionSchema),
  /** The loan's booked live session, if any. */
  SigningSessionId: z.string().optional(),
  AttestatorId: z.string().optional(),
  /** In the count of its status (a signing kept before the counts were is counted by its next save). */
  Counted: z.literal(true).optional(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Signing = z.infer<typeof signingSchema>;
export interface LoadedSigning {
  value: Signing;
  /** 0 when the signing has not been opened yet. */
  version: number;
}

export const signingEntity = defineEntity({
  name: 'Signing',
  schema: signingSchema,
  id: (s) => s.LoanNo,
  key: platformKeys.signing,
  // Its list by status holds an entry beside it (index keys only): the signing changes at every
  // step of the agreement, its status at a few.
  listedApart: true,
  indexes: { GSI1: (s) => ({ pk: `SIGNINGS#STATUS#${s.Status}`, sk: s.LoanNo }) },
});

export const signingIndexes = {
  ofStatus: (status: string) => ({ index: 'GSI1' as const, pk: `SIGNINGS#STATUS#${status}` }),
};

/** How many signings are at a status (its first shard). */
export const signingCount = (status: string) => ({ PK: `SIGNINGCOUNT#${status}`, SK: 'COUNT' });

/**
 * The count moves of a save from `before` (undefined for a new signing) to `after`: out of the old
 * status's count and into the new one's, sharded by the loan. A signing not yet counted is only
 * counted in.
 */
export function signingCountWrites(before: Signing | undefined, after: Signing): TableWrite[] {
  if (before?.Counted && before.Status === after.Status) return [];
  return [
    ...(before?.Counted ? [shardedCountMove(signingCount(before.Status), after.LoanNo, -1)] : []),
    shardedCountMove(signingCount(after.Status), after.LoanNo, 1),
  ];
}

export const SIGNING_AUDIT = 'Signing';

/** What the API shows of a signing: all but where the files lie and the machine's version. */
/**
 * A signing as its reader sees it. Staff see where each signature was made from; a borrower sees
 * the address only of their own signature, never the lender's staff's (the record keeps them all).
 */
export function signingView(s: Signing, reader: { kind: string }) {
  const { MachineVersion: _v, Counted: _c, Versions, ...rest } = s;
  return {
    ...rest,
    AgreementMediaId: Versions.at(-1)?.MediaId,
    Versions: Versions.map(({ BlobKey: _k, Ip, ReportedIp, ...v }) =>
      reader.kind !== 'customer' || v.SignedAs === 'Borrower'
        ? { ...v, ...(Ip ? { Ip } : {}), ...(ReportedIp ? { ReportedIp } : {}) }
        : v,
    ),
  };
}
export type SigningView = ReturnType<typeof signingView>;

/**
 * Where a version's PDF lies: named by its number and by the SHA-256 of its bytes. Signatures
 * racing for one version number (fifty clicks at once) each make a file of their own, written
 * before the version-checked save: the save that lands names its own file, and a loser's file is
 * an orphan nobody reaches. One key per number let a loser overwrite the winner's file after it
 * was recorded, and the chain no longer verified.
 */
export const agreementBlobKey = (loanNo: string, version: number, sha256: string) =>
  `signing/agreements/${loanNo}/v${version}-${sha256}.pdf`;
