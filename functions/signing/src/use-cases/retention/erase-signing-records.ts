import { endedLoanStatuses } from '@ezc/domain';
import { PERSONAL_DATA_ERASED, redactAuditTrail, retentionActor } from '@ezc/platform';
import type { CustomerLoan } from '../../parties/loan-reader';
import type { SigningPorts } from '../../ports';
import { SESSION_AUDIT, type SigningSession } from '../../sessions/signing-session';
import { erasedSession, erasedSigning } from '../../signing/personal-fields';
import { SIGNING_AUDIT } from '../../signing/signing-record';

type Deps = Pick<SigningPorts, 'loans' | 'signings' | 'sessions' | 'table' | 'blobs' | 'clock' | 'log'>;

export const LOAN_RECORDS_RULE = 'loanRecords';
/** The loans context's history, where this context records reads of the agreement. */
const LOAN_AUDIT = 'Loan';
const ended: readonly string[] = endedLoanStatuses;

export interface SigningRecordsErasure {
  /** Signings and sessions whose personal fields were erased by this run. */
  signings: string[];
  sessions: string[];
  /** Agreement versions and recordings whose files were deleted. */
  files: number;
  auditRowsRedacted: number;
  /** Loans left whole because they are still open. */
  kept: string[];
}

/**
 * The customers context erased a borrower under the loan-records rule: the person goes from the
 * signing of each of their loans — their name and what their signature recorded of them, every
 * version of the agreement (its PDFs carry their particulars and signature image), their live
 * sessions' contacts and recordings, and their values in these histories. Statuses, flags, times,
 * ids, the agreement's recorded hashes and every audit row stay; each change is saved with an audit
 * row naming fields and counts only. A loan still open is left whole and logged. Files go before
 * the fields that name them are saved, so a repeat after a failure finishes the work, and a repeat
 * after success finds nothing to do.
 */
export async function eraseSigningRecords(
  deps: Deps,
  input: { customerId: string; accountId: string; rule: string },
): Promise<SigningRecordsErasure> {
  const out: SigningRecordsErasure = { signings: [], sessions: [], files: 0, auditRowsRedacted: 0, kept: [] };
  if (input.rule !== LOAN_RECORDS_RULE) return out;
  const loans = (await deps.loans.ofCustomer(input.customerId)).filter(
    (l) => l.CustomerId === input.customerId,
  );
  for (const loan of loans) {
    if (!ended.includes(loan.Status)) {
      out.kept.push(loan.LoanNo);
      deps.log.warn('signing.retention-kept-open-loan', { LoanNo: loan.LoanNo, Status: loan.Status });
      continue;
    }
    await eraseSigningOf(deps, loan, input, out);
    const trails: [string, string][] = [
      [SIGNING_AUDIT, loan.LoanNo],
      [LOAN_AUDIT, loan.LoanNo],
    ];
    for (const session of await deps.sessions.ofLoan(loan.LoanNo)) {
      if (session.CustomerId !== input.customerId) continue;
      await eraseSession(deps, session, input, out);
      trails.push([SESSION_AUDIT, session.SigningSessionId]);
    }
    for (const [objectType, objectId] of trails) {
      out.auditRowsRedacted += await redactAuditTrail(deps.table, {
        objectType,
        objectId,
        personActorIds: [input.accountId],
        rule: input.rule,
        at: deps.clock.now().toISOString(),
      });
    }
  }
  return out;
}

const remarksOf = (rule: string, fields: string[], files: number) =>
  `Rule: ${rule}; ${fields.length} personal fields and ${files} ${files === 1 ? 'file' : 'files'} erased`;

async function eraseSigningOf(
  deps: Deps,
  loan: CustomerLoan,
  input: { customerId: string; rule: string },
  out: SigningRecordsErasure,
): Promise<void> {
  const before = await deps.signings.load(loan.LoanNo);
  if (!before || before.value.CustomerId !== input.customerId) return;
  const { signing, fields } = erasedSigning(before.value);
  if (fields.length === 0) return;
  // Every version: the first carries the borrower's particulars, each later one a signature too.
  for (const v of before.value.Versions) await deps.blobs.delete(v.BlobKey);
  const files = before.value.Versions.length;
  await deps.signings.save({
    before,
    after: { ...signing, UpdatedAt: deps.clock.now().toISOString() },
    action: PERSONAL_DATA_ERASED,
    remarks: remarksOf(input.rule, fields, files),
    changes: { Rule: input.rule, FieldsErased: fields, FilesErased: files },
    actor: retentionActor,
  });
  out.signings.push(loan.LoanNo);
  out.files += files;
}

async function eraseSession(
  deps: Deps,
  session: SigningSession,
  input: { customerId: string; rule: string },
  out: SigningRecordsErasure,
): Promise<void> {
  const before = await deps.sessions.load(session.SigningSessionId);
  if (!before || before.value.CustomerId !== input.customerId) return;
  const { session: after, fields } = erasedSession(before.value);
  if (fields.length === 0) return;
  const recording = before.value.RecordingBlobKey;
  if (recording) await deps.blobs.delete(recording);
  const files = recording ? 1 : 0;
  await deps.sessions.save({
    before,
    after: { ...after, UpdatedAt: deps.clock.now().toISOString() },
    action: PERSONAL_DATA_ERASED,
    remarks: remarksOf(input.rule, fields, files),
    changes: { Rule: input.rule, FieldsErased: fields, FilesErased: files },
    actor: retentionActor,
  });
  out.sessions.push(session.SigningSessionId);
  out.files += files;
}
