import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateStore, auditWrite, createLogger, entityWrites, type Table } from '@ezc/platform';
import type { LocalDocuments } from '@ezc/platform/blobs/s3-local/local-documents';
import { randomIds } from '@ezc/platform/ids';
import { keysOnDisk, testDocuments } from '@ezc/platform/testing/test-documents';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Application, applicationEntity } from '../../applications/application';
import { applicationsRepository } from '../../applications/applications-repository';
import { type LendingDocument, lendingDocuments } from '../../documents/lending-documents';
import { type Loan, loanEntity, loanListedWrite } from '../../loans/loan';
import { loansRepository } from '../../loans/loans-repository';
import type { LoansPorts } from '../../ports';
import { eraseLoanRecords } from './erase-loan-records';

/**
 * The loan-records rule in the loans context, against the real DynamoDB Local and the local
 * document store: a borrower whose loans have ended loses their name, IC number, bank account,
 * remarks and files from their loans and applications; the figures and every audit row stay. The
 * expected rows are written out by hand from the rule.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let dataDir: string;
let docStore: LocalDocuments;
let deps: Pick<
  LoansPorts,
  'loans' | 'applications' | 'documents' | 'table' | 'blobs' | 'clock' | 'ids' | 'log'
>;
const clock = { now: () => new Date('2033-06-01T18:30:00.000Z') };
const ERASED = '[erased]';

const CUSTOMER = 'CUST-000901';
const ACCOUNT = 'ACC-0901';
const OTHER = 'CUST-000902';
const PDF = new TextEncoder().encode('%PDF-1.7 a receipt naming Lim Wei Jie 880101-10-1234');

const product = {
  SKU: 'PL-SIMPLE-18',
  Name: 'Personal Loan',
  InterestType: 'Simple',
  InterestRate: 18,
  WithCollateralYN: 'N',
  Regime: 'Moneylenders Act 1951',
  NumberOfInstallments: 2,
  MinAmountSen: 100000,
  MaxAmountSen: 1000000,
} as const;

const loanOf = (
  LoanNo: string,
  CustomerId: string,
  Status: Loan['Status'],
  extra: Partial<Loan> = {},
): Loan => ({
  LoanNo,
  LoanId: Number(LoanNo.slice(3)),
  ApplicationId: `APP-${LoanNo.slice(3)}`,
  CustomerId,
  BorrowerName: 'Lim Wei Jie',
  BorrowerICNo: '880101-10-1234',
  Status,
  MachineVersion: 'loan-v1',
  Product: product,
  AmountSen: 300000,
  NumberOfInstallments: 2,
  TotalInterestSen: 9000,
  TotalRepaymentSen: 309000,
  TotalPaidToDateSen: 309000,
  BalanceOutstandingSen: 0,
  AccountVersion: 4,
  AgreementDate: '2025-01-10',
  EndDate: '2025-03-10',
  DisbursementDate: '2025-01-12',
  Schedule: [
    {
      ScheduleId: `${LoanNo}-001`,
      InstallmentNo: 1,
      DueDate: '2025-02-10',
      PrincipalSen: 150000,
      InterestSen: 4500,
      TotalSen: 154500,
      PaidSen: 154500,
      PrincipalPaidSen: 150000,
      Status: 'Paid',
      ActivatedOn: '2025-02-10',
    },
    {
      ScheduleId: `${LoanNo}-002`,
      InstallmentNo: 2,
      DueDate: '2025-03-10',
      PrincipalSen: 150000,
      InterestSen: 4500,
      TotalSen: 154500,
      PaidSen: 154500,
      PrincipalPaidSen: 150000,
      Status: 'Paid',
      ActivatedOn: '2025-03-10',
    },
  ],
  Stamping: { StampingDate: '2025-01-11', MediaId: `MED-${LoanNo}-STAMP` },
  Disbursement: {
    Method: 'Bank Transfer',
    AmountSen: 300000,
    RefNo: 'FT250112-001',
    Bank: 'Maybank',
    AccountNo: '1140-2233-4455',
    AccountName: 'LIM WEI JIE',
    Currency: 'MYR',
    OffsetDocNo: [],
    PaymentDate: '2025-01-12',
    MediaId: `MED-${LoanNo}-DISB`,
  },
  CreatedAt: '2025-01-10T02:00:00.000Z',
  ...extra,
});

const applicationOf = (
  ApplicationId: string,
  LoanNo: string,
  CustomerId: string,
  Status: Application['Status'],
  extra: Partial<Application> = {},
): Application => ({
  ApplicationId,
  LoanNo,
  CustomerId,
  BorrowerName: 'Lim Wei Jie',
  BorrowerICNo: '880101-10-1234',
  Status,
  MachineVersion: 'application-v1',
  Product: product,
  AmountSen: 300000,
  NumberOfInstallments: 2,
  TotalInterestSen: 9000,
  TotalRepaymentSen: 309000,
  MonthlyInstallmentSen: 154500,
  StartDate: '2025-02-10',
  EndDate: '2025-03-10',
  CreatedAt: '2025-01-08T02:00:00.000Z',
  ...extra,
});

/** A document stored as the product stores one: its file, then its two rows. */
async function storeDocument(
  input: Omit<LendingDocument, 'StorageKey' | 'CreatedAt' | 'Size' | 'ContentType' | 'FileExtension'>,
) {
  const { document, writes } = await deps.documents.store(input, {
    body: PDF,
    extension: 'pdf',
    contentType: 'application/pdf',
    size: PDF.length,
  });
  await table.transact(writes);
  return document;
}

