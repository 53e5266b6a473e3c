import { performance } from 'node:perf_hooks';
import { TransactWriteItemsCommand, type TransactWriteItemsInput } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { buildSchedule, type LedgerEntry } from '@ezc/domain';
import { accrued, activated } from '@ezc/fn-payments/accounts/account-changes';
import {
  type AccountCommit,
  entryWrite,
  statementPlaces,
} from '@ezc/fn-payments/accounts/accounts-repository';
import {
  accountEntity,
  accountListedWrite,
  scheduleIdOf,
  workMarkerWrites,
} from '@ezc/fn-payments/accounts/loan-account';
import { invoiceEntryWrites } from '@ezc/fn-payments/invoices/invoice-entries';
import { paymentsPortsAt } from '@ezc/fn-payments/ports';
import { openAccount } from '@ezc/fn-payments/use-cases/accounts/open-account';
import { runDaily } from '@ezc/fn-payments/use-cases/installments/run-daily';
import type { LocalRuntime } from '@ezc/local';
import {
  type Clock,
  ConditionFailedError,
  createLogger,
  type Item,
  type Key,
  type Logger,
  type TableWrite,
} from '@ezc/platform';
import type { BusinessClock } from '@ezc/platform/clock/clock';
import { addDays } from '@ezc/platform/clock/malaysia-time';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { type InProcessResult, inProcessLoad, round } from './in-process-load';
import { staffToken } from './loans';

/**
 * The payments benches, on a runtime whose data folder (bench/.data/payments-3) keeps a large set of
 * loan accounts, each with its first installment overdue: one run of the daily job (late charges
 * of one more day on every account), then `POST /api/payments/manual` through the whole stack,
 * over many loans and on one hot loan, beside the bare TransactWriteItems of as many items as a
 * payment's transaction writes, sent with the SDK in the same run.
 */

/** Loan numbers of their own, so these accounts never meet a loan the product numbers. */
const FIRST_SYNTHETIC = 2_000_001;
const MARKER = { PK: 'BENCH#PAYMENT-SET', SK: 'BENCH' };
const AGREEMENT_DATE = '2026-01-15';
/** Installment 1 falls due a month after the agreement (buildSchedule). */
const FIRST_DUE = '2026-02-15';
/** Midday in Malaysia, so a run of a few minutes never crosses into the next business day. */
const middayOf = (date: string) => new Date(`${date}T04:00:00.000Z`);
const dayAfter = (date: string) => addDays(date, 1);
const dayBefore = (date: string) => addDays(date, -1);

export const syntheticAccount = (i: number) => `EZC${FIRST_SYNTHETIC + i}`;

const silent: Logger = createLogger('silent');
const bench = { id: 'system', kind: 'system', name: 'Bench' } as const;

/**
 * One account's items as the product stores them: opened by the product's own use case (its
 * commit caught instead of sent), installment 1 activated on the disbursement's payment date, and
 * its late charges caught up to `accruedThrough` as the daily job would have. Only the account and
 * its ledger entries are kept: the history and outbox rows of those past changes are not read.
 */
export async function accountItems(
  i: number,
  accruedThrough: string,
  who: { loanNo: string; customerId: string; borrowerName: string } = {
    loanNo: syntheticAccount(i),
    customerId: `CUST-P${String(Math.floor(i / 20) + 1).padStart(5, '0')}`,
    borrowerName: `Bench Borrower ${i + 1}`,
  },
): Promise<(Item & Key)[]> {
  const { loanNo } = who;
  const principalSen = 500_000 + (i % 90) * 50_000;
  const schedule = buildSchedule({
    principalSen,
    annualRatePercent: 18,
    interestType: 'Simple',
    installments: 12,
    agreementDate: AGREEMENT_DATE,
  });
  const at = `${AGREEMENT_DATE}T02:00:00.000Z`;
  let caught: AccountCommit | undefined;
  await openAccount(
    {
      accounts: {
        load: async () => undefined,
        entries: async () => [],
        statement: async () => [],
        entryRows: async () => [],
        some: async () => [],
        loanNosBeginning: async () => [],
        workDue: async () => ({ loanNos: [] }),
        commit: async (change) => {
          caught = change;
          return { version: 1 };
        },
      },
      loans: {
        load: async () => undefined,
        loadTerms: async () => ({
          LoanNo: loanNo,
          CustomerId: who.customerId,
          BorrowerName: who.borrowerName,
          Status: 'Disbursed',
          ApplicationId: `APP-P${FIRST_SYNTHETIC + i}`,
          AmountSen: principalSen,
          AgreementDate: AGREEMENT_DATE,
          Disbursement: { PaymentDate: AGREEMENT_DATE },
          Product: { InterestRate: 18, EarlySettlementPenaltyType: 'None' },
          Schedule: schedule.rows.map((r) => ({ ...r, ScheduleId: scheduleIdOf(loanNo, r.InstallmentNo) })),
        }),
      },
      clock: { now: () => new Date(at) },
      log: silent,
    },
    loanNo,
    bench,
  );
  if (!caught) throw new Error(`${loanNo}: the account was not opened`);
  const open = { account: caught.after.account, ledger: caught.after.ledger };
  const due = activated(open, 1, AGREEMENT_DATE, at);
  const charged = accrued(due, accruedThrough, at);
  const entries: LedgerEntry[] = [...caught.posted, ...due.posted, ...charged.posted];
  const version = charged.posted.length > 0 ? 3 : 2;
  const { placed, rows } = statementPlaces({ owedSen: 0, rows: 0 }, entries);
  // Its list entry, work marker and invoice entries, as its commits write them (counts aside).
  const puts = [
    accountListedWrite(loanNo),
    ...workMarkerWrites(undefined, charged.account),
    ...invoiceEntryWrites(loanNo, [], charged.account.Invoices),
  ].flatMap((w) => (w.kind === 'put' ? [w.item] : []));
  return [
    accountEntity.toItem(
      { ...charged.account, Ledger: charged.ledger, Statement: { Rows: rows, IndexedFrom: 1 } },
      version,
      at,
    ),
    ...puts,
    ...placed.map((p) => (entryWrite(p.entry, p.place) as { item: Item & Key }).item),
  ];
}

