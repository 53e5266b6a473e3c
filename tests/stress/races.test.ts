import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { LocalRuntime } from '@ezc/local';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, api, signIn } from '../support/api';
import { DEMO_ATTORNEY, ensureAttorneyCalendar, setClock, signaturePng, slotAt } from '../support/booking';
import { startTestServer } from '../support/server';
import { STRESS_MODE, stressSize, writeStressResult } from '../support/stress';

/**
 * Races (proof under stress, part 3): N identical commands at once on one aggregate — approve,
 * company sign, attest, stamp, disburse, pay, book a slot — each answered once: exactly one
 * success (or, with one shared Idempotency-Key, the one success and its replays), the others
 * refused cleanly with a 4xx `{message, code}`, never a 5xx; and exactly one effect: the status
 * moved once, one history row, one outbox event of the kind, one ledger entry, one payment, one
 * booking. The ledger stays balanced to the sen.
 *
 * One loan goes through every race: the demo borrower (CUST-000001) applies for RM 12,000.00 of
 * 'PL-SIMPLE-18' (18% a year simple, 12 months): 2,160.00 interest, 1,000.00 + 180.00 a month,
 * 14,160.00 to repay. The business clock is Monday 7 December 2026, 09:00 in Malaysia, so the
 * agreement, the stamping and the disbursement are dated 2026-12-07.
 *
 * `npm test` runs it with 10 requests at once, `npm run stress` with 50; the figures go to
 * bench/results/stress-races.json.
 */

const N = stressSize(10, 50);
const TODAY = '2026-12-07';
/** Wednesday 9 December, 10:00 in Malaysia; Thursday 10 December, 11:00. */
const WED_10 = '2026-12-09T02:00:00.000Z';
const THU_11 = '2026-12-10T03:00:00.000Z';
const receipt = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field; the expectations check their shape.
type Json = Record<string, any>;
type Who = 'borrower' | 'company' | 'risk' | 'finance' | 'signer' | 'attorney';

let rt: LocalRuntime;
const tokens: Partial<Record<Who, string>> = {};
const post = (who: Who, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  api(rt.url).call<Json>('POST', path, { token: tokens[who]!, body, headers });
/** A call that must succeed; answers its `Data`. */
const data = async (who: Who, path: string, body: unknown = {}) => {
  const r = await post(who, path, body);
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.Data as Json;
};

/** What each race did, for the results file. */
interface RaceFigures {
  command: string;
  variant: string;
  concurrency: number;
  ms: number;
  successes: number;
  effects: number;
  byStatus: Record<string, number>;
  codes: Record<string, number>;
}
const races: RaceFigures[] = [];
const ledgers: { LoanNo: string; entries: number; debitsSen: number; creditsSen: number }[] = [];

/**
 * Fires `n` requests at once; checks that none is a server error and that every refusal is a
 * 4xx with its message and code. Answers the answers, and keeps the figures.
 */
async function race(
  command: string,
  variant: string,
  fire: (i: number) => Promise<Answer<Json>>,
  n = N,
): Promise<{ answers: Answer<Json>[]; figures: RaceFigures }> {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => fire(i)));
  const ms = Math.round(performance.now() - started);
  const byStatus: Record<string, number> = {};
  const codes: Record<string, number> = {};
  for (const r of answers) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    if (r.status >= 300) codes[String(r.body.code)] = (codes[String(r.body.code)] ?? 0) + 1;
  }
  const figures: RaceFigures = {
    command,
    variant,
    concurrency: n,
    ms,
    successes: answers.filter((r) => r.status < 300).length,
    effects: 0,
    byStatus,
    codes,
  };
  races.push(figures);
  expect(answers.filter((r) => r.status >= 500).map((r) => [r.status, r.body])).toEqual([]);
  for (const r of answers.filter((x) => x.status >= 300)) {
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body).toEqual({ message: expect.any(String), code: expect.any(String) });
  }
  return { answers, figures };
}

/** A write that lost the version check to the winner's. */
const lostRace = ['409 AGGREGATE.VERSION_CONFLICT'];

