import { decodeRow, type ReportName, reportNames, reports } from '@ezc/domain';
import { createLogger, type Item, randomIds } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportKeys, reportStore } from '../projection/report-store';
import { reportSources } from '../projection/sources';
import { projectionItems } from '../testing/projection-items';
import { eraseReportRows } from './erase-report-rows';
import { rebuildReportsHere } from './rebuild-reports';
import { refreshLoanReports } from './refresh-loan-reports';

const CUSTOMER = 'CUST-000001';
let t: Awaited<ReturnType<typeof createTestTable>>;
let now = new Date('2033-06-01T18:30:00.000Z');
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestTable('erase-report-rows');
});
afterAll(async () => t?.drop());

const ports = () => ({
  sources: reportSources(t.table),
  store: reportStore(t.table),
  now: () => now,
  ids: randomIds,
  log: createLogger('info', {}, (line) => logged.push(line)),
});

/**
 * A loan as its owners keep it: the loans context's item, the payments context's account and
 * ledger, one approved payment. RM 1,000.00 lent, two installments of RM 545.00, both paid.
 */
async function putLoan(loanNo: string, status: string, customerId = CUSTOMER, name = 'Tan Mei Ling') {
  const row = (n: number, due: string, paid: boolean) => ({
    InstallmentNo: n,
    DueDate: due,
    PrincipalSen: 50_000,
    InterestSen: 4_500,
    TotalSen: 54_500,
    Status: paid ? 'Paid' : 'Unpaid',
    PrincipalPaidSen: paid ? 50_000 : 0,
    InterestPaidSen: paid ? 4_500 : 0,
    LateChargeSen: 0,
    LateChargePaidSen: 0,
    LateChargeCreditedSen: 0,
  });
  const paidAll = status !== 'Active';
  await t.table.batchPut([
    {
      PK: `LOAN#${loanNo}`,
      SK: 'LOAN',
      GSI1PK: 'LOANS',
      GSI1SK: loanNo,
      GSI3PK: `LOANS#CUSTOMER#${customerId}`,
      GSI3SK: loanNo,
      LoanNo: loanNo,
      CustomerId: customerId,
      BorrowerName: name,
      BorrowerICNo: '880101-14-5566',
      Status: status,
      AmountSen: 100_000,
      TotalInterestSen: 9_000,
      TotalRepaymentSen: 109_000,
      Product: { SKU: 'PL-SIMPLE-18' },
    },
    {
      PK: `LOAN#${loanNo}`,
      SK: 'ACCOUNT',
      PaymentDate: '2026-01-05',
      Rows: [row(1, '2026-02-05', true), row(2, '2026-03-05', paidAll)],
    },
    {
      PK: `LOAN#${loanNo}`,
      SK: 'LEDGER#DISB',
      EntryId: 'DISB',
      LoanNo: loanNo,
      At: '2026-01-05T02:00:00.000Z',
      Kind: 'Disbursement',
      Description: 'Disbursement',
      Lines: [
        { Account: 'PrincipalReceivable', DebitSen: 100_000, CreditSen: 0 },
        { Account: 'Cash', DebitSen: 0, CreditSen: 100_000 },
      ],
    },
    {
      PK: `LOAN#${loanNo}`,
      SK: `LEDGER#DUE-${loanNo}-001`,
      EntryId: `DUE-${loanNo}-001`,
      LoanNo: loanNo,
      At: '2026-02-05T02:00:00.000Z',
      Kind: 'InstallmentDue',
      Description: 'Installment 1 due 2026-02-05',
      Lines: [
        { Account: 'InterestReceivable', DebitSen: 4_500, CreditSen: 0 },
        { Account: 'InterestIncome', DebitSen: 0, CreditSen: 4_500 },
      ],
    },
    {
      PK: `PAYMENT#PAY-${loanNo}`,
      SK: 'PAYMENT',
      GSI2PK: `PAYMENTS#LOAN#${loanNo}`,
      GSI2SK: `2026-02-05T02:00:00.000Z#PAY-${loanNo}`,
      PaymentId: `PAY-${loanNo}`,
      LoanNo: loanNo,
      PaymentDate: '2026-02-05',
      ReceiptNo: `OR-${loanNo}`,
      Method: 'Cash',
      Kind: 'Installment',
      AmountSen: 54_500,
      Status: 'Approved',
    },
  ]);
}

/** Every stored row of the loans named, report by report, decoded. */
async function rowsOf(loanNos: string[]) {
  const out: Record<string, unknown[]> = {};
  const items = await projectionItems(t.table);
  for (const report of reportNames) {
    out[report] = items
      .filter((i) => i.PK.startsWith(`RPTROWS#${report}#`))
      .map((i) => decodeRow(reports[report as ReportName], String(i.Row)))
      .filter((r) => loanNos.includes(String(r.LoanNo)))
      .sort((a, b) => String(a.Id).localeCompare(String(b.Id)));
  }
  return out;
}
const summaries = async () =>
  (await Promise.all(reportNames.map((r) => t.table.queryAll({ pk: reportKeys.summaries(r) })))).flat();
