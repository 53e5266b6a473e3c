import { customerPersonalDataErased } from '@ezc/domain';
import type { LocalRuntime } from '@ezc/local';
import { type Item, listedItems, outboxWrite } from '@ezc/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * The loan-records rule in the loans and signing contexts (issue 13 §4): the customers context
 * erased the demo borrower (Ahmad bin Ismail, CUST-000001) seven years after their last loan ended,
 * and published it. No demo borrower has only ended loans, so the journey publishes for him: his
 * ended loans — EZC000009 (Completed) and EZC000013 (Terminated) — lose his name, IC number and
 * the bank account paid into, their receipts (file and rows) and the agreement's every version;
 * their applications lose his name and remarks, and the histories his values. Statuses, amounts,
 * the schedule, the payments context's ledger and every audit row stay. His open loans are left
 * whole. A second delivery changes nothing.
 */

let rt: LocalRuntime;
let staffToken = '';

const CUSTOMER = 'CUST-000001';
const ACCOUNT = 'ACC-0001';
const NAME = 'Ahmad bin Ismail';
const NRIC = '900101-14-5677';
const ERASED = '[erased]';
const ENDED = ['EZC000009', 'EZC000013'];
/** The demo borrower's loans that have not ended (functions/loans/src/seed/stories.ts). */
const OPEN = ['EZC000001', 'EZC000003', 'EZC000005', 'EZC000007', 'EZC000008', 'EZC000011'];

const table = () => rt.platform.table;
const loanOf = async (loanNo: string) => (await table().get({ PK: `LOAN#${loanNo}`, SK: 'LOAN' }))!;
const documentsOf = (pk: string) => table().queryAll({ pk, sk: { beginsWith: 'DOC#' } });
const signingOf = async (loanNo: string) => (await table().get({ PK: `SIGNING#${loanNo}`, SK: 'SIGNING' }))!;
/** The payments context's rows of the loan's account: its ledger and the account itself. */
const booksOf = async (loanNo: string) =>
  (await table().queryAll({ pk: `LOAN#${loanNo}` })).filter(
    (i) => i.SK !== 'LOAN' && !String(i.SK).startsWith('DOC#'),
  );
const ledgerOf = async (loanNo: string) =>
  (await booksOf(loanNo)).filter((i) => String(i.SK).startsWith('LEDGER#'));
const trailOf = (objectType: string, objectId: string) =>
  table().queryAll({ pk: `AUDIT#${objectType}#${objectId}` });
const keysOf = (rows: Item[]) => rows.map((r) => `${r.PK}|${r.SK}`);

let applications: Item[] = [];
/** The applications whose loan ended, or that ended without one: the ones the rule erases. */
const erasable = (a: Item) =>
  ENDED.includes(String(a.LoanNo)) || ['Rejected', 'Cancelled', 'Void'].includes(String(a.Status));
const trailsOf = (loanNos: string[], apps: Item[]) => [
  ...loanNos.flatMap((n) => [
    ['Loan', n],
    ['Signing', n],
  ]),
  ...apps.map((a) => ['Application', String(a.ApplicationId)]),
];
async function trails(loanNos: string[], apps: Item[]): Promise<Item[]> {
  return (await Promise.all(trailsOf(loanNos, apps).map(([t, id]) => trailOf(t!, id!)))).flat();
}

let deliveries = 0;
/** The event as the customers context publishes it once it has erased the customer record. */
async function publishErasure() {
  const now = rt.platform.clock.now().toISOString();
  deliveries += 1;
  const event = customerPersonalDataErased.create({
    id: `retention-lending-journey-${deliveries}`,
    occurredAt: now,
    data: { CustomerId: CUSTOMER, AccountId: ACCOUNT, Rule: 'loanRecords' },
  });
  await table().transact([outboxWrite(event, now)]);
  await rt.settle();
}

const before: {
  loans: Record<string, Item>;
  documents: Record<string, Item[]>;
  signings: Record<string, Item>;
  ledgers: Record<string, Item[]>;
  applications: Item[];
  applicationDocuments: Item[];
  trails: Item[];
  open: unknown;
} = {
  loans: {},
  documents: {},
  signings: {},
  ledgers: {},
  applications: [],
  applicationDocuments: [],
  trails: [],
  open: undefined,
};

