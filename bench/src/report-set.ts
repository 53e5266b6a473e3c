import { cpSync, existsSync, rmSync, statfsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import {
  buildSchedule,
  daysBetween,
  type InterestType,
  type ReportInstallment,
  type ReportInterestEntry,
  type ReportLoan,
  type ReportPayment,
  reportLoanSchema,
} from '@ezc/domain';
import { reportsPorts } from '@ezc/fn-reports/ports';
import { bulkProjection } from '@ezc/fn-reports/projection/bulk-projection';
import { reportKeys } from '@ezc/fn-reports/projection/report-store';
import { buildReportsNowIfNeeded, reportLoanItems } from '@ezc/fn-reports/use-cases/rebuild-reports';
import type { LocalRuntime } from '@ezc/local';
import type { Item, Key } from '@ezc/platform';
import { addDays } from '@ezc/platform/clock/malaysia-time';
import { fileCheckpoints } from '@ezc/platform/outbox/stream-poller';
import { dynamoClient, dynamoStreamsClient } from '@ezc/platform/table/dynamo-client';
import { round } from './in-process-load';
import { keptFolder, keptRuntime } from './kept-runtime';

/**
 * The large report data set: 50,000 disbursed loans of 12 installments each (600,000
 * installments), their payments, interest income and late charges, made up deterministically (a
 * seeded PRNG, each loan from its own seed) as the reports context's pictures (`ReportLoan`) and
 * written as the very items its live consumers keep (`bulkProjection`): one picture item per loan,
 * rows (an item each), day summaries and cells. Agreements are spread over the two years before the
 * set's business date, so due dates run from 23 months before it to 12 months after it.
 */

/** The business day the set's statuses stand at (installments paid, late, still to come). */
export const SET_AS_OF = '2026-11-27';
/** Loan numbers of their own, above the other bench sets' (1,000,001… and 2,000,001…). */
const FIRST_LOAN = 3_000_001;
/** Payment and receipt numbers far above any the product's sequences give in a bench store. */
const FIRST_PAYMENT = 5_000_001;
const MARKER: Key = { PK: 'BENCH#REPORT-SET', SK: 'BENCH' };
/** Bumped when the set's make-up changes, so a folder kept in an older form is loaded again. */
export const SET_VERSION = 4;
const SEED = 0x5eed_2026;

export const reportSetLoan = (i: number) => `EZC${FIRST_LOAN + i}`;
const inSet = (loanNo: string) => /^EZC\d+$/.test(loanNo) && Number(loanNo.slice(3)) >= FIRST_LOAN;

/** mulberry32: a small, fast PRNG that gives the same numbers from the same seed on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    weighted: <T>(list: readonly (readonly [T, number])[]): T => {
      let r = next() * list.reduce((s, [, w]) => s + w, 0);
      for (const [v, w] of list) {
        r -= w;
        if (r < 0) return v;
      }
      return list[list.length - 1]![0];
    },
  };
}
type Rng = ReturnType<typeof prng>;

interface Product {
  sku: string;
  rate: number;
  type: InterestType;
  minRm: number;
  maxRm: number;
}
const products: Record<string, Product> = {
  'PL-SIMPLE-18': { sku: 'PL-SIMPLE-18', rate: 18, type: 'Simple', minRm: 1_000, maxRm: 30_000 },
  'PL-SIMPLE-15': { sku: 'PL-SIMPLE-15', rate: 15, type: 'Simple', minRm: 1_000, maxRm: 30_000 },
  'PL-CM-14': { sku: 'PL-CM-14', rate: 14, type: 'Compound Monthly', minRm: 2_000, maxRm: 40_000 },
  'SL-SIMPLE-12': { sku: 'SL-SIMPLE-12', rate: 12, type: 'Simple', minRm: 1_000, maxRm: 10_000 },
  'SL-SIMPLE-10': { sku: 'SL-SIMPLE-10', rate: 10, type: 'Simple', minRm: 1_000, maxRm: 10_000 },
  'BF-CM-10': { sku: 'BF-CM-10', rate: 10, type: 'Compound Monthly', minRm: 10_000, maxRm: 100_000 },
  'BF-CM-12': { sku: 'BF-CM-12', rate: 12, type: 'Compound Monthly', minRm: 10_000, maxRm: 100_000 },
  'BF-CD-11': { sku: 'BF-CD-11', rate: 11, type: 'Compound Daily', minRm: 10_000, maxRm: 80_000 },
};
/** Three partners, two packages each (a standard and a business one), eight products among them. */
const partners = [
  {
    code: 'PTN-101',
    weight: 5,
    packages: [
      ['PKG-STD-101', ['PL-SIMPLE-18', 'PL-SIMPLE-15', 'SL-SIMPLE-12']],
      ['PKG-BIZ-101', ['BF-CM-10', 'BF-CM-12']],
    ],
  },
  {
    code: 'PTN-102',
    weight: 3,
    packages: [
      ['PKG-STD-102', ['PL-SIMPLE-18', 'PL-CM-14', 'SL-SIMPLE-10']],
      ['PKG-BIZ-102', ['BF-CM-12', 'BF-CD-11']],
    ],
  },
  {
    code: 'PTN-103',
    weight: 2,
    packages: [
      ['PKG-STD-103', ['PL-SIMPLE-15', 'SL-SIMPLE-12', 'SL-SIMPLE-10']],
      ['PKG-BIZ-103', ['BF-CM-10', 'BF-CD-11']],
    ],
  },
] as const;

const givenNames = [
  'Ahmad Faizal',
  'Nur Aisyah',
  'Siti Khadijah',
  'Muhammad Hafiz',
  'Tan Wei Ming',
  'Lim Mei Ling',
  'Wong Kah Hoe',
  'Lee Siew Lan',
  'Rajesh',
  'Kavitha',
  'Arjun',
  'Priya',
  'Chong Jia Hui',
  'Mohd Azlan',
  'Nurul Izzah',
  'Ong Boon Keat',
];
const familyNames = [
  'bin Abdullah',
  'binti Ismail',
  'bin Hassan',
  'binti Rahman',
  'a/l Subramaniam',
  'a/p Krishnan',
  '',
  '',
];
const methods = [
  ['E-Mandate', 40],
  ['FPX / Online Banking', 25],
  ['Bank Transfer', 20],
  ['Cash', 10],
  ['Cheque', 5],
] as const;

/** How a borrower pays: on time, now and then late, stopped paying, settled early, or terminated. */
type Habit = 'onTime' | 'sometimesLate' | 'stopped' | 'settled' | 'terminated';
const habits = [
  ['onTime', 66],
  ['sometimesLate', 16],
  ['stopped', 11],
  ['settled', 5],
  ['terminated', 2],
] as const;

const lateChargeSen = (overdueSen: number, days: number) =>
  days <= 0 ? 0 : Math.round((overdueSen * 8 * days) / 36_500);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Loan `i` of the set as the reports see it. Installments are activated as the product does: the
 * first on the disbursement date, each next one on its due date once the one before is paid; an
 * installment paid after its due date carries the late charges of those days (paid with it), one
 * still overdue carries them up to the day before the set's business day.
 */
export function reportSetPicture(i: number): ReportLoan {
  const rnd: Rng = prng(SEED ^ Math.imul(i + 1, 0x9e3779b1));
  const loanNo = reportSetLoan(i);
  const partner = rnd.weighted(partners.map((p) => [p, p.weight] as const));
  const [packageCode, skus] = rnd.next() < 0.7 ? partner.packages[0] : partner.packages[1];
  const product = products[rnd.pick(skus)]!;
  const principalSen = rnd.int(product.minRm / 500, product.maxRm / 500) * 50_000;
  const disbursed = addDays(SET_AS_OF, -rnd.int(0, 729));
  const schedule = buildSchedule({
    principalSen,
    annualRatePercent: product.rate,
    interestType: product.type,
    installments: 12,
    agreementDate: disbursed,
  });
  const habit = rnd.weighted(habits) as Habit;
  // Where a borrower who stops paying stops, and the day an early settlement is made.
  const stopAt = rnd.int(1, 12);
  const settleOn = addDays(disbursed, rnd.int(45, 330));
  const settles = habit === 'settled' && settleOn < SET_AS_OF;
  const yesterday = addDays(SET_AS_OF, -1);
  let paymentNo = FIRST_PAYMENT + i * 16;
  const payments: ReportPayment[] = [];
  const pay = (date: string, amountSen: number, status: ReportPayment['Status'], kind = 'Installment') => {
    const n = paymentNo++;
    payments.push({
      PaymentId: `PAY-${n}`,
      PaymentDate: date,
      ...(status === 'Approved' ? { ReceiptNo: `RCP-${n}` } : {}),
      Method: rnd.weighted(methods),
      Kind: kind,
      AmountSen: amountSen,
      Status: status,
    });
  };
  const interest: ReportInterestEntry[] = [];
  const rows: ReportInstallment[] = [];
  const activated = new Set<number>();
  let activeFrom: string | undefined = disbursed;
  for (const line of schedule.rows) {
    const row: ReportInstallment = {
      InstallmentNo: line.InstallmentNo,
      DueDate: line.DueDate,
      PrincipalSen: line.PrincipalSen,
      InterestSen: line.InterestSen,
      TotalSen: line.TotalSen,
      PaidSen: 0,
      Status: 'Scheduled',
      LateChargeSen: 0,
      LateChargePaidSen: 0,
      LateChargeCreditedSen: 0,
    };
    rows.push(row);
    const activeOn: string | undefined =
      line.InstallmentNo === 1
        ? disbursed
        : activeFrom === undefined
          ? undefined
          : later(activeFrom, line.DueDate);
    activeFrom = undefined;
    // Not active yet; or what is left is paid off by the early settlement (below).
    if (activeOn === undefined || activeOn > SET_AS_OF || (settles && activeOn > settleOn)) continue;
    activated.add(line.InstallmentNo);
    interest.push({
      EntryId: `DUE-${loanNo}-${String(line.InstallmentNo).padStart(3, '0')}`,
      Date: activeOn,
      Kind: 'InstallmentDue',
      InstallmentNo: line.InstallmentNo,
      Description: `Installment ${line.InstallmentNo} due ${line.DueDate}`,
      AmountSen: line.InterestSen,
    });
    const stops = (habit === 'stopped' || habit === 'terminated') && line.InstallmentNo >= stopAt;
    const paidOn: string | undefined = stops
      ? undefined
      : later(
          activeOn,
          habit === 'sometimesLate' && rnd.next() < 0.35
            ? addDays(line.DueDate, rnd.int(1, 25))
            : addDays(line.DueDate, -rnd.int(0, 6)),
        );
    if (paidOn !== undefined && paidOn <= SET_AS_OF && !(settles && paidOn > settleOn)) {
      const daysLate = Math.max(0, daysBetween(line.DueDate, paidOn));
      const charge = lateChargeSen(line.TotalSen, daysLate);
      row.Status = 'Paid';
      row.PaidSen = line.TotalSen;
      row.LateChargeSen = charge;
      row.LateChargePaidSen = charge;
      if (charge > 0) row.LastAccruedDate = addDays(paidOn, -1);
      // Now and then a transfer was refused first and made again.
      if (rnd.next() < 0.01) pay(addDays(paidOn, -2), line.TotalSen + charge, 'Rejected');
      pay(paidOn, line.TotalSen + charge, 'Approved');
      activeFrom = paidOn;
      continue;
    }
    // Still owed (the settlement below pays it when there is one), perhaps part paid, overdue
    // from the day after its due date.
    if (settles) continue;
    row.Status = 'Unpaid';
    if (stops && rnd.next() < 0.4) {
      row.PaidSen = Math.round((line.TotalSen * rnd.int(20, 80)) / 100);
      row.Status = 'Partial Paid';
      const on = later(activeOn, addDays(line.DueDate, rnd.int(-3, 10)));
      pay(on > SET_AS_OF ? SET_AS_OF : on, row.PaidSen, 'Approved');
    }
    const daysLate = daysBetween(line.DueDate, yesterday);
    if (daysLate > 0) {
      row.LateChargeSen = lateChargeSen(line.TotalSen - row.PaidSen, daysLate);
      row.LastAccruedDate = yesterday;
      // Some overdue borrowers had part of their late charges waived.
      if (rnd.next() < 0.1) row.LateChargeCreditedSen = Math.round(row.LateChargeSen / 2);
    }
    // A borrower's transfer waiting for staff to confirm it against the bank.
    if (rnd.next() < 0.05) pay(addDays(SET_AS_OF, -rnd.int(0, 6)), line.TotalSen - row.PaidSen, 'Pending');
  }
  const settled = settles && rows.some((r) => r.Status !== 'Paid');
  if (settled) {
    // Everything left is paid in one settlement: the principal; the interest of installments that
    // fell due; the current installment's interest pro rata to the settlement day; the later
    // installments' interest is not earned.
    let amount = 0;
    let earned = 0;
    let from = disbursed;
    let current = true;
    for (const row of rows) {
      const periodStart = from;
      from = row.DueDate;
      if (row.Status === 'Paid') continue;
      let interestSen = 0;
      if (activated.has(row.InstallmentNo) || row.DueDate <= settleOn) interestSen = row.InterestSen;
      else if (current) {
        const days = Math.max(1, daysBetween(periodStart, row.DueDate));
        interestSen = Math.round((row.InterestSen * Math.max(0, daysBetween(periodStart, settleOn))) / days);
      }
      if (!activated.has(row.InstallmentNo)) {
        earned += interestSen;
        if (row.DueDate > settleOn) current = false;
      }
      row.PaidSen = row.PrincipalSen + interestSen;
      row.Status = 'Paid';
      amount += row.PaidSen;
    }
    pay(settleOn, amount, 'Approved', 'Settlement');
    if (earned > 0)
      interest.push({
        EntryId: `SETTLE-PAY-${paymentNo - 1}`,
        Date: settleOn,
        Kind: 'Settlement',
        Description: 'Full settlement',
        AmountSen: earned,
      });
  }
  const approvedSen = payments.filter((p) => p.Status === 'Approved').reduce((s, p) => s + p.AmountSen, 0);
  const owedSen = rows.reduce(
    (s, r) => s + r.TotalSen - r.PaidSen + r.LateChargeSen - r.LateChargePaidSen - r.LateChargeCreditedSen,
    0,
  );
  const allPaid = rows.every((r) => r.Status === 'Paid');
  const oldestOverdue = rows.find((r) => r.Status === 'Unpaid' || r.Status === 'Partial Paid');
  const status = settled
    ? 'Early Settlement'
    : allPaid
      ? 'Completed'
      : habit === 'terminated' && oldestOverdue && daysBetween(oldestOverdue.DueDate, SET_AS_OF) > 90
        ? rnd.next() < 0.5
          ? 'Terminated'
          : 'Termination In Process'
        : habit === 'onTime' && rnd.next() < 0.01
          ? 'Settlement Under Review'
          : 'Active';
  const given = rnd.pick(givenNames);
  const family = rnd.pick(familyNames);
  const born = `${String(rnd.int(60, 99))}${String(rnd.int(1, 12)).padStart(2, '0')}${String(rnd.int(1, 28)).padStart(2, '0')}`;
  return {
    LoanNo: loanNo,
    CustomerId: `CUST-R${String(Math.floor(i / 2) + 1).padStart(5, '0')}`,
    BorrowerName: family ? `${given} ${family}` : given,
    BorrowerICNo: `${born}-${String(rnd.int(1, 14)).padStart(2, '0')}-${String(rnd.int(1000, 9999))}`,
    PartnerCode: partner.code,
    PackageCode: packageCode,
    ProductId: product.sku,
    Status: status,
    AmountSen: principalSen,
    TotalInterestSen: schedule.totalInterestSen,
    TotalRepaymentSen: schedule.totalRepaymentSen,
    TotalPaidToDateSen: approvedSen,
    BalanceOutstandingSen: settled ? 0 : owedSen,
    DisbursementDate: disbursed,
    Installments: rows,
    InterestEntries: interest,
    Payments: payments,
  };
}

export interface ReportSetMarker {
  version: number;
  complete: boolean;
  loans: number;
  installments: number;
  asOf: string;
  /** What the load wrote and how fast, as measured when it was made. */
  load?: Record<string, unknown>;
  /** Items per kind (`bulkProjection().counts()`) and rows per report. */
  counts?: Record<string, unknown>;
}

export async function readReportSetMarker(rt: LocalRuntime): Promise<ReportSetMarker | undefined> {
  const m = await rt.platform.table.get(MARKER);
  return m ? (m as unknown as ReportSetMarker) : undefined;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A queue of batches that writers take from while the set is still being made. */
function batchQueue() {
  const batches: (Item & Key)[][] = [];
  let pending: (Item & Key)[] = [];
  let closed = false;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  return {
    push(items: readonly (Item & Key)[]) {
      for (const item of items) {
        pending.push(item);
        if (pending.length === 25) {
          batches.push(pending);
          pending = [];
        }
      }
      signal();
    },
    close() {
      if (pending.length) batches.push(pending);
      pending = [];
      closed = true;
      signal();
    },
    async take(): Promise<(Item & Key)[] | undefined> {
      for (;;) {
        const next = batches.shift();
        if (next) return next;
        if (closed) return undefined;
        await new Promise<void>((r) => {
          const before = wake;
          wake = () => {
            before?.();
            r();
          };
        });
      }
    },
    get waiting() {
      return batches.length;
    },
  };
}

/**
 * Loads the set once into the runtime's store and remembers it with a marker item, so later runs
 * on the same data folder start at once. Each loan's picture item is written as soon as it is
 * made; the rows, summaries and cells (which add up every loan) once all are made. Pictures
 * the store already holds (the demo loans the runtime's own seed made) are folded into the same
 * summaries, so a day's summary always counts every row of its day; their picture items are
 * left as they are. `inFlight` batch writes (25 items each) are kept going at once.
 */
export async function ensureReportSet(
  rt: LocalRuntime,
  count: number,
  log: (line: string) => void,
  options: { inFlight?: number } = {},
): Promise<ReportSetMarker> {
  const table = rt.platform.table;
  // No timer may change the demo loans' pictures while their summaries are being rewritten.
  rt.adapters.scheduler.stop();
  await rt.settle();
  // The reports start a store's first build on their first event, when no setting says it was
  // built: it is run to its end now, before the set joins it, so the set is written into the live
  // generation and no later build is started (its loans have no sources to be built again from).
  await buildReportsNowIfNeeded({
    table,
    sources: reportsPorts(rt.platform).sources,
    now: () => rt.platform.clock.now(),
  });
  await table.put({
    ...MARKER,
    version: SET_VERSION,
    complete: false,
    loans: count,
    installments: 0,
    asOf: SET_AS_OF,
  });
  // The stream's reader (the outbox relay) stops here: the set's items carry no events, and the
  // relay is moved past them once they are written (see skipSetRecords).
  await rt.adapters.relay.stop();
  const start = performance.now();
  const at = new Date().toISOString();
  const built = bulkProjection(at);
  const existing = await reportLoanItems(table, reportKeys);
  const kept = new Set<string>();
  for (const item of existing) {
    const parsed = reportLoanSchema.safeParse(item.Picture);
    if (!parsed.success || inSet(parsed.data.LoanNo)) continue;
    built.add(parsed.data);
    kept.add(reportKeys.loan(parsed.data.LoanNo).PK);
  }

  const queue = batchQueue();
  const inFlight = options.inFlight ?? 16;
  let written = 0;
  let lastLog = performance.now();
  const writers = Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let batch = await queue.take(); batch; batch = await queue.take()) {
        await table.batchPut(batch);
        written += batch.length;
        if (performance.now() - lastLog > 15_000) {
          lastLog = performance.now();
          const s = (lastLog - start) / 1000;
          log(`  ${written} items written in ${Math.round(s)} s (${Math.round(written / s)} items/s)`);
        }
      }
    }),
  );

  let installments = 0;
  let payments = 0;
  let loansQueued = 0;
  const isLoan = (item: Item & Key) => item.PK.startsWith('RPTLOAN#') && !kept.has(item.PK);
  for (let i = 0; i < count; i++) {
    const picture = reportSetPicture(i);
    installments += picture.Installments.length;
    payments += picture.Payments.length;
    built.add(picture);
    if ((i + 1) % 1000 === 0 || i + 1 === count) {
      // bulkProjection lists the loans' items last, two a loan (its picture and its list entry),
      // in the order they were added.
      const all = built.items();
      const loans = all.slice(all.length - 2 * (i + 1));
      queue.push(loans.slice(2 * loansQueued).filter(isLoan));
      loansQueued = i + 1;
      // Let the writers send what is queued while the next pictures are made.
      await new Promise((r) => setImmediate(r));
    }
    if ((i + 1) % 10_000 === 0) log(`  ${i + 1} of ${count} report pictures made`);
  }
  const made = performance.now();
  const rest = built.items().filter((item) => !item.PK.startsWith('RPTLOAN#'));
  queue.push(rest);
  queue.close();
  await writers;
  const writeEnd = performance.now();
  const itemsWritten = 2 * count + rest.length;
  if (written !== itemsWritten) throw new Error(`${written} items written of ${itemsWritten}`);

  // What the key design stores, per kind of item: how many, how large (JSON bytes), rows held.
  const kinds: Record<string, { items: number; rows: number; megabytes: number; largestKb: number }> = {};
  let bytes = 0;
  for (const item of built.items()) {
    if (kept.has(item.PK)) continue;
    const [prefix, report] = item.PK.split('#');
    const kind = prefix === 'RPTLOAN' ? 'RPTLOAN' : `${prefix}#${report}`;
    const size = JSON.stringify(item).length;
    const rows = prefix === 'RPTROWS' ? 1 : 0;
    const entry = kinds[kind] ?? { items: 0, rows: 0, megabytes: 0, largestKb: 0 };
    entry.items++;
    entry.rows += rows;
    entry.megabytes += size;
    entry.largestKb = Math.max(entry.largestKb, size);
    kinds[kind] = entry;
    bytes += size;
  }
  for (const k of Object.values(kinds)) {
    k.megabytes = round(k.megabytes / 1024 / 1024);
    k.largestKb = round(k.largestKb / 1024);
  }

  const end = performance.now();
  const writeSeconds = (writeEnd - start) / 1000;
  const marker: ReportSetMarker = {
    version: SET_VERSION,
    complete: true,
    loans: count,
    installments,
    asOf: SET_AS_OF,
    load: {
      itemsWritten,
      jsonMegabytes: mb(bytes),
      batchesInFlight: inFlight,
      /** Making the pictures and the projection in memory (the loans' items written meanwhile). */
      makeSeconds: round((made - start) / 1000),
      /** From the first picture made to the last item written. */
      writeSeconds: round(writeSeconds),
      itemsPerSecond: round(itemsWritten / writeSeconds),
      seconds: round((end - start) / 1000),
      itemsPerSecondOverall: round(itemsWritten / ((end - start) / 1000)),
      demoPicturesFolded: kept.size,
      machineLoadAverage: loadavg().map(round),
      at,
    },
    counts: {
      ...built.counts(),
      itemsWritten,
      installments,
      payments,
      /** One item per installment would be this many items for the installments report alone. */
      itemsIfOnePerInstallment: installments,
      byKind: kinds,
    },
  };
  return marker;
}

