import { customerPersonalDataErased, decodeRow, type ReportName, reportNames, reports } from '@ezc/domain';
import { mandateEntity } from '@ezc/fn-payments/mandates/mandate-record';
import { reportsPorts } from '@ezc/fn-reports/ports';
import { projectionPartitions } from '@ezc/fn-reports/projection/report-store';
import { projectionItems } from '@ezc/fn-reports/testing/projection-items';
import { buildReportsNowIfNeeded } from '@ezc/fn-reports/use-cases/rebuild-reports';
import type { LocalRuntime } from '@ezc/local';
import { auditWrite, type Item, listedItems, outboxWrite } from '@ezc/platform';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { type Json, journey } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * The loan-records rule in the payments books and the reports (issue 13 §4): the customers context
 * erased the demo borrower (Ahmad bin Ismail, CUST-000001) seven years after their last loan ended,
 * and published it. The payments context takes the person out of the books of their ended loans —
 * EZC000009 (Completed) and EZC000013 (Terminated) — and the reports out of those loans' rows:
 * names, IC number and bank details become '[erased]', the proof of payment they uploaded is
 * deleted, and every amount, balance, ledger row, report total and audit row stays as it was. The
 * borrower's loans still open are left whole. A receipt still renders, naming no one; a second
 * delivery changes nothing; a rebuild of the reports from the erased sources gives the same rows.
 */

let rt: LocalRuntime;
const tokens: Record<string, string> = {};
const { post } = journey(() => rt.url, tokens);

const CUSTOMER = 'CUST-000001';
const ACCOUNT = 'ACC-0001';
const NAME = 'Ahmad bin Ismail';
const NRIC = '900101-14-5677';
const ENDED = ['EZC000009', 'EZC000013'];
/** The demo borrower's loans that have not ended (functions/loans/src/seed/stories.ts). */
const OPEN = ['EZC000001', 'EZC000003', 'EZC000005', 'EZC000007', 'EZC000008', 'EZC000011'];
const SLIP = 'payments/receipts/MED-RETENTION-SLIP.png';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);

const table = () => rt.platform.table;
const withoutMeta = (items: (Item | undefined)[]) =>
  items
    .filter((i): i is Item => i !== undefined)
    .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));

/** The payments context's books of one loan: its account and ledger, payments, credit notes, mandate. */
async function books(loanNo: string): Promise<Item[]> {
  const own = await table().queryAll({ pk: `LOAN#${loanNo}` });
  const payments = await table().queryAll({ index: 'GSI2', pk: `PAYMENTS#LOAN#${loanNo}` });
  const notes = await table().queryAll({ index: 'GSI2', pk: `CREDITNOTES#LOAN#${loanNo}` });
  return withoutMeta([
    // Beside them in the partition, the loan's own item and its documents are the loans context's.
    ...own.filter((i) => i.SK === 'ACCOUNT' || String(i.SK).startsWith('LEDGER#')),
    // Each payment is listed by a small entry; the payments themselves are read by their keys.
    ...(await Promise.all(
      (await listedItems(table(), payments)).map((p) => table().get({ PK: String(p.PK), SK: String(p.SK) })),
    )),
    ...(await Promise.all(notes.map((n) => table().get({ PK: String(n.PK), SK: String(n.SK) })))),
    await table().get({ PK: `MANDATE#${loanNo}`, SK: 'MANDATE' }),
  ]);
}
const ledgerOf = (items: Item[]) => items.filter((i) => String(i.SK).startsWith('LEDGER#'));

/** Every stored report row of the loans named, decoded, by report. */
async function reportRows(loanNos: string[]): Promise<Record<string, Json[]>> {
  const out: Record<string, Json[]> = {};
  const partitions = await projectionPartitions(table());
  for (const report of reportNames) {
    const items = await Promise.all(
      partitions.filter((pk) => pk.startsWith(`RPTROWS#${report}#`)).map((pk) => table().queryAll({ pk })),
    );
    out[report] = items
      .flat()
      .map((i) => decodeRow(reports[report as ReportName], String(i.Row)) as Json)
      .filter((r) => loanNos.includes(String(r.LoanNo)))
      .sort((a, b) => String(a.Id).localeCompare(String(b.Id)));
  }
  return out;
}
const summaries = async () =>
  withoutMeta((await Promise.all(reportNames.map((r) => table().queryAll({ pk: `RPTSUM#${r}` })))).flat());