/** Everything of the open loans and their applications this journey could touch. */
async function openRecords() {
  const openApps = applications.filter((a) => !erasable(a));
  return {
    loans: await Promise.all(OPEN.map((n) => table().queryAll({ pk: `LOAN#${n}` }))),
    signings: await Promise.all(OPEN.map((n) => table().queryAll({ pk: `SIGNING#${n}` }))),
    applications: await Promise.all(
      openApps.map((a) => table().queryAll({ pk: `APPLICATION#${a.ApplicationId}` })),
    ),
    trails: await trails(OPEN, openApps),
  };
}

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  staffToken = await signIn(rt.url, 'admin@demo.test');
  // The day's jobs first, so nothing else moves while the journey reads.
  await rt.runJobs();
  await rt.settle();
  applications = await listedItems(
    table(),
    await table().queryAll({ index: 'GSI3', pk: `APPLICATIONS#CUSTOMER#${CUSTOMER}` }),
  );
  for (const n of ENDED) {
    before.loans[n] = await loanOf(n);
    before.documents[n] = await documentsOf(`LOAN#${n}`);
    before.signings[n] = await signingOf(n);
    before.ledgers[n] = await ledgerOf(n);
  }
  before.applications = applications.filter(erasable);
  before.applicationDocuments = (
    await Promise.all(before.applications.map((a) => documentsOf(`APPLICATION#${a.ApplicationId}`)))
  ).flat();
  before.trails = await trails(ENDED, before.applications);
  before.open = await openRecords();
}, 240_000);
afterAll(async () => rt?.stop());

