import { endedLoanStatuses } from '@ezc/domain';
import {
  auditWrite,
  entityWrites,
  lostRace,
  PERSONAL_DATA_ERASED,
  redactAuditTrail,
  retentionActor,
  type TableWrite,
} from '@ezc/platform';
import { ACCOUNT_AUDIT, onAccount } from '../../accounts/accounts-repository';
import { accountEntity } from '../../accounts/loan-account';
import { creditNoteEntity } from '../../invoices/credit-note-record';
import { MANDATE_AUDIT, mandateEntity } from '../../mandates/mandate-record';
import { loanNosOfCustomer } from '../../parties/customer-loans';
import { paymentEntity } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import {
  erasedAccount,
  erasedCreditNote,
  erasedMandate,
  erasedPayment,
  withoutUploadedReceipt,
} from './personal-fields';

type Deps = Pick<
  PaymentsPorts,
  'table' | 'store' | 'payments' | 'creditNotes' | 'loans' | 'blobs' | 'clock' | 'ids' | 'log'
>;

export const UPLOADED_RECEIPT_ERASED = 'Uploaded payment receipt deleted under the retention policy';

export interface LoanRecordsErasure {
  /** Loans whose records were gone through (whether or not anything was left to erase). */
  loans: string[];
  /** Loans left whole: not ended, or not the customer's. */
  kept: { LoanNo: string; Status: string }[];
  accounts: number;
  payments: number;
  uploadedReceipts: number;
  creditNotes: number;
  mandates: number;
  /** Rows of the mandates' audit trails rewritten. */
  auditRows: number;
}

const ended: readonly string[] = endedLoanStatuses;

/** A write that lost a race is tried again from what is stored now (which may leave nothing to do). */
async function untilLanded(attempt: () => Promise<boolean>): Promise<boolean> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (e) {
      if (!lostRace(e) || n >= 10) throw e;
    }
  }
}

/** "2 fields (BorrowerName, Remarks)": what an audit row says of an erasure, never the values. */
export const fieldsText = (fields: readonly string[]) =>
  `${fields.length} ${fields.length === 1 ? 'field' : 'fields'} (${fields.join(', ')})`;

const erasureAudit = (
  deps: Pick<Deps, 'ids'>,
  at: string,
  loanNo: string,
  what: { record: string; id: Record<string, string>; fields: string[]; rule: string },
): TableWrite =>
  auditWrite(
    {
      objectType: ACCOUNT_AUDIT,
      objectId: loanNo,
      action: PERSONAL_DATA_ERASED,
      remarks: `${[what.record, ...Object.values(what.id)].join(' ')}: ${fieldsText(what.fields)}`,
      actor: retentionActor,
      changes: { Record: what.record, ...what.id, Fields: what.fields, Rule: what.rule },
    },
    at,
    deps.ids.next(),
  );

/**
 * The customers context erased a customer under the loan-records rule: the payments context takes
 * the person out of its books of that customer's loans — the account, the payments, the credit
 * notes and the e-mandate lose the borrower's name, bank account and free text, the proofs of
 * payment they uploaded are deleted, the mandates' audit trails are redacted — each change audited
 * on the loan. Amounts, dates, numbers, statuses and the ledger stay exactly as they were, so every
 * balance and receipt reads the same figures. A loan that has not ended is left whole (the
 * customers context erases only once all have: this is the second look). Writes carry no events:
 * nothing another context follows has moved. A repeat finds the marker everywhere and writes nothing.
 */
export async function eraseLoanRecords(
  deps: Deps,
  input: { customerId: string; accountId: string; rule: string },
): Promise<LoanRecordsErasure> {
  const { customerId, rule } = input;
  const payments = (await deps.payments.ofCustomer(customerId)).filter((p) => p.CustomerId === customerId);
  const loanNos = [
    ...new Set([...(await loanNosOfCustomer(deps.table, customerId)), ...payments.map((p) => p.LoanNo)]),
  ].sort();
  const done: LoanRecordsErasure = {
    loans: [],
    kept: [],
    accounts: 0,
    payments: 0,
    uploadedReceipts: 0,
    creditNotes: 0,
    mandates: 0,
    auditRows: 0,
  };
  for (const loanNo of loanNos) {
    const loan = await deps.loans.load(loanNo);
    if (!loan || loan.CustomerId !== customerId || !ended.includes(loan.Status)) {
      const status = loan ? (loan.CustomerId === customerId ? loan.Status : 'another customer') : 'unknown';
      deps.log.warn('payments.retention.loan-kept', { loanNo, customerId, status });
      done.kept.push({ LoanNo: loanNo, Status: status });
      continue;
    }
    done.loans.push(loanNo);
    if (await eraseAccount(deps, loanNo, customerId, rule)) done.accounts += 1;
    for (const p of payments.filter((x) => x.LoanNo === loanNo)) {
      const erased = await erasePayment(deps, p.PaymentId, customerId, rule);
      if (erased.changed) done.payments += 1;
      if (erased.uploadedReceipt) done.uploadedReceipts += 1;
    }
    for (const n of await deps.creditNotes.ofLoan(loanNo)) {
      if (n.CustomerId === customerId && (await eraseCreditNote(deps, n.CreditNoteNo, customerId, rule))) {
        done.creditNotes += 1;
      }
    }
    if (await eraseMandate(deps, loanNo, customerId, rule)) done.mandates += 1;
    done.auditRows += await redactAuditTrail(deps.table, {
      objectType: MANDATE_AUDIT,
      objectId: loanNo,
      personActorIds: [input.accountId],
      rule,
      at: deps.clock.now().toISOString(),
    });
  }
  return done;
}