const at = '2025-01-12T03:00:00.000Z';
const ledgerRow = {
  PK: 'LOAN#EZC000101',
  SK: 'LEDGER#2025-01-12#0001',
  EntityType: 'LedgerEntry',
  AmountSen: 300000,
  Account: 'Principal',
};
const auditOf = (objectType: string, objectId: string) =>
  table.queryAll({ pk: `AUDIT#${objectType}#${objectId}` });

let documents: Record<string, LendingDocument> = {};

beforeAll(async () => {
  t = await createTestTable('erase-loan-records');
  table = t.table;
  dataDir = await mkdtemp(join(tmpdir(), 'ezc-erase-loans-'));
  docStore = testDocuments(dataDir);
  const store = new AggregateStore(table, clock, randomIds);
  deps = {
    clock,
    ids: randomIds,
    log: createLogger('silent'),
    table,
    blobs: docStore.blobs,
    loans: loansRepository({ table, store, ids: randomIds }),
    applications: applicationsRepository(table, store),
    documents: lendingDocuments({ table, blobs: () => docStore.blobs, clock }),
  };

  // Ended: completed, terminated before disbursement. Open: active. Another customer's, completed.
  const {
    Disbursement: _d,
    DisbursementDate: _dd,
    ...undisbursed
  } = loanOf('EZC000102', CUSTOMER, 'Terminated');
  const loans = [
    loanOf('EZC000101', CUSTOMER, 'Completed'),
    undisbursed,
    loanOf('EZC000103', CUSTOMER, 'Active'),
    loanOf('EZC000104', OTHER, 'Completed', { BorrowerName: 'Siti Aminah', BorrowerICNo: '900202-14-5678' }),
  ];
  const applications = [
    applicationOf('APP-000101', 'EZC000101', CUSTOMER, 'Approved', {
      Reason: 'Income verified with Lim Wei Jie',
    }),
    applicationOf('APP-000102', 'EZC000102', CUSTOMER, 'Approved'),
    applicationOf('APP-000103', 'EZC000103', CUSTOMER, 'Approved'),
    applicationOf('APP-000105', 'EZC000105', CUSTOMER, 'Cancelled', {
      Remarks: 'Wei Jie found a cheaper loan',
    }),
    applicationOf('APP-000104', 'EZC000104', OTHER, 'Approved', { BorrowerName: 'Siti Aminah' }),
  ];
  await table.transact([
    ...loans.flatMap((l) => [
      { kind: 'put' as const, item: loanEntity.toItem(l, 3, at) },
      loanListedWrite(l),
    ]),
    ...applications.flatMap((a) => entityWrites(applicationEntity, a, 2, at)),
    { kind: 'put', item: ledgerRow },
  ]);
  // Listed under the customer by the index, but the loan's own row names someone else.
  const misfiled = loanEntity.toItem(
    loanOf('EZC000106', OTHER, 'Completed', { BorrowerName: 'Tan Ah Kow' }),
    1,
    at,
  );
  await table.transact([
    { kind: 'put', item: misfiled },
    loanListedWrite({ LoanNo: 'EZC000106', CustomerId: CUSTOMER, Status: 'Completed' }),
  ]);

  const common = { CustomerId: CUSTOMER, FileName: 'lim wei jie.pdf' };
  documents = {
    stamp: await storeDocument({
      ...common,
      MediaId: 'MED-EZC000101-STAMP',
      ObjectType: 'Loan',
      ObjectId: 'EZC000101',
      ApplicationId: 'APP-000101',
      LoanNo: 'EZC000101',
      Title: 'Stamp Receipt',
      DocumentName: 'Stamp Receipt',
    }),
    disbursement: await storeDocument({
      ...common,
      MediaId: 'MED-EZC000101-DISB',
      ObjectType: 'Loan',
      ObjectId: 'EZC000101',
      ApplicationId: 'APP-000101',
      LoanNo: 'EZC000101',
      Title: 'Disbursement Receipt',
      DocumentName: 'Disbursement Receipt',
    }),
    payslip: await storeDocument({
      ...common,
      MediaId: 'MED-APP101-PAYSLIP',
      ObjectType: 'Application',
      ObjectId: 'APP-000101',
      ApplicationId: 'APP-000101',
      LoanNo: 'EZC000101',
      Title: 'Pay Slip',
      DocumentName: 'Pay Slip',
    }),
    cancelled: await storeDocument({
      ...common,
      MediaId: 'MED-APP105-OFFER',
      ObjectType: 'Application',
      ObjectId: 'APP-000105',
      ApplicationId: 'APP-000105',
      LoanNo: 'EZC000105',
      Title: 'Offer Letter',
      DocumentName: 'Offer Letter',
    }),
    open: await storeDocument({
      ...common,
      MediaId: 'MED-EZC000103-STAMP',
      ObjectType: 'Loan',
      ObjectId: 'EZC000103',
      ApplicationId: 'APP-000103',
      LoanNo: 'EZC000103',
      Title: 'Stamp Receipt',
      DocumentName: 'Stamp Receipt',
    }),
    other: await storeDocument({
      ...common,
      CustomerId: OTHER,
      MediaId: 'MED-EZC000104-STAMP',
      ObjectType: 'Loan',
      ObjectId: 'EZC000104',
      ApplicationId: 'APP-000104',
      LoanNo: 'EZC000104',
      Title: 'Stamp Receipt',
      DocumentName: 'Stamp Receipt',
    }),
  };

  const borrower = { id: ACCOUNT, kind: 'customer' as const, ip: '203.0.113.45', name: 'Lim Wei Jie' };
  const finance = { id: 'STF-0003', kind: 'staff' as const, ip: '10.0.0.20', name: 'Nur Aisyah' };
  await table.transact([
    auditWrite(
      {
        objectType: 'Loan',
        objectId: 'EZC000101',
        action: 'Disbursed',
        actor: finance,
        remarks: 'Paid to LIM WEI JIE',
        changes: {
          AccountNo: '1140-2233-4455',
          AmountSen: 300000,
          Bank: 'Maybank',
          PaymentDate: '2025-01-12',
        },
      },
      at,
      'AUD-1',
    ),
    auditWrite(
      {
        objectType: 'Loan',
        objectId: 'EZC000101',
        action: 'Agreement downloaded',
        actor: borrower,
        remarks: 'Version 3',
      },
      '2025-01-13T03:00:00.000Z',
      'AUD-2',
    ),
    auditWrite(
      {
        objectType: 'Application',
        objectId: 'APP-000105',
        action: 'Cancelled',
        actor: borrower,
        remarks: 'Wei Jie found a cheaper loan',
      },
      at,
      'AUD-3',
    ),
    auditWrite(
      {
        objectType: 'Loan',
        objectId: 'EZC000103',
        action: 'Disbursed',
        actor: finance,
        remarks: 'Paid to LIM WEI JIE',
      },
      at,
      'AUD-4',
    ),
  ]);
});
afterAll(async () => {
  await t?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const input = { customerId: CUSTOMER, accountId: ACCOUNT, rule: 'loanRecords' };
const loanItem = async (loanNo: string) => (await deps.loans.load(loanNo))?.value;
const applicationItem = async (id: string) => (await deps.applications.load(id))?.value;

describe('erasing a borrower from their loan records', () => {
  it("does nothing under the applicants' rule to a customer who had loans, nor under a rule it does not know", async () => {
    expect(await eraseLoanRecords(deps, { ...input, rule: 'someOtherRule' })).toEqual({
      loans: [],
      applications: [],
      documents: 0,
      auditRowsRedacted: 0,
      kept: [],
    });
    const out = await eraseLoanRecords(deps, { ...input, rule: 'unsuccessfulApplicants' });
    expect(out).toEqual({ loans: [], applications: [], documents: 0, auditRowsRedacted: 0, kept: [] });
    expect((await loanItem('EZC000101'))?.BorrowerName).toBe('Lim Wei Jie');
  });

  it('erases the person from the ended loans and their applications, and keeps every figure', async () => {
    const before = {
      completed: (await deps.loans.load('EZC000101'))!,
      open: await loanItem('EZC000103'),
      other: await loanItem('EZC000104'),
      otherApplication: await applicationItem('APP-000104'),
      openApplication: await applicationItem('APP-000103'),
    };
    const out = await eraseLoanRecords(deps, input);
    expect(out).toEqual({
      loans: ['EZC000101', 'EZC000102'],
      // Newest first, as the customer's applications are listed.
      applications: ['APP-000105', 'APP-000102', 'APP-000101'],
      documents: 4,
      // The disbursement's row and the borrower's download on EZC000101; the cancellation.
      auditRowsRedacted: 3,
      kept: ['EZC000103', 'APP-000103'],
    });

    const completed = (await deps.loans.load('EZC000101'))!;
    expect(completed.version).toBe(before.completed.version + 1);
    expect(completed.value).toEqual({
      ...before.completed.value,
      BorrowerName: ERASED,
      BorrowerICNo: ERASED,
      Disbursement: { ...before.completed.value.Disbursement, AccountNo: ERASED, AccountName: ERASED },
    });
    expect(completed.value).toMatchObject({
      Status: 'Completed',
      AmountSen: 300000,
      TotalRepaymentSen: 309000,
      Disbursement: { Bank: 'Maybank', RefNo: 'FT250112-001', AmountSen: 300000, PaymentDate: '2025-01-12' },
    });
    expect(await loanItem('EZC000102')).toMatchObject({
      Status: 'Terminated',
      BorrowerName: ERASED,
      BorrowerICNo: ERASED,
    });
    expect((await loanItem('EZC000102'))?.Disbursement).toBeUndefined();

    expect(await applicationItem('APP-000101')).toMatchObject({
      Status: 'Approved',
      BorrowerName: ERASED,
      BorrowerICNo: ERASED,
      Reason: ERASED,
      AmountSen: 300000,
    });
    expect(await applicationItem('APP-000105')).toMatchObject({
      Status: 'Cancelled',
      BorrowerName: ERASED,
      Remarks: ERASED,
    });

    // Left whole: the open loan and its application, and another customer's loan (even misfiled).
    expect(await loanItem('EZC000103')).toEqual(before.open);
    expect(await applicationItem('APP-000103')).toEqual(before.openApplication);
    expect(await loanItem('EZC000104')).toEqual(before.other);
    expect(await applicationItem('APP-000104')).toEqual(before.otherApplication);
    expect((await loanItem('EZC000106'))?.BorrowerName).toBe('Tan Ah Kow');
    expect(await table.get({ PK: ledgerRow.PK, SK: ledgerRow.SK })).toEqual(ledgerRow);

    // The files and both rows of each are gone; the open loan's and the other customer's stay.
    for (const d of [documents.stamp, documents.disbursement, documents.payslip, documents.cancelled]) {
      expect(await docStore.blobs.get(d!.StorageKey)).toBeUndefined();
      expect(await deps.documents.load(d!.MediaId)).toBeUndefined();
    }
    expect(await deps.documents.listOf('Loan', 'EZC000101')).toEqual([]);
    expect(await deps.documents.listOf('Application', 'APP-000101')).toEqual([]);
    for (const d of [documents.open, documents.other]) {
      expect(await docStore.blobs.get(d!.StorageKey)).toBeDefined();
      expect(await deps.documents.load(d!.MediaId)).toBeDefined();
    }
    // The bucket keeps a deleted file's bytes a day (a mistake can be undone), then its lifecycle
    // removes them: only the kept loans' files are left on disk.
    await docStore.applyLifecycle(new Date(Date.now() + 25 * 3600_000));
    expect((await keysOnDisk(docStore)).sort()).toEqual(
      [documents.open!.StorageKey, documents.other!.StorageKey].sort(),
    );
  });

  it('keeps every audit row, takes the values out, and records the erasure with names and counts only', async () => {
    const loanTrail = await auditOf('Loan', 'EZC000101');
    const byActivity = (activity: string) => loanTrail.filter((r) => r.Activity === activity);
    expect(loanTrail).toHaveLength(5);
    const [disbursed, downloaded] = loanTrail;
    expect(disbursed).toMatchObject({
      AuditId: 'AUD-1',
      Activity: 'Disbursed',
      ActorName: 'Nur Aisyah',
      IpAddress: '10.0.0.20',
      Remarks: ERASED,
      RedactedUnder: 'loanRecords',
    });
    expect(JSON.parse(String(disbursed?.Changes))).toEqual({
      AccountNo: ERASED,
      AmountSen: 300000,
      Bank: ERASED,
      PaymentDate: '2025-01-12',
    });
    expect(downloaded).toMatchObject({
      AuditId: 'AUD-2',
      ActorId: ACCOUNT,
      ActorName: ERASED,
      IpAddress: ERASED,
      Remarks: ERASED,
    });
    const erased = byActivity('Personal data erased under the retention policy');
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({
      ActorId: 'system',
      ActorName: 'Retention policy',
      Remarks:
        'Rule: loanRecords; 4 personal fields erased: BorrowerName, BorrowerICNo, Disbursement.AccountNo, Disbursement.AccountName',
    });
    expect(JSON.parse(String(erased[0]?.Changes))).toEqual({
      Rule: 'loanRecords',
      FieldsErased: ['BorrowerName', 'BorrowerICNo', 'Disbursement.AccountNo', 'Disbursement.AccountName'],
    });
    const files = byActivity('Document erased under the retention policy');
    expect(
      files.map((r) => JSON.parse(String(r.Changes))).sort((a, b) => a.MediaId.localeCompare(b.MediaId)),
    ).toEqual([
      { MediaId: 'MED-EZC000101-DISB', Title: 'Disbursement Receipt', Rule: 'loanRecords' },
      { MediaId: 'MED-EZC000101-STAMP', Title: 'Stamp Receipt', Rule: 'loanRecords' },
    ]);
    const cancelled = await auditOf('Application', 'APP-000105');
    expect(cancelled[0]).toMatchObject({
      AuditId: 'AUD-3',
      Activity: 'Cancelled',
      Remarks: ERASED,
      ActorName: ERASED,
      IpAddress: ERASED,
    });
    expect(
      cancelled
        .slice(1)
        .map((r) => [r.Activity, r.Remarks])
        .sort(),
    ).toEqual([
      ['Document erased under the retention policy', 'Offer Letter'],
      [
        'Personal data erased under the retention policy',
        'Rule: loanRecords; 3 personal fields erased: BorrowerName, BorrowerICNo, Remarks',
      ],
    ]);
    // Nothing of the person is left in any trail of theirs that was erased.
    const all = [...loanTrail, ...cancelled, ...(await auditOf('Application', 'APP-000101'))];
    expect(JSON.stringify(all)).not.toMatch(
      /Lim Wei Jie|LIM WEI JIE|Wei Jie|880101|1140-2233|203\.0\.113\.45/,
    );
    // The open loan's trail is untouched.
    expect((await auditOf('Loan', 'EZC000103'))[0]).toMatchObject({ Remarks: 'Paid to LIM WEI JIE' });
    expect((await auditOf('Loan', 'EZC000103'))[0]?.RedactedAt).toBeUndefined();
  });

  it('a second delivery changes nothing', async () => {
    const partitions = [
      ...['101', '102', '103', '104', '106'].flatMap((n) => [`LOAN#EZC000${n}`, `AUDIT#Loan#EZC000${n}`]),
      ...['101', '102', '103', '104', '105'].flatMap((n) => [
        `APPLICATION#APP-000${n}`,
        `AUDIT#Application#APP-000${n}`,
      ]),
      ...Object.values(documents).map((d) => `LENDINGDOC#${d.MediaId}`),
    ];
    const snapshot = async () => (await Promise.all(partitions.map((pk) => table.queryAll({ pk })))).flat();
    const before = await snapshot();
    const out = await eraseLoanRecords(deps, input);
    expect(out).toEqual({
      loans: [],
      applications: [],
      documents: 0,
      auditRowsRedacted: 0,
      kept: ['EZC000103', 'APP-000103'],
    });
    expect(await snapshot()).toEqual(before);
  });
});