/** The refusals' codes, each once. */
const refusalCodes = (answers: Answer<Json>[]) =>
  [...new Set(answers.filter((r) => r.status >= 300).map((r) => `${r.status} ${r.body.code}`))].sort();

/** Every event the product has put in its outbox since the server started (the saved demo has none). */
async function outbox(): Promise<Json[]> {
  const client = dynamoClient({ endpoint: rt.platform.table.endpoint!, region: rt.config.AWS_REGION });
  const events: Json[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: rt.platform.table.name,
        ConsistentRead: true,
        FilterExpression: 'EntityType = :outbox',
        ExpressionAttributeValues: { ':outbox': { S: 'OutboxEvent' } },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) events.push(JSON.parse(String(unmarshall(item).event)));
    start = page.LastEvaluatedKey;
  } while (start);
  return events;
}
/** How many of the outbox's events are named `name` and carry `match` in their data. */
async function eventsOf(name: string, match: Json): Promise<number> {
  return (await outbox()).filter(
    (e) => e.name === name && Object.entries(match).every(([k, v]) => e.data[k] === v),
  ).length;
}

/** How many history rows of an object record `activity`. */
async function historyRows(objectType: string, objectId: string, activity: string | RegExp): Promise<number> {
  const rows = await rt.platform.table.queryAll({ pk: `AUDIT#${objectType}#${objectId}` });
  return rows.filter((r) =>
    typeof activity === 'string' ? r.Activity === activity : activity.test(String(r.Activity)),
  ).length;
}

interface Line {
  Account: string;
  DebitSen: number;
  CreditSen: number;
}
/** A loan's ledger entries as stored; each must balance, and so must all of them together. */
async function ledgerOf(loanNo: string) {
  const entries = (await rt.platform.table.queryAll({
    pk: `LOAN#${loanNo}`,
    sk: { beginsWith: 'LEDGER#' },
  })) as (Json & {
    Lines: Line[];
  })[];
  let debitsSen = 0;
  let creditsSen = 0;
  const balances: Record<string, number> = {};
  for (const entry of entries) {
    const debits = entry.Lines.reduce((t, l) => t + l.DebitSen, 0);
    const credits = entry.Lines.reduce((t, l) => t + l.CreditSen, 0);
    expect([entry.EntryId, debits]).toEqual([entry.EntryId, credits]);
    debitsSen += debits;
    creditsSen += credits;
    for (const l of entry.Lines) balances[l.Account] = (balances[l.Account] ?? 0) + l.DebitSen - l.CreditSen;
  }
  const kinds = entries.map((e) => String(e.Kind));
  return {
    entries,
    kinds,
    debitsSen,
    creditsSen,
    balances: Object.fromEntries(Object.entries(balances).filter(([, v]) => v !== 0)),
  };
}

const loanOf = (loanNo: string) => data('finance', '/loans/find-one', { LoanNo: loanNo });
const signingOf = (loanNo: string) => data('finance', '/agreements/find-one', { LoanNo: loanNo });
const loanDocuments = async (loanNo: string, title: string) => {
  const search = encodeURIComponent(JSON.stringify({ LoanNo: loanNo }));
  const r = await api(rt.url).get<{ Data: Json[] }>(
    `/loan-documents/internal?Rows=50&Page=1&Search=${search}`,
    tokens.finance,
  );
  expect(r.status).toBe(200);
  return r.body.Data.filter((d) => d.Title === title).length;
};

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  await setClock(rt, '2026-12-07T09:00:00+08:00');
  await Promise.all(
    (['borrower', 'company', 'risk', 'finance', 'signer', 'attorney'] as const).map(async (who) => {
      tokens[who] = await signIn(rt.url, `${who}@demo.test`);
    }),
  );
  await ensureAttorneyCalendar(rt);
  // Today's daily run done now, so no run in the background activates an installment mid-proof.
  await rt.runJobs();
}, 300_000);
afterAll(async () => rt?.stop());

/** The loan every race moves on: applied for here, numbered by the product. */
let applicationId = '';
let loanNo = '';