/** The projection's items without when and how often they were written (as the reports journey reads it). */
async function projection(): Promise<Json[]> {
  // The live generation's, under the keys of the first (a rebuild writes a new one).
  const items = await projectionItems(table());
  return items
    .map(({ version: _v, updatedAt: _u, ...rest }) =>
      Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== 0)),
    )
    .filter((i) => Object.keys(i).some((k) => !['PK', 'SK', 'Day', 'Month'].includes(k)))
    .filter((i, _, all) => {
      if (!String(i.PK).startsWith('RPTCELL#')) return true;
      const sums = `RPTSUM#${String(i.PK).slice('RPTCELL#'.length)}`;
      return all.some((s) => s.PK === sums && `${i.SK}.n` in s);
    })
    .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
}

/** Keys of every audit row of the ended loans and their mandates. */
async function auditKeys(): Promise<string[]> {
  const rows = (
    await Promise.all(
      ENDED.flatMap((n) => [`AUDIT#Loan#${n}`, `AUDIT#Mandate#${n}`]).map((pk) => table().queryAll({ pk })),
    )
  ).flat();
  return rows.map((r) => `${r.PK}|${r.SK}`).sort();
}

async function receiptText(paymentId: string): Promise<string[]> {
  const res = await fetch(`${rt.url}/api/payments/download-receipt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.finance}`, 'content-type': 'application/json' },
    body: JSON.stringify({ PaymentId: paymentId }),
  });
  expect(res.status).toBe(200);
  return pdfLines(new Uint8Array(await res.arrayBuffer()));
}

let deliveries = 0;
/** The event as the customers context publishes it once it has erased the customer record. */
async function publishErasure() {
  const now = rt.platform.clock.now().toISOString();
  deliveries += 1;
  const event = customerPersonalDataErased.create({
    id: `retention-journey-${deliveries}`,
    occurredAt: now,
    data: { CustomerId: CUSTOMER, AccountId: ACCOUNT, Rule: 'loanRecords' },
  });
  await table().transact([outboxWrite(event, now)]);
  await rt.settle();
}

const booksBefore: Record<string, Item[]> = {};
const openBefore: Record<string, Item[]> = {};
let rowsBefore: Record<string, Json[]>;
let openRowsBefore: Record<string, Json[]>;
let summariesBefore: Item[];
let summaryReportBefore: Json;
let auditBefore: string[];
let receiptPayment = '';

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  for (const who of ['finance', 'admin']) tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  // The day's jobs and the reports' first build first, so nothing else moves while the journey reads.
  await rt.runJobs();
  const p = reportsPorts(rt.platform);
  await buildReportsNowIfNeeded({ table: rt.platform.table, sources: p.sources, now: p.now });
  await rt.settle();

  // The borrower's proof of transfer, kept on the payment staff confirmed against the bank.
  const [paid] = (await table().queryAll({ index: 'GSI2', pk: `PAYMENTS#LOAN#${ENDED[0]}` })).filter(
    (i) => i.Status === 'Approved',
  );
  receiptPayment = String(paid?.PaymentId);
  await rt.platform.blobs.put(SLIP, PNG, { contentType: 'image/png', sensitive: true });
  await table().update(
    { PK: `PAYMENT#${receiptPayment}`, SK: 'PAYMENT' },
    { set: { MediaId: 'MED-RETENTION-SLIP', ReceiptStorageKey: SLIP } },
  );

  // The e-mandate the loan was debited under while it ran, registered by the borrower themselves.
  await table().transact([
    {
      kind: 'put',
      item: mandateEntity.toItem(
        {
          LoanNo: ENDED[0]!,
          CustomerId: CUSTOMER,
          BorrowerName: NAME,
          MandateId: 'MDT-RETENTION-1',
          ObjectType: 'LoanNo',
          Status: 'Active',
          MachineVersion: '1',
          BankCode: 'MBBEMYKL',
          AccountNo: '514012345678',
          AccountName: 'AHMAD BIN ISMAIL',
          AmountSen: 55_000,
          RegisteredAt: '2026-01-02T02:00:00.000Z',
          DecidedAt: '2026-01-03T02:00:00.000Z',
          CreatedAt: '2026-01-02T02:00:00.000Z',
          UpdatedAt: '2026-01-03T02:00:00.000Z',
        },
        2,
        '2026-01-03T02:00:00.000Z',
      ),
    },
    auditWrite(
      {
        objectType: 'Mandate',
        objectId: ENDED[0]!,
        action: 'E-mandate registered',
        remarks: 'Maybank 514012345678',
        actor: { id: ACCOUNT, kind: 'customer', ip: '203.0.113.45', name: NAME },
        changes: { AccountNo: '514012345678', AccountName: 'AHMAD BIN ISMAIL', Status: 'Pending Approval' },
      },
      '2026-01-02T02:00:00.000Z',
      'MDT-RETENTION-AUDIT-1',
    ),
  ]);

  for (const n of ENDED) booksBefore[n] = await books(n);
  for (const n of OPEN) openBefore[n] = await books(n);
  rowsBefore = await reportRows(ENDED);
  openRowsBefore = await reportRows(OPEN);
  summariesBefore = await summaries();
  summaryReportBefore = (await post('finance', '/loans/summary-report', { Rows: 9999 })).body;
  auditBefore = await auditKeys();
}, 240_000);
afterAll(async () => rt?.stop());