const auditOf = (loanNo: string) => t.table.queryAll({ pk: `AUDIT#Loan#${loanNo}` });
/**
 * The projection without the moments and versions a rebuild writes afresh, and without the sums
 * of nothing a rebuild writes and a live change leaves out (both read as 0).
 */
const comparable = (items: Item[]) =>
  items
    .map(({ version: _v, updatedAt: _u, ...rest }) =>
      Object.fromEntries(
        Object.entries(rest).filter(([, v]) => !(/^RPT(SUM|MONTH)#/.test(String(rest.PK)) && v === 0)),
      ),
    )
    .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));

describe("erasing a customer's loans from the reports under the loan-records rule", () => {
  const ended = 'EZC000201';
  const open = 'EZC000202';
  const others = 'EZC000203';

  beforeAll(async () => {
    await putLoan(ended, 'Completed');
    await putLoan(open, 'Active');
    await putLoan(others, 'Completed', 'CUST-000002', 'Lee Ah Kow');
    for (const n of [ended, open, others]) expect(await refreshLoanReports(ports(), n)).toBe('changed');
  });

  it("sets the name and IC number of the ended loan's rows to the marker, every figure as it was", async () => {
    const before = await rowsOf([ended]);
    const untouched = await rowsOf([open, others]);
    const sums = await summaries();
    // The installments, the payment, the interest recognised, the loan's summary line.
    expect(before.installments).toHaveLength(2);
    expect(before.payments).toHaveLength(1);
    expect(before.interest).toHaveLength(1);
    expect(before.summary).toEqual([
      expect.objectContaining({ BorrowerName: 'Tan Mei Ling', BorrowerICNo: '880101-14-5566' }),
    ]);

    const done = await eraseReportRows(ports(), { customerId: CUSTOMER, rule: 'loanRecords' });
    expect(done).toEqual({ erased: [ended], kept: [open] });

    const after = await rowsOf([ended]);
    const erased = (rows: unknown[] = []) =>
      rows.map((r) => {
        const row = r as Record<string, unknown>;
        return {
          ...row,
          BorrowerName: '[erased]',
          ...('BorrowerICNo' in row ? { BorrowerICNo: '[erased]' } : {}),
        };
      });
    for (const report of reportNames) expect(after[report]).toEqual(erased(before[report]));
    expect(after.summary).toEqual([
      expect.objectContaining({
        LoanNo: ended,
        BorrowerName: '[erased]',
        BorrowerICNo: '[erased]',
        AmountSen: 100_000,
        TotalRepaymentSen: 109_000,
      }),
    ]);
    expect(after.payments).toEqual([
      expect.objectContaining({ AmountSen: 54_500, ReceiptNo: `OR-${ended}` }),
    ]);
    expect(await summaries()).toEqual(sums);
    expect(await rowsOf([open, others])).toEqual(untouched);
    expect(logged.some((l) => l.includes('reports.retention.loan-kept') && l.includes(open))).toBe(true);

    const audit = await auditOf(ended);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      Activity: 'Personal data erased from the reports under the retention policy',
      Remarks: 'Report rows: 2 columns (BorrowerName, BorrowerICNo)',
      ActorName: 'Retention policy',
    });
    expect(JSON.stringify(audit)).not.toContain('Tan Mei Ling');
    expect(await auditOf(open)).toEqual([]);
  });

  it('changes nothing when the event is delivered again', async () => {
    const before = await projectionItems(t.table);
    now = new Date('2033-06-01T19:00:00.000Z');
    expect(await eraseReportRows(ports(), { customerId: CUSTOMER, rule: 'loanRecords' })).toEqual({
      erased: [],
      kept: [open],
    });
    expect(await projectionItems(t.table)).toEqual(before);
    expect(await auditOf(ended)).toHaveLength(1);
  });

  it('keeps the rows erased when the loan is refreshed from sources not erased yet', async () => {
    const before = await rowsOf([ended]);
    expect(await refreshLoanReports(ports(), ended)).toBe('unchanged');
    expect(await rowsOf([ended])).toEqual(before);
  });

  it('gives the very same rows when rebuilt from the sources the loans context erased', async () => {
    // As the loans context leaves the loan: its borrower's name and IC number as the marker.
    await t.table.update({ PK: `LOAN#${ended}`, SK: 'LOAN' }, { set: { BorrowerName: '[erased]' } });
    await t.table.update({ PK: `LOAN#${ended}`, SK: 'LOAN' }, { remove: ['BorrowerICNo'] });
    const live = comparable(await projectionItems(t.table));
    const rebuild = { table: t.table, sources: reportSources(t.table), now: () => now };
    // The store's first build is in place (the generation its events wrote); the next is a new one.
    expect((await rebuildReportsHere(rebuild)).Generation).toBe(0);
    expect((await rebuildReportsHere(rebuild)).Generation).toBe(1);
    expect(comparable(await projectionItems(t.table))).toEqual(live);
    // The generation it replaced is emptied.
    expect(await t.table.queryAll({ index: 'GSI1', pk: reportKeys.loansIndex })).toEqual([]);
  });
});