describe(`${N} identical commands at once on one aggregate`, () => {
  it('approve: one loan is made, the application approved once', async () => {
    const applied = await data('borrower', '/applications/add', {
      SKU: 'PL-SIMPLE-18',
      Amount: 12000,
      NumberOfInstallments: 12,
    });
    expect(applied.Status).toBe('In Review');
    applicationId = applied.ApplicationId;
    loanNo = applied.LoanNo;
    const loansBefore = (await post('risk', '/loans/find-all', { Search: { CustomerId: 'CUST-000001' } }))
      .body.Count;

    const { answers, figures } = await race('approve', 'no key', () =>
      post('risk', '/applications/approve', { ApplicationId: applicationId, Reason: 'Income verified.' }),
    );
    expect(figures.successes).toBe(1);
    expect(answers.find((r) => r.status === 200)!.body.Data).toEqual({
      ApplicationId: applicationId,
      Status: 'Approved',
      LoanNo: loanNo,
    });
    for (const code of refusalCodes(answers)) {
      expect([...lostRace, '409 APPLICATION.CHANGED', '422 APPLICATION.NOT_ALLOWED']).toContain(code);
    }
    await rt.settle();
    const after = (await post('risk', '/loans/find-all', { Search: { CustomerId: 'CUST-000001' } })).body
      .Count;
    expect(after).toBe(loansBefore + 1);
    expect((await data('risk', '/applications/find-one', { ApplicationId: applicationId })).Status).toBe(
      'Approved',
    );
    expect(await historyRows('Application', applicationId, 'Application approved')).toBe(1);
    expect(await historyRows('Loan', loanNo, 'Loan created')).toBe(1);
    expect(await eventsOf('application.approved', { ApplicationId: applicationId })).toBe(1);
    figures.effects = await eventsOf('application.status-changed', {
      ApplicationId: applicationId,
      Status: 'Approved',
    });
    expect(figures.effects).toBe(1);
    expect((await loanOf(loanNo)).Status).toBe('Pending Signing Company');
  });

  it('company sign: one signature, one version of the agreement, and the chain still verifies', async () => {
    const { answers, figures } = await race('company sign', 'no key', () =>
      post('signer', '/loans/sign-as-company', { LoanNo: loanNo, SignatureFile: signaturePng() }),
    );
    expect(figures.successes).toBe(1);
    for (const code of refusalCodes(answers)) {
      expect([...lostRace, '409 SIGNING.CHANGED', '422 SIGNING.NOT_ALLOWED']).toContain(code);
    }
    await rt.settle();
    const signing = await signingOf(loanNo);
    expect([signing.Status, signing.Versions.length, signing.CompanySignerSignYN]).toEqual([
      'Signed By Company',
      2,
      'Y',
    ]);
    expect(await historyRows('Signing', loanNo, 'Signed by company')).toBe(1);
    figures.effects = await eventsOf('signing.status-changed', {
      LoanNo: loanNo,
      Status: 'Signed By Company',
    });
    expect(figures.effects).toBe(1);
    expect(await eventsOf('loan.status-changed', { LoanNo: loanNo, Status: 'Signed By Company' })).toBe(1);
    expect((await loanOf(loanNo)).Status).toBe('Signed By Company');
    const verified = await data('finance', '/agreements/verify', { LoanNo: loanNo });
    expect(verified.Valid).toBe(true);
  });

  it('attest: the attestor signs once after the borrower, and the chain still verifies', async () => {
    expect((await data('borrower', '/loans/video-watched', { LoanNo: loanNo })).Status).toBe(
      'Pending Signing Borrower',
    );
    const signed = await data('borrower', '/loans/sign-without-live-session', {
      LoanNo: loanNo,
      SignatureFile: signaturePng(),
    });
    expect(signed.Status).toBe('Pending Signing Attestor');
    await rt.settle();

    const { answers, figures } = await race('attest', 'no key', () =>
      post('attorney', '/loans/sign-as-attestator', { LoanNo: loanNo, SignatureFile: signaturePng() }),
    );
    expect(figures.successes).toBe(1);
    for (const code of refusalCodes(answers)) {
      expect([...lostRace, '409 SIGNING.CHANGED', '422 SIGNING.NOT_ALLOWED']).toContain(code);
    }
    await rt.settle();
    const signing = await signingOf(loanNo);
    expect([signing.Status, signing.Versions.length, signing.AttestatorSignYN]).toEqual(['Signed', 4, 'Y']);
    expect(await historyRows('Signing', loanNo, /^Signed by attestor/)).toBe(1);
    figures.effects = await eventsOf('signing.status-changed', { LoanNo: loanNo, Status: 'Signed' });
    expect(figures.effects).toBe(1);
    expect(await eventsOf('loan.status-changed', { LoanNo: loanNo, Status: 'Signed' })).toBe(1);
    expect((await loanOf(loanNo)).Status).toBe('Signed');
    const verified = await data('finance', '/agreements/verify', { LoanNo: loanNo });
    expect(verified.Valid).toBe(true);
  });

  it('stamp: stamped once, with one stamp receipt', async () => {
    const { answers, figures } = await race('stamp', 'no key', () =>
      post('finance', '/loans/stamp', {
        LoanNo: loanNo,
        StampingDate: TODAY,
        StampReceiptFileStream: receipt,
        StampReceiptFileType: 'pdf',
      }),
    );
    expect(figures.successes).toBe(1);
    for (const code of refusalCodes(answers)) {
      expect([...lostRace, '409 LOAN.CHANGED', '422 LOAN.NOT_ALLOWED']).toContain(code);
    }
    await rt.settle();
    expect((await loanOf(loanNo)).Status).toBe('Stamped');
    expect(await historyRows('Loan', loanNo, 'Loan stamped')).toBe(1);
    figures.effects = await eventsOf('loan.stamped', { LoanNo: loanNo });
    expect(figures.effects).toBe(1);
    expect(await eventsOf('loan.status-changed', { LoanNo: loanNo, Status: 'Stamped' })).toBe(1);
    expect(await loanDocuments(loanNo, 'Stamp Receipt')).toBe(1);
  });
});