/** BENCH_REPORT_LOANS sets the set's size (default 50,000; another size has a folder of its own). */
export const reportSetSize = () => Number(process.env.BENCH_REPORT_LOANS ?? 50_000);
export const reportSetFolder = (count: number) => (count === 50_000 ? 'reports-large' : `reports-${count}`);

/**
 * A folder in memory (tmpfs) to make the set in, when this machine has one with room to spare.
 * DynamoDB Local commits every item of a batch write on its own, and on disk each commit waits for
 * the disk to sync; in memory it does not. The folder is moved to bench/.data once complete, so a
 * half-made set is never kept.
 */
export function stagingFolder(folder: string): string | undefined {
  if (process.env.BENCH_REPORT_STAGING === 'off' || !existsSync('/dev/shm')) return undefined;
  const free = statfsSync('/dev/shm');
  if (free.bavail * free.bsize < 6 * 1024 ** 3) return undefined;
  return join('/dev/shm', `ezc-bench-${folder}-${process.pid}`);
}

/**
 * Where the table's stream ends now: a small item is written and read back from the newest open
 * shard, so its sequence number marks the end. Every other shard is closed.
 */
export async function streamEnd(
  rt: LocalRuntime,
): Promise<{ shard: string; sequenceNumber: string; closed: string[] }> {
  const table = rt.platform.table;
  const region = rt.config.AWS_REGION;
  const described = await dynamoClient({ endpoint: table.endpoint, region }).send(
    new DescribeTableCommand({ TableName: table.name }),
  );
  const streamArn = described.Table?.LatestStreamArn;
  if (!streamArn) throw new Error('The table has no stream');
  const streams = dynamoStreamsClient({ endpoint: table.endpoint, region });
  const shards: Shard[] = [];
  let from: string | undefined;
  do {
    const out = await streams.send(
      new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: from }),
    );
    shards.push(...(out.StreamDescription?.Shards ?? []));
    from = out.StreamDescription?.LastEvaluatedShardId;
  } while (from);
  const open = shards.filter((s) => !s.SequenceNumberRange?.EndingSequenceNumber);
  const shard = open.at(-1)?.ShardId;
  if (!shard || open.length !== 1) throw new Error(`The stream has ${open.length} open shards`);
  let iterator = (
    await streams.send(
      new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard, ShardIteratorType: 'LATEST' }),
    )
  ).ShardIterator;
  const mark = { PK: MARKER.PK, SK: 'STREAM-END', at: new Date().toISOString() };
  await table.put(mark);
  for (let attempt = 0; iterator && attempt < 50; attempt++) {
    const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    for (const r of out.Records ?? []) {
      const keys = r.dynamodb?.Keys;
      if (keys?.PK?.S === mark.PK && keys?.SK?.S === mark.SK && r.dynamodb?.SequenceNumber)
        return {
          shard,
          sequenceNumber: r.dynamodb.SequenceNumber,
          closed: shards.flatMap((s) => (s.ShardId && s.ShardId !== shard ? [s.ShardId] : [])),
        };
    }
    iterator = out.NextShardIterator;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The stream never showed the end mark');
}