interface SetMarker {
  count: number;
  /** The business day of the daily job's last run on the set. */
  lastRun: string;
  /** Bench runs so far, to move the hot loan along (it is paid a little every run). */
  runs: number;
}

async function readMarker(rt: LocalRuntime): Promise<SetMarker> {
  const m = await rt.platform.table.get(MARKER);
  return {
    count: Number(m?.count ?? 0),
    // As if the job had run on the day after the first due date: nothing was late before that.
    lastRun: typeof m?.lastRun === 'string' ? m.lastRun : dayAfter(FIRST_DUE),
    runs: Number(m?.runs ?? 0),
  };
}

const writeMarker = (rt: LocalRuntime, m: SetMarker) => rt.platform.table.put({ ...MARKER, ...m });

/**
 * Loads `count` accounts once (batch writes) and remembers them with a marker row, so later runs
 * on the same data folder start at once. Accounts added to a set that has had runs are charged up
 * to its last run, so the next run adds exactly one day to every account.
 */
export async function ensurePaymentSet(rt: LocalRuntime, count: number, log: (line: string) => void) {
  const table = rt.platform.table;
  const marker = await readMarker(rt);
  if (marker.count >= count) return { loaded: 0, items: 0, seconds: 0 };
  const start = performance.now();
  const through = dayBefore(marker.lastRun);
  let batch: (Item & Key)[] = [];
  let items = 0;
  const flush = async () => {
    // Four batches in flight: DynamoDB Local takes them no faster beyond that on two cores.
    const chunks = [];
    for (let i = 0; i < batch.length; i += 25) chunks.push(batch.slice(i, i + 25));
    for (let i = 0; i < chunks.length; i += 4)
      await Promise.all(chunks.slice(i, i + 4).map((c) => table.batchPut(c)));
    items += batch.length;
    batch = [];
  };
  for (let i = marker.count; i < count; i++) {
    batch.push(...(await accountItems(i, through)));
    if (batch.length >= 500) await flush();
    if ((i + 1) % 5000 === 0) log(`  ${i + 1} of ${count} loan accounts written`);
  }
  await flush();
  await writeMarker(rt, { ...marker, count });
  return { loaded: count - marker.count, items, seconds: round((performance.now() - start) / 1000) };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * One run of the daily job over the set at the business day after its last run: every account has
 * its overdue installment, so each accrues one day (one late-charge entry) in its own transaction.
 */
async function dailyJobRun(rt: LocalRuntime, marker: SetMarker, accounts: number) {
  const today = dayAfter(marker.lastRun);
  const at = middayOf(today);
  const clock: Clock = { now: () => at };
  let failures = 0;
  const log: Logger = {
    ...rt.platform.log,
    error: (msg, fields) => {
      if (msg === 'payments.daily-run-failed') failures++;
      rt.platform.log.error(msg, fields);
    },
  };
  globalThis.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 200);
  const start = performance.now();
  const summary = { activated: [] as string[], charged: [] as string[], pages: 0 };
  try {
    // Page after page, as the job's continuation events would run them.
    let cursor: string | undefined;
    do {
      const page = await runDaily(
        { ...paymentsPortsAt(rt.platform, clock), log },
        { limit: rt.platform.config.DAILY_RUN_PAGE, ...(cursor ? { cursor } : {}) },
      );
      summary.activated.push(...page.activated);
      summary.charged.push(...page.charged);
      summary.pages++;
      cursor = page.cursor;
    } while (cursor);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  const rssAfter = process.memoryUsage.rss();
  await writeMarker(rt, { ...marker, lastRun: today });
  // The loans context follows each account's change (loan-account.changed), after the job.
  const relayStart = performance.now();
  await rt.settle();
  const followSeconds = (performance.now() - relayStart) / 1000;
  const inSet = (loanNo: string) => {
    const k = Number(loanNo.slice(3)) - FIRST_SYNTHETIC;
    return loanNo.startsWith('EZC') && k >= 0 && k < accounts;
  };
  const charged = summary.charged.length;
  const perSecond = charged / Math.max(seconds, 0.001);
  return {
    businessDay: today,
    accountsInSet: accounts,
    accountsCharged: charged,
    pages: summary.pages,
    /** Each of the set's accounts should be charged exactly one day: fewer means the set drifted. */
    setAccountsCharged: summary.charged.filter(inSet).length,
    failures,
    seconds: round(seconds),
    accountsPerSecond: round(perSecond),
    ...(accounts < 50_000
      ? { extrapolatedSecondsFor50000: Math.round(50_000 / Math.max(perSecond, 0.001)) }
      : {}),
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
    rssAfterMb: mb(rssAfter),
    loanFollowUpSeconds: round(followSeconds),
  };
}

const entityOf = (w: TableWrite | undefined) =>
  w?.kind === 'put' ? String(w.item.EntityType) : (w?.kind ?? 'unknown');

/** A put as the SDK sends it. */
function sdkPut(
  tableName: string,
  item: Item,
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
) {
  return {
    Put: {
      TableName: tableName,
      Item: marshall(item, { removeUndefinedValues: true }),
      ...(condition
        ? {
            ConditionExpression: condition.expression,
            ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
            ...(condition.values
              ? { ExpressionAttributeValues: marshall(condition.values, { removeUndefinedValues: true }) }
              : {}),
          }
        : {}),
    },
  };
}

/**
 * The bare transaction: the items a payment's transaction wrote (captured from a real one), each
 * caller on an account and a receipt sequence of its own, both version-checked as the product
 * does, the other items new each time. Index keys are moved under a bench prefix (same size) so
 * no listing of the product sees them, and the outbox row is renamed so the relay passes it by.
 */
function bareTransaction(tableName: string, captured: TableWrite[], caller: string, n: number, run: string) {
  const items: TransactWriteItemsInput['TransactItems'] = captured.map((w, i) => {
    if (w.kind !== 'put') throw new Error(`A payment wrote a ${w.kind}; the bare transaction only puts`);
    const item: Item = { ...w.item };
    for (const [k, v] of Object.entries(item)) if (/^GSI\d+PK$/.test(k)) item[k] = `BENCH#${String(v)}`;
    item.PK = `BENCH#BARE#${run}#${caller}`;
    const versioned = item.EntityType === 'LoanAccount' || item.EntityType === 'Sequence';
    if (item.EntityType === 'OutboxEvent') item.EntityType = 'BenchOutbox';
    if (!versioned) {
      item.SK = `${i}#${n}`;
      return sdkPut(tableName, item, w.condition);
    }
    item.SK = String(item.EntityType);
    const attribute = item.EntityType === 'LoanAccount' ? 'version' : 'Value';
    item[attribute] = n + 1;
    return sdkPut(
      tableName,
      item,
      n === 0
        ? { expression: 'attribute_not_exists(PK)' }
        : { expression: '#v = :v', names: { '#v': attribute }, values: { ':v': n } },
    );
  });
  return new TransactWriteItemsCommand({ TransactItems: items });
}

export async function paymentsBench(rt: LocalRuntime, seconds: number, log: (line: string) => void) {
  // The bench runs the job itself, at the day it chooses; the timer must not start one meanwhile.
  rt.adapters.scheduler.stop();
  const marker = await readMarker(rt);
  // The set as it is stored, which may be larger than this run asked (a larger one loaded before).
  const accounts = marker.count;
  log(`  daily job over ${accounts} loan accounts, business day ${dayAfter(marker.lastRun)}…`);
  const job = await dailyJobRun(rt, marker, accounts);

  // Payments on the job's day: every account is charged up to yesterday, so a payment posts no
  // late charge of its own and its transaction is the same every time.
  const clock = rt.platform.clock as BusinessClock;
  clock.set(middayOf(job.businessDay));
  const token = await staffToken(rt.url);
  const run = `${Date.now().toString(36)}`;
  let sent = 0;
  const answers: Record<string, Record<string, number>> = {};
  const pay = (label: string, loanNo: () => string) => {
    const seen: Record<string, number> = {};
    answers[label] = seen;
    return async () => {
      const res = await fetch(`${rt.url}/api/payments/manual`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-${run}-${sent++}`,
        },
        // RM 1 against installments of hundreds of ringgit: never an overpayment.
        body: JSON.stringify({ LoanNo: loanNo(), Amount: 1, Method: 'CASH' }),
      });
      const body = (await res.json()) as { code?: string };
      const status = res.status === 201 ? '201' : `${res.status} ${body.code ?? ''}`.trim();
      seen[status] = (seen[status] ?? 0) + 1;
      if (res.status !== 201) throw new Error(status);
    };
  };

  // One payment first, its transaction caught, so the bare write holds exactly what it held; and
  // every payment transaction that lost a race counted, by the item whose condition failed.
  const table = rt.platform.table;
  const own = table.transact;
  let captured: TableWrite[] | undefined;
  let phase = 'first';
  const lostRaces: Record<string, Record<string, number>> = {};
  table.transact = async (writes) => {
    const isPayment = writes.some((w) => w.kind === 'put' && w.item.EntityType === 'Payment');
    if (isPayment && !captured) captured = writes;
    try {
      return await own.call(table, writes);
    } catch (e) {
      if (isPayment) {
        const reason =
          e instanceof ConditionFailedError
            ? e.failedIndexes.map((i) => entityOf(writes[i])).join(' + ')
            : e instanceof Error
              ? e.name
              : String(e);
        const seen = lostRaces[phase] ?? {};
        seen[reason] = (seen[reason] ?? 0) + 1;
        lostRaces[phase] = seen;
      }
      throw e;
    }
  };
  try {
    await pay('first', () => syntheticAccount(accounts - 1))();
  } catch (e) {
    table.transact = own;
    throw e;
  }
  if (!captured) throw new Error('No payment transaction was seen');
  const writes = captured;
  const client = dynamoClient({ endpoint: table.endpoint, region: rt.config.AWS_REGION });
  const opts = { seconds };
  const rows: InProcessResult[] = [];
  // Each of the ten callers keeps an account of its own: a call takes a free one and gives it back.
  const free = Array.from({ length: 10 }, (_, i) => ({ caller: `c${i}`, n: 0 }));
  rows.push(
    await inProcessLoad(
      `dynamodb TransactWriteItems (bare, SDK, ${writes.length} items)`,
      async () => {
        const slot = free.pop();
        if (!slot) throw new Error('More callers than accounts');
        try {
          await client.send(bareTransaction(table.name, writes, slot.caller, slot.n, run));
          slot.n++;
        } finally {
          free.push(slot);
        }
      },
      opts,
    ),
  );
  let next = 0;
  phase = 'manyLoans';
  rows.push(
    await inProcessLoad(
      `POST /api/payments/manual (full stack, ${accounts} loans)`,
      pay('manyLoans', () => syntheticAccount(next++ % accounts)),
      opts,
    ),
  );
  const hot = syntheticAccount((marker.runs * 7919) % accounts);
  rows.push(
    await inProcessLoad(
      'POST /api/payments/manual (full stack, one hot loan)',
      pay('hotLoan', () => hot),
      opts,
    ),
  );
  clock.reset();
  await writeMarker(rt, { ...marker, lastRun: job.businessDay, runs: marker.runs + 1 });
  // Let the loans context follow the payments before the runtime stops.
  await rt.settle();

  const [bare, many, one] = rows as [InProcessResult, InProcessResult, InProcessResult];
  if (bare.errors > 0) throw new Error(`${bare.name}: ${bare.errors} errors`);
  const ratio = (a: number, b: number) => round(a / Math.max(b, 0.01));
  return {
    accounts,
    job,
    rows,
    answersWarmUpsIncluded: answers,
    lostRacesWarmUpsIncluded: lostRaces,
    transaction: writes.map(entityOf),
    ratios: {
      manyLoansP50OverBareP50: ratio(many.p50ms, bare.p50ms),
      manyLoansP99OverBareP99: ratio(many.p99ms, bare.p99ms),
      hotLoanP50OverBareP50: ratio(one.p50ms, bare.p50ms),
      hotLoanP99OverBareP99: ratio(one.p99ms, bare.p99ms),
      bareRpsOverManyLoansRps: ratio(bare.rps, many.rps),
    },
  };
}