describe('the loan-records rule in the loans and signing contexts', () => {
  it('starts from loans, receipts and agreements that name the borrower', async () => {
    expect(before.loans.EZC000009).toMatchObject({
      Status: 'Completed',
      BorrowerName: NAME,
      BorrowerICNo: NRIC,
    });
    expect(before.loans.EZC000013).toMatchObject({
      Status: 'Terminated',
      BorrowerName: NAME,
      BorrowerICNo: NRIC,
    });
    const disbursement = before.loans.EZC000009?.Disbursement as Record<string, unknown>;
    expect(disbursement.AccountNo).not.toBe(ERASED);
    expect(disbursement.AccountName).not.toBe(ERASED);
    // The stamp and disbursement receipts of the completed loan, each a file in the store.
    expect(before.documents.EZC000009?.map((d) => d.DocumentName).sort()).toEqual([
      'Disbursement Receipt',
      'Stamp Receipt',
    ]);
    for (const d of before.documents.EZC000009 ?? [])
      expect(await rt.platform.blobs.get(String(d.StorageKey))).toBeDefined();
    const versions = before.signings.EZC000009?.Versions as { BlobKey: string; SignedAs?: string }[];
    expect(versions.map((v) => v.SignedAs ?? 'Prepared')).toEqual([
      'Prepared',
      'Company',
      'Borrower',
      'Attestor',
    ]);
    for (const v of versions) expect(await rt.platform.blobs.get(v.BlobKey)).toBeDefined();
    expect(before.ledgers.EZC000009?.length).toBeGreaterThan(6);
    // Approved (EZC000009, EZC000013), cancelled and voided.
    expect(before.applications.map((a) => a.Status).sort()).toEqual([
      'Approved',
      'Approved',
      'Cancelled',
      'Void',
    ]);
    expect(JSON.stringify(before.trails)).toContain(NAME);
  });

  it('erases the person from the ended loans, their receipts and agreements; every figure stays', async () => {
    await publishErasure();

    for (const n of ENDED) {
      const was = before.loans[n]!;
      const { version, updatedAt: _u, ...is } = await loanOf(n);
      const { version: versionBefore, updatedAt: _u2, ...expected } = was;
      expect(version, n).toBe(Number(versionBefore) + 1);
      expect(is, n).toEqual({
        ...expected,
        BorrowerName: ERASED,
        BorrowerICNo: ERASED,
        ...(expected.Disbursement
          ? { Disbursement: { ...(expected.Disbursement as object), AccountNo: ERASED, AccountName: ERASED } }
          : {}),
      });
      // The payments context's ledger: the same rows, each as it was.
      expect(await ledgerOf(n), n).toEqual(before.ledgers[n]);
      // The receipts: both rows of each, and the file.
      expect(await documentsOf(`LOAN#${n}`), n).toEqual([]);
      for (const d of before.documents[n] ?? []) {
        expect(await rt.platform.blobs.get(String(d.StorageKey))).toBeUndefined();
        expect(await table().get({ PK: `LENDINGDOC#${d.MediaId}`, SK: 'DOCUMENT' })).toBeUndefined();
      }
      // The agreement: every version's file gone, the borrower's signature naming no one.
      const signing = await signingOf(n);
      expect(signing.BorrowerName, n).toBe(ERASED);
      expect(signing.Status, n).toBe(before.signings[n]?.Status);
      const versions = signing.Versions as {
        BlobKey: string;
        Sha256: string;
        SignedAs?: string;
        SignerName?: string;
        Ip?: string;
      }[];
      expect(versions.map((v) => v.Sha256)).toEqual(
        (before.signings[n]!.Versions as { Sha256: string }[]).map((v) => v.Sha256),
      );
      for (const v of versions) {
        expect(await rt.platform.blobs.get(v.BlobKey)).toBeUndefined();
        if (v.SignedAs === 'Borrower') expect(v).toMatchObject({ SignerName: ERASED, Ip: ERASED });
      }
    }
    expect(JSON.stringify(await Promise.all(ENDED.map(loanOf)))).not.toMatch(new RegExp(`${NAME}|${NRIC}`));

    for (const a of before.applications) {
      const is = (await table().get({ PK: `APPLICATION#${a.ApplicationId}`, SK: 'APPLICATION' }))!;
      expect(is, String(a.ApplicationId)).toMatchObject({
        Status: a.Status,
        AmountSen: a.AmountSen,
        LoanNo: a.LoanNo,
        BorrowerName: ERASED,
        BorrowerICNo: ERASED,
        ...(a.Reason ? { Reason: ERASED } : {}),
        ...(a.Remarks ? { Remarks: ERASED } : {}),
      });
      expect(await documentsOf(`APPLICATION#${a.ApplicationId}`)).toEqual([]);
    }
    for (const d of before.applicationDocuments)
      expect(await rt.platform.blobs.get(String(d.StorageKey))).toBeUndefined();
  });

  it("says an ended loan's agreement files were erased, never that they were changed", async () => {
    const verify = (loanNo: string) =>
      api(rt.url).post<{ Data: Record<string, unknown> }>(
        '/agreements/verify',
        { LoanNo: loanNo },
        staffToken,
      );
    const erased = await verify('EZC000009');
    expect(erased.status).toBe(200);
    expect(erased.body.Data).toMatchObject({ LoanNo: 'EZC000009', Valid: false, Erased: true });
    // The fingerprints recorded at signing stay, version by version.
    expect((erased.body.Data.Versions as { Sha256: string }[]).map((v) => v.Sha256)).toEqual(
      ((before.signings.EZC000009?.Versions ?? []) as { Sha256: string }[]).map((v) => v.Sha256),
    );
    // An open loan's agreement still has its files, and its chain checks.
    const open = await verify('EZC000005');
    expect(open.body.Data).toMatchObject({ LoanNo: 'EZC000005', Valid: true });
    expect(open.body.Data.Erased).toBeUndefined();
  });

  it("leaves the borrower's open loans and their applications whole", async () => {
    expect(await openRecords()).toEqual(before.open);
  });

  it('keeps every audit row, with the values taken out, and audits the erasure with field names only', async () => {
    const after = await trails(ENDED, before.applications);
    const keys = keysOf(after);
    for (const key of keysOf(before.trails)) expect(keys).toContain(key);
    for (const row of after) {
      if (row.ActorName === 'Retention policy') continue;
      expect(row.RedactedUnder, `${row.PK} ${row.Activity}`).toBe('loanRecords');
    }
    expect(JSON.stringify(after)).not.toMatch(new RegExp(`${NAME}|${NRIC}`));
    const loanRows = await trailOf('Loan', 'EZC000009');
    const erased = loanRows.filter(
      (r) =>
        r.Activity === 'Personal data erased under the retention policy' &&
        String(r.Remarks).includes('BorrowerICNo'),
    );
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({
      ActorName: 'Retention policy',
      Remarks:
        'Rule: loanRecords; 4 personal fields erased: BorrowerName, BorrowerICNo, Disbursement.AccountNo, Disbursement.AccountName',
    });
    expect(
      loanRows
        .filter((r) => r.Activity === 'Document erased under the retention policy')
        .map((r) => r.Remarks)
        .sort(),
    ).toEqual(['Disbursement Receipt', 'Stamp Receipt']);
    const signingRows = await trailOf('Signing', 'EZC000009');
    expect(signingRows.at(-1)).toMatchObject({
      Activity: 'Personal data erased under the retention policy',
      Remarks: 'Rule: loanRecords; 4 personal fields and 4 files erased',
    });
  });

  it('changes nothing when the event is delivered again', async () => {
    const snapshot = async () => ({
      loans: await Promise.all([...ENDED, ...OPEN].map((n) => table().queryAll({ pk: `LOAN#${n}` }))),
      signings: await Promise.all([...ENDED, ...OPEN].map((n) => table().queryAll({ pk: `SIGNING#${n}` }))),
      applications: await Promise.all(
        applications.map((a) => table().queryAll({ pk: `APPLICATION#${a.ApplicationId}` })),
      ),
      trails: await trails([...ENDED, ...OPEN], applications),
    });
    const first = await snapshot();
    await publishErasure();
    expect(await snapshot()).toEqual(first);
  });
});
