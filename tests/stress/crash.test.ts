import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type AttributeValue, GetItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { freePort } from '@ezc/platform/table/dynamo-local';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { STRESS_MODE, stressSize, writeStressResult } from '../support/stress';

/**
 * Crashes (proof under stress, part 4). The product is started as a newcomer starts it (`node`
 * with tsx on local/src/main.ts, a fresh DATA_DIR, its own port), in a process group of its own.
 * A mixed load of N commands runs against it, a few in flight at a time: borrowers' payments
 * (Pending), finance's manual payments (Approved at once: a receipt, a ledger entry, the loan's
 * totals, the reports), borrowers' application drafts, and staff password-reset requests (an
 * e-mail each). Once about half of them are acknowledged, the Node process is killed with SIGKILL,
 * with commands in flight, and its DynamoDB Local once it has answered a read of every
 * acknowledged record (see killAll); the product is started again on the same folder and port
 * (ready when it prints that it serves), and the load goes on to the end.
 *
 * Then, from the table itself: every acknowledged command is there (its payment or application,
 * with its status); no event is lost (each event of the run reached every consumer written down by
 * hand for its kind, shown by that consumer's own effect: the reports' picture of the payment and
 * of the account's totals, the loan following the account, the reset e-mail, the push feed row;
 * no dead letter); no effect is doubled (one payment per command, one ledger entry and one
 * receipt number per approved payment, one feed row per event and audience, one e-mail per
 * reset event). Commands whose answer was lost in the crash may or may not have landed, never
 * twice; they are sent again with their Idempotency-Key (after their claim's lease) and each
 * lands exactly once: taken over if it had not landed, answered from its record if it had. A few
 * acknowledged commands are sent again too: the same answer, nothing new.
 *
 * `npm test` runs 100 commands; `npm run stress` 1,000. Figures go to bench/results/stress-crash.json.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers and items are read field by field.
type Json = Record<string, any>;

const COMMANDS = stressSize(100, 1000);
const IN_FLIGHT = 8;
const LOAN = 'EZC000007';
const RESET_TO = 'risk@demo.test';
const root = resolve(import.meta.dirname, '..', '..');
const TABLE = 'ezc-loans';

type Kind = 'payment' | 'manual' | 'draft' | 'reset';
interface Command {
  i: number;
  kind: Kind;
  key: string;
  ref: string;
  amount: number;
  phase?: 'before' | 'in-crash' | 'after';
  status?: number;
  body?: Json;
  error?: string;
  id?: string;
}

const kindOf = (i: number): Kind =>
  i % 40 === 39 ? 'reset' : (['payment', 'payment', 'manual', 'manual', 'draft'] as const)[i % 5]!;

const work = mkdtempSync(join(tmpdir(), 'ezc-crash-'));
const dataDir = join(work, 'data');
mkdirSync(dataDir);
const dbPath = join(dataDir, 'db');
let port = 0;
let child: ChildProcess | undefined;
let starts = 0;
const url = () => `http://127.0.0.1:${port}`;
/** The local helpers' header: each start writes a new token to DATA_DIR/dev-token, as npm start does. */
const devHeaders = () => ({ 'x-dev-token': readFileSync(join(dataDir, 'dev-token'), 'utf8').trim() });

/** What `npm start` prints once the product serves (local/src/main.ts). */
const READY_LINE = 'EZC Loans is running at';

/**
 * Starts the product; answers once it printed that it serves, or fails with the end of its log if
 * it exits first. Its output goes to product-N.log in the work folder.
 */
async function startProduct(timeoutMs = 240_000): Promise<number> {
  const started = Date.now();
  const log = createWriteStream(join(work, `product-${++starts}.log`), { flags: 'a' });
  const c = spawn(process.execPath, ['--import', 'tsx', 'local/src/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  child = c;
  let tail = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-3000);
  };
  c.stderr?.on('data', keep);
  await new Promise<void>((ready, failed) => {
    const timer = setTimeout(() => failed(new Error('the product did not start in time')), timeoutMs);
    c.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (tail.includes(READY_LINE)) {
        clearTimeout(timer);
        ready();
      }
    });
    c.once('exit', () => {
      clearTimeout(timer);
      failed(new Error(`the product exited:\n${tail}`));
    });
  });
  const health = await fetch(`${url()}/api/health`, { signal: AbortSignal.timeout(10_000) });
  expect(health.status).toBe(200);
  return Date.now() - started;
}

