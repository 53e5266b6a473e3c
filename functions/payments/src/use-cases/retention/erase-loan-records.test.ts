import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateStore, auditWrite, createLogger, entityWrites, type Item, randomIds } from '@ezc/platform';
import type { LocalDocuments } from '@ezc/platform/blobs/s3-local/local-documents';
import { testDocuments } from '@ezc/platform/testing/test-documents';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEntity } from '../../accounts/loan-account';
import { sampleAccount, sampleRow } from '../../accounts/sample-account';
import { creditNoteEntity, creditNotesRepository } from '../../invoices/credit-note-record';
import { mandateEntity } from '../../mandates/mandate-record';
import { loanReader } from '../../parties/loan-reader';
import { type Payment, paymentEntity, paymentsRepository } from '../../payments/payment-record';
import { eraseLoanRecords } from './erase-loan-records';

const clock = { now: () => new Date('2033-06-01T18:30:00.000Z') };
const CUSTOMER = 'CUST-000001';
const ACCOUNT = 'ACC-0001';
const SLIP = 'payments/receipts/MED-SLIP-1.png';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let t: Awaited<ReturnType<typeof createTestTable>>;
let dataDir: string;
let documents: LocalDocuments;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestTable('erase-loan-records');
  dataDir = await mkdtemp(join(tmpdir(), 'ezc-erase-'));
  documents = testDocuments(dataDir);
});
afterAll(async () => {
  await t?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const deps = () => {
  const store = new AggregateStore(t.table, clock, randomIds);
  return {
    table: t.table,
    store,
    payments: paymentsRepository(t.table),
    creditNotes: creditNotesRepository(t.table),
    loans: loanReader(t.table),
    blobs: () => documents.blobs,
    clock,
    ids: randomIds,
    log: createLogger('info', {}, (line) => logged.push(line)),
  };
};

/** The loans context's own item of a loan (read here, never written by the payments context). */
const loanItem = (loanNo: string, status: string, customerId = CUSTOMER) => ({
  PK: `LOAN#${loanNo}`,
  SK: 'LOAN',
  GSI3PK: `LOANS#CUSTOMER#${customerId}`,
  GSI3SK: loanNo,
  LoanNo: loanNo,
  CustomerId: customerId,
  BorrowerName: 'Tan Mei Ling',
  Status: status,
});

const ledgerRow = (loanNo: string, entryId: string, sen: number) => ({
  PK: `LOAN#${loanNo}`,
  SK: `LEDGER#${entryId}`,
  EntityType: 'LedgerEntry',
  EntryId: entryId,
  LoanNo: loanNo,
  At: '2026-03-01T02:00:00.000Z',
  Kind: 'Payment',
  Description: 'Payment received (Bank Transfer)',
  Ref: 'OR-000007',
  Lines: [
    { Account: 'Cash', DebitSen: sen, CreditSen: 0 },
    { Account: 'PrincipalReceivable', DebitSen: 0, CreditSen: sen },
  ],
});

const payment = (paymentId: string, loanNo: string, over: Record<string, unknown> = {}) => ({
  PaymentId: paymentId,
  LoanNo: loanNo,
  CustomerId: CUSTOMER,
  BorrowerName: 'Tan Mei Ling',
  Kind: 'Installment' as const,
  AmountSen: 118_000,
  Method: 'Bank Transfer',
  RefNo: 'TRF-20260301-889',
  PaymentDate: '2026-03-01',
  Status: 'Approved' as const,
  MachineVersion: '1',
  ReceiptNo: 'OR-000007',
  ApprovedOn: '2026-03-02',
  Allocation: [{ InstallmentNo: 1, LateChargeSen: 0, InterestSen: 18_000, PrincipalSen: 100_000 }],
  CreatedBy: ACCOUNT,
  CreatedAt: '2026-03-01T02:00:00.000Z',
  UpdatedAt: '2026-03-02T03:00:00.000Z',
  ...over,
});

const mandate = (loanNo: string) => ({
  LoanNo: loanNo,
  CustomerId: CUSTOMER,
  BorrowerName: 'Tan Mei Ling',
  MandateId: `MDT-${loanNo}`,
  ObjectType: 'LoanNo' as const,
  Status: 'Active' as const,
  MachineVersion: '1',
  BankCode: 'MBBEMYKL',
  AccountNo: '5140 1234 5678',
  AccountName: 'TAN MEI LING',
  AmountSen: 118_000,
  RegisteredAt: '2026-02-01T02:00:00.000Z',
  DecidedAt: '2026-02-02T02:00:00.000Z',
  CreatedAt: '2026-02-01T02:00:00.000Z',
  UpdatedAt: '2026-02-02T02:00:00.000Z',
});

/** A payment as the product stores it: the payment, and its entry in its lists. */
const stored = (p: Payment, version: number) =>
  entityWrites(paymentEntity, p, version, '2026-03-02T03:00:00.000Z').flatMap((w) =>
    w.kind === 'put' ? [w.item] : [],
  );

/** Every item of a loan's own partition (account and ledger), and of the records kept apart. */
async function itemsOf(loanNo: string, paymentIds: string[], creditNoteNos: string[]): Promise<Item[]> {
  const items = [
    ...(await t.table.queryAll({ pk: `LOAN#${loanNo}` })),
    ...(await Promise.all(paymentIds.map((id) => t.table.get(paymentEntity.key(id))))),
    ...(await Promise.all(creditNoteNos.map((no) => t.table.get(creditNoteEntity.key(no))))),
    await t.table.get(mandateEntity.key(loanNo)),
  ];
  return items.filter((i): i is Item => i !== undefined);
}
const mandateAudit = (loanNo: string) => t.table.queryAll({ pk: `AUDIT#Mandate#${loanNo}` });
const loanAudit = (loanNo: string) => t.table.queryAll({ pk: `AUDIT#Loan#${loanNo}` });

describe('erasing the person from the payments records of a customer under the loan-records rule', () => {
  const ended = 'EZC000101';
  const open = 'EZC000102';
  const others = 'EZC000103';
  let openBefore: Item[];
  let othersBefore: Item[];

  beforeAll(async () => {
    const at = '2026-03-02T03:00:00.000Z';
    await t.table.batchPut([
      loanItem(ended, 'Completed'),
      loanItem(open, 'Active'),
      loanItem(others, 'Completed', 'CUST-000002'),
      accountEntity.toItem(
        sampleAccount([sampleRow({ Status: 'Paid', PrincipalPaidSen: 100_000, InterestPaidSen: 18_000 })], {
          LoanNo: ended,
          BorrowerName: 'Tan Mei Ling',
        }),
        7,
        at,
      ),
      accountEntity.toItem(
        sampleAccount([sampleRow({ Status: 'Unpaid', ActivatedOn: '2026-03-01' })], {
          LoanNo: open,
          BorrowerName: 'Tan Mei Ling',
        }),
        3,
        at,
      ),
      accountEntity.toItem(
        sampleAccount([sampleRow()], {
          LoanNo: others,
          CustomerId: 'CUST-000002',
          BorrowerName: 'Lee Ah Kow',
        }),
        1,
        at,
      ),
      ledgerRow(ended, 'PAY-PAY-1', 118_000),
      ledgerRow(ended, 'DUE-EZC000101-001', 118_000),
      ledgerRow(open, 'PAY-PAY-3', 5_000),
      ...stored(
        payment('PAY-1', ended, {
          Remarks: 'Paid by her brother Tan Ah Seng',
          MediaId: 'MED-SLIP-1',
          ReceiptStorageKey: SLIP,
        }),
        3,
      ),
      ...stored(payment('PAY-2', ended, { Status: 'Rejected' }), 2),
      ...stored(payment('PAY-3', open, { AmountSen: 5_000 }), 2),
      creditNoteEntity.toItem(
        {
          CreditNoteNo: 'CN-000004',
          LoanNo: ended,
          CustomerId: CUSTOMER,
          BorrowerName: 'Tan Mei Ling',
          Date: '2026-03-05',
          AmountSen: 1_200,
          Reason: 'Charge waived: hospitalised in March',
          InvoiceNo: 'LPC-EZC000101-001',
          CreatedAt: '2026-03-05T02:00:00.000Z',
        },
        1,
        at,
      ),
      mandateEntity.toItem(mandate(ended), 2, at),
      mandateEntity.toItem(mandate(open), 2, at),
    ]);
    await t.table.transact([
      auditWrite(
        {
          objectType: 'Mandate',
          objectId: ended,
          action: 'E-mandate registered',
          remarks: 'Account 5140 1234 5678 at Maybank',
          actor: { id: ACCOUNT, kind: 'customer', ip: '203.0.113.45', name: 'Tan Mei Ling' },
          changes: { AccountNo: '5140 1234 5678', Status: 'Pending Approval' },
        },
        '2026-02-01T02:00:00.000Z',
        'A-1',
      ),
      auditWrite(
        {
          objectType: 'Mandate',
          objectId: ended,
          action: 'E-mandate approved by the bank',
          actor: { id: 'system', kind: 'system', name: 'E-mandate provider' },
          changes: { Status: 'Active' },
        },
        '2026-02-02T02:00:00.000Z',
        'A-2',
      ),
      auditWrite(
        {
          objectType: 'Mandate',
          objectId: open,
          action: 'E-mandate registered',
          remarks: 'Account 5140 1234 5678 at Maybank',
          actor: { id: ACCOUNT, kind: 'customer', ip: '203.0.113.45', name: 'Tan Mei Ling' },
        },
        '2026-02-01T02:00:00.000Z',
        'A-3',
      ),
    ]);
    await documents.blobs.put(SLIP, PNG, { contentType: 'image/png', sensitive: true });
    openBefore = [...(await itemsOf(open, ['PAY-3'], [])), ...(await mandateAudit(open))];
    othersBefore = await itemsOf(others, [], []);
  });

  it("erases names, bank account, free text and the uploaded slip of the ended loan's records, and nothing else", async () => {
    const accountBefore = await t.table.get(accountEntity.key(ended));
    const ledgerBefore = await t.table.queryAll({ pk: `LOAN#${ended}`, sk: { beginsWith: 'LEDGER#' } });

    const done = await eraseLoanRecords(deps(), {
      customerId: CUSTOMER,
      accountId: ACCOUNT,
      rule: 'loanRecords',
    });

    expect(done).toEqual({
      loans: [ended],
      kept: [{ LoanNo: open, Status: 'Active' }],
      accounts: 1,
      // PAY-1 (name, remarks, slip) and PAY-2 (name); PAY-3 is the open loan's.
      payments: 2,
      uploadedReceipts: 1,
      creditNotes: 1,
      mandates: 1,
      // the erasure's own row is written by the retention policy and is kept whole.
      auditRows: 2,
    });

    const account = await t.table.get(accountEntity.key(ended));
    expect(account).toEqual({
      ...accountBefore,
      BorrowerName: '[erased]',
      version: 8,
      updatedAt: '2033-06-01T18:30:00.000Z',
    });
    expect(await t.table.queryAll({ pk: `LOAN#${ended}`, sk: { beginsWith: 'LEDGER#' } })).toEqual(
      ledgerBefore,
    );

    const paid = (await deps().payments.load('PAY-1'))?.value;
    expect(paid).toEqual({
      ...payment('PAY-1', ended),
      BorrowerName: '[erased]',
      Remarks: '[erased]',
    });
    expect(paid?.MediaId).toBeUndefined();
    expect(paid?.ReceiptStorageKey).toBeUndefined();
    expect(await documents.blobs.get(SLIP)).toBeUndefined();
    const rejected = (await deps().payments.load('PAY-2'))?.value;
    expect(rejected).toMatchObject({ BorrowerName: '[erased]', Status: 'Rejected', AmountSen: 118_000 });

    expect(await deps().creditNotes.load('CN-000004')).toEqual({
      CreditNoteNo: 'CN-000004',
      LoanNo: ended,
      CustomerId: CUSTOMER,
      BorrowerName: '[erased]',
      Date: '2026-03-05',
      AmountSen: 1_200,
      Reason: '[erased]',
      InvoiceNo: 'LPC-EZC000101-001',
      CreatedAt: '2026-03-05T02:00:00.000Z',
    });

    const m = (await t.table.get(mandateEntity.key(ended))) ?? {};
    expect(mandateEntity.fromItem(m).value).toEqual({
      ...mandate(ended),
      BorrowerName: '[erased]',
      AccountNo: '[erased]',
      AccountName: '[erased]',
    });

    const trail = await mandateAudit(ended);
    expect(trail).toHaveLength(3);
    const [registered, approved, erased] = trail;
    expect(registered).toMatchObject({
      Activity: 'E-mandate registered',
      Remarks: '[erased]',
      IpAddress: '[erased]',
      ActorName: '[erased]',
      Changes: JSON.stringify({ AccountNo: '[erased]', Status: 'Pending Approval' }),
    });
    expect(approved).toMatchObject({
      Activity: 'E-mandate approved by the bank',
      ActorName: 'E-mandate provider',
    });
    expect(erased).toMatchObject({
      Activity: 'Personal data erased under the retention policy',
      ActorName: 'Retention policy',
      Remarks: '3 fields (BorrowerName, AccountNo, AccountName)',
    });

    const history = await loanAudit(ended);
    expect(history.map((r) => [r.Activity, r.Remarks]).sort()).toEqual(
      [
        ['Personal data erased under the retention policy', 'Loan account: 1 field (BorrowerName)'],
        [
          'Personal data erased under the retention policy',
          'Payment PAY-1: 2 fields (BorrowerName, Remarks)',
        ],
        ['Personal data erased under the retention policy', 'Payment PAY-2: 1 field (BorrowerName)'],
        [
          'Personal data erased under the retention policy',
          'Credit note CN-000004: 2 fields (BorrowerName, Reason)',
        ],
        ['Uploaded payment receipt deleted under the retention policy', 'PAY-1'],
      ].sort(),
    );
    // Counts and field names, never the values erased.
    const written = JSON.stringify([...history, erased]);
    for (const value of ['Tan Mei Ling', 'TAN MEI LING', '5140', 'Tan Ah Seng', 'hospitalised']) {
      expect(written).not.toContain(value);
    }
  });

  it("leaves whole the customer's loan that has not ended, and another customer's loan", async () => {
    expect([...(await itemsOf(open, ['PAY-3'], [])), ...(await mandateAudit(open))]).toEqual(openBefore);
    expect(await itemsOf(others, [], [])).toEqual(othersBefore);
    expect(await loanAudit(open)).toEqual([]);
    expect(logged.some((l) => l.includes('payments.retention.loan-kept') && l.includes(open))).toBe(true);
  });

  it('changes nothing when the event is delivered again', async () => {
    const before = [
      ...(await itemsOf(ended, ['PAY-1', 'PAY-2'], ['CN-000004'])),
      ...(await mandateAudit(ended)),
      ...(await loanAudit(ended)),
    ];
    const done = await eraseLoanRecords(deps(), {
      customerId: CUSTOMER,
      accountId: ACCOUNT,
      rule: 'loanRecords',
    });
    expect(done).toEqual({
      loans: [ended],
      kept: [{ LoanNo: open, Status: 'Active' }],
      accounts: 0,
      payments: 0,
      uploadedReceipts: 0,
      creditNotes: 0,
      mandates: 0,
      auditRows: 0,
    });
    expect([
      ...(await itemsOf(ended, ['PAY-1', 'PAY-2'], ['CN-000004'])),
      ...(await mandateAudit(ended)),
      ...(await loanAudit(ended)),
    ]).toEqual(before);
  });
});
