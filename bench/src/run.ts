import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocal } from '@ezc/local';
import { ensureWebBuilt } from '@ezc/local/build-web';
import { capacityBench } from './capacity';
import { coldStartBench } from './cold-start';
import { customersBench } from './customers';
import { documentsBench } from './documents';
import { foundationBench } from './foundation';
import { keptRuntime, repositoryRoot } from './kept-runtime';
import { printTable } from './load';
import { loanPageBench } from './loan-page';
import { ensureLoanSet, loansBench } from './loans';
import { ensurePaymentSet, paymentsBench } from './payments';
import { openReportSet, reportSetSize } from './report-set';
import { printReportSetLoad, printReportsBench, reportsBench, writeReportsResult } from './reports';
import { signInBench } from './sign-in';
import { signingBench } from './signing-bench';
import { signingSessionsBench } from './signing-sessions';
import { webBench } from './web';

/**
 * `npm run bench`: starts the product in this process (in-memory store) and measures on
 * loopback. Results go to bench/results/<name>.json. BENCH_SECONDS sets each run's duration.
 */
const root = repositoryRoot;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
/** A bench's figures, stamped with the time of the run, as bench/results/<name>.json. */
const writeResult = (name: string, data: object) =>
  writeFileSync(
    join(resultsDir, `${name}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
/**
 * BENCH_ONLY=loans runs the lending benches alone; BENCH_ONLY=payments the payments benches alone;
 * BENCH_ONLY=reports the report pages and exports on the large report set alone;
 * BENCH_ONLY=signing the agreement PDF bench alone; BENCH_ONLY=bundles the Lambda cold starts alone;
 * BENCH_ONLY=capacity what each request costs in DynamoDB units, at two sizes of book, alone;
 * BENCH_ONLY=loan-page the staff loan page and its two reads, alone; BENCH_ONLY=documents a document
 * through the local S3 store, in process and over a socket, alone; BENCH_ONLY=foundation the
 * single-item read through the whole stack beside its DynamoDB floors, alone.
 */
const only = process.env.BENCH_ONLY;
const solo = [
  'loans',
  'payments',
  'reports',
  'signing',
  'bundles',
  'capacity',
  'loan-page',
  'documents',
  'foundation',
];

/** The single-item read through the whole stack beside its floors (bench/results/foundation.json). */
async function runFoundation(rt: Awaited<ReturnType<typeof startLocal>>) {
  const foundation = await foundationBench(rt, seconds);
  console.log('\nFoundation (loopback, 10 connections, %d s each)\n', seconds);
  printTable(foundation.rows);
  console.log('\nRatios:', foundation.ratios);
  writeResult('foundation', { durationSeconds: seconds, ...foundation });
}

/** The loan page at 50 connections, beside its floors (bench/results/loan-page.json). */
async function runLoanPage(rt: Awaited<ReturnType<typeof startLocal>>) {
  const loanPage = await loanPageBench(rt, seconds);
  console.log('\nThe loan page (loopback, 50 connections, %d s each)\n', seconds);
  printTable(loanPage.rows);
  console.log('\nRatios:', loanPage.ratios);
  writeResult('loan-page', { durationSeconds: seconds, ...loanPage });
}

if (only === undefined || only === 'documents') {
  const documents = await documentsBench(Number(process.env.BENCH_DOCUMENT_RUNS ?? 30));
  console.log('\nA 1 MB document through the S3 adapter to the local S3 store (one call after another)\n');
  console.table(documents.rows);
  writeResult('documents', documents);
}

if (only === 'loan-page') {
  ensureWebBuilt(root, (line) => console.log(line));
  const rt = await startLocal({ port: 0, inMemory: true, web: true, root, logLevel: 'silent' });
  try {
    await runLoanPage(rt);
  } finally {
    await rt.stop();
  }
}

if (only === 'foundation') {
  const rt = await startLocal({ port: 0, inMemory: true, web: false, root, logLevel: 'silent' });
  try {
    await runFoundation(rt);
  } finally {
    await rt.stop();
  }
}

if (only === undefined || !solo.includes(only)) {
  ensureWebBuilt(root, (line) => console.log(line));
  const rt = await startLocal({ port: 0, inMemory: true, web: true, root, logLevel: 'silent' });
  try {
    await runFoundation(rt);
    const signIn = await signInBench(rt, seconds);
    console.log('\nSign-in (loopback, 4 connections, %d s)\n', seconds);
    printTable(signIn.rows);
    console.log(
      '\nscrypt (%s) verify: %d ms; share of a sign-in at p50: %d',
      signIn.scrypt,
      signIn.scryptVerifyMs,
      signIn.scryptShareOfLoginP50,
    );
    writeResult('sign-in', { durationSeconds: seconds, ...signIn });
    const customers = await customersBench(rt, seconds);
    console.log('\nCustomers (loopback, 10 connections, %d s each)\n', seconds);
    printTable(customers.rows);
    console.log('\nRatios:', customers.ratios);
    console.log('5 MB upload:', customers.upload);
    writeResult('customers', { durationSeconds: seconds, ...customers });
    const calendar = await signingSessionsBench(rt, seconds);
    console.log('\nSigning calendar (loopback, 10 connections, %d s each)\n', seconds);
    printTable(calendar.rows);
    console.log('\nRatios:', calendar.ratios);
    writeResult('signing-sessions', { durationSeconds: seconds, ...calendar });
    await runLoanPage(rt);
    const pages = await webBench(rt);
    console.log('\nPages (headless Chromium, loopback)\n');
    console.table(pages);
    writeResult('web', { pages });
  } finally {
    await rt.stop();
  }
}

/**
 * The lending benches run on a runtime of their own whose data folder (bench/.data/loans-2, on disk)
 * keeps the large set of loans: DynamoDB Local writes a few hundred items a second here, so the set
 * is loaded once and reused. BENCH_LOANS sets its size (default 50,000).
 */
if (only === undefined || only === 'loans') {
  const loanCount = Number(process.env.BENCH_LOANS ?? 50_000);
  const loansRt = await keptRuntime('loans-2');
  try {
    const set = await ensureLoanSet(loansRt, loanCount, (line) => console.log(line));
    if (set.loaded > 0)
      console.log('\nLoaded %d loans in %d s (kept for later runs)', set.loaded, set.seconds);
    const loans = await loansBench(loansRt, seconds, loanCount);
    console.log(
      '\nLoans (%d loans in the table, 10 callers in this process, %d s each)\n',
      loanCount,
      seconds,
    );
    console.table(loans.rows);
    console.log('\nRatios:', loans.ratios);
    console.log('Schedules built a second:', loans.schedulesPerSecond);
    writeResult('loans', { durationSeconds: seconds, loans: loanCount, ...loans });
  } finally {
    await loansRt.stop();
  }
}

/**
 * The payments benches run on a runtime of their own whose data folder (bench/.data/payments-3) keeps
 * the loan accounts, each with an overdue installment, loaded once like the loans set. Each run
 * times the daily job at the business day after the set's last run (one day of late charges on
 * every account), then payments per second. BENCH_LPC_LOANS sets the set's size (default 50,000).
 */
if (only === undefined || only === 'payments') {
  const accountCount = Number(process.env.BENCH_LPC_LOANS ?? 50_000);
  // Versioned with the accounts' stored form (2: the daily run's work index), so a set kept in an
  // older form is never run.
  const paymentsRt = await keptRuntime('payments-3');
  // Its timer would run the daily job at today's date over the set while it loads: the bench runs
  // the job itself, at the day after the set's last run.
  paymentsRt.adapters.scheduler.stop();
  try {
    const set = await ensurePaymentSet(paymentsRt, accountCount, (line) => console.log(line));
    if (set.loaded > 0)
      console.log(
        '\nLoaded %d loan accounts (%d items) in %d s (kept for later runs)',
        set.loaded,
        set.items,
        set.seconds,
      );
    const payments = await paymentsBench(paymentsRt, seconds, (line) => console.log(line));
    console.log('\nDaily job (late charges of one day on %d loan accounts, one run)\n', payments.accounts);
    console.table(payments.job);
    if (payments.job.setAccountsCharged !== payments.accounts)
      console.log(
        'WARNING: %d of the set’s %d accounts were charged; the set was changed outside the bench',
        payments.job.setAccountsCharged,
        payments.accounts,
      );
    if (payments.job.extrapolatedSecondsFor50000 !== undefined)
      console.log(
        'EXTRAPOLATED to 50,000 accounts at the measured rate: %d s',
        payments.job.extrapolatedSecondsFor50000,
      );
    console.log(
      '\nPayments (10 callers in this process, %d s each; the transaction holds: %s)\n',
      seconds,
      payments.transaction.join(', '),
    );
    console.table(payments.rows);
    console.log('\nAnswers (warm-ups included):', payments.answersWarmUpsIncluded);
    console.log(
      'Payment transactions that lost a race, by the item whose condition failed (warm-ups included):',
      payments.lostRacesWarmUpsIncluded,
    );
    console.log('Ratios:', payments.ratios);
    writeResult('payments', { durationSeconds: seconds, ...payments });
  } finally {
    await paymentsRt.stop();
  }
}

/**
 * The reports benches run on a runtime of their own whose data folder (bench/.data/reports-large)
 * keeps the large report set (50,000 loans, 600,000 installments), made once like the other sets
 * (`npm run seed:large` makes it too): report pages through the API beside their bare DynamoDB
 * reads, and the installment report's exports of about 100,000 and 10,000 rows.
 */
if (only === undefined || only === 'reports') {
  const set = await openReportSet(reportSetSize(), (line) => console.log(line));
  try {
    printReportSetLoad(set.marker);
    if (set.loaded) console.log('(made in this run, kept for later runs)');
    const result = await reportsBench(set.rt, set.marker, (line) => console.log(line));
    printReportsBench(result);
    writeReportsResult(join(resultsDir, 'reports.json'), result);
  } finally {
    await set.rt.stop();
  }
}

/** The agreement PDF (make, stamp, verify) runs in this process alone: no runtime is needed. */
if (only === undefined || only === 'signing') {
  const runs = Number(process.env.BENCH_SIGNING_RUNS ?? 50);
  const signing = await signingBench(runs);
  console.log('\nSigning: agreement PDF (in this process, %d runs each, one at a time)\n', runs);
  console.table(signing.rows);
  console.log('Bytes:', signing.bytes);
  writeResult('signing', signing);
}

/** The Lambda bundles as `cdk synth` writes them, each imported in a fresh process. */
if (only === undefined || only === 'bundles') {
  const runs = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
  console.log('\nLambda cold start: bundling every function (cdk synth)…');
  const cold = await coldStartBench(runs);
  console.log(
    '\nLambda cold start: importing each bundled module in a fresh Node process (%d runs each)\n',
    runs,
  );
  console.table(cold.rows);
  writeResult('cold-start', cold);
}

/**
 * What each request costs in DynamoDB read and write units, on kept sets of 5,000 and 50,000 loans
 * (BENCH_CAPACITY_SIZES, comma-separated, sets others): the same at every size, or it says NO.
 */
if (only === undefined || only === 'capacity') {
  const sizes = (process.env.BENCH_CAPACITY_SIZES ?? '5000,50000').split(',').map(Number);
  const capacity = await capacityBench(sizes, (line) => console.log(line));
  console.log(
    '\nDynamoDB units per request (as DynamoDB Local reports them), at %s loans\n',
    sizes.join(' and '),
  );
  console.table(capacity.table);
  console.log('Stored bytes a loan (all its items):', capacity.bytesPerLoan);
  console.log('A month of 1,000 active loans:', JSON.stringify(capacity.cost, null, 2));
  writeResult('capacity', capacity);
}