/** Processes of this data folder's DynamoDB Local, with the port each listens on. */
function databases(): { pid: number; port: number }[] {
  const found: { pid: number; port: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!args.some((a) => a.includes('DynamoDBLocal.jar')) || !args.includes(dbPath)) continue;
    found.push({ pid: Number(name), port: Number(args[args.indexOf('-port') + 1]) });
  }
  return found;
}

/** The processes of a process group (npm, the shell, Node, the JVM). */
function groupMembers(pgid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // stat is "pid (comm) state ppid pgrp …"; comm may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp === pgid) found.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

type Key = { PK: string; SK: string };

/**
 * SIGKILL to the product's Node process (its whole process group but the database); once it has
 * exited, its DynamoDB Local answers a consistent read of each record the product acknowledged,
 * and then gets SIGKILL too. In AWS the table is not killed with the function, and a write
 * DynamoDB acknowledged is durable; DynamoDB Local killed in the very instant of an
 * acknowledgement can lose that last transaction (it answers before its file has it: 50
 * transactions then SIGKILL at once lost the last in 4 runs of 5), but not once it has answered a
 * consistent read made after it (none lost in 11 runs, reading the last item written or another),
 * so what the proof finds lost is the product's loss, not the stand-in's. Both still die without
 * a chance to tidy up. Answers the records read back and those the database did not have, and how
 * many databases of the data folder outlived the kill.
 */
async function killAll(
  acknowledged: readonly Key[] = [],
): Promise<{ readBack: number; notFound: number; databasesLeft: number }> {
  const c = child;
  let readBack = 0;
  let notFound = 0;
  if (c?.pid) {
    const stand = new Set(databases().map((d) => d.pid));
    const exited =
      c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : undefined;
    for (const pid of groupMembers(c.pid)) {
      if (stand.has(pid)) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await exited;
    const [db] = databases();
    if (db && acknowledged.length > 0) {
      const client = dynamoClient({ endpoint: `http://127.0.0.1:${db.port}`, region: 'ap-southeast-1' });
      for (const key of acknowledged) {
        const got = await client.send(
          new GetItemCommand({ TableName: TABLE, Key: marshall(key), ConsistentRead: true }),
        );
        if (got.Item) readBack++;
        else notFound++;
      }
    }
  }
  // Then the database, until none is left for this data folder; what outlives that is counted.
  for (let round = 0; round < 10 && databases().length > 0; round++) {
    await Promise.all(databases().map(killDatabase));
  }
  return { readBack, notFound, databasesLeft: databases().length };
}

/**
 * SIGKILL to a database; answers once a connection held open to its port is closed, which the
 * system does as the process ends.
 */
async function killDatabase(db: { pid: number; port: number }): Promise<void> {
  const socket = connect(db.port, '127.0.0.1');
  // The connection ends by a reset: expected.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  await Promise.race([new Promise((r) => socket.once('connect', r)), closed]);
  try {
    process.kill(db.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await closed;
}

/** Every item of the running product's table, read straight from its DynamoDB Local. */
async function scanTable(): Promise<Json[]> {
  const [db] = databases();
  if (!db) throw new Error('no DynamoDB Local for the data folder');
  const client = dynamoClient({ endpoint: `http://127.0.0.1:${db.port}`, region: 'ap-southeast-1' });
  const items: Json[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: TABLE,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const wire of page.Items ?? []) items.push(unmarshall(wire));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function call(
  path: string,
  body: unknown,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json; replayed: boolean }> {
  const res = await fetch(`${url()}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : {},
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

let tokens: { borrower: string; finance: string } = { borrower: '', finance: '' };
async function signInAll() {
  tokens = {
    borrower: await signIn(url(), 'borrower@demo.test'),
    finance: await signIn(url(), 'finance@demo.test'),
  };
}

const paymentBody = (c: Command) => ({
  LoanNo: LOAN,
  Amount: c.amount,
  Method: 'Bank Transfer',
  RefNo: c.ref,
});
function send(c: Command) {
  switch (c.kind) {
    case 'payment':
      return call('/payments/add', paymentBody(c), tokens.borrower, { 'Idempotency-Key': c.key });
    case 'manual':
      return call('/payments/manual', paymentBody(c), tokens.finance, { 'Idempotency-Key': c.key });
    case 'draft':
      return call(
        '/applications/save-draft',
        { SKU: 'PL-SIMPLE-18', Amount: c.amount, NumberOfInstallments: 12 },
        tokens.borrower,
      );
    case 'reset':
      return call('/auth/request-reset-password', { email: RESET_TO }, undefined);
  }
}
const idOf = (c: Command, body: Json): string | undefined =>
  c.kind === 'draft' ? body?.Data?.ApplicationId : c.kind === 'reset' ? 'reset' : body?.Data?.PaymentId;
const acked = (c: Command) => c.status !== undefined && c.status >= 200 && c.status < 300;
/** The table item an acknowledged payment or draft is (the payments' and applications' keys). */
const recordOf = (c: Command): Key =>
  c.kind === 'draft'
    ? { PK: `APPLICATION#${c.id}`, SK: 'APPLICATION' }
    : { PK: `PAYMENT#${c.id}`, SK: 'PAYMENT' };

/** Amounts in sen that identify their command: a payment of RM 1.00–9.99, a draft of RM 5,000 + i. */
const amountOf = (i: number, kind: Kind) => (kind === 'draft' ? 5000 + i : 1 + (i % 900) / 100);

/** The status each acknowledged command leaves its record in. */
const statusOf: Readonly<Record<Exclude<Kind, 'reset'>, string>> = {
  payment: 'Pending',
  manual: 'Approved',
  draft: 'New',
};

type Consumer =
  | 'reports-follow-loans'
  | 'loans-follow-account'
  | 'identity-send-account-mail'
  | 'realtime-push-status-changes'
  | 'reports-rebuild-continue';

/**
 * The consumers each kind of event of this load reaches, written by hand from what each is for
 * (README: Architecture, Payments, Reports): a payment's change is pictured in the reports; a loan
 * account's change is followed by its loan and pictured in the reports; a reset request is mailed;
 * a change of the reports' figures is pushed to the dashboards open; a page of the reports' first
 * build (the store is new) goes on to the next, to the end. An event of any other kind
 * fails the proof until its consumers, and what shows each of them received it, are written here.
 */
const consumersOf: Readonly<Record<string, readonly Consumer[]>> = {
  'ezc.payments payment.changed': ['reports-follow-loans'],
  'ezc.payments loan-account.changed': ['loans-follow-account', 'reports-follow-loans'],
  'ezc.identity identity.password-reset-requested': ['identity-send-account-mail'],
  'ezc.reports reports.changed': ['realtime-push-status-changes'],
  'ezc.reports reports-rebuild.continued': ['reports-rebuild-continue'],
};

const byAt = (a: Json, b: Json) => String(a.at).localeCompare(String(b.at));

/**
 * For each consumer, what the table must hold once it received an event: undefined when it does,
 * else what is missing. The followers of a loan account keep its newest news only (an older change
 * is part of a newer one), so theirs is "at least as new as this event, and showing the newest".
 * A reset e-mail is claimed, then sent: a crash between the two loses that one e-mail rather than
 * send it twice, so an e-mail missing behind a claim made before the kill is counted in
 * `mailsCutByCrash` instead.
 */
function effectsIn(items: Json[], events: Json[], mails: Json[], killedAt: string) {
  const byKey = new Map(items.map((x) => [`${x.PK}|${x.SK}`, x]));
  const item = (PK: string, SK: string) => byKey.get(`${PK}|${SK}`);
  const feedByEvent = new Map(
    items
      .filter((x) => String(x.PK).startsWith('FEED#'))
      .map((x) => [String(x.SK).split('#').slice(1).join('#'), x]),
  );
  const newest = new Map<string, Json>();
  for (const e of events) {
    if (e.name !== 'loan-account.changed') continue;
    const seen = newest.get(e.data.LoanNo);
    if (!seen || e.data.AccountVersion > seen.AccountVersion) newest.set(e.data.LoanNo, e.data);
  }
  // Each reset e-mail matched to the claim its consumer wrote just before sending it.
  const resetMails = mails.filter((m) => m.subject === 'Reset your EZC password').sort(byAt);
  const mailOf = new Map<string, Json>();
  for (const claim of items.filter((x) => x.PK === 'CONSUMED#identity-send-account-mail').sort(byAt)) {
    const k = resetMails.findIndex(
      (m) => m.at >= claim.at && Date.parse(m.at) - Date.parse(claim.at) < 60_000,
    );
    if (k >= 0) mailOf.set(claim.SK, resetMails.splice(k, 1)[0]!);
  }
  const mailsCutByCrash: string[] = [];
  const effects: Record<Consumer, (e: Json) => string | undefined> = {
    // Each page hands on to the next, and the last makes the generation live: none is still building.
    'reports-rebuild-continue': (e) =>
      item('SETTING#reports-projection', 'SETTING')?.Building?.JobId === e.data.JobId
        ? `the reports' build ${e.data.JobId} is still under way`
        : undefined,
    'reports-follow-loans': (e) => {
      const picture = item(`RPTLOAN#${e.data.LoanNo}`, 'RPTLOAN')?.Picture;
      if (!picture) return 'the reports have no picture of the loan';
      if (e.name === 'payment.changed') {
        const stored = item(`PAYMENT#${e.data.PaymentId}`, 'PAYMENT')?.Status;
        const shown = picture.Payments?.find((p: Json) => p.PaymentId === e.data.PaymentId)?.Status;
        return shown !== undefined && shown === stored
          ? undefined
          : `the reports show the payment as ${shown}, the payment is ${stored}`;
      }
      const latest = newest.get(e.data.LoanNo)!;
      return picture.TotalPaidToDateSen === latest.TotalPaidToDateSen &&
        picture.BalanceOutstandingSen === latest.BalanceOutstandingSen
        ? undefined
        : `the reports show ${picture.TotalPaidToDateSen} sen paid, ${picture.BalanceOutstandingSen} owed; the account ${latest.TotalPaidToDateSen} and ${latest.BalanceOutstandingSen}`;
    },
    'loans-follow-account': (e) => {
      const loan = item(`LOAN#${e.data.LoanNo}`, 'LOAN');
      const latest = newest.get(e.data.LoanNo)!;
      if (!loan || !(loan.AccountVersion >= e.data.AccountVersion))
        return `the loan follows account version ${loan?.AccountVersion}, older than ${e.data.AccountVersion}`;
      return loan.TotalPaidToDateSen === latest.TotalPaidToDateSen
        ? undefined
        : `the loan shows ${loan.TotalPaidToDateSen} sen paid, the account ${latest.TotalPaidToDateSen}`;
    },
    'identity-send-account-mail': (e) => {
      const claim = item('CONSUMED#identity-send-account-mail', e.id);
      if (!claim) return `no claim of its e-mail to ${RESET_TO}`;
      if (mailOf.has(e.id)) return undefined;
      if (String(claim.at) > killedAt) return `claimed at ${claim.at}, but no reset e-mail to ${RESET_TO}`;
      mailsCutByCrash.push(e.id);
      return undefined;
    },
    'realtime-push-status-changes': (e) => {
      const row = feedByEvent.get(e.id);
      if (!row) return 'no push feed row';
      const message = JSON.parse(String(row.message)) as Json;
      return message.type === e.name && message.LoanNo === e.data.LoanNo
        ? undefined
        : `its feed row says ${row.message}`;
    },
  };
  return { effects, mailsCutByCrash };
}

afterAll(async () => {
  await killAll().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

describe(`crash in the middle of ${COMMANDS} commands (${STRESS_MODE})`, () => {
  it('keeps every acknowledged command, loses no event and doubles no effect', {
    timeout: 1_800_000,
  }, async () => {
    const run = randomUUID().slice(0, 8);
    const commands: Command[] = Array.from({ length: COMMANDS }, (_, i) => {
      const kind = kindOf(i);
      return { i, kind, key: `crash-${run}-${i}`, ref: `CR-${run}-${i}`, amount: amountOf(i, kind) };
    });

    port = await freePort();
    const firstStart = await startProduct();
    await signInAll();
    const loanBefore = (await call('/loans/find-one', { LoanNo: LOAN }, tokens.finance)).body.Data;
    expect(loanBefore?.LoanNo).toBe(LOAN);
    const startedAt = new Date().toISOString();

    // The load: IN_FLIGHT workers; the one that sees half the commands acknowledged kills the
    // product at once, while the others' commands are in flight, and starts it again.
    let next = 0;
    let acks = 0;
    let inFlight = 0;
    let crashed = false;
    let restarted = false;
    let gate: Promise<void> | undefined;
    const crash = {
      inFlight: 0,
      afterAcks: 0,
      readBack: 0,
      notFoundBeforeKill: 0,
      databasesLeft: 0,
      restartMs: 0,
      killedAt: '',
    };
    const crashAndRestart = async () => {
      crashed = true;
      crash.inFlight = inFlight - 1;
      crash.afterAcks = acks;
      crash.killedAt = new Date().toISOString();
      const killed = await killAll(commands.filter((k) => acked(k) && k.kind !== 'reset').map(recordOf));
      crash.readBack = killed.readBack;
      crash.notFoundBeforeKill = killed.notFound;
      crash.databasesLeft = killed.databasesLeft;
      const started = Date.now();
      await startProduct();
      await signInAll();
      crash.restartMs = Date.now() - started;
      restarted = true;
    };
    const worker = async () => {
      for (;;) {
        if (gate) await gate;
        const i = next++;
        if (i >= COMMANDS) return;
        const c = commands[i]!;
        c.phase = restarted ? 'after' : 'before';
        inFlight++;
        try {
          const r = await send(c);
          c.status = r.status;
          c.body = r.body;
          if (acked(c)) {
            c.id = idOf(c, r.body);
            if (!crashed) acks++;
          }
        } catch (e) {
          c.error = String((e as Error).cause ?? e);
        }
        inFlight--;
        if (crashed && !restarted && c.phase === 'before') c.phase = 'in-crash';
        if (!crashed && acks >= COMMANDS / 2) gate = crashAndRestart();
      }
    };
    const loadStarted = Date.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    if (gate) await gate;
    const loadMs = Date.now() - loadStarted;
    expect(restarted).toBe(true);
    expect(crash.databasesLeft).toBe(0);

    // Commands whose answer the crash took are sent again with their key (drafts have none),
    // once their claims' lease is over: the business clock is moved past it rather than waited.
    const unanswered = commands.filter((c) => !acked(c));
    const later = await fetch(`${url()}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...devHeaders() },
      body: JSON.stringify({ now: new Date(Date.now() + 2 * 60_000).toISOString() }),
    });
    expect(later.status).toBe(200);
    const retried = { sent: 0, landed: 0, replayed: 0, refused: {} as Record<string, number> };
    for (const c of unanswered.filter((u) => u.kind === 'payment' || u.kind === 'manual')) {
      const r = await send(c);
      retried.sent++;
      if (r.status === 201) {
        retried.landed++;
        if (r.replayed) retried.replayed++;
        c.status = r.status;
        c.body = r.body;
        c.id = idOf(c, r.body);
      } else {
        const code = `${r.status} ${r.body.code ?? ''}`;
        retried.refused[code] = (retried.refused[code] ?? 0) + 1;
      }
    }

    await fetch(`${url()}/api/dev/clock`, { method: 'DELETE', headers: devHeaders() });
    // Every one lands once: a claim the crash cut is taken over, one whose effect landed answers.
    expect(retried.refused).toEqual({});
    expect(retried.landed).toBe(retried.sent);

    // A few acknowledged commands of before the crash, sent again: the same answer.
    const resent = commands.filter(
      (c) => c.phase === 'before' && acked(c) && c.kind !== 'draft' && c.kind !== 'reset',
    );
    const sample = resent
      .filter((_, k) => k % Math.max(1, Math.floor(resent.length / 10)) === 0)
      .slice(0, 10);
    let sameAnswer = 0;
    for (const c of sample) {
      const r = await send(c);
      if (r.status === c.status && JSON.stringify(r.body) === JSON.stringify(c.body) && r.replayed)
        sameAnswer++;
    }
    expect(sameAnswer).toBe(sample.length);

    // Settle: relay and consume everything, then read the whole table.
    const settleStarted = Date.now();
    const ran = await fetch(`${url()}/api/dev/run-jobs`, {
      method: 'POST',
      headers: devHeaders(),
      signal: AbortSignal.timeout(300_000),
    });
    expect(ran.status).toBe(200);
    const settleMs = Date.now() - settleStarted;
    const items = await scanTable();
    const loanAfter = (await call('/loans/find-one', { LoanNo: LOAN }, tokens.finance)).body.Data;

    const ours = (p: Json) => typeof p.RefNo === 'string' && p.RefNo.startsWith(`CR-${run}-`);
    const payments = items.filter(
      (x) => String(x.PK).startsWith('PAYMENT#') && x.SK === 'PAYMENT' && ours(x),
    );
    const paymentsByRef = new Map<string, Json[]>();
    for (const p of payments) paymentsByRef.set(p.RefNo, [...(paymentsByRef.get(p.RefNo) ?? []), p]);
    const applications = items.filter(
      (x) =>
        String(x.PK).startsWith('APPLICATION#') && x.SK === 'APPLICATION' && String(x.CreatedAt) >= startedAt,
    );
    const applicationsByAmount = new Map<number, Json[]>();
    for (const a of applications) {
      const sen = Number(a.AmountSen ?? Math.round(Number(a.Amount) * 100));
      applicationsByAmount.set(sen, [...(applicationsByAmount.get(sen) ?? []), a]);
    }

    // 1. Every acknowledged command is there, with its status; none landed twice.
    const missing: string[] = [];
    const doubled: string[] = [];
    const wrongStatus: string[] = [];
    let landedUnacked = 0;
    for (const c of commands) {
      if (c.kind === 'reset') continue;
      const found =
        c.kind === 'draft'
          ? (applicationsByAmount.get(Math.round(c.amount * 100)) ?? [])
          : (paymentsByRef.get(c.ref) ?? []);
      if (found.length > 1) doubled.push(`${c.kind} ${c.i}`);
      if (!acked(c)) {
        if (found.length > 0) landedUnacked++;
        continue;
      }
      const item = found.find((x) => (c.kind === 'draft' ? x.ApplicationId : x.PaymentId) === c.id);
      if (!item) missing.push(`${c.kind} ${c.i} ${c.id}`);
      else if (item.Status !== statusOf[c.kind]) wrongStatus.push(`${c.kind} ${c.i} ${item.Status}`);
    }

    // 2. No effect doubled: one ledger entry and one receipt number per approved payment.
    const approved = payments.filter((p) => p.Status === 'Approved');
    const ledger = items.filter((x) => x.PK === `LOAN#${LOAN}` && String(x.SK).startsWith('LEDGER#'));
    const entriesOf = (p: Json) => ledger.filter((e) => e.Ref === p.ReceiptNo || e.Ref === p.PaymentId);
    const ledgerMissing = approved.filter((p) => entriesOf(p).length === 0).map((p) => p.PaymentId);
    const ledgerDoubled = approved.filter((p) => entriesOf(p).length > 1).map((p) => p.PaymentId);
    const receipts = items
      .filter((x) => String(x.PK).startsWith('PAYMENT#') && x.ReceiptNo)
      .map((x) => x.ReceiptNo);
    const receiptsDoubled = receipts.length - new Set(receipts).size;

    // 3. No event lost: each event of the run reached each consumer written down for its kind, as
    // that consumer's own effect in the table shows.
    const events = items
      .filter((x) => String(x.PK).startsWith('OUTBOX#'))
      .map((x) => JSON.parse(x.event) as Json)
      .filter((e) => String(e.occurredAt) >= startedAt);
    const mails = items.filter(
      (x) => String(x.PK).startsWith('MESSAGES#') && x.to === RESET_TO && String(x.at) >= startedAt,
    );
    const { effects, mailsCutByCrash } = effectsIn(items, events, mails, crash.killedAt);
    const lost: string[] = [];
    const pairs: Record<string, number> = {};
    for (const e of events) {
      const consumers = consumersOf[`${e.source} ${e.name}`];
      if (!consumers) {
        lost.push(`${e.source} ${e.name} ${e.id}: no consumer is written down for this kind of event`);
        continue;
      }
      for (const consumer of consumers) {
        pairs[consumer] = (pairs[consumer] ?? 0) + 1;
        const missingEffect = effects[consumer](e);
        if (missingEffect) lost.push(`${consumer} ${e.name} ${e.id}: ${missingEffect}`);
      }
    }
    const deadLetters = items.filter((x) => String(x.PK).startsWith('DLQ#') && String(x.SK) >= startedAt);
    // The loans context followed every account change: the loan's total paid moved by exactly
    // the approved payments of the run.
    const approvedSen = approved.reduce((s, p) => s + Number(p.AmountSen), 0);
    const paidMoved = Math.round((loanAfter.TotalPaidToDate - loanBefore.TotalPaidToDate) * 100);

    // Pushes: one feed row per event and audience. E-mails: one per reset event, never twice.
    const feed = items.filter((x) => String(x.PK).startsWith('FEED#'));
    const feedKeys = feed.map((x) => `${x.PK}|${String(x.SK).split('#').slice(1).join('#')}`);
    const feedDoubled = feedKeys.length - new Set(feedKeys).size;
    const mailsDoubled = mails.length - new Set(mails.map((m) => m.body)).size;
    const resetEvents = events.filter((e) => e.name === 'identity.password-reset-requested');
    const schedules = items.filter((x) => String(x.PK).startsWith('SCHEDULE#'));
    // A reminder is one schedule per (kind, object, moment): the same event body twice is a double.
    const scheduleKeys = schedules.map((x) => {
      const { id: _id, occurredAt: _at, ...what } = JSON.parse(String(x.event)) as Json;
      return `${x.at}|${JSON.stringify(what)}`;
    });
    const schedulesDoubled = scheduleKeys.length - new Set(scheduleKeys).size;

    const count = (f: (c: Command) => boolean) => commands.filter(f).length;
    const byKind = Object.fromEntries(
      (['payment', 'manual', 'draft', 'reset'] as const).map((k) => [
        k,
        { sent: count((c) => c.kind === k), acknowledged: count((c) => c.kind === k && acked(c)) },
      ]),
    );
    const summary = {
      commands: COMMANDS,
      inFlightAtOnce: IN_FLIGHT,
      acknowledged: count(acked),
      acknowledgedBeforeCrash: crash.afterAcks,
      inFlightWhenKilled: crash.inFlight,
      notAnswered: unanswered.length,
      notAnsweredThatLanded: landedUnacked,
      retriedWithKey: retried,
      resentAcknowledged: { sent: sample.length, sameAnswer },
      acknowledgedReadBeforeKill: crash.readBack,
      acknowledgedNotFoundBeforeKill: crash.notFoundBeforeKill,
      databasesLeftAfterKill: crash.databasesLeft,
      missingAcknowledged: missing.length,
      wrongStatus: wrongStatus.length,
      landedTwice: doubled.length,
      events: events.length,
      ruleDeliveriesChecked: pairs,
      eventsLost: lost.length,
      deadLetters: deadLetters.length,
      approvedPayments: approved.length,
      ledgerEntriesMissing: ledgerMissing.length,
      ledgerEntriesDoubled: ledgerDoubled.length,
      receiptsDoubled,
      totalPaidMovedSen: paidMoved,
      approvedSen,
      feedRows: feed.length,
      feedRowsDoubled: feedDoubled,
      resetEvents: resetEvents.length,
      resetMails: mails.length,
      resetMailsCutByCrash: mailsCutByCrash.length,
      mailsDoubled,
      schedules: schedules.length,
      schedulesDoubled,
      firstStartMs: firstStart,
      restartMs: crash.restartMs,
      loadMs,
      settleMs,
    };
    const file = writeStressResult('crash', {
      summary,
      byKind,
      errorsInCrash: [...new Set(commands.filter((c) => c.error).map((c) => c.error))].slice(0, 10),
      refusals: Object.entries(
        commands
          .filter((c) => c.status !== undefined && !acked(c))
          .reduce<Record<string, number>>((m, c) => {
            const k = `${c.kind} ${c.status} ${c.body?.code ?? ''}`;
            m[k] = (m[k] ?? 0) + 1;
            return m;
          }, {}),
      ),
      missing,
      wrongStatus,
      doubled,
      lost: lost.slice(0, 50),
      ledgerMissing,
      ledgerDoubled,
    });
    console.log(`crash proof (${STRESS_MODE}): ${JSON.stringify(summary)}\n→ ${file}`);

    expect(missing).toEqual([]);
    expect(wrongStatus).toEqual([]);
    expect(doubled).toEqual([]);
    expect(lost).toEqual([]);
    expect(deadLetters.map((d) => d.PK)).toEqual([]);
    expect(ledgerMissing).toEqual([]);
    expect(ledgerDoubled).toEqual([]);
    expect(receiptsDoubled).toBe(0);
    expect(paidMoved).toBe(approvedSen);
    expect(feedDoubled).toBe(0);
    expect(mailsDoubled).toBe(0);
    // One e-mail per reset event, but for one whose sending the kill cut after its claim.
    expect(mailsCutByCrash.length).toBeLessThanOrEqual(1);
    expect(mails).toHaveLength(resetEvents.length - mailsCutByCrash.length);
    expect(schedulesDoubled).toBe(0);
    expect(count(acked)).toBeGreaterThan(COMMANDS * 0.8);
  });
});