describe('the loan-records rule in the payments books and the reports', () => {
  it('starts from books that name the borrower, with a receipt naming them', async () => {
    const named = JSON.stringify(ENDED.map((n) => booksBefore[n]));
    expect(named).toContain(NAME);
    expect(booksBefore.EZC000009?.some((i) => i.EntityType === 'LoanAccount')).toBe(true);
    expect(ledgerOf(booksBefore.EZC000009 ?? []).length).toBeGreaterThan(6);
    expect(rowsBefore.summary?.map((r) => [r.LoanNo, r.BorrowerName])).toEqual([
      ['EZC000009', NAME],
      ['EZC000013', NAME],
    ]);
    expect(await rt.platform.blobs.get(SLIP)).toBeDefined();
    const lines = await receiptText(receiptPayment);
    expect(lines).toContain(NAME);
  });

  it('erases names, IC and bank details from the books and report rows; every figure stays', async () => {
    await publishErasure();

    for (const n of ENDED) {
      const after = await books(n);
      const text = JSON.stringify(after);
      expect(text, n).not.toContain(NAME);
      expect(text, n).not.toContain(NRIC);
      // The same records, each with every amount, date, number and status it had.
      expect(after.map((i) => `${i.PK}|${i.SK}`)).toEqual(booksBefore[n]?.map((i) => `${i.PK}|${i.SK}`));
      expect(ledgerOf(after)).toEqual(ledgerOf(booksBefore[n] ?? []));
      for (const item of after) {
        const before = booksBefore[n]?.find((b) => b.PK === item.PK && b.SK === item.SK) ?? {};
        const { version: _v, updatedAt: _u, MediaId: _m, ReceiptStorageKey: _k, ...was } = before;
        const expected: Json = { ...was };
        for (const field of ['BorrowerName', 'Remarks', 'Reason', 'AccountNo', 'AccountName']) {
          if (typeof was[field] === 'string' && was[field] !== '') expected[field] = '[erased]';
        }
        const { version: _v2, updatedAt: _u2, ...is } = item;
        expect(is, `${item.PK}|${item.SK}`).toEqual(expected);
      }
    }
    const account = (await books('EZC000009')).find((i) => i.EntityType === 'LoanAccount');
    expect(account).toMatchObject({
      LoanNo: 'EZC000009',
      CustomerId: CUSTOMER,
      BorrowerName: '[erased]',
      AmountSen: 300_000,
    });

    expect(JSON.stringify(await books('EZC000009'))).not.toContain('514012345678');
    const [registered] = await table().queryAll({ pk: 'AUDIT#Mandate#EZC000009' });
    expect(registered).toMatchObject({
      Activity: 'E-mandate registered',
      Remarks: '[erased]',
      IpAddress: '[erased]',
      ActorName: '[erased]',
      Changes: JSON.stringify({ AccountNo: '[erased]', AccountName: '[erased]', Status: 'Pending Approval' }),
    });

    // The proof of payment they uploaded: the file and both fields naming it.
    expect(await rt.platform.blobs.get(SLIP)).toBeUndefined();
    const paid = await table().get({ PK: `PAYMENT#${receiptPayment}`, SK: 'PAYMENT' });
    expect(paid?.MediaId).toBeUndefined();
    expect(paid?.ReceiptStorageKey).toBeUndefined();

    // The report rows: the same rows, the borrower's columns as the marker.
    const rows = await reportRows(ENDED);
    for (const report of reportNames) {
      expect(rows[report], report).toEqual(
        rowsBefore[report]?.map((r) => ({
          ...r,
          BorrowerName: '[erased]',
          ...('BorrowerICNo' in r ? { BorrowerICNo: '[erased]' } : {}),
        })),
      );
    }
    expect(rows.summary?.map((r) => [r.LoanNo, r.BorrowerName, r.BorrowerICNo])).toEqual([
      ['EZC000009', '[erased]', '[erased]'],
      ['EZC000013', '[erased]', '[erased]'],
    ]);
    expect(await summaries()).toEqual(summariesBefore);
    const summaryReport = (await post('finance', '/loans/summary-report', { Rows: 9999 })).body;
    expect(summaryReport.Totals).toEqual(summaryReportBefore.Totals);
    expect(summaryReport.Count).toBe(summaryReportBefore.Count);
  });

  it("leaves the borrower's open loans whole", async () => {
    for (const n of OPEN) expect(await books(n), n).toEqual(openBefore[n]);
    expect(await reportRows(OPEN)).toEqual(openRowsBefore);
  });

  it('keeps every audit row and audits the erasure with field names only', async () => {
    const after = await auditKeys();
    for (const key of auditBefore) expect(after).toContain(key);
    const rows = await table().queryAll({ pk: 'AUDIT#Loan#EZC000009' });
    const ours = rows.filter((r) => r.ActorName === 'Retention policy');
    expect(ours.map((r) => r.Activity)).toEqual(
      expect.arrayContaining([
        'Personal data erased under the retention policy',
        'Uploaded payment receipt deleted under the retention policy',
        'Personal data erased from the reports under the retention policy',
      ]),
    );
    expect(ours.find((r) => r.Remarks === 'Loan account: 1 field (BorrowerName)')).toBeDefined();
    const mandate = await table().queryAll({ pk: 'AUDIT#Mandate#EZC000009' });
    expect(mandate.map((r) => [r.Activity, r.Remarks])).toEqual([
      ['E-mandate registered', '[erased]'],
      ['Personal data erased under the retention policy', '3 fields (BorrowerName, AccountNo, AccountName)'],
    ]);
    expect(JSON.stringify([...ours, ...mandate])).not.toContain(NAME);
  });

  it('still renders the receipt, with the marker where the name was', async () => {
    const lines = await receiptText(receiptPayment);
    expect(lines).toContain('[erased]');
    expect(lines.join('\n')).not.toContain(NAME);
    expect(lines.join('\n')).not.toContain(NRIC);
  });

  it('changes nothing when the event is delivered again', async () => {
    const books1 = await Promise.all([...ENDED, ...OPEN].map(books));
    const projection1 = await projection();
    const audit1 = await auditKeys();
    await publishErasure();
    expect(await Promise.all([...ENDED, ...OPEN].map(books))).toEqual(books1);
    expect(await projection()).toEqual(projection1);
    expect(await auditKeys()).toEqual(audit1);
  });

  it('gives the same report rows when the reports are rebuilt from the erased sources', async () => {
    const live = await projection();
    const rebuilt = await post('admin', '/reports/rebuild', {});
    expect(rebuilt.status).toBe(202);
    await rt.settle();
    expect(await projection()).toEqual(live);
  });
});
