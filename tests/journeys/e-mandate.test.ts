import { createHmac } from 'node:crypto';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { setClock } from '../support/booking';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';
import { businessNow, unixNow } from '../support/test-clock';

/**
 * A loan's e-mandate (spec §2 "mandate information panel", §3 "Mandate", contract "Payments,
 * mandates…" and "Webhooks"): the borrower registers it and is sent to the provider's sign-up
 * page; the provider's signed callback makes it 'Active' or 'Rejected'; a rejected loan registers
 * again. Unsigned, forged and stale callbacks answer 401 and change nothing; a repeated EventId
 * answers 200 and changes nothing.
 *
 * Demo loans: EZC000008 'Active', EZC000007 'Disbursed', EZC000005 'Signed' (CUST-000001,
 * borrower@demo.test); EZC000006 'Stamped' (CUST-000002, company@demo.test).
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const SECRET = 'local-e-mandate-secret';

type Json = Record<string, unknown>;
const post = (who: string, path: string, body: unknown = {}) =>
  a.call<Json>('POST', path, { token: tokens[who]!, body });
const dataOf = (r: { body: Json }) => r.body.Data as Json;
const getMandate = async (who: string, loanNo: string) =>
  dataOf(await post(who, '/loans/get-mandate', { LoanNo: loanNo }));
const add = (who: string, loanNo: string, extra: Json = {}) =>
  post(who, '/mandate/add', { ObjectType: 'LoanNo', ObjectId: loanNo, ...extra });

/** Sends a raw body with headers: the JSON helper would serialise the body itself. */
async function send(raw: string, headers: Record<string, string>) {
  const res = await fetch(`${rt.url}/api/webhooks/e-mandate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as Json };
}
const sign = (raw: string, t = unixNow(rt), secret = SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
/** The sign-up link's signature of a mandate: HMAC-SHA256 of "sign-up.<MandateId>" with the shared secret. */
const linkSignature = (mandateId: string) =>
  createHmac('sha256', SECRET).update(`sign-up.${mandateId}`).digest('hex');
const provider = (body: Json) => {
  const raw = JSON.stringify(body);
  return send(raw, { 'x-signature': sign(raw) });
};

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'admin', 'finance']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
});
afterAll(async () => rt?.stop());

let activeMandate = '';

describe('registering a mandate', () => {
  it("shows 'Not Set Up', with no MandateId, before any registration", async () => {
    expect(await getMandate('borrower', 'EZC000008')).toEqual({
      ObjectType: 'LoanNo',
      ObjectId: 'EZC000008',
      LoanNo: 'EZC000008',
      CustomerId: 'CUST-000001',
      BorrowerName: expect.any(String),
      Status: 'Not Set Up',
      RegisterDate: null,
      Amount: null,
      BankCode: null,
      AccountName: null,
      AccountNo: null,
      LastPaymentDate: null,
    });
  });

  it("registers the borrower's own loan → 'Pending Approval', with the provider's sign-up page", async () => {
    const r = await add('borrower', 'EZC000008', {
      BankCode: 'MBB',
      AccountNo: '514012345678',
      AccountName: 'Demo Borrower',
    });
    expect(r.status).toBe(200);
    const data = dataOf(r);
    activeMandate = String(data.MandateId);
    expect(activeMandate).toMatch(/^MDT-/);
    expect(data).toEqual({
      MandateId: activeMandate,
      Status: 'Pending Approval',
      SignUpUrl: `/api/dev/e-mandate/sign-up?MandateId=${activeMandate}&Signature=${linkSignature(activeMandate)}`,
    });
    // The panel: the account number masked but its last four digits; the amount the monthly
    // installment (RM 10,000 over 12 months at 18% simple: 833.33 + 150.00).
    expect(await getMandate('borrower', 'EZC000008')).toMatchObject({
      MandateId: activeMandate,
      Status: 'Pending Approval',
      Amount: 983.33,
      BankCode: 'MBB',
      AccountName: 'Demo Borrower',
      AccountNo: '********5678',
      LastPaymentDate: null,
      RegisterDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("answers another customer's loan as not found, for registering and for reading", async () => {
    for (const r of [
      await add('borrower', 'EZC000006'),
      await post('borrower', '/loans/get-mandate', { LoanNo: 'EZC000006' }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'Loan not found', code: 'MANDATE.LOAN_NOT_FOUND' });
    }
  });

  it('refuses a second mandate while one waits for the bank', async () => {
    const r = await add('borrower', 'EZC000008');
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message:
        "This loan already has an e-mandate that is 'Pending Approval'. A new one can be registered only if the bank rejects it.",
      code: 'MANDATE.LIVE',
    });
  });
});

describe("the provider's callback", () => {
  it("activates the mandate on 'Approved', audited as the provider", async () => {
    const r = await provider({ EventId: 'EVT-A1', MandateId: activeMandate, Status: 'Approved' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      Data: {
        EventId: 'EVT-A1',
        MandateId: activeMandate,
        LoanNo: 'EZC000008',
        Status: 'Active',
        Applied: true,
      },
    });
    expect((await getMandate('borrower', 'EZC000008')).Status).toBe('Active');
    const history = await rt.platform.store.history('Mandate', 'EZC000008');
    expect(history.map((h) => [h.Activity, h.ActorId, h.ActorKind])).toEqual([
      ['E-mandate registered', 'ACC-0001', 'customer'],
      ['E-mandate approved by the bank', 'e-mandate-provider', 'system'],
    ]);
  });

  it('refuses a new registration of an active mandate', async () => {
    const r = await add('finance', 'EZC000008');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      "This loan already has an e-mandate that is 'Active'. A new one can be registered only if the bank rejects it.",
    );
  });

  it('answers a replayed approval 200 and changes nothing', async () => {
    const r = await provider({ EventId: 'EVT-A1', MandateId: activeMandate, Status: 'Approved' });
    expect(r.status).toBe(200);
    expect(dataOf(r)).toMatchObject({ Status: 'Active', Applied: false });
    expect(await rt.platform.store.history('Mandate', 'EZC000008')).toHaveLength(2);
  });
});

describe('a rejected mandate', () => {
  let first = '';
  let second = '';

  it("is 'Rejected' on the provider's 'Rejected', with the amount asked for", async () => {
    const r = await add('borrower', 'EZC000007', { Amount: 500.5 });
    expect(r.status).toBe(200);
    first = String(dataOf(r).MandateId);
    expect(await getMandate('borrower', 'EZC000007')).toMatchObject({ Amount: 500.5, AccountNo: null });
    const rejected = await provider({ EventId: 'EVT-R1', MandateId: first, Status: 'Rejected' });
    expect(dataOf(rejected)).toMatchObject({ Status: 'Rejected', Applied: true });
    expect((await getMandate('borrower', 'EZC000007')).Status).toBe('Rejected');
  });

  it('keeps its status when the same EventId comes again, even saying Approved', async () => {
    const replayed = await provider({ EventId: 'EVT-R1', MandateId: first, Status: 'Rejected' });
    expect(replayed.status).toBe(200);
    const flipped = await provider({ EventId: 'EVT-R1', MandateId: first, Status: 'Approved' });
    expect(flipped.status).toBe(200);
    expect(dataOf(flipped)).toMatchObject({ Status: 'Rejected', Applied: false });
    expect((await getMandate('borrower', 'EZC000007')).Status).toBe('Rejected');
  });

  it('is registered again under a new MandateId; a late answer about the old one changes nothing', async () => {
    const r = await add('borrower', 'EZC000007', { Amount: 600 });
    expect(r.status).toBe(200);
    second = String(dataOf(r).MandateId);
    expect(second).not.toBe(first);
    expect(dataOf(r).Status).toBe('Pending Approval');
    const late = await provider({ EventId: 'EVT-LATE', MandateId: first, Status: 'Approved' });
    expect(late.status).toBe(200);
    expect(dataOf(late)).toMatchObject({ Status: 'Pending Approval', Applied: false });
    expect(await getMandate('borrower', 'EZC000007')).toMatchObject({
      MandateId: second,
      Status: 'Pending Approval',
      Amount: 600,
    });
  });
});

describe('callbacks that are not signed by the provider', () => {
  const body = () => JSON.stringify({ EventId: 'EVT-F1', MandateId: secondMandate(), Status: 'Approved' });
  let pending = '';
  const secondMandate = () => pending;
  const unchanged = async () => {
    expect(await getMandate('borrower', 'EZC000007')).toMatchObject({
      MandateId: pending,
      Status: 'Pending Approval',
    });
    expect((await rt.platform.store.history('Mandate', 'EZC000007')).length).toBe(3);
  };
  const refusal = {
    message: 'The webhook signature is missing, invalid or expired.',
    code: 'WEBHOOK.BAD_SIGNATURE',
  };

  beforeAll(async () => {
    pending = String((await getMandate('borrower', 'EZC000007')).MandateId);
  });

  it('answers a missing, forged or tampered signature 401 and changes nothing', async () => {
    const raw = body();
    for (const r of [
      await send(raw, {}),
      await send(raw, { 'x-signature': 'garbage' }),
      await send(raw, { 'x-signature': sign(raw, undefined, 'not-the-secret') }),
      await send(raw.replace('Approved', 'Rejected'), { 'x-signature': sign(raw) }),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual(refusal);
    }
    await unchanged();
  });

  it('answers a signature more than five minutes old by the business clock 401 and changes nothing', async () => {
    const raw = body();
    const header = sign(raw);
    const signedAt = businessNow(rt);
    const later = new Date(signedAt.getTime() + 6 * 60_000).toISOString();
    expect(
      (await a.call('POST', '/dev/clock', { body: { now: later }, headers: devHeaders(rt) })).status,
    ).toBe(200);
    try {
      const r = await send(raw, { 'x-signature': header });
      expect(r.status).toBe(401);
      expect(r.body).toEqual(refusal);
    } finally {
      // Back to when the request was signed: the same request is then within the tolerance.
      await setClock(rt, signedAt.toISOString());
    }
    await unchanged();
    // The same request within the tolerance is accepted: the refusal was the time alone.
    expect((await send(raw, { 'x-signature': header })).status).toBe(200);
    expect((await getMandate('borrower', 'EZC000007')).Status).toBe('Active');
  });
});

describe('listing mandates', () => {
  it("lists every mandate for staff, and only the borrower's own for a borrower", async () => {
    expect((await add('company', 'EZC000006')).status).toBe(200);
    const all = await post('admin', '/mandate/find-all', {});
    expect(all.status).toBe(200);
    expect(all.body.Count).toBe(3);
    expect((all.body.Data as Json[]).map((m) => [m.LoanNo, m.Status])).toEqual([
      ['EZC000006', 'Pending Approval'],
      ['EZC000007', 'Active'],
      ['EZC000008', 'Active'],
    ]);
    const own = await post('borrower', '/mandate/find-all', { Rows: 10, Page: 1 });
    expect((own.body.Data as Json[]).map((m) => m.LoanNo)).toEqual(['EZC000007', 'EZC000008']);
    expect(own.body.Count).toBe(2);
    const company = await post('company', '/mandate/find-all', { Search: { Status: 'Active' } });
    expect(company.body).toEqual({ Data: [], Count: 0 });
    const searched = await post('finance', '/mandate/find-all', {
      Search: { ObjectType: 'LoanNo', ObjectId: 'EZC000006' },
    });
    expect((searched.body.Data as Json[]).map((m) => m.LoanNo)).toEqual(['EZC000006']);
  });

  it("takes the spec's lower-case page, rows and search{ObjectType, ObjectId} as well, and filters by them", async () => {
    const loans = (r: { body: Json }) => (r.body.Data as Json[]).map((m) => m.LoanNo);
    const one = await post('finance', '/mandate/find-all', {
      page: 1,
      rows: 999,
      search: { ObjectType: 'LoanNo', ObjectId: 'EZC000007' },
    });
    expect(one.status).toBe(200);
    expect([loans(one), one.body.Count]).toEqual([['EZC000007'], 1]);
    expect((one.body.Data as Json[])[0]).toMatchObject({
      ObjectType: 'LoanNo',
      ObjectId: 'EZC000007',
      Status: 'Active',
    });
    const second = await post('admin', '/mandate/find-all', { page: 2, rows: 2 });
    expect([loans(second), second.body.Count]).toEqual([['EZC000008'], 3]);
    const capitalised = await post('admin', '/mandate/find-all', {
      Page: 1,
      Rows: 5,
      Search: { ObjectType: 'LoanNo', ObjectId: 'EZC000008' },
    });
    expect([loans(capitalised), capitalised.body.Count]).toEqual([['EZC000008'], 1]);
    // A loan has mandates, nothing else does.
    expect(
      (
        await post('admin', '/mandate/find-all', {
          search: { ObjectType: 'Customer', ObjectId: 'CUST-000002' },
        })
      ).body,
    ).toEqual({ Data: [], Count: 0 });
    // A borrower sees only their own, however they ask.
    const notTheirs = await post('borrower', '/mandate/find-all', {
      page: 1,
      rows: 999,
      search: { ObjectType: 'LoanNo', ObjectId: 'EZC000006' },
    });
    expect(notTheirs.body).toEqual({ Data: [], Count: 0 });
    const own = await post('borrower', '/mandate/find-all', { page: 1, rows: 1 });
    expect([loans(own), own.body.Count]).toEqual([['EZC000007'], 2]);
    const ownActive = await post('borrower', '/mandate/find-all', { search: { Status: 'Active' } });
    expect([loans(ownActive), ownActive.body.Count]).toEqual([['EZC000007', 'EZC000008'], 2]);
  });
});

describe('the simulated provider (local only)', () => {
  it('serves an accessible sign-up page whose approve button activates the mandate', async () => {
    const added = dataOf(await add('borrower', 'EZC000005'));
    const page = await fetch(`${rt.url}${String(added.SignUpUrl)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<button type="submit" name="Status" value="Approved">Approve mandate</button>');
    expect(html).toContain('<button type="submit" name="Status" value="Rejected">Reject mandate</button>');
    expect(html).toContain('<label for="event-id">');
    const answer = await fetch(`${rt.url}/api/dev/e-mandate/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        MandateId: String(added.MandateId),
        Signature: linkSignature(String(added.MandateId)),
        Status: 'Approved',
      }),
    });
    expect(answer.status).toBe(200);
    const result = await answer.text();
    expect(result).toContain("the mandate is now 'Active'");
    expect(result).toContain('<a href="/loan/view/EZC000005">Back to loan EZC000005</a>');
    expect(await getMandate('borrower', 'EZC000005')).toMatchObject({
      MandateId: added.MandateId,
      Status: 'Active',
    });
  });

  it('answers only the link the product gave for that mandate: no other mandate can be approved through it', async () => {
    // The company's mandate registered above, still waiting for the bank.
    const mandateId = String((await getMandate('company', 'EZC000006')).MandateId);
    const otherSignature = linkSignature('MDT-SOMEONE-ELSE');
    for (const url of [
      `/api/dev/e-mandate/sign-up?MandateId=${mandateId}`,
      `/api/dev/e-mandate/sign-up?MandateId=${mandateId}&Signature=${otherSignature}`,
    ]) {
      const page = await fetch(`${rt.url}${url}`);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain('This sign-up link is not valid.');
    }
    for (const signature of [undefined, otherSignature, 'f'.repeat(64)]) {
      const answer = await fetch(`${rt.url}/api/dev/e-mandate/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          MandateId: mandateId,
          ...(signature ? { Signature: signature } : {}),
          Status: 'Approved',
        }),
      });
      expect(answer.status).toBe(403);
    }
    expect(await getMandate('company', 'EZC000006')).toMatchObject({
      MandateId: mandateId,
      Status: 'Pending Approval',
    });
    // The page of the link the product gave carries its signature into the form.
    const page = await (
      await fetch(
        `${rt.url}/api/dev/e-mandate/sign-up?MandateId=${mandateId}&Signature=${linkSignature(mandateId)}`,
      )
    ).text();
    expect(page).toContain(`<input type="hidden" name="Signature" value="${linkSignature(mandateId)}">`);
  });

  it('works for a browser signed in to the product, whose real routes still ask the CSRF token', async () => {
    const headers = { 'content-type': 'application/json', 'x-client': 'web' };
    const signedIn = await fetch(`${rt.url}/api/auth/customer/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'borrower@demo.test', password: 'Demo#2026' }),
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const csrf = /ezc_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(cookie).toContain('ezc_at=');
    // As the site registers it: the session cookie and the CSRF header.
    const added = await fetch(`${rt.url}/api/mandate/add`, {
      method: 'POST',
      headers: { ...headers, cookie, 'x-csrf-token': csrf },
      body: JSON.stringify({ ObjectType: 'LoanNo', ObjectId: 'EZC000001' }),
    });
    expect(added.status).toBe(200);
    const { Data } = (await added.json()) as { Data: Json };
    const page = await fetch(`${rt.url}${String(Data.SignUpUrl)}`, { headers: { cookie } });
    expect(await page.text()).toContain('action="/api/dev/e-mandate/answer"');
    // The simulator's form, posted by the same browser: its cookies go along, no CSRF header.
    const answer = await fetch(`${rt.url}/api/dev/e-mandate/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        MandateId: String(Data.MandateId),
        Signature: linkSignature(String(Data.MandateId)),
        Status: 'Approved',
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("the mandate is now 'Active'");
    expect((await getMandate('borrower', 'EZC000001')).Status).toBe('Active');
    // A product route is still refused a cookie-borne write without the token.
    const forged = await fetch(`${rt.url}/api/mandate/add`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ ObjectType: 'LoanNo', ObjectId: 'EZC000003' }),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'AUTH.CSRF' });
  });
});
