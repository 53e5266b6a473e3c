import {
  customerPersonalDataErased,
  type RetentionRuleId,
  retentionHold,
  retentionPolicy,
  retentionVerdict,
} from '@ezc/domain';
import {
  ERASED,
  listedItems,
  outboxWrite,
  PERSONAL_DATA_ERASED,
  redactAuditTrail,
  redactDocumentReads,
  retentionActor,
} from '@ezc/platform';
import { type Customer, customerEntity } from '../customers/customer';
import { type LoanRow, type PaymentRow, UnreadableRecordError } from '../data-export/subject-records';
import { ekycEntity } from '../ekyc/ekyc-record';
import type { Media } from '../media/media';
import type { CustomersPorts } from '../ports';

/** The loans' audit trail (the loans and payments contexts write it under this object type). */
const LOAN_AUDIT = 'Loan';

import { type Signature, signatureEntity } from '../signatures/signature-record';
import { deleteSignatureRecord } from '../signatures/signature-store';

/** What stands in for an erased text field: the record keeps its shape, never the value. */
export { ERASED };

type Deps = Pick<
  CustomersPorts,
  'table' | 'customers' | 'medias' | 'blobs' | 'subjectRecords' | 'log' | 'audit' | 'store' | 'clock' | 'ids'
>;

export interface RetentionRunSummary {
  checked: number;
  erased: { CustomerId: string; rule: RetentionRuleId; documents: number }[];
  /** Where the next page starts; undefined after the last. */
  cursor: string | undefined;
}

/**
 * The customer's own media, their contact persons', and those kept under their applications'
 * loan numbers: every place documents about the person are kept.
 */
async function personalMediaOf(
  deps: Pick<Deps, 'medias'>,
  c: Customer,
  loanNos: readonly string[],
): Promise<Media[]> {
  const lists = await Promise.all([
    deps.medias.listOf('Customer', c.CustomerId),
    ...c.ContactPersons.map((p) => deps.medias.listOf('ContactPerson', p.ContactPersonId)),
    ...loanNos.map((loanNo) => deps.medias.listOf('LoanNo', loanNo)),
  ]);
  return lists.flat();
}

/**
 * One page of the retention policy's daily run as of `now`: `limit` customer records after
 * `cursor` (by the staff listing's index, not a scan of the table), each one the policy says is due
 * erased. The answer's cursor says where the next page starts; none after the last page.
 */