function eraseAccount(deps: Deps, loanNo: string, customerId: string, rule: string): Promise<boolean> {
  return onAccount(loanNo, async () => {
    const found = await deps.store.load(accountEntity, loanNo);
    if (!found || found.value.CustomerId !== customerId) return false;
    const erased = erasedAccount(found.value);
    if (erased.fields.length === 0) return false;
    const at = deps.clock.now().toISOString();
    await deps.store.commit({
      entity: accountEntity,
      value: erased.value,
      expectedVersion: found.version,
      also: [erasureAudit(deps, at, loanNo, { record: 'Loan account', id: {}, fields: erased.fields, rule })],
      at,
    });
    return true;
  });
}

async function erasePayment(
  deps: Deps,
  paymentId: string,
  customerId: string,
  rule: string,
): Promise<{ changed: boolean; uploadedReceipt: boolean }> {
  let uploadedReceipt = false;
  const changed = await untilLanded(async () => {
    const found = await deps.payments.load(paymentId);
    if (!found || found.value.CustomerId !== customerId) return false;
    const { value: payment, version } = found;
    const erased = erasedPayment(payment);
    const file = payment.ReceiptStorageKey;
    const named = file !== undefined || payment.MediaId !== undefined;
    if (erased.fields.length === 0 && !named) return false;
    // The file first: should the write fail, the next attempt still finds the key and deletes again.
    if (file) await deps.blobs().delete(file);
    const at = deps.clock.now().toISOString();
    const after = named ? withoutUploadedReceipt(erased.value) : erased.value;
    // Its own `UpdatedAt` stays: the receipt names it as the moment it was issued.
    const writes: TableWrite[] = entityWrites(paymentEntity, after, version + 1, at, {
      expression: 'version = :v',
      values: { ':v': version },
    });
    if (erased.fields.length > 0) {
      writes.push(
        erasureAudit(deps, at, payment.LoanNo, {
          record: 'Payment',
          id: { PaymentId: payment.PaymentId },
          fields: erased.fields,
          rule,
        }),
      );
    }
    if (named) {
      writes.push(
        auditWrite(
          {
            objectType: ACCOUNT_AUDIT,
            objectId: payment.LoanNo,
            action: UPLOADED_RECEIPT_ERASED,
            remarks: payment.PaymentId,
            actor: retentionActor,
            changes: {
              PaymentId: payment.PaymentId,
              ...(payment.MediaId ? { MediaId: payment.MediaId } : {}),
              Files: file ? 1 : 0,
              Rule: rule,
            },
          },
          at,
          deps.ids.next(),
        ),
      );
    }
    await deps.table.transact(writes);
    uploadedReceipt = named;
    return true;
  });
  return { changed, uploadedReceipt };
}

function eraseCreditNote(deps: Deps, creditNoteNo: string, customerId: string, rule: string) {
  return untilLanded(async () => {
    const item = await deps.table.get(creditNoteEntity.key(creditNoteNo));
    if (!item) return false;
    const { value: note, version } = creditNoteEntity.fromItem(item);
    if (note.CustomerId !== customerId) return false;
    const erased = erasedCreditNote(note);
    if (erased.fields.length === 0) return false;
    const at = deps.clock.now().toISOString();
    await deps.table.transact([
      {
        kind: 'put',
        item: creditNoteEntity.toItem(erased.value, version + 1, at),
        condition: { expression: 'version = :v', values: { ':v': version } },
      },
      erasureAudit(deps, at, note.LoanNo, {
        record: 'Credit note',
        id: { CreditNoteNo: note.CreditNoteNo },
        fields: erased.fields,
        rule,
      }),
    ]);
    return true;
  });
}

function eraseMandate(deps: Deps, loanNo: string, customerId: string, rule: string) {
  return untilLanded(async () => {
    const found = await deps.store.load(mandateEntity, loanNo);
    if (!found || found.value.CustomerId !== customerId) return false;
    const erased = erasedMandate(found.value);
    if (erased.fields.length === 0) return false;
    await deps.store.commit({
      entity: mandateEntity,
      value: erased.value,
      expectedVersion: found.version,
      audit: {
        objectType: MANDATE_AUDIT,
        objectId: loanNo,
        action: PERSONAL_DATA_ERASED,
        remarks: fieldsText(erased.fields),
        actor: retentionActor,
        changes: { MandateId: found.value.MandateId, Fields: erased.fields, Rule: rule },
      },
    });
    return true;
  });
}
