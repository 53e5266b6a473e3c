import { cpSync, existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { loanCounterKey, loanEntity, loanListedWrite } from '@ezc/fn-loans/loans/loan';
import { LOAN_SEARCH } from '@ezc/fn-loans/loans/loans-repository';
import { invoiceCounterKey } from '@ezc/fn-payments/invoices/invoice-entries';
import { type LocalRuntime, startLocal } from '@ezc/local';
import { type Item, type Key, searchKeyWrites, type TableWrite } from '@ezc/platform';
import { CapacityMeter, type CapacityReading } from '@ezc/platform/table/capacity-meter';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { ensureListSet, putInBatches } from './capacity-lists';
import { round } from './in-process-load';
import { keptFolder, repositoryRoot } from './kept-runtime';
import { staffToken, syntheticLoan } from './loans';
import { accountItems } from './payments';
import { skipSetRecords, stagingFolder, streamEnd } from './report-set';

/**
 * What each request costs in DynamoDB, at two sizes of book: the read and write units DynamoDB
 * charges (as DynamoDB Local reports them with `ReturnConsumedCapacity: INDEXES`, on the table
 * and on each index), the items a request writes and the largest, for the loan lists and
 * searches, the loan view, the payments received, the invoices, the applications, customers,
 * eKYC records, signings and mandates, and a payment with what follows from it. A request whose cost grows with the book shows as a difference between the two sizes.
 *
 * Each size is a set of loans kept in its own data folder (bench/.data/capacity-2-<n>): each loan
 * as the product stores it (its list entry, search keys and counts) with its account (installment
 * 1 due on 15 February 2026 and unpaid, its list entry and work marker, its ledger), an application,
 * a signing and an active mandate a loan, and a customer record and an eKYC record a borrower
 * (capacity-lists.ts), on a business clock of 16 February 2026.
 */

const FIRST_LOAN = 4_000_001;
const PER_CUSTOMER = 50;
const MARKER: Key = { PK: 'BENCH#CAPACITY-SET', SK: 'BENCH' };
/** The day after installment 1 fell due: every account owes it, none is late yet. */
const BUSINESS_TIME = new Date('2026-02-16T04:00:00.000Z');

const loanNoOf = (i: number) => `EZC${FIRST_LOAN + i}`;
const customerNoOf = (i: number) => Math.floor(i / PER_CUSTOMER) + 1;
const customerIdOf = (i: number) => `CUST-C${String(customerNoOf(i)).padStart(5, '0')}`;
/** A name word of the borrower's own (`Q00007`), so a search for it finds that borrower's loans only. */
const nameWordOf = (i: number) => `Q${String(customerNoOf(i)).padStart(5, '0')}`;
const icOf = (i: number) => `880101-10-${String(customerNoOf(i)).padStart(4, '0')}`;

const puts = (writes: TableWrite[]) => writes.flatMap((w) => (w.kind === 'put' ? [w.item] : []));

async function loanItems(i: number): Promise<(Item & Key)[]> {
  const loanNo = loanNoOf(i);
  const borrowerName = `Bench ${nameWordOf(i)} Borrower`;
  const loan = syntheticLoan({
    i,
    loanNo,
    customerId: customerIdOf(i),
    borrowerName,
    icNo: icOf(i),
    status: 'Active',
    interestType: 'Simple',
  });
  return [
    loanEntity.toItem(loan, 1, loan.CreatedAt),
    ...puts([
      loanListedWrite(loan),
      ...searchKeyWrites(LOAN_SEARCH, loanNo, { name: borrowerName, ic: icOf(i) }),
    ]),
    ...(await accountItems(i, '2026-02-15', { loanNo, customerId: customerIdOf(i), borrowerName })),
  ];
}

/** Loads the set once (batch writes; its counts added at the end) and remembers it with a marker. */
async function ensureSet(rt: LocalRuntime, count: number, log: (line: string) => void) {
  const table = rt.platform.table;
  const from = Number((await table.get(MARKER))?.count ?? 0);
  if (from >= count) return { loaded: 0, seconds: 0 };
  const start = performance.now();
  let batch: (Item & Key)[] = [];
  const flush = async () => {
    await putInBatches(table, batch);
    batch = [];
  };
  for (let i = from; i < count; i++) {
    batch.push(...(await loanItems(i)));
    if (batch.length >= 500) await flush();
    if ((i + 1) % 5000 === 0) log(`  ${i + 1} of ${count} loans written`);
  }
  await flush();
  // The counts a loan made by the product moves (their first shards, where a whole count is read).
  await table.increment(loanCounterKey('ALL'), 'n', count - from);
  await table.increment(loanCounterKey('STATUS#Active'), 'n', count - from);
  // Each account's one invoice, installment 1's, unpaid.
  for (const [type, status] of [
    ['ALL', 'ALL'],
    ['ALL', 'Unpaid'],
    ['Installment', 'ALL'],
    ['Installment', 'Unpaid'],
  ] as const) {
    await table.increment(invoiceCounterKey(type, status), 'n', count - from);
  }
  for (let c = customerNoOf(from); c <= customerNoOf(count - 1); c++) {
    const first = Math.max(from, (c - 1) * PER_CUSTOMER);
    const last = Math.min(count, c * PER_CUSTOMER);
    await table.increment(loanCounterKey(`CUSTOMER#${customerIdOf(first)}`), 'n', last - first);
  }
  await table.put({ ...MARKER, count });
  return { loaded: count - from, seconds: round((performance.now() - start) / 1000) };
}

export interface CapacityRow {
  request: string;
  /** What the request itself cost. */
  request_units: CapacityReading;
  /** What its events cost once delivered (the loan following its account, the reports). */
  follow_on: CapacityReading;
}

const totalWrite = (r: CapacityReading) =>
  r.units.write + Object.values(r.units.indexes).reduce((n, i) => n + i.write, 0);
const totalRead = (r: CapacityReading) =>
  r.units.read + Object.values(r.units.indexes).reduce((n, i) => n + i.read, 0);

/**
 * Whether a request cost the same at every size: exactly, or within what the sizes of the items it
 * happened to read or write explain (units are rounded per 4 KB read and per 1 KB written, and a
 * page's items differ a little from one store to the other), or growing with the book.
 */
function verdict(rows: (CapacityRow | undefined)[]): string {
  const costs = rows.map((r) =>
    r ? totalRead(r.request_units) + totalWrite(r.request_units) + totalWrite(r.follow_on) : Number.NaN,
  );
  const first = costs[0] ?? Number.NaN;
  if (costs.every((c) => c === first)) return 'yes';
  if (costs.every((c) => c <= first * 1.25 + 2 && c >= first / 1.25 - 2)) return 'yes (item sizes)';
  return 'NO: grows with the book';
}

/** One size: the set loaded (or found), then each request measured once, after one warm-up. */
async function measureAt(count: number, log: (line: string) => void) {
  const meter = new CapacityMeter();
  // The kept set is worked on in memory when there is room (loading what it lacks is far quicker
  // there), and copied back once anything was added to it.
  const kept = keptFolder(`capacity-2-${count}`);
  const staged = stagingFolder(`capacity-2-${count}`);
  if (staged && existsSync(kept)) cpSync(kept, staged, { recursive: true });
  let added = false;
  const dataDir = staged ?? kept;
  const start = async () => {
    const started = await startLocal({
      port: 0,
      dataDir,
      web: false,
      root: repositoryRoot,
      logLevel: 'silent',
      capacity: meter,
      clockAt: BUSINESS_TIME,
    });
    // The bench sets the day; the timer must not run the daily job meanwhile.
    started.adapters.scheduler.stop();
    return started;
  };
  let rt = await start();
  try {
    const set = await ensureSet(rt, count, log);
    if (set.loaded > 0) log(`  loaded ${set.loaded} loans in ${set.seconds} s (kept for later runs)`);
    added = set.loaded > 0;
    const lists = await ensureListSet(
      rt,
      count,
      {
        loanNoOf,
        customerIdOf,
        borrowerNameOf: (i) => `Bench ${nameWordOf(i)} Borrower`,
        icOf,
        firstOfBorrower: (i) => i % PER_CUSTOMER === 0,
      },
      log,
    );
    if (lists.loaded > 0) log(`  loaded ${lists.loaded} loans' records for the lists in ${lists.seconds} s`);
    added ||= lists.loaded > 0;
    // The set's items were written straight to the table, not by commands: the relay is moved
    // past their stream records (no outbox event among them), as AWS's stream filter passes them
    // by, where reading them back would take DynamoDB Local most of an hour at 50,000 loans.
    const end = await streamEnd(rt);
    await rt.stop();
    skipSetRecords(dataDir, end);
    rt = await start();
    await rt.settle();
    // Finance for the loans and payments; Admin for the lists Finance may not read.
    const tokens = { finance: await staffToken(rt.url), admin: await staffToken(rt.url, 'admin@demo.test') };
    const middle = Math.floor(count / 2);
    const loanNo = loanNoOf(middle);
    let key = 0;
    const call = async (path: string, body: unknown, as: keyof typeof tokens = 'finance') => {
      const res = await fetch(`${rt.url}/api${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens[as]}`,
          'content-type': 'application/json',
          'idempotency-key': `capacity-${Date.now()}-${key++}`,
        },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (res.status >= 300) throw new Error(`${path}: ${res.status}`);
    };
    const requests: [string, string, unknown, ('admin' | 'finance')?][] = [
      ['Loans, all (page 1 of 20)', '/loans/find-all', { Rows: 20, Page: 1 }],
      ['Loans of a status', '/loans/find-all', { Rows: 20, Page: 1, Search: { Status: 'Active' } }],
      [
        "A borrower's loans",
        '/loans/find-all',
        { Rows: 20, Page: 1, Search: { CustomerId: customerIdOf(middle) } },
      ],
      [
        'Loans by borrower name',
        '/loans/find-all',
        { Rows: 20, Page: 1, Search: { BorrowerName: nameWordOf(middle) } },
      ],
      ['Loans by NRIC', '/loans/find-all', { Rows: 20, Page: 1, Search: { BorrowerICNo: icOf(middle) } }],
      ['Loan view: the loan and its history', '/loans/view', { LoanNo: loanNo, ActivityRows: 20 }],
      ['Loan view: its account', '/loans/account-view', { LoanNo: loanNo, TransactionRows: 20 }],
      ['Payments received', '/payments/received', { Rows: 20, Page: 1, Search: { Status: 'Approved' } }],
      ['Invoices (page 1 of 20)', '/invoices/find-all', { Rows: 20, Page: 1 }],
      ['Applications (page 1 of 20)', '/applications/find-all', { Rows: 20, Page: 1 }, 'admin'],
      [
        'Applications in review',
        '/applications/find-all',
        { Rows: 20, Page: 1, Search: { Status: 'In Review' } },
        'admin',
      ],
      ['Customers (page 1 of 20)', '/customer/customers/find-all?Rows=20&Page=1', {}, 'admin'],
      ['eKYC records (page 1 of 20)', '/ekyc/find-all', { page: 1, rows: 20, search: {} }, 'admin'],
      ['Mandates, active', '/mandate/find-all', { Rows: 20, Page: 1, Search: { Status: 'Active' } }, 'admin'],
      [
        'Signings awaiting the attestor',
        '/agreements/find-all',
        { Rows: 20, Page: 1, Status: 'Pending Signing Attestor' },
        'admin',
      ],
      ['Payment (staff, RM 1.00)', '/payments/manual', { LoanNo: loanNo, Amount: 1, Method: 'CASH' }],
    ];
    // A warm-up of each: the first payment of a loan also makes its first report picture.
    for (const [, path, body, as] of requests) await call(path, body, as);
    await rt.settle();
    const rows: CapacityRow[] = [];
    for (const [request, path, body, as] of requests) {
      meter.take();
      await call(path, body, as);
      const own = meter.take();
      await rt.settle();
      rows.push({ request, request_units: own, follow_on: meter.take() });
    }
    const described = await dynamoClient({
      endpoint: rt.platform.table.endpoint,
      region: rt.config.AWS_REGION,
    }).send(new DescribeTableCommand({ TableName: rt.config.TABLE_NAME }));
    return {
      loans: count,
      rows,
      tableBytes: Number(described.Table?.TableSizeBytes ?? 0),
      tableItems: Number(described.Table?.ItemCount ?? 0),
    };
  } finally {
    await rt.stop();
    if (staged) {
      if (added) {
        rmSync(kept, { recursive: true, force: true });
        cpSync(staged, kept, { recursive: true });
      }
      rmSync(staged, { recursive: true, force: true });
    }
  }
}

/**
 * Assumed prices: DynamoDB on-demand in US East (N. Virginia) as published since November 2024,
 * per million request units and per GB-month of standard storage; other regions cost a little
 * more (BENCH_PRICE_WRU, BENCH_PRICE_RRU and BENCH_PRICE_GB set them).
 */
const price = {
  perMillionWrite: Number(process.env.BENCH_PRICE_WRU ?? 0.625),
  perMillionRead: Number(process.env.BENCH_PRICE_RRU ?? 0.125),
  perGbMonth: Number(process.env.BENCH_PRICE_GB ?? 0.25),
};

/**
 * A month of 1,000 active loans, from the measured units: each loan paid once by staff (request and
 * what follows), its page opened four times (the loan, what is owed, its transactions), and its
 * share of the staff's list pages (100 staff × 200 pages a working day × 22 days, over a book of
 * 1,000,000 loans), plus its items' storage.
 */
function monthlyCost(rows: CapacityRow[], bytesPerLoan: number) {
  const unitsOf = (name: string) => {
    const row = rows.find((r) => r.request === name);
    if (!row) throw new Error(`no ${name}`);
    return {
      write: totalWrite(row.request_units) + totalWrite(row.follow_on),
      read: totalRead(row.request_units) + totalRead(row.follow_on),
    };
  };
  const perLoan = { write: 0, read: 0 };
  const add = (name: string, times: number) => {
    const u = unitsOf(name);
    perLoan.write += u.write * times;
    perLoan.read += u.read * times;
  };
  add('Payment (staff, RM 1.00)', 1);
  for (const view of ['Loan view: the loan and its history', 'Loan view: its account']) add(view, 4);
  const listPagesPerLoan = (100 * 200 * 22) / 1_000_000;
  add('Loans, all (page 1 of 20)', listPagesPerLoan);
  const loans = 1000;
  const writeUsd = ((perLoan.write * loans) / 1_000_000) * price.perMillionWrite;
  const readUsd = ((perLoan.read * loans) / 1_000_000) * price.perMillionRead;
  const storageUsd = ((bytesPerLoan * loans) / 1024 ** 3) * price.perGbMonth;
  return {
    assumptions: {
      prices: price,
      perLoanAMonth: '1 payment, 4 loan page views (its 2 calls each), 0.44 staff list pages',
      excluded: 'the daily run (late charges on overdue loans only), e-mails, exports, backups',
    },
    unitsPerLoanAMonth: { write: round(perLoan.write), read: round(perLoan.read) },
    usdPer1000LoansAMonth: {
      writes: round(writeUsd * 100) / 100,
      reads: round(readUsd * 100) / 100,
      storage: round(storageUsd * 100) / 100,
      total: round((writeUsd + readUsd + storageUsd) * 100) / 100,
    },
  };
}

export async function capacityBench(sizes: number[], log: (line: string) => void) {
  const runs: Awaited<ReturnType<typeof measureAt>>[] = [];
  for (const size of sizes) {
    log(`  capacity at ${size} loans…`);
    runs.push(await measureAt(size, log));
  }
  const largest = runs.at(-1);
  if (!largest) throw new Error('no sizes');
  const table = largest.rows.map((row, n) => {
    const cells: Record<string, string | number> = { request: row.request };
    for (const run of runs) {
      const r = run.rows[n];
      if (!r) continue;
      cells[`read@${run.loans}`] = totalRead(r.request_units);
      cells[`write@${run.loans}`] = totalWrite(r.request_units);
      cells[`follow-on write@${run.loans}`] = totalWrite(r.follow_on);
    }
    cells['items written'] = row.request_units.itemsWritten + row.follow_on.itemsWritten;
    cells['largest item (bytes)'] = Math.max(
      row.request_units.largestItemBytes,
      row.follow_on.largestItemBytes,
    );
    cells['same at every size'] = verdict(runs.map((run) => run.rows[n]));
    return cells;
  });
  const bytesPerLoan = largest.tableBytes / largest.loans;
  return {
    sizes,
    table,
    runs,
    bytesPerLoan: Math.round(bytesPerLoan),
    cost: monthlyCost(largest.rows, bytesPerLoan),
  };
}
