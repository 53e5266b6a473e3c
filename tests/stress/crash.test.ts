import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { busRules } from '@ezc/platform';
import { toBusEntry } from '@ezc/platform/bus/bus';
import { matchesPattern } from '@ezc/platform/bus/pattern-match';
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
 * with commands in flight, and its DynamoDB Local half a second later (see killAll); the product is started
 * again on the same folder and port, and the load goes on to the end.
 *
 * Then, from the table itself: every acknowledged command is there (its payment or application,
 * with its status); no event is lost (every outbox event a rule matches was consumed: its
 * push feed row, its e-mail claim, the loan's totals and the reports' picture of every payment;
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

function startProduct(): ChildProcess {
  const log = openSync(join(work, `product-${++starts}.log`), 'a');
  const c = spawn(process.execPath, ['--import', 'tsx', 'local/src/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  closeSync(log);
  child = c;
  return c;
}

/** Waits for the API to answer, or fails with the end of the product's log if it exits. */
async function waitReady(c: ChildProcess, timeoutMs = 240_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (c.exitCode !== null || c.signalCode !== null)
      throw new Error(
        `the product exited:\n${readFileSync(join(work, `product-${starts}.log`), 'utf8').slice(-3000)}`,
      );
    const ok = await fetch(`${url()}/api/health`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the product did not answer in time');
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

/**
 * SIGKILL to the product's Node process (its whole process group but the database), and half a
 * second later SIGKILL to its DynamoDB Local. In AWS the table is not killed with the function,
 * and a write DynamoDB acknowledged is durable; DynamoDB Local killed in the very instant of an
 * acknowledgement can lose that last transaction (it answers before its file has it: 1 run in 3
 * of 50 transactions lost the last when killed at once), which would be the stand-in's loss,
 * not the product's. Both still die without a chance to tidy up.
 */
async function killAll(): Promise<number> {
  const c = child;
  if (c?.pid) {
    const stand = new Set(databases().map((d) => d.pid));
    for (const pid of groupMembers(c.pid)) {
      if (stand.has(pid)) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (c.exitCode === null && c.signalCode === null) await new Promise((r) => c.once('exit', r));
    await new Promise((r) => setTimeout(r, 500));
  }
  // Then the database, until none is left for this data folder; what outlives that is counted.
  for (let i = 0; i < 50; i++) {
    const dbs = databases();
    if (dbs.length === 0) return 0;
    for (const db of dbs) {
      try {
        process.kill(db.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return databases().length;
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

/** Amounts in sen that identify their command: a payment of RM 1.00–9.99, a draft of RM 5,000 + i. */
const amountOf = (i: number, kind: Kind) => (kind === 'draft' ? 5000 + i : 1 + (i % 900) / 100);

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
    const firstStart = await waitReady(startProduct());
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
    const crash = { inFlight: 0, afterAcks: 0, databasesLeft: 0, restartMs: 0, killedAt: '' };
    const crashAndRestart = async () => {
      crashed = true;
      crash.inFlight = inFlight - 1;
      crash.afterAcks = acks;
      crash.killedAt = new Date().toISOString();
      crash.databasesLeft = await killAll();
      const started = Date.now();
      await waitReady(startProduct());
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
      else if (
        item.Status !== (c.kind === 'manual' ? 'Approved' : c.kind === 'payment' ? 'Pending' : item.Status)
      )
        wrongStatus.push(`${c.kind} ${c.i} ${item.Status}`);
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

    // 3. No event lost: every outbox event of the run that a rule matches was consumed.
    const events = items
      .filter((x) => String(x.PK).startsWith('OUTBOX#'))
      .map((x) => JSON.parse(x.event) as Json)
      .filter((e) => String(e.occurredAt) >= startedAt);
    const consumed = new Set(
      items.filter((x) => String(x.PK).startsWith('CONSUMED#')).map((x) => `${x.PK}|${x.SK}`),
    );
    const report = JSON.stringify(items.find((x) => x.PK === `RPTLOAN#${LOAN}`) ?? {});
    const lost: string[] = [];
    const pairs: Record<string, number> = {};
    for (const e of events) {
      const entry = toBusEntry(e as never);
      for (const rule of busRules.filter((r) => matchesPattern(entry, r.pattern))) {
        pairs[rule.name] = (pairs[rule.name] ?? 0) + 1;
        const evidence =
          rule.name === 'realtime-push-status-changes'
            ? consumed.has(`CONSUMED#realtime-feed|${e.id}`)
            : rule.name === 'identity-send-account-mail'
              ? consumed.has(`CONSUMED#identity-send-account-mail|${e.id}`)
              : rule.name === 'reports-follow-loans' && e.name === 'payment.changed'
                ? report.includes(e.data.PaymentId)
                : true;
        if (!evidence) lost.push(`${rule.name} ${e.name} ${e.id}`);
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
    const mails = items.filter(
      (x) => String(x.PK).startsWith('MESSAGES#') && x.to === RESET_TO && String(x.at) >= startedAt,
    );
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
    expect(mails.length).toBeLessThanOrEqual(resetEvents.length);
    expect(schedulesDoubled).toBe(0);
    expect(count(acked)).toBeGreaterThan(COMMANDS * 0.8);
  });
});
