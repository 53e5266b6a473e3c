import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * Fifty payments at once on one loan (issue 10 "Tests"): with fifty keys all are applied, each
 * with its own receipt number and the ledger balanced; with one key only one is.
 *
 * Demo loan EZC000007: installment 1 (RM 1,180.00) activated; each payment is RM 10.00 in cash.
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field; the expectations check their shape.
type Json = Record<string, any>;
const LOAN = 'EZC000007';

const post = (who: string, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  a.call<Json>('POST', path, { token: tokens[who]!, body, headers });
const balance = async () =>
  (await post('finance', '/loans/get-outstanding-balance', { LoanNo: LOAN })).body.Data;
const pay = (key: string) =>
  post(
    'finance',
    '/payments/manual',
    { LoanNo: LOAN, Amount: 10, Method: 'Cash' },
    { 'Idempotency-Key': key },
  );

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  tokens.finance = await signIn(rt.url, 'finance@demo.test');
  const r = await post('finance', '/simple-loan-schedules/activate-installment', {
    ScheduleId: `${LOAN}-001`,
  });
  expect(r.status).toBe(200);
});
afterAll(async () => rt?.stop());

describe('fifty payments at once', () => {
  it('applies all fifty with distinct keys, numbering their receipts without a gap', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(`distinct-${i}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((r) => r.body.Data.PaymentId)).size).toBe(50);
    const receipts = await Promise.all(
      answers.map(
        async (r) =>
          (await post('finance', '/payments/get-receipt', { PaymentId: r.body.Data.PaymentId })).body.Data,
      ),
    );
    // All in the series of the loans whose number ends in 7 (RCP-7-…).
    for (const r of receipts) expect(r.ReceiptNo).toMatch(/^RCP-7-\d{6}$/);
    const numbers = receipts.map((r) => Number(String(r.ReceiptNo).slice(6))).sort((x, y) => x - y);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
    expect(new Set(numbers).size).toBe(50);
    // 50 × 10.00 = 500.00 paid: 180.00 of interest, then 320.00 of principal.
    expect(await balance()).toMatchObject({ TotalPaidToDate: 500, BalanceOutstanding: 13660 });
    const details = (
      await post('finance', '/simple-loan-schedules/get-schedule-payment-details', {
        ScheduleId: `${LOAN}-001`,
      })
    ).body.Data;
    expect(details).toMatchObject({ InterestPaid: 180, PrincipalPaid: 320, Status: 'Partial Paid' });
    // The statement's lines add up to its balance: 12,000.00 + 180.00 − 50 × 10.00.
    const history = (await post('finance', '/loans/transaction-history', { LoanNo: LOAN })).body
      .Data as Json[];
    expect(history).toHaveLength(52);
    const net = history.reduce((t, r) => t + Math.round(r.Debit * 100) - Math.round(r.Credit * 100), 0);
    expect(net).toBe(1_168_000);
    expect(history.at(-1)!.Balance).toBe(11680);
  }, 120_000);

  it('applies one of fifty sharing a key; the others answer it or say it is under way', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay('one-shared-key')));
    const done = answers.filter((r) => r.status === 201);
    expect(done.length).toBeGreaterThan(0);
    expect(new Set(done.map((r) => r.body.Data.PaymentId)).size).toBe(1);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('IDEMPOTENCY.IN_PROGRESS');
    }
    expect(await balance()).toMatchObject({ TotalPaidToDate: 510, BalanceOutstanding: 13650 });
    // Asked again once it is done, it answers the one payment.
    const again = await pay('one-shared-key');
    expect(again.status).toBe(201);
    expect(again.body.Data.PaymentId).toBe(done[0]!.body.Data.PaymentId);
  }, 120_000);
});