/**
 * Moves the outbox relay of a stopped runtime's data folder past the set's stream records, as
 * the AWS event source mapping's filter would pass them by (they are report items, not outbox
 * events): reading them back would cost minutes of DynamoDB Local's time and nothing else. Safe
 * because the store was settled, its timers stopped and the relay stopped before the set was
 * written, so nothing else was written meanwhile.
 */
export function skipSetRecords(
  dataDir: string,
  end: { shard: string; sequenceNumber: string; closed: string[] },
) {
  const checkpoints = fileCheckpoints(join(dataDir, 'relay-checkpoints.json'));
  for (const id of end.closed) if (!checkpoints.finished(id)) checkpoints.finish(id);
  checkpoints.set(end.shard, end.sequenceNumber);
}

/**
 * The runtime on the kept report set's folder, the set made first when the folder lacks it (or
 * holds an unfinished or older one): in a folder in memory when there is one, then copied into
 * place; otherwise in place.
 */
export async function openReportSet(
  count: number,
  log: (line: string) => void,
): Promise<{ rt: LocalRuntime; marker: ReportSetMarker; loaded: boolean }> {
  const folder = reportSetFolder(count);
  const kept = keptFolder(folder);
  if (existsSync(kept)) {
    const rt = await keptRuntime(folder);
    // The bench runs no timers: the daily job would change the demo loans while pages are timed.
    rt.adapters.scheduler.stop();
    const found = await readReportSetMarker(rt);
    if (found?.complete && found.version === SET_VERSION && found.loans === count)
      return { rt, marker: found, loaded: false };
    await rt.stop();
  }
  const staging = stagingFolder(folder);
  const dir = staging ?? kept;
  const began = performance.now();
  try {
    if (staging) {
      rmSync(staging, { recursive: true, force: true });
      log(`  making the set in ${staging} (in memory), to be copied to ${kept} once complete`);
    }
    const rt = await keptRuntime(folder, dir);
    const startSeconds = (performance.now() - began) / 1000;
    let made: ReportSetMarker;
    let end: Awaited<ReturnType<typeof streamEnd>>;
    try {
      made = await ensureReportSet(rt, count, log);
      end = await streamEnd(rt);
    } finally {
      await rt.stop();
    }
    skipSetRecords(dir, end);
    const copyStart = performance.now();
    if (staging) {
      rmSync(kept, { recursive: true, force: true });
      cpSync(staging, kept, { recursive: true });
    }
    const copySeconds = (performance.now() - copyStart) / 1000;
    const rt2 = await keptRuntime(folder);
    rt2.adapters.scheduler.stop();
    const marker: ReportSetMarker = {
      ...made,
      load: {
        ...made.load,
        madeIn: staging ? 'a folder in memory (tmpfs), then copied to bench/.data' : 'bench/.data',
        runtimeStartAndDemoSeedSeconds: round(startSeconds),
        ...(staging ? { copyToDiskSeconds: round(copySeconds) } : {}),
        streamRecordsSkipped: `the relay moved past the set's records (shard ${end.shard})`,
        /** From the start to the set in place on disk and the runtime started on it again. */
        totalSeconds: round((performance.now() - began) / 1000),
      },
    };
    await rt2.platform.table.put({ ...MARKER, ...marker } as unknown as Item & Key);
    return { rt: rt2, marker, loaded: true };
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
  }
}
