import { reportsPorts } from '@ezc/fn-reports/ports';
import { projectionKeys, projectionPartitions } from '@ezc/fn-reports/projection/report-store';
import { projectionItems } from '@ezc/fn-reports/testing/projection-items';
import { buildReportsNowIfNeeded, refreshTargets } from '@ezc/fn-reports/use-cases/rebuild-reports';
import type { LocalRuntime } from '@ezc/local';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { type Json, journey } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * The reports (issue 11): the five report calls with their filters, paging and totals, the
 * export, access, a rebuilt projection against the live one, and interest income reconciled with
 * the ledger.
 *
 * Demo loan EZC000007 ('Disbursed', borrower@demo.test): RM 12,000 at 18% simple over 12 months,
 * so each installment is RM 1,000.00 principal + RM 180.00 interest = RM 1,180.00, RM 14,160.00
 * in all. Every expected amount below is worked out by hand from those terms.
 */

let rt: LocalRuntime;
const tokens: Record<string, string> = {};
const LOAN = 'EZC000007';
const { post, data } = journey(() => rt.url, tokens);
let keyNo = 0;
const key = () => `reports-${Date.now()}-${++keyNo}`;

const REPORTS = {
  installments: '/reports/installments',
  payments: '/payments/list',
  interest: '/loans/interest-report',
  summary: '/loans/summary-report',
  lpc: '/reports/lpc',
} as const;

