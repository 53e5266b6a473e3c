import { performance } from 'node:perf_hooks';
import { buildSchedule, type InterestType, loanStatuses } from '@ezc/domain';
import {
  type Loan,
  loanCounterKey,
  loanEntity,
  loanListedWrite,
  scheduleRowsOf,
} from '@ezc/fn-loans/loans/loan';
import type { LocalRuntime } from '@ezc/local';
import type { Item, Key } from '@ezc/platform';
import { type InProcessResult, inProcessLoad, round } from './in-process-load';

/**
 * The lending benches, on a runtime whose data folder keeps a large set of loans between runs:
 * `loans/find-one` through the whole stack beside a bare GetItem of the same item with the same
 * table client in this process, and beside the raw-HTTP floor (`/api/health`); `loans/find-all`
 * (20 rows, by status and by borrower) beside a bare Query of the same page's list entries and
 * the BatchGet of their loans; and how many
 * schedules the domain builds a second.
 */

/** Synthetic loans: numbers above any the product's sequence will give for years (EZC1000001…). */
const FIRST_SYNTHETIC = 1_000_001;
const LOANS_PER_CUSTOMER = 50;
const MARKER = { PK: 'BENCH#LOAN-SET', SK: 'BENCH' };

export const syntheticCustomer = (i: number) => `CUST-B${String(i).padStart(5, '0')}`;

/**
 * Loads `count` loans once (batch writes, their list counters added at the end) and remembers it
 * with a marker row, so later runs on the same data folder start at once.
 */
export async function ensureLoanSet(rt: LocalRuntime, count: number, log: (line: string) => void) {
  const table = rt.platform.table;
  const marker = await table.get(MARKER);
  // A set loaded earlier is kept; only the loans beyond it are added (and counted).
  const from = Number(marker?.count ?? 0);
  if (from >= count) return { loaded: 0, seconds: 0 };
  const start = performance.now();
  const types: InterestType[] = ['Simple', 'Simple', 'Compound Monthly'];
  const perStatus = new Map<string, number>();
  const perCustomer = new Map<string, number>();
  const batch: Parameters<typeof table.batchPut>[0] = [];
  const flush = async () => {
    // Four batches in flight: DynamoDB Local takes them no faster beyond that on two cores.
    const chunks = [];
    for (let i = 0; i < batch.length; i += 25) chunks.push(batch.slice(i, i + 25));
    for (let i = 0; i < chunks.length; i += 4)
      await Promise.all(chunks.slice(i, i + 4).map((c) => table.batchPut(c)));
    batch.length = 0;
  };
  for (let i = from; i < count; i++) {
    const loanNo = `EZC${FIRST_SYNTHETIC + i}`;
    const status = loanStatuses[i % loanStatuses.length] as Loan['Status'];
    const customerId = syntheticCustomer(Math.floor(i / LOANS_PER_CUSTOMER) + 1);
    const loan = syntheticLoan({
      i,
      loanNo,
      customerId,
      borrowerName: `Bench Borrower ${customerId}`,
      icNo: `900101-14-${String(1000 + (i % 9000))}`,
      status,
      interestType: types[i % types.length] as InterestType,
    });
    batch.push(
      loanEntity.toItem(loan, 1, loan.CreatedAt),
      (loanListedWrite(loan) as { item: Item & Key }).item,
    );
    perStatus.set(status, (perStatus.get(status) ?? 0) + 1);
    perCustomer.set(customerId, (perCustomer.get(customerId) ?? 0) + 1);
    if (batch.length >= 500) {
      await flush();
      if ((i + 1) % 5000 === 0) log(`  ${i + 1} of ${count} loans written`);
    }
  }
  await flush();
  const counters = [
    [loanCounterKey('ALL'), count - from] as const,
    ...[...perStatus].map(([s, n]) => [loanCounterKey(`STATUS#${s}`), n] as const),
    ...[...perCustomer].map(([c, n]) => [loanCounterKey(`CUSTOMER#${c}`), n] as const),
  ];
  for (const [key, n] of counters) await table.increment(key, 'n', n);
  await table.put({ ...MARKER, count });
  return { loaded: count - from, seconds: round((performance.now() - start) / 1000) };
}

/**
 * A bench loan as the product stores it: principal from RM 5,000 to RM 49,500 by its index, over 12
 * months from 15 January 2026, its schedule built by the domain's own rules.
 */
export function syntheticLoan(input: {
  i: number;
  loanNo: string;
  customerId: string;
  borrowerName: string;
  icNo: string;
  status: Loan['Status'];
  interestType: InterestType;
}): Loan {
  const { i, loanNo, customerId, status, interestType } = input;
  const agreementDate = '2026-01-15';
  const principalSen = 500_000 + (i % 90) * 50_000;
  const schedule = buildSchedule({
    principalSen,
    annualRatePercent: interestType === 'Simple' ? 18 : 10,
    interestType,
    installments: 12,
    agreementDate,
  });
  return {
    LoanNo: loanNo,
    LoanId: Number(loanNo.slice(3)),
    ApplicationId: `APP-B${loanNo.slice(3)}`,
    CustomerId: customerId,
    BorrowerName: input.borrowerName,
    BorrowerICNo: input.icNo,
    Status: status,
    MachineVersion: '1',
    Product: {
      SKU: 'PL-SIMPLE-18',
      Name: 'Personal Loan (Simple 18%)',
      InterestType: interestType,
      InterestRate: interestType === 'Simple' ? 18 : 10,
      WithCollateralYN: 'N',
      Regime: interestType === 'Simple' ? 'Moneylenders Act 1951' : 'Other',
      NumberOfInstallments: 12,
      MinAmountSen: 100_000,
      MaxAmountSen: 5_000_000,
    },
    AmountSen: principalSen,
    NumberOfInstallments: 12,
    TotalInterestSen: schedule.totalInterestSen,
    TotalRepaymentSen: schedule.totalRepaymentSen,
    TotalPaidToDateSen: 0,
    AgreementDate: agreementDate,
    EndDate: schedule.rows.at(-1)?.DueDate ?? agreementDate,
    Schedule: scheduleRowsOf(loanNo, schedule.rows),
    AccountVersion: 0,
    CreatedAt: '2026-01-15T02:00:00.000Z',
  };
}