const disbursement = (LoanNo: string, Amount: number) => ({
  LoanNo,
  Method: 'Bank Transfer',
  Amount,
  RefNo: `IBG-${LoanNo}`,
  Bank: 'Maybank',
  AccountNo: '514012345678',
  AccountName: 'Ahmad bin Ismail',
  Currency: 'MYR',
  OffsetDocNo: [],
  DisbursementReceiptFileStream: receipt,
  DisbursementReceiptFileType: 'pdf',
  PaymentDate: TODAY,
});

describe(`${N} disbursements at once`, () => {
  it('with one Idempotency-Key: disbursed once; every success is the same answer, the others wait for it', async () => {
    const key = { 'Idempotency-Key': `disburse-${loanNo}` };
    const body = disbursement(loanNo, 12000);
    const { answers, figures } = await race('disburse', 'same key', () =>
      post('finance', '/loans/disburse', body, key),
    );
    const done = answers.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(done[0]!.body.Data).toMatchObject({
      LoanNo: loanNo,
      Status: 'Disbursed',
      DisbursementDate: TODAY,
    });
    expect(refusalCodes(answers).every((c) => c === '409 IDEMPOTENCY.IN_PROGRESS')).toBe(true);
    const again = await post('finance', '/loans/disburse', body, key);
    expect([again.status, again.body]).toEqual([200, done[0]!.body]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    await rt.settle();
    expect((await loanOf(loanNo)).Status).toBe('Disbursed');
    expect(await historyRows('Loan', loanNo, 'Loan disbursed')).toBe(1);
    figures.effects = await eventsOf('loan.disbursed', { LoanNo: loanNo });
    expect(figures.effects).toBe(1);
    expect(await loanDocuments(loanNo, 'Disbursement Receipt')).toBe(1);
    expect(await historyRows('Loan', loanNo, 'Loan account opened')).toBe(1);
    // The account opens with the principal owed: Dr PrincipalReceivable, Cr Cash, 12,000.00.
    const ledger = await ledgerOf(loanNo);
    expect(ledger.kinds).toEqual(['Disbursement']);
    expect(ledger.balances).toEqual({ PrincipalReceivable: 1_200_000, Cash: -1_200_000 });
  });

  it('with a key each: the demo loan waiting stamped (EZC000006) is disbursed once, the others refused', async () => {
    const LoanNo = 'EZC000006';
    // The demo's Syarikat Maju loan: RM 80,000.00 of BF-CM-10 over 36 months.
    expect(await loanOf(LoanNo)).toMatchObject({ Status: 'Stamped', Amount: 80000 });
    const body = disbursement(LoanNo, 80000);
    const { answers, figures } = await race('disburse', 'distinct keys', (i) =>
      post('finance', '/loans/disburse', body, { 'Idempotency-Key': `disburse-${LoanNo}-${i}` }),
    );
    expect(figures.successes).toBe(1);
    for (const code of refusalCodes(answers)) {
      expect([...lostRace, '409 LOAN.CHANGED', '422 LOAN.NOT_ALLOWED']).toContain(code);
    }
    await rt.settle();
    expect((await loanOf(LoanNo)).Status).toBe('Disbursed');
    expect(await historyRows('Loan', LoanNo, 'Loan disbursed')).toBe(1);
    figures.effects = await eventsOf('loan.disbursed', { LoanNo });
    expect(figures.effects).toBe(1);
    expect(await loanDocuments(LoanNo, 'Disbursement Receipt')).toBe(1);
    const ledger = await ledgerOf(LoanNo);
    expect(ledger.kinds).toEqual(['Disbursement']);
    expect(ledger.balances).toEqual({ PrincipalReceivable: 8_000_000, Cash: -8_000_000 });
    ledgers.push({
      LoanNo,
      entries: ledger.entries.length,
      debitsSen: ledger.debitsSen,
      creditsSen: ledger.creditsSen,
    });
  });
});

describe(`${N} payments at once`, () => {
  const pay = (Amount: number, key: string) =>
    post(
      'finance',
      '/payments/manual',
      { LoanNo: loanNo, Amount, Method: 'Cash' },
      { 'Idempotency-Key': key },
    );

  it('the loan is active once its first installment is activated: 180.00 interest falls due', async () => {
    const r = await data('finance', '/simple-loan-schedules/activate-installment', {
      ScheduleId: `${loanNo}-001`,
    });
    expect(r).toMatchObject({ InstallmentNo: 1, Status: 'Unpaid', LoanStatus: 'Active' });
    await rt.settle();
    expect((await loanOf(loanNo)).Status).toBe('Active');
  });

  it('with one Idempotency-Key: one payment of RM 100.00, one receipt, one entry', async () => {
    const { answers, figures } = await race('pay', 'same key', () => pay(100, `pay-${loanNo}-once`));
    const done = answers.filter((r) => r.status === 201);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(refusalCodes(answers).every((c) => c === '409 IDEMPOTENCY.IN_PROGRESS')).toBe(true);
    await rt.settle();
    const payments = (await data('finance', '/loans/payments', { LoanNo: loanNo })) as Json[];
    expect(payments.map((p) => [p.Amount, p.Status])).toEqual([[100, 'Approved']]);
    figures.effects = payments.length;
    expect(await historyRows('Loan', loanNo, 'Payment received')).toBe(1);
    expect(await eventsOf('payment.changed', { LoanNo: loanNo })).toBe(1);
    // RM 100.00 pays the first installment's interest first: Dr Cash, Cr InterestReceivable.
    const ledger = await ledgerOf(loanNo);
    expect(ledger.kinds.sort()).toEqual(['Disbursement', 'InstallmentDue', 'Payment']);
    expect(ledger.balances).toEqual({
      PrincipalReceivable: 1_200_000,
      InterestReceivable: 8_000,
      InterestIncome: -18_000,
      Cash: -1_190_000,
    });
    // 14,160.00 − 100.00.
    expect(await data('finance', '/loans/get-outstanding-balance', { LoanNo: loanNo })).toMatchObject({
      TotalPaidToDate: 100,
      BalanceOutstanding: 14060,
    });
  });

  it('with a key each, all paying what settles the loan today: one is taken, the others are overpayments', async () => {
    // What settles it today: 12,000.00 principal + 180.00 interest due (installment 1, activated)
    // + nothing of the second period (not begun) − the 100.00 paid = 12,080.00.
    const { answers, figures } = await race('pay', 'distinct keys', (i) =>
      pay(12080, `pay-${loanNo}-all-${i}`),
    );
    expect(figures.successes).toBe(1);
    expect(refusalCodes(answers)).toEqual(['422 PAYMENT.OVERPAYMENT']);
    await rt.settle();
    const payments = (await data('finance', '/loans/payments', { LoanNo: loanNo })) as Json[];
    expect(payments.map((p) => [p.Amount, p.Status]).sort()).toEqual([
      [100, 'Approved'],
      [12080, 'Approved'],
    ]);
    figures.effects = payments.length - 1;
    expect(await historyRows('Loan', loanNo, 'Payment received')).toBe(2);
    expect(await eventsOf('payment.changed', { LoanNo: loanNo })).toBe(2);
    // 12,080.00: 80.00 of interest, 1,000.00 of principal (installment 1 paid), 11,000.00 held.
    const ledger = await ledgerOf(loanNo);
    expect(ledger.kinds.sort()).toEqual(['Disbursement', 'InstallmentDue', 'Payment', 'Payment']);
    expect(ledger.balances).toEqual({
      PrincipalReceivable: 1_100_000,
      BorrowerCredit: -1_100_000,
      InterestIncome: -18_000,
      Cash: 18_000,
    });
    // Dr 12,000.00 + 180.00 + 100.00 + 12,080.00 = Cr the same.
    expect([ledger.debitsSen, ledger.creditsSen]).toEqual([2_436_000, 2_436_000]);
    ledgers.push({
      LoanNo: loanNo,
      entries: ledger.entries.length,
      debitsSen: ledger.debitsSen,
      creditsSen: ledger.creditsSen,
    });
    // 14,160.00 − 12,180.00 paid: the interest of the eleven installments not yet due.
    expect(await data('finance', '/loans/get-outstanding-balance', { LoanNo: loanNo })).toMatchObject({
      TotalPaidToDate: 12180,
      BalanceOutstanding: 1980,
    });
  });
});

describe(`${N} bookings of one slot at once`, () => {
  /** Loans the company has signed, waiting for their borrowers to book: half each demo customer's. */
  const bookable: { LoanNo: string; owner: 'borrower' | 'company' }[] = [];

  it(`makes ${N} loans signed by the company, through the product's calls`, async () => {
    for (let i = 0; i < N; i += 2) {
      const batch = await Promise.all(
        (['company', 'borrower'] as const).map(async (owner) => {
          // The company's BF-CM-10 is signed for the company by the product itself.
          const applied =
            owner === 'company'
              ? await data(owner, '/applications/add', {
                  SKU: 'BF-CM-10',
                  Amount: 20000,
                  NumberOfInstallments: 12,
                })
              : await data(owner, '/applications/add', {
                  SKU: 'PL-SIMPLE-18',
                  Amount: 5000,
                  NumberOfInstallments: 12,
                });
          await data('risk', '/applications/approve', {
            ApplicationId: applied.ApplicationId,
            Reason: 'Fine.',
          });
          return { LoanNo: String(applied.LoanNo), owner };
        }),
      );
      bookable.push(...batch);
    }
    await rt.settle();
    for (const loan of bookable.filter((l) => l.owner === 'borrower')) {
      await data('signer', '/loans/sign-as-company', { LoanNo: loan.LoanNo, SignatureFile: signaturePng() });
    }
    await rt.settle();
    for (const loan of bookable) expect((await signingOf(loan.LoanNo)).Status).toBe('Signed By Company');
  }, 600_000);

  it('by a loan each: one booking holds the slot; the others are told it was taken', async () => {
    const slot = await slotAt(rt, tokens.borrower!, WED_10);
    const { answers, figures } = await race('book', 'distinct loans', (i) =>
      post(bookable[i]!.owner, '/loans/schedule-signing-session', {
        LoanNo: bookable[i]!.LoanNo,
        AttestatorId: DEMO_ATTORNEY,
        SlotSessionId: slot.SlotSessionId,
        Start: slot.Start,
      }),
    );
    expect(figures.successes).toBe(1);
    expect(refusalCodes(answers)).toEqual(['409 SESSION.SLOT_TAKEN']);
    await rt.settle();
    const won = answers.findIndex((r) => r.status === 200);
    const winner = bookable[won]!.LoanNo;
    const claim = await rt.platform.table.get({ PK: `SLOTCLAIM#${DEMO_ATTORNEY}`, SK: WED_10 });
    expect(claim).toMatchObject({
      LoanNo: winner,
      SigningSessionId: answers[won]!.body.Data.SigningSessionId,
    });
    const ours = new Set(bookable.map((l) => l.LoanNo));
    const booked = (await outbox()).filter(
      (e) => e.name === 'signing-session.booked' && ours.has(e.data.LoanNo),
    );
    figures.effects = booked.length;
    expect(booked.map((e) => e.data.LoanNo)).toEqual([winner]);
    const statuses = await Promise.all(bookable.map(async (l) => (await signingOf(l.LoanNo)).Status));
    expect(statuses.filter((s) => s === 'Pending Signing Borrower')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'Signed By Company')).toHaveLength(N - 1);
    let rows = 0;
    for (const l of bookable) rows += await historyRows('Signing', l.LoanNo, 'Signing session booked');
    expect(rows).toBe(1);
    expect((await slotAt(rt, tokens.company!, WED_10)).Available).toBe(false);
    bookable.splice(won, 1);
  });

  it('by one loan: one session is booked for it', async () => {
    const loan = bookable[0]!;
    const slot = await slotAt(rt, tokens[loan.owner]!, THU_11);
    const { answers, figures } = await race('book', 'same loan', () =>
      post(loan.owner, '/loans/schedule-signing-session', {
        LoanNo: loan.LoanNo,
        AttestatorId: DEMO_ATTORNEY,
        SlotSessionId: slot.SlotSessionId,
        Start: slot.Start,
      }),
    );
    expect(figures.successes).toBe(1);
    for (const code of refusalCodes(answers)) {
      expect([
        ...lostRace,
        '409 SESSION.SLOT_TAKEN',
        '409 SIGNING.CHANGED',
        '422 SIGNING.NOT_ALLOWED',
        '422 SESSION.ALREADY_BOOKED',
      ]).toContain(code);
    }
    await rt.settle();
    const sessions = await post(loan.owner, '/loans/get-signing-sessions', { LoanNo: loan.LoanNo });
    expect(sessions.body.Count).toBe(1);
    figures.effects = await eventsOf('signing-session.booked', { LoanNo: loan.LoanNo });
    expect(figures.effects).toBe(1);
    expect(await historyRows('Signing', loan.LoanNo, 'Signing session booked')).toBe(1);
  });
});

describe('the figures', () => {
  it('are written to bench/results/stress-races.json', () => {
    const nonSuccess: Record<string, number> = {};
    for (const r of races) {
      for (const [status, count] of Object.entries(r.byStatus)) {
        if (Number(status) >= 300) nonSuccess[status] = (nonSuccess[status] ?? 0) + count;
      }
    }
    const effects = Object.fromEntries(races.map((r) => [`${r.command} (${r.variant})`, r.effects]));
    const file = writeStressResult('races', {
      summary: {
        commands: [...new Set(races.map((r) => r.command))],
        races: races.length,
        concurrency: N,
        effectsPerCommand: effects,
        nonSuccessByStatus: nonSuccess,
        serverErrors: races.reduce(
          (t, r) => t + Object.entries(r.byStatus).reduce((s, [k, v]) => s + (Number(k) >= 500 ? v : 0), 0),
          0,
        ),
        ledgerBalanced: ledgers.every((l) => l.debitsSen === l.creditsSen),
      },
      races,
      ledgers,
    });
    expect(file).toMatch(/stress-races\.json$/);
    expect(STRESS_MODE === 'full' ? N === 50 : N === 10).toBe(true);
  });
});