const report = async (name: keyof typeof REPORTS, body: Json = {}, who = 'finance') => {
  const r = await post(who, REPORTS[name], body);
  if (r.status !== 200) throw new Error(`${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { Data: Json[]; Count: number; Totals: Json };
};

/** An export asked for as the site asks for it (JSON alone): the export, to follow. */
const startExport = async (name: string, body: Json, who = 'finance') =>
  post(who, `/reports/${name}/export`, body, { accept: 'application/json' });

/**
 * An export asked for, its job run (the bus settled), then its file fetched from the link the
 * export gives once 'Ready'.
 */
const exportFile = async (name: string, body: Json, who = 'finance') => {
  const started = await startExport(name, body, who);
  expect(started.status).toBe(202);
  expect(started.body.Data).toMatchObject({ Status: 'Running', Done: 0 });
  await rt.settle();
  const found = await post(who, '/reports/exports/find-one', { ExportId: started.body.Data.ExportId });
  expect(found.status).toBe(200);
  expect(found.body.Data).toMatchObject({ Status: 'Ready', Rows: started.body.Data.Rows });
  expect(found.body.Data.Done).toBe(found.body.Data.Rows);
  return { export: found.body.Data as Json, file: await fetch(found.body.Data.Url) };
};

/** CSV text → rows of fields (the product's fields hold no line breaks; quotes are undone). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')),
    );

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  for (const who of ['borrower', 'admin', 'finance', 'risk', 'staff']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
});
afterAll(async () => rt?.stop());

describe('who may read the reports', () => {
  it('the Finance Team and Admin; Risk Team, Staff and borrowers get 403', async () => {
    for (const path of Object.values(REPORTS)) {
      for (const who of ['finance', 'admin'])
        expect((await post(who, path, {})).status, `${who} ${path}`).toBe(200);
      for (const who of ['risk', 'staff', 'borrower'])
        expect((await post(who, path, {})).status, `${who} ${path}`).toBe(403);
    }
    expect((await startExport('installments', { Format: 'csv' }, 'risk')).status).toBe(403);
    expect((await post('admin', '/reports/dashboard', {})).status).toBe(200);
    expect((await post('risk', '/reports/dashboard', {})).status).toBe(403);
    expect((await post('finance', '/reports/rebuild', {})).status).toBe(403);
  });

  it('refuses impossible dates and a start after its end with a clear message', async () => {
    const bad = await post('finance', REPORTS.installments, { StartDueDate: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/YYYY-MM-DD/);
    const backwards = await post('finance', REPORTS.summary, {
      StartDate: '2026-03-02',
      EndDate: '2026-03-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('EndDate: The start date is after the end date.');
  });
});

describe('one loan through the reports, worked out by hand', () => {
  let schedule: Json[] = [];

  it("lists its twelve installments 'Scheduled' before anything falls due, with the totals of the whole loan", async () => {
    schedule = (await data('finance', '/loans/find-one', { LoanNo: LOAN })).SimpleLoans[0].LoanSchedule;
    const r = await report('installments', { LoanNo: LOAN, Rows: 20 });
    expect(r.Count).toBe(12);
    expect(r.Totals).toEqual({
      Principal: 12000,
      Interest: 2160,
      TotalInstallment: 14160,
      TotalPaid: 0,
      OutstandingDue: 14160,
    });
    expect(r.Data[0]).toMatchObject({
      LoanNo: LOAN,
      InstallmentNo: 1,
      DueDate: schedule[0]!.DueDate,
      Principal: 1000,
      Interest: 180,
      TotalInstallment: 1180,
      TotalPaid: 0,
      OutstandingDue: 1180,
      Status: 'Scheduled',
    });
    expect(r.Data.map((row) => row.DueDate)).toEqual(schedule.map((s) => s.DueDate));
  });

  it('recognises the first installment’s RM 180.00 interest on the day it is activated', async () => {
    await data('finance', '/simple-loan-schedules/activate-installment', { ScheduleId: `${LOAN}-001` });
    await rt.settle();
    const today = malaysiaDate(rt.platform.clock.now());
    const r = await report('interest', { LoanNo: LOAN });
    expect(r.Count).toBe(1);
    expect(r.Data[0]).toMatchObject({
      Date: today,
      LoanNo: LOAN,
      InstallmentNo: 1,
      InterestIncome: 180,
      Status: 'Active',
    });
    expect(r.Totals).toEqual({ InterestIncome: 180 });
  });

  it('follows a payment of RM 1,180.00: the installment paid, the payment listed, the loan owing RM 12,980.00', async () => {
    const paid = await post(
      'finance',
      '/payments/manual',
      { LoanNo: LOAN, Amount: 1180, Method: 'Cash', RefNo: 'CASH-RPT-1' },
      { 'Idempotency-Key': key() },
    );
    expect(paid.status).toBe(201);
    await rt.settle();
    const inst = await report('installments', { LoanNo: LOAN, Status: 'Paid' });
    expect(inst.Count).toBe(1);
    expect(inst.Data[0]).toMatchObject({
      InstallmentNo: 1,
      TotalPaid: 1180,
      OutstandingDue: 0,
      Status: 'Paid',
    });

    const pays = await report('payments', { LoanNo: LOAN });
    expect(pays.Count).toBe(1);
    expect(pays.Data[0]).toMatchObject({ LoanNo: LOAN, Amount: 1180, Method: 'Cash', Status: 'Approved' });
    expect(pays.Data[0]!.ReceiptNo).toMatch(/^RCP-/);

    // Holders of the Dashboard privilege hear that the figures moved (kept in their feed too).
    const feed = await rt.platform.table.queryAll({ pk: 'FEED#PRIV#Dashboard' });
    const heard = feed.map((i) => JSON.parse(String(i.message)) as Json);
    expect(
      heard.filter((m) => m.type === 'reports.changed' && m.LoanNo === LOAN).length,
    ).toBeGreaterThanOrEqual(1);

    const summary = await report('summary', { LoanNo: LOAN });
    expect(summary.Data).toHaveLength(1);
    expect(summary.Data[0]).toMatchObject({
      LoanNo: LOAN,
      Amount: 12000,
      TotalRepayment: 14160,
      TotalPaidToDate: 1180,
      // RM 14,160.00 − RM 1,180.00.
      BalanceOutstanding: 12980,
      Arrears: 0,
      DaysPastDue: 0,
      Status: 'Active',
    });
  });
});

describe("filters, 'All', paging and totals", () => {
  it("'All' in every filter answers what no filter answers", async () => {
    const all = {
      StartDueDate: 'All',
      EndDueDate: 'All',
      StartDate: 'All',
      EndDate: 'All',
      PartnerCode: 'All',
      PackageCode: 'All',
      ProductId: 'All',
      Status: 'All',
      LoanNo: 'All',
    };
    for (const name of Object.keys(REPORTS) as (keyof typeof REPORTS)[]) {
      expect(await report(name, all), name).toEqual(await report(name, {}));
    }
  });

  it('pages add up to the whole: every page carries the totals of everything matched', async () => {
    const whole = await report('installments', { Rows: 9999 });
    expect(whole.Count).toBe(whole.Data.length);
    expect(whole.Count).toBeGreaterThan(20);
    const rows: Json[] = [];
    for (let page = 1; page <= Math.ceil(whole.Count / 7); page++) {
      const r = await report('installments', { Rows: 7, Page: page });
      expect(r.Count).toBe(whole.Count);
      expect(r.Totals).toEqual(whole.Totals);
      rows.push(...r.Data);
    }
    expect(rows).toEqual(whole.Data);
    // The totals row is the sum of the rows, to the sen.
    const sen = (field: string) => whole.Data.reduce((s, r) => s + Math.round(Number(r[field]) * 100), 0);
    for (const field of ['Principal', 'Interest', 'TotalInstallment', 'TotalPaid', 'OutstandingDue']) {
      expect(Math.round(whole.Totals[field] * 100), field).toBe(sen(field));
    }
    expect((await report('installments', { Rows: 10 })).Data).toHaveLength(10);
  });

  it('a due-date range and a status keep exactly the rows inside them', async () => {
    const whole = (await report('installments', { Rows: 9999 })).Data;
    const from = whole[Math.floor(whole.length / 3)]!.DueDate as string;
    const to = whole[Math.floor((2 * whole.length) / 3)]!.DueDate as string;
    const r = await report('installments', {
      Rows: 9999,
      StartDueDate: from,
      EndDueDate: to,
      Status: 'Scheduled',
    });
    expect(r.Data).toEqual(
      whole.filter((x) => x.DueDate >= from && x.DueDate <= to && x.Status === 'Scheduled'),
    );
    const outstanding = await report('installments', { Rows: 9999, Status: 'Outstanding' });
    expect(outstanding.Data).toEqual(
      whole.filter((x) => x.Status === 'Unpaid' || x.Status === 'Partial Paid'),
    );
  });
});

describe('exports', () => {
  it("the CSV's rows are the rows on screen for the same filters, header first", async () => {
    const filters = { Status: 'Scheduled', PartnerCode: 'PTN-001' };
    const screen = await report('installments', { ...filters, Rows: 9999 });
    const { export: done, file: res } = await exportFile('installments', { ...filters, Format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(done.Rows).toBe(screen.Count);
    const [header, ...lines] = csvRows(await res.text());
    expect(header).toEqual([
      'Due date',
      'Loan no.',
      'Borrower',
      'Installment',
      'Principal',
      'Interest',
      'Installment amount',
      'Paid',
      'Still to pay',
      'Days past due',
      'Status',
      'Partner',
      'Package',
      'Product',
    ]);
    expect(lines.map((l) => [l[0], l[1], Number(l[3]), l[4], l[8], l[9], l[10]])).toEqual(
      screen.Data.map((r) => [
        r.DueDate,
        r.LoanNo,
        r.InstallmentNo,
        Number(r.Principal).toFixed(2),
        Number(r.OutstandingDue).toFixed(2),
        String(r.DaysPastDue),
        'Scheduled',
      ]),
    );
  });

  it('speaks Malay when asked and writes an XLSX workbook', async () => {
    const { file: ms } = await exportFile('summary', { Format: 'csv', Language: 'ms' });
    expect((await ms.text()).split('\r\n')[0]).toBe(
      'Dikeluarkan,No. pinjaman,Peminjam,NRIC / pasport,Jumlah,Jumlah bayaran balik,Jumlah dibayar setakat ini,Baki tertunggak,Tunggakan,Hari lampau tempoh,Status',
    );
    const { export: workbook, file: xlsx } = await exportFile('payments', { Format: 'xlsx' });
    expect(workbook.FileName).toMatch(/^payments-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    // A zip file: "PK\x03\x04".
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('sends a caller that asks for the file itself on to it once written, as a plain POST of the contract', async () => {
    const screen = await report('lpc', { Rows: 9999 });
    const res = await fetch(`${rt.url}/api/reports/lpc/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.finance}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Format: 'csv' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const link = res.headers.get('location') ?? '';
    expect(link).not.toContain('/api/');
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = csvRows(await file.text());
    expect(header?.[0]).toBe('Due date');
    expect(lines.length).toBe(screen.Count);
    // A client that follows redirects by itself (as fetch does) simply receives the file.
    const followed = await fetch(`${rt.url}/api/reports/lpc/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.finance}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Format: 'csv' }),
    });
    expect(followed.status).toBe(200);
    expect(csvRows(await followed.text())[0]?.[0]).toBe('Due date');
  });

  it('keeps an export to the one who asked, and an unknown one is not found', async () => {
    const started = await startExport('lpc', { Format: 'csv' }, 'finance');
    await rt.settle();
    const id = started.body.Data.ExportId;
    const other = await post('admin', '/reports/exports/find-one', { ExportId: id });
    expect([other.status, other.body.message]).toEqual([404, 'Export not found.']);
    const unknown = await post('finance', '/reports/exports/find-one', { ExportId: 'EXP-none' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Export not found.']);
    const mine = await post('finance', '/reports/exports/find-one', { ExportId: id });
    expect(mine.body.Data).toMatchObject({ ExportId: id, Status: 'Ready', Format: 'csv' });
  });
});

/** What the ledger itself says was earned as interest from `from` to `to` (Malaysian days), in sen. */
async function ledgerInterestSen(from: string, to: string): Promise<number> {
  const table = rt.platform.table;
  const loans = await table.queryAll({ index: 'GSI1', pk: 'LOANS' });
  let sen = 0;
  for (const loan of loans) {
    const entries = await table.queryAll({ pk: `LOAN#${loan.LoanNo}`, sk: { beginsWith: 'LEDGER#' } });
    for (const e of entries) {
      const day = new Date(Date.parse(String(e.At)) + 8 * 3600_000).toISOString().slice(0, 10);
      if (day < from || day > to) continue;
      for (const line of e.Lines as { Account: string; DebitSen: number; CreditSen: number }[]) {
        if (line.Account === 'InterestIncome') sen += line.CreditSen - line.DebitSen;
      }
    }
  }
  return sen;
}