export async function staffToken(url: string, email = 'finance@demo.test'): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, string>;
  };
  const sso = await post('/sso/authorization', {
    email,
    password: 'Demo#2026',
    client_id: 'loan-web',
  });
  const login = await post('/staff/auth/login', { code: sso.code });
  if (!login.access_token) throw new Error('The bench could not sign in as finance@demo.test');
  return login.access_token;
}

export async function loansBench(rt: LocalRuntime, seconds: number, count: number) {
  const table = rt.platform.table;
  const token = await staffToken(rt.url);
  const call = (path: string, body?: unknown) => async () => {
    const res = await fetch(`${rt.url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  };
  const loanNo = `EZC${FIRST_SYNTHETIC + Math.floor(count / 2)}`;
  const customerId = syntheticCustomer(7);
  const opts = { seconds };
  /** A list's page as the repository reads it: 20 entries from the key, then their loans. */
  const bareListed = async (key: { index: 'GSI2' | 'GSI3'; pk: string }) => {
    const { items } = await table.query({ ...key, forward: false, limit: 20 });
    await table.batchGet(items.map((i) => loanEntity.key(String(i.LoanNo))));
  };

  const rows: InProcessResult[] = [];
  rows.push(await inProcessLoad('GET /api/health (raw-HTTP floor)', call('/health'), opts));
  rows.push(
    await inProcessLoad(
      'table GetItem (bare, the loan)',
      async () => {
        if (!(await table.get(loanEntity.key(loanNo)))) throw new Error('missing');
      },
      opts,
    ),
  );
  rows.push(
    await inProcessLoad(
      'POST /api/loans/find-one (full stack)',
      call('/loans/find-one', { LoanNo: loanNo }),
      opts,
    ),
  );
  rows.push(
    await inProcessLoad(
      'table Query + BatchGet (bare, 20 loans of a status)',
      () => bareListed({ index: 'GSI2', pk: 'LOANS#STATUS#Active' }),
      opts,
    ),
  );
  rows.push(
    await inProcessLoad(
      'POST /api/loans/find-all by status (full stack)',
      call('/loans/find-all', { Rows: 20, Page: 1, Search: { Status: 'Active' } }),
      opts,
    ),
  );
  rows.push(
    await inProcessLoad(
      'table Query + BatchGet (bare, 20 loans of a borrower)',
      () => bareListed({ index: 'GSI3', pk: `LOANS#CUSTOMER#${customerId}` }),
      opts,
    ),
  );
  rows.push(
    await inProcessLoad(
      'POST /api/loans/find-all by borrower (full stack)',
      call('/loans/find-all', { Rows: 20, Page: 1, Search: { CustomerId: customerId } }),
      opts,
    ),
  );
  for (const row of rows) if (row.errors > 0) throw new Error(`${row.name}: ${row.errors} errors`);
  const [floor, bareGet, findOne, bareStatus, byStatus, bareBorrower, byBorrower] = rows as [
    InProcessResult,
    InProcessResult,
    InProcessResult,
    InProcessResult,
    InProcessResult,
    InProcessResult,
    InProcessResult,
  ];
  const ratio = (a: number, b: number) => round(a / Math.max(b, 0.01));
  return {
    rows,
    ratios: {
      findOneP50OverBareGetItemP50: ratio(findOne.p50ms, bareGet.p50ms),
      findOneP99OverBareGetItemP99: ratio(findOne.p99ms, bareGet.p99ms),
      findOneP50OverRawHttpFloorP50: ratio(findOne.p50ms, floor.p50ms),
      findAllByStatusP95OverBareQueryP95: ratio(byStatus.p95ms, bareStatus.p95ms),
      findAllByBorrowerP95OverBareQueryP95: ratio(byBorrower.p95ms, bareBorrower.p95ms),
    },
    schedulesPerSecond: schedulesPerSecond(),
  };
}

/** Schedules the domain builds a second, per interest type, for a 12- and a 60-month loan. */
function schedulesPerSecond() {
  const out: Record<string, number> = {};
  for (const interestType of ['Simple', 'Compound Monthly', 'Compound Daily'] as const) {
    for (const installments of [12, 60]) {
      const input = {
        principalSen: 1_000_000,
        annualRatePercent: 10,
        interestType,
        installments,
        agreementDate: '2026-01-31',
      };
      for (let i = 0; i < 2000; i++) buildSchedule(input);
      const start = performance.now();
      let n = 0;
      while (performance.now() - start < 500) {
        buildSchedule(input);
        n++;
      }
      out[`${interestType}, ${installments} months`] = Math.round(n / ((performance.now() - start) / 1000));
    }
  }
  return out;
}