export async function applyRetention(
  deps: Deps,
  now: Date,
  page: { limit: number; cursor?: string | undefined },
): Promise<RetentionRunSummary> {
  const found = await deps.table.query({
    index: 'GSI2',
    pk: 'CUSTOMERS',
    limit: page.limit,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
  const summary: RetentionRunSummary = { checked: 0, erased: [], cursor: found.cursor };
  // The index lists each customer by a small entry (or, kept from before, whole).
  for (const item of await listedItems(deps.table, found.items)) {
    const customer = customerEntity.fromItem(item).value;
    summary.checked += 1;
    const erased = await eraseIfDue(deps, customer, now).catch((e: unknown) => {
      if (!(e instanceof UnreadableRecordError)) throw e;
      // One customer's unreadable record keeps that customer, and the run goes on with the rest.
      deps.log.error('customers.retention-unreadable', {
        customerId: customer.CustomerId,
        record: e.message,
      });
      return undefined;
    });
    if (erased) summary.erased.push(erased);
  }
  return summary;
}

/**
 * A loan's last activity: the latest of its own history (the decision, signing, stamping,
 * disbursement, completion, settlement or termination) and its payments. Not its last due date: a
 * loan settled early or terminated ends before it, and a loan in arrears is still open. Only a loan
 * with no history at all counts from its last due date.
 */
async function loanActivity(
  deps: Pick<Deps, 'audit'>,
  loan: LoanRow,
  payments: readonly PaymentRow[],
): Promise<{ status: string; lastActivityAt: string }> {
  const history = await deps.audit.history(LOAN_AUDIT, loan.LoanNo);
  const dates = [
    ...history.map((r) => String(r.At)),
    ...payments.filter((p) => p.LoanNo === loan.LoanNo).flatMap((p) => [p.PaymentDate, p.CreatedAt]),
  ].filter((d) => !Number.isNaN(Date.parse(d)));
  const last = dates.length ? dates.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : loan.EndDate;
  return { status: loan.Status, lastActivityAt: new Date(Date.parse(last)).toISOString() };
}

async function eraseIfDue(deps: Deps, customer: Customer, now: Date) {
  if (customer.ErasedAt) return undefined;
  // Strict: a loan or application that cannot be read must keep the customer, never count as none.
  const strict = { strict: true };
  const [applications, loanRows, payments] = await Promise.all([
    deps.subjectRecords.applicationsOf(customer.CustomerId, strict),
    deps.subjectRecords.loansOf(customer.CustomerId, strict),
    deps.subjectRecords.paymentsOf(customer.CustomerId, strict),
  ]);
  // Open business keeps the customer whatever the dates: the histories and files are not read.
  const hold = retentionHold({
    applications: applications.map((a) => ({ status: a.Status })),
    loans: loanRows.map((l) => ({ status: l.Status })),
  });
  if (hold) return undefined;
  const loans = await Promise.all(loanRows.map((l) => loanActivity(deps, l, payments)));
  const [media, signature] = await Promise.all([
    personalMediaOf(
      deps,
      customer,
      applications.map((a) => a.LoanNo),
    ),
    // The signature the customer saved for their agreements is a picture of them too.
    deps.store.load(signatureEntity, { ObjectType: 'Customer', ObjectId: customer.CustomerId }),
  ]);
  const verdict = retentionVerdict(
    {
      createdAt: customer.CreatedAt,
      applications: applications.map((a) => ({
        status: a.Status,
        lastActivityAt: a.DecidedAt ?? a.SubmittedAt ?? a.CreatedAt,
      })),
      loans,
      otherActivityAt: [...media.map((m) => m.CreatedAt), ...(signature ? [signature.value.UpdatedAt] : [])],
    },
    now,
    retentionPolicy,
  );
  if (!verdict.due) return undefined;
  return {
    CustomerId: customer.CustomerId,
    rule: verdict.rule,
    documents: await erase(deps, customer, { media, signature }, verdict.rule, now),
  };
}

/**
 * Files first, each with its own audit row, then the record: a run cut short finds the record
 * not yet erased and goes on with what is left, and the record says erased only once nothing of
 * the person's is left in the store.
 */
async function erase(
  deps: Deps,
  customer: Customer,
  files: { media: Media[]; signature: { value: Signature; version: number } | undefined },
  rule: RetentionRuleId,
  now: Date,
) {
  const { media, signature } = files;
  for (const m of media) {
    // The store's delete is idempotent, so a repeat after a cut finds nothing and goes on.
    await deps.blobs.delete(m.StorageKey);
    await deps.medias.remove(m, {
      objectType: 'Customer',
      objectId: customer.CustomerId,
      action: 'Document erased under the retention policy',
      actor: retentionActor,
      remarks: m.Title,
      changes: { MediaId: m.MediaId, Title: m.Title, Rule: rule },
    });
  }
  if (signature) {
    await deps.blobs.delete(signature.value.BlobKey);
    await deleteSignatureRecord(deps, signature, retentionActor);
  }
  const loaded = await deps.customers.load(customer.CustomerId);
  if (!loaded || loaded.value.ErasedAt) return media.length;
  const ekycErased = await eraseEkyc(deps, customer.CustomerId, rule);
  // Before the record says erased, so a run cut here finds the record and redacts what is left.
  const redaction = { personActorIds: [customer.AccountId], rule, at: now.toISOString() };
  await redactAuditTrail(deps.table, { objectType: 'Customer', objectId: customer.CustomerId, ...redaction });
  await redactDocumentReads(deps.table, { customerId: customer.CustomerId, ...redaction });
  const before = loaded.value;
  const parts = (['Personal', 'Address', 'Employment', 'Bank', 'Company'] as const).filter(
    (part) => before[part] !== undefined,
  );
  const { Personal: _p, Address: _a, Employment: _e, Bank: _b, Company: _c, ...kept } = before;
  const after: Customer = {
    ...kept,
    FullName: ERASED,
    Email: ERASED,
    ContactPersons: [],
    ErasedAt: now.toISOString(),
    ErasedUnder: rule,
  };
  // The account is closed by the identity context, told in the same write as the erasure.
  const erased = deps.audit.envelope(
    customerPersonalDataErased,
    { CustomerId: before.CustomerId, AccountId: before.AccountId, Rule: rule },
    retentionActor,
    now.toISOString(),
  );
  await deps.customers.save({
    before: loaded,
    after,
    also: [outboxWrite(erased, now.toISOString())],
    action: PERSONAL_DATA_ERASED,
    actor: retentionActor,
    remarks: `Rule: ${rule}; ${media.length} documents and ${parts.length + 2} personal fields or parts erased`,
    // Counts and names of parts only: the audit row must not keep what it says was erased.
    changes: {
      Rule: rule,
      DocumentsErased: media.length,
      PartsErased: [
        'FullName',
        'Email',
        ...parts,
        ...(before.ContactPersons.length ? ['ContactPersons'] : []),
      ],
      ContactPersonsErased: before.ContactPersons.length,
      SignatureErased: signature !== undefined,
      EkycErased: ekycErased,
    },
  });
  deps.log.info('customers.retention-erased', {
    customerId: customer.CustomerId,
    rule,
    documents: media.length,
  });
  return media.length;
}

/**
 * The eKYC record stays as the lender's record that the person was verified, and when: its status
 * and dates. Where the code was sent, the provider's reference to its file on the person, and the
 * links to the identity card images (erased with the documents) go. Returns whether it changed.
 */
async function eraseEkyc(deps: Pick<Deps, 'store'>, customerId: string, rule: RetentionRuleId) {
  const loaded = await deps.store.load(ekycEntity, { ObjectType: 'Customer', ObjectId: customerId });
  if (!loaded) return false;
  const { FrontMediaId, BackMediaId, SentTo, ProviderReference, ...kept } = loaded.value;
  const parts = Object.entries({ FrontMediaId, BackMediaId, SentTo, ProviderReference })
    .filter(([, v]) => v !== undefined && v !== ERASED)
    .map(([k]) => k);
  if (parts.length === 0) return false;
  await deps.store.commit({
    entity: ekycEntity,
    value: {
      ...kept,
      ...(SentTo !== undefined ? { SentTo: ERASED } : {}),
      ...(ProviderReference !== undefined ? { ProviderReference: ERASED } : {}),
    },
    expectedVersion: loaded.version,
    audit: {
      objectType: 'Customer',
      objectId: customerId,
      action: 'eKYC details erased under the retention policy',
      actor: retentionActor,
      remarks: `Rule: ${rule}`,
      changes: { Rule: rule, PartsErased: parts },
    },
  });
  return true;
}