describe('interest income reconciled with the ledger', () => {
  it("equals the ledger's interest income for each month and for all time, to the sen", async () => {
    await rt.settle();
    const today = malaysiaDate(rt.platform.clock.now());
    const months = new Set<string>();
    for (const r of (await report('interest', { Rows: 9999 })).Data) months.add(String(r.Date).slice(0, 7));
    expect(months.size).toBeGreaterThan(2);
    for (const month of months) {
      const from = `${month}-01`;
      const [y, m] = month.split('-').map(Number) as [number, number];
      const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      const r = await report('interest', { StartDate: from, EndDate: to });
      expect(Math.round(r.Totals.InterestIncome * 100), month).toBe(await ledgerInterestSen(from, to));
    }
    const all = await report('interest', {});
    expect(Math.round(all.Totals.InterestIncome * 100)).toBe(await ledgerInterestSen('2000-01-01', today));
  });
});

/** The projection's items without what only says when and how often they were written. */
async function projection(): Promise<Json[]> {
  // The live generation's, under the keys of the first (two generations of one book are equal).
  const items = await projectionItems(rt.platform.table);
  return (
    items
      .map((i) => {
        const { version: _v, updatedAt: _u, ...rest } = i;
        // A sum that went back to nothing is the same as none; so is a bucket whose rows all left.
        return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== 0));
      })
      .filter((i) => Object.keys(i).some((k) => !['PK', 'SK', 'Day', 'Month'].includes(k)))
      // A cell's meaning is kept once written; only the cells some sum still names belong to the picture.
      .filter((i, _, all) => {
        if (!String(i.PK).startsWith('RPTCELL#')) return true;
        const summaries = `RPTSUM#${String(i.PK).slice('RPTCELL#'.length)}`;
        return all.some((s) => s.PK === summaries && `${i.SK}.n` in s);
      })
      .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`))
  );
}

describe('rebuilding the projection', () => {
  it('rebuilt from the loans, ledgers and payments, it equals what the events kept live', async () => {
    // The day's jobs first, so none changes an account between the two readings.
    await rt.runJobs();
    const live = await projection();
    expect(live.length).toBeGreaterThan(20);
    const answers = await report('summary', { Rows: 9999 });
    const rebuilt = await post('admin', '/reports/rebuild', {});
    expect(rebuilt.status).toBe(202);
    expect(rebuilt.body.Data).toMatchObject({ Generation: 1, Loans: 0 });
    // A second ask while it runs is answered with the same rebuild.
    expect((await post('admin', '/reports/rebuild', {})).body.Data.JobId).toBe(rebuilt.body.Data.JobId);
    await rt.settle();
    expect((await post('admin', '/reports/rebuild-status', {})).body.Data).toEqual({
      Status: 'Live',
      Generation: 1,
      Form: 3,
      Building: null,
    });
    const after = await projection();
    const keyOf = (i: Json) => `${i.PK}|${i.SK}`;
    const liveKeys = new Set(live.map(keyOf));
    const afterKeys = new Set(after.map(keyOf));
    expect(
      after.filter((i) => !liveKeys.has(keyOf(i))),
      'only in the rebuilt',
    ).toEqual([]);
    expect(
      live.filter((i) => !afterKeys.has(keyOf(i))),
      'only in the live',
    ).toEqual([]);
    expect(after).toEqual(live);
    expect(await report('summary', { Rows: 9999 })).toEqual(answers);
    // The generation it replaced is emptied: its loans, summaries and rows.
    const table = rt.platform.table;
    expect(await table.queryAll({ index: 'GSI1', pk: 'RPTLOANS' })).toEqual([]);
    expect(await table.queryAll({ pk: 'RPTSUM#summary' })).toEqual([]);
    // Who rebuilt the reports, and when, is on the record: every disbursed loan (a loan enters the
    // reports with its money).
    const loans = live.filter((i) => i.EntityType === 'ReportLoan').length;
    expect(loans).toBeGreaterThanOrEqual(5);
    const audit = await table.queryAll({ pk: 'AUDIT#Setting#reports-projection' });
    expect(audit.map((a) => [a.Activity, a.Remarks])).toEqual(
      expect.arrayContaining([
        ['Reports rebuild started', 'Generation 1'],
        ['Reports rebuilt', `${loans} loans, generation 1`],
      ]),
    );
  });

  it('a payment made while a rebuild is under way is in the generation it builds', async () => {
    const before = await report('payments', { LoanNo: LOAN, Rows: 9999 });
    expect((await post('admin', '/reports/rebuild', {})).status).toBe(202);
    const paid = await post(
      'finance',
      '/payments/manual',
      { LoanNo: LOAN, Amount: 12.34, Method: 'Cash', RefNo: 'CASH-RPT-REBUILD' },
      { 'Idempotency-Key': key() },
    );
    expect(paid.status).toBe(201);
    await rt.settle();
    expect((await post('admin', '/reports/rebuild-status', {})).body.Data.Generation).toBe(2);
    const rows = (await report('payments', { LoanNo: LOAN, Rows: 9999 })).Data;
    expect(rows).toHaveLength(before.Data.length + 1);
    expect(rows.filter((r: Json) => r.Amount === 12.34 && r.Method === 'Cash')).toHaveLength(1);
    // And it is what the sources say: a rebuild of the rebuilt changes nothing.
    const live = await projection();
    await post('admin', '/reports/rebuild', {});
    await rt.settle();
    expect(await projection()).toEqual(live);
  });

  it("a store kept in the form before (a day's rows packed into a few items) is built again, a row an item, on its next event", async () => {
    await rt.runJobs();
    const before = await projection();
    const answers = await report('installments', { Rows: 20 });
    expect(answers.Data).toHaveLength(20);
    const table = rt.platform.table;
    const settingKey = { PK: 'SETTING#reports-projection', SK: 'SETTING' };
    const setting = await table.get(settingKey);
    expect(setting?.Form).toBe(3);
    const keys = projectionKeys(Number(setting?.Generation));
    // The form before, by hand: each day's installment rows packed into one item, a string an
    // attribute, and the setting naming form 2.
    const days = (await projectionPartitions(table, keys)).filter((pk) =>
      pk.startsWith(keys.rowsOfDay('installments', '')),
    );
    for (const pk of days) {
      const rows = await table.queryAll({ pk });
      const day = pk.slice(keys.rowsOfDay('installments', '').length);
      await table.put({
        PK: keys.formerBuckets('installments'),
        SK: `${day}#0`,
        Day: day,
        ...Object.fromEntries(rows.map((r) => [`r.${r.SK}`, r.Row])),
      });
      await table.batchDelete(rows.map((r) => ({ PK: String(r.PK), SK: String(r.SK) })));
    }
    await table.put({ ...setting, ...settingKey, Form: 2 });
    expect(await projection()).not.toEqual(before);
    // Its next event starts the build; the pages read the old form until the new one is whole.
    const ports = reportsPorts(rt.platform);
    await buildReportsNowIfNeeded(ports);
    await rt.settle();
    expect((await table.get(settingKey))?.Form).toBe(3);
    // The packed items are gone, and every row is an item again.
    expect(await table.queryAll({ pk: keys.formerBuckets('installments') })).toEqual([]);
    expect(await projection()).toEqual(before);
    expect(await report('installments', { Rows: 20 })).toEqual(answers);
  });

  it('a redelivered event changes nothing', async () => {
    const before = await projection();
    const again = await post(
      'finance',
      '/payments/manual',
      { LoanNo: LOAN, Amount: 10, Method: 'Cash', RefNo: 'CASH-RPT-2' },
      { 'Idempotency-Key': key() },
    );
    expect(again.status).toBe(201);
    await rt.settle();
    const after = await projection();
    expect(after).not.toEqual(before);
    const { refreshLoanReports } = await import('@ezc/fn-reports/use-cases/refresh-loan-reports');
    const [live] = await refreshTargets(reportsPorts(rt.platform));
    expect(await refreshLoanReports(live!.target, LOAN)).toBe('unchanged');
    expect(await projection()).toEqual(after);
  });
});
