import { endedLoanStatuses, retentionRuleIds, unsuccessfulApplicationStatuses } from '@ezc/domain';
import { PERSONAL_DATA_ERASED, redactAuditTrail, retentionActor } from '@ezc/platform';
import type { Application } from '../../applications/application';
import { APPLICATION_AUDIT } from '../../applications/applications-repository';
import { eraseLendingDocument } from '../../documents/document-erasure';
import type { LendingDocument } from '../../documents/lending-documents';
import { LOAN_AUDIT } from '../../loans/loans-repository';
import { erasedApplication, erasedLoan } from '../../loans/personal-fields';
import type { LoansPorts } from '../../ports';

type Deps = Pick<
  LoansPorts,
  'loans' | 'applications' | 'documents' | 'table' | 'blobs' | 'clock' | 'ids' | 'log'
>;

export const LOAN_RECORDS_RULE = 'loanRecords';

const ended: readonly string[] = endedLoanStatuses;
/** Applications that wait for nothing more: ended without a loan, approved (a loan made), or voided. */
const settledApplications: readonly string[] = [...unsuccessfulApplicationStatuses, 'Approved', 'Void'];
const unsuccessful: readonly string[] = unsuccessfulApplicationStatuses;

export interface LoanRecordsErasure {
  /** Loans and applications whose personal fields were erased by this run. */
  loans: string[];
  applications: string[];
  documents: number;
  auditRowsRedacted: number;
  /** Loans and applications left whole because they are still open. */
  kept: string[];
}

/**
 * The customers context erased a customer under the retention policy. Under the
 * unsuccessful-applicants rule (12 months after an applicant's last application ended without a
 * loan) the person goes from those applications; under the loan-records rule (seven years after a
 * borrower's last loan ended) the person goes from the lender's own records of their loans and applications
 * — names, IC number, the bank account paid into, free-text remarks, every uploaded or issued file
 * with its rows, and the person's values in the audit trails — while amounts, dates, numbers,
 * statuses, the schedule and every audit row stay, so no figure moves. Each change is saved with an
 * audit row naming fields and counts only. A loan still open (never, when the customers context
 * decided rightly) is left whole with its application, and logged. A repeat finds it all done.
 */
export async function eraseLoanRecords(
  deps: Deps,
  input: { customerId: string; accountId: string; rule: string },
): Promise<LoanRecordsErasure> {
  const out: LoanRecordsErasure = {
    loans: [],
    applications: [],
    documents: 0,
    auditRowsRedacted: 0,
    kept: [],
  };
  if (!(retentionRuleIds as readonly string[]).includes(input.rule)) return out;
  const trail = { personActorIds: [input.accountId], rule: input.rule };
  // An applicant who never had a loan: only their applications that ended without one.
  const applicantOnly = input.rule !== LOAN_RECORDS_RULE;
  const settled = applicantOnly ? unsuccessful : settledApplications;

  const loans = (await deps.loans.ofCustomer(input.customerId)).filter(
    (l) => l.CustomerId === input.customerId,
  );
  if (applicantOnly && loans.length > 0) {
    // The applicants' rule names a customer who never had a loan: this one did, so nothing moves.
    deps.log.warn('loans.retention-applicant-with-loans', { CustomerId: input.customerId, Rule: input.rule });
    return out;
  }
  const openLoans = new Set<string>();
  for (const loan of loans) {
    if (!ended.includes(loan.Status)) {
      openLoans.add(loan.LoanNo);
      out.kept.push(loan.LoanNo);
      deps.log.warn('loans.retention-kept-open-loan', { LoanNo: loan.LoanNo, Status: loan.Status });
      continue;
    }
    if (await eraseLoanFields(deps, loan.LoanNo, input)) out.loans.push(loan.LoanNo);
    out.documents += await eraseDocuments(deps, await deps.documents.listOf('Loan', loan.LoanNo), input, {
      objectType: LOAN_AUDIT,
      objectId: loan.LoanNo,
    });
    out.auditRowsRedacted += await redactAuditTrail(deps.table, {
      objectType: LOAN_AUDIT,
      objectId: loan.LoanNo,
      ...trail,
      at: deps.clock.now().toISOString(),
    });
  }

  const applications = (await deps.applications.list({ customerId: input.customerId })).filter(
    (a) => a.CustomerId === input.customerId,
  );
  for (const a of applications) {
    if (!settled.includes(a.Status) || openLoans.has(a.LoanNo)) {
      out.kept.push(a.ApplicationId);
      deps.log.warn('loans.retention-kept-open-application', {
        ApplicationId: a.ApplicationId,
        Status: a.Status,
      });
      continue;
    }
    if (await eraseApplicationFields(deps, a, input)) out.applications.push(a.ApplicationId);
    out.documents += await eraseDocuments(
      deps,
      await deps.documents.listOf('Application', a.ApplicationId),
      input,
      { objectType: APPLICATION_AUDIT, objectId: a.ApplicationId },
    );
    out.auditRowsRedacted += await redactAuditTrail(deps.table, {
      objectType: APPLICATION_AUDIT,
      objectId: a.ApplicationId,
      ...trail,
      at: deps.clock.now().toISOString(),
    });
  }
  return out;
}

const remarksOf = (rule: string, fields: string[]) =>
  `Rule: ${rule}; ${fields.length} personal fields erased: ${fields.join(', ')}`;

/** Saved through the repository, status untouched: its audit row lands with it, version-checked. */
async function eraseLoanFields(
  deps: Deps,
  loanNo: string,
  input: { customerId: string; rule: string },
): Promise<boolean> {
  const before = await deps.loans.load(loanNo);
  if (!before || before.value.CustomerId !== input.customerId) return false;
  const { loan, fields } = erasedLoan(before.value);
  if (fields.length === 0) return false;
  await deps.loans.save({
    before,
    after: loan,
    action: PERSONAL_DATA_ERASED,
    remarks: remarksOf(input.rule, fields),
    changes: { Rule: input.rule, FieldsErased: fields },
    actor: retentionActor,
  });
  return true;
}

async function eraseApplicationFields(
  deps: Deps,
  a: Application,
  input: { customerId: string; rule: string },
): Promise<boolean> {
  const before = await deps.applications.load(a.ApplicationId);
  if (!before || before.value.CustomerId !== input.customerId) return false;
  const { application, fields } = erasedApplication(before.value);
  if (fields.length === 0) return false;
  await deps.applications.save({
    before,
    after: application,
    action: PERSONAL_DATA_ERASED,
    remarks: remarksOf(input.rule, fields),
    changes: { Rule: input.rule, FieldsErased: fields },
    actor: retentionActor,
  });
  return true;
}

async function eraseDocuments(
  deps: Deps,
  documents: LendingDocument[],
  input: { customerId: string; rule: string },
  on: { objectType: string; objectId: string },
): Promise<number> {
  let erased = 0;
  for (const d of documents) {
    if (d.CustomerId !== input.customerId) continue;
    if (await eraseLendingDocument(deps, d, { ...on, rule: input.rule })) erased += 1;
  }
  return erased;
}
