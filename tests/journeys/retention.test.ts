import { jobsTick } from '@ezc/domain';
import type { LocalRuntime } from '@ezc/local';
import { listedItems } from '@ezc/platform';
import { samplePdf, samplePng } from '@ezc/platform/uploads/sample-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { fillInProfile, registerBorrower, uploadIndividualDocuments } from '../support/borrower-onboarding';
import { journey } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * The retention policy run by the scheduler (issue 13 §4): an applicant refused by the Risk Team,
 * who never had a loan, keeps their documents and personal fields for 12 months after the
 * decision; the first daily run after that erases them — files gone from the store, fields
 * replaced by the erased marker, the audit trail kept and the erasure audited — and no loan's
 * ledger moves. A second run changes nothing.
 *
 * The run checks one customer per invocation here (RETENTION_RUN_PAGE=1), so each run is a chain
 * of pages handed on by events, as a large book of customers would be in production.
 *
 * The scheduler's own timer is stopped, so the jobs run exactly when the journey runs them: the
 * payments job daily at 00:05 and the retention job at 02:30, Malaysian time (UTC+8).
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const { post, dev } = journey(() => rt.url, tokens);

/** Anything of the two people's names, NRICs, phones and e-mails. */
const PERSONAL = /Rohana|900214|4567788|rohana@example|Farid|850707|9981122|farid@example|Jalan Ampang/;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const MYT = 8 * HOUR;

let customerId = '';
let decidedAt = '';
let storageKeys: string[] = [];
let applicationId = '';
/** The document kept with the application (the loans context's own store). */
const applicationDocuments = () =>
  rt.platform.table.queryAll({ pk: `APPLICATION#${applicationId}`, sk: { beginsWith: 'DOC#' } });
/** The first run of the retention job after the 12 months: 02:30 in Malaysia, the first one after. */
let firstDueSlot = 0;

/** The borrower whose one loan ended: kept 7 years. */
let borrower = { customerId: '', loanNo: '', applicationId: '' };
const loanItem = () => rt.platform.table.get({ PK: `LOAN#${borrower.loanNo}`, SK: 'LOAN' });

const PASSWORD = 'kuih lapis sembilan';
const signInAs = () =>
  a.post('/auth/customer/login', { username: 'rohana@example.test', password: PASSWORD });

const signatureKey = () => ({ PK: `SIGNATURE#Customer#${customerId}`, SK: 'SIGNATURE' });
const customerItem = () => rt.platform.table.get({ PK: `CUSTOMER#${customerId}`, SK: 'CUSTOMER' });
const auditOf = () => rt.platform.table.queryAll({ pk: `AUDIT#Customer#${customerId}` });
/** Every demo loan's account and ledger rows (the demo has loans EZC000001 to EZC000013). */
async function ledgers() {
  const all = [];
  for (let n = 1; n <= 13; n++) {
    all.push(...(await rt.platform.table.queryAll({ pk: `LOAN#EZC${String(n).padStart(6, '0')}` })));
  }
  return all;
}

/**
 * The first retention run (02:30 in Malaysia) after `years` whole years from `iso`: the run at the
 * period's very end still keeps, so an end at 02:30 itself waits a day. A 29 February ends on the
 * 28th of a common year.
 */
function firstRunAfter(iso: string, years: number): number {
  const d = new Date(iso);
  const year = d.getUTCFullYear() + years;
  const lastDay = new Date(Date.UTC(year, d.getUTCMonth() + 1, 0)).getUTCDate();
  const due = Date.UTC(
    year,
    d.getUTCMonth(),
    Math.min(d.getUTCDate(), lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
  const local = new Date(due + MYT);
  const slot = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 2, 30) - MYT;
  return slot <= due ? slot + DAY : slot;
}

/** A borrower onboarded through the real calls: profile, the seven documents, a saved signature. */
async function onboardedBorrower(who: { FullName: string; Email: string; NRIC: string; ContactNo: string }) {
  const token = await registerBorrower(a, { FullName: who.FullName, Email: who.Email, Password: PASSWORD });
  const address = {
    AddressLine1: 'No. 8, Jalan Ampang',
    Postcode: '50450',
    City: 'Kuala Lumpur',
    State: 'W_P_KUALA_LUMPUR',
    Country: 'MY',
  };
  const id = await fillInProfile(
    a,
    token,
    {
      FullName: who.FullName,
      IdType: 'NRIC',
      NRIC: who.NRIC,
      Nationality: 'MALAYSIAN',
      MaritalStatus: 'Married',
      Ethnicity: 'Malay',
      BumiputeraYN: 'Y',
      ContactNo: who.ContactNo,
      Address: address,
    },
    {
      EmploymentType: 'Employed',
      EmploymentTerm: 'Permanent',
      NatureOfBusiness: 'EDUCATION',
      Designation: 'Clerk',
      CompanyName: 'Syarikat Contoh Sdn Bhd',
      CompanyAddress: address,
    },
  );
  await uploadIndividualDocuments(rt.url, token, id);
  const signed = await a.post(
    '/signatures/add-user-signature',
    { SignatureFile: `data:image/png;base64,${Buffer.from(samplePng('Signature')).toString('base64')}` },
    token,
  );
  expect(signed.status).toBe(201);
  expect((await a.post('/customer/onboarding/complete', {}, token)).status).toBe(200);
  const applied = await a.post<{ Data: { ApplicationId: string; LoanNo: string } }>(
    '/applications/add',
    { SKU: 'PL-SIMPLE-18', Amount: 3000, NumberOfInstallments: 6 },
    token,
  );
  expect(applied.status).toBe(201);
  await rt.settle();
  return { token, customerId: id, ...applied.body.Data };
}

beforeAll(async () => {
  // One customer a page: every run hands on from page to page, and the people here are on the last.
  rt = await startTestServer({ web: false, lending: true, env: { RETENTION_RUN_PAGE: '1' } });
  rt.adapters.scheduler.stop();
  a = api(rt.url);
  tokens.risk = await signIn(rt.url, 'risk@demo.test');
  tokens.finance = await signIn(rt.url, 'finance@demo.test');

  const rohana = await onboardedBorrower({
    FullName: 'Siti Rohana binti Yusof',
    Email: 'rohana@example.test',
    NRIC: '900214-14-5432',
    ContactNo: '013-456 7788',
  });
  tokens.rohana = rohana.token;
  customerId = rohana.customerId;
  applicationId = rohana.ApplicationId;
  // A mistyped password: the attempt is filed under the e-mail typed.
  expect(
    (await a.post('/auth/customer/login', { username: 'rohana@example.test', password: 'wrong one' })).status,
  ).toBe(401);
  const form = new FormData();
  form.append('ApplicationId', applicationId);
  form.append('Title', 'Offer Letter');
  form.append('FileName', 'offer letter.pdf');
  form.append('FileStream', new Blob([new Uint8Array(samplePdf('Offer letter'))]), 'offer.pdf');
  const added = await fetch(`${rt.url}/api/applications/add-document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${rohana.token}` },
    body: form,
  });
  expect(added.status).toBe(201);
  const rejected = await post('risk', '/applications/reject', {
    ApplicationId: applicationId,
    Reason: 'Income could not be verified.',
  });
  expect(rejected.status).toBe(200);
  await rt.settle();

  // A borrower whose only loan was approved, then terminated before it was signed: a loan that
  // ended, kept 7 years.
  const farid = await onboardedBorrower({
    FullName: 'Farid bin Osman',
    Email: 'farid@example.test',
    NRIC: '850707-10-6677',
    ContactNo: '012-998 1122',
  });
  const approved = await post('risk', '/applications/approve', {
    ApplicationId: farid.ApplicationId,
    Reason: 'Income verified.',
  });
  expect(approved.status).toBe(200);
  borrower = {
    customerId: farid.customerId,
    loanNo: String(approved.body.Data.LoanNo),
    applicationId: farid.ApplicationId,
  };
  const terminated = await post('finance', '/loans/terminate', {
    LoanNo: borrower.loanNo,
    Remarks: 'The borrower withdrew before signing.',
  });
  expect(terminated.status).toBe(200);
  await rt.settle();
  expect((await loanItem())?.Status).toBe('Terminated');

  const [application] = await listedItems(
    rt.platform.table,
    await rt.platform.table.queryAll({ index: 'GSI3', pk: `APPLICATIONS#CUSTOMER#${customerId}` }),
  );
  decidedAt = String(application?.DecidedAt);
  const media = await rt.platform.table.queryAll({ pk: `MEDIAOF#Customer#${customerId}` });
  const signature = await rt.platform.table.get(signatureKey());
  const applicationDocs = await applicationDocuments();
  storageKeys = [
    ...media.map((m) => String(m.StorageKey)),
    String(signature?.BlobKey),
    ...applicationDocs.map((d) => String(d.StorageKey)),
  ];

  // 12 calendar months after the decision, then the next 02:30 in Malaysia.
  firstDueSlot = firstRunAfter(decidedAt, 1);
}, 180_000);
afterAll(async () => rt?.stop());

describe('the retention policy, run by the scheduler', () => {
  it('keeps a refused applicant whole until the 12 months after the decision have passed', async () => {
    // The seven documents, the saved signature and the application's offer letter.
    expect(storageKeys).toHaveLength(9);
    // The day the period ends, before that day's run: the run of the day before has happened.
    await dev('/clock', { now: new Date(firstDueSlot - HOUR).toISOString() });
    await dev('/run-jobs');
    const item = await customerItem();
    expect(item?.FullName).toBe('Siti Rohana binti Yusof');
    expect(item?.ErasedAt).toBeUndefined();
    expect(item?.Personal).toMatchObject({ NRIC: '900214-14-5432', ContactNo: '+60134567788' });
    for (const key of storageKeys) expect(await rt.platform.blobs.get(key)).toBeDefined();
    expect((await auditOf()).map((r) => r.Activity)).not.toContain(
      'Personal data erased under the retention policy',
    );
    expect((await signInAs()).status).toBe(200);
  });

  it("erases the files and personal fields on the first run after, and no loan's ledger moves", async () => {
    const before = await ledgers();
    expect(before.length).toBeGreaterThan(13);
    const auditBefore = await auditOf();
    await dev('/clock', { now: new Date(firstDueSlot + 10 * 60_000).toISOString() });
    await dev('/run-jobs');

    for (const key of storageKeys) expect(await rt.platform.blobs.get(key)).toBeUndefined();
    expect(await rt.platform.table.queryAll({ pk: `MEDIAOF#Customer#${customerId}` })).toEqual([]);
    expect(await rt.platform.table.get(signatureKey())).toBeUndefined();
    expect(await applicationDocuments()).toEqual([]);
    // The application itself is the lender's record of a decision: kept, with its status, figures
    // and audit trail, without the person.
    const applicationAudit = await rt.platform.table.queryAll({ pk: `AUDIT#Application#${applicationId}` });
    expect(applicationAudit.map((r) => r.Activity)).toEqual(
      expect.arrayContaining(['Document added', 'Document erased under the retention policy']),
    );
    expect(JSON.stringify(applicationAudit)).not.toMatch(PERSONAL);
    const application = await rt.platform.table.get({
      PK: `APPLICATION#${applicationId}`,
      SK: 'APPLICATION',
    });
    expect(application).toMatchObject({ Status: 'Rejected', AmountSen: 300000, BorrowerName: '[erased]' });
    expect(JSON.stringify(application)).not.toMatch(PERSONAL);

    const item = await customerItem();
    expect(item).toMatchObject({
      CustomerId: customerId,
      FullName: '[erased]',
      Email: '[erased]',
      ContactPersons: [],
      ErasedAt: new Date(firstDueSlot).toISOString(),
      ErasedUnder: 'unsuccessfulApplicants',
    });
    for (const part of ['Personal', 'Address', 'Employment', 'Bank', 'Company']) {
      expect(item?.[part], part).toBeUndefined();
    }
    expect(JSON.stringify(item)).not.toMatch(/Rohana|900214|4567788|rohana@example|Jalan Ampang/);

    // The audit trail is kept whole, and the erasure is on it: counts, never the values.
    const audit = await auditOf();
    const ids = new Set(audit.map((r) => r.AuditId));
    for (const row of auditBefore) expect(ids.has(row.AuditId)).toBe(true);
    expect(audit.filter((r) => r.Activity === 'Document erased under the retention policy')).toHaveLength(7);
    const erasure = audit.filter((r) => r.Activity === 'Personal data erased under the retention policy');
    expect(erasure).toHaveLength(1);
    expect(erasure[0]).toMatchObject({
      ActorKind: 'system',
      ActorName: 'Retention policy',
      Remarks: 'Rule: unsuccessfulApplicants; 7 documents and 5 personal fields or parts erased',
    });
    expect(JSON.parse(String(erasure[0]?.Changes))).toEqual({
      Rule: 'unsuccessfulApplicants',
      DocumentsErased: 7,
      PartsErased: ['FullName', 'Email', 'Personal', 'Address', 'Employment'],
      ContactPersonsErased: 0,
      SignatureErased: true,
      EkycErased: false,
    });
    // Every row is kept, and none holds what was erased: profile edits, remarks, the person's IP.
    expect(JSON.stringify(audit)).not.toMatch(PERSONAL);
    const edit = audit.find((r) => r.Activity === 'Personal details saved');
    expect(edit, 'a profile edit on the trail').toBeDefined();
    expect(edit).toMatchObject({
      ActorKind: 'customer',
      IpAddress: '[erased]',
      RedactedAt: expect.any(String),
    });

    // Nobody is left to sign in as: the account is closed by the identity context, on the record.
    const account = await rt.platform.table.get({ PK: `ACCOUNT#${item?.AccountId}`, SK: 'ACCOUNT' });
    expect(account?.Status).toBe('Inactive');
    const accountAudit = await rt.platform.table.queryAll({ pk: `AUDIT#Account#${item?.AccountId}` });
    expect(accountAudit.slice(-2).map((r) => [r.Activity, r.ActorName, r.Remarks])).toEqual([
      ['Deactivated: personal data erased under the retention policy', 'Retention policy', ''],
      ['Personal data erased under the retention policy', 'Retention policy', 'Rule: unsuccessfulApplicants'],
    ]);
    // The account keeps its id and status, not the name or the e-mail; its trail keeps every row.
    expect(account).toMatchObject({ Email: '[erased]', FullName: '[erased]' });
    expect(JSON.stringify(accountAudit)).not.toMatch(PERSONAL);
    expect(accountAudit.filter((r) => /^Signed in/.test(String(r.Activity))).length).toBeGreaterThan(0);
    // The consent stays with its version and time; the IP it was given from goes.
    const consents = await rt.platform.table.queryAll({ pk: `CONSENTS#${item?.AccountId}` });
    expect(consents.map((c) => [c.Kind, c.IpAddress])).toEqual([['Registration', '[erased]']]);
    // The mistyped password is no longer filed under the e-mail, nor does it keep it.
    expect(await rt.platform.table.queryAll({ pk: 'AUDIT#SignIn#customer:rohana@example.test' })).toEqual([]);
    const attempts = await rt.platform.table.queryAll({ pk: `AUDIT#SignIn#erased:${item?.AccountId}` });
    expect(attempts.map((r) => [r.Activity, r.ActorId, r.IpAddress])).toEqual([
      ['Sign-in failed', '[erased]', '[erased]'],
    ]);
    expect((await signInAs()).status).toBeGreaterThanOrEqual(400);

    // The demo borrower's record is past the period too, but he has loans: kept whole.
    const ahmad = await rt.platform.table.get({ PK: 'CUSTOMER#CUST-000001', SK: 'CUSTOMER' });
    expect(ahmad).toMatchObject({ FullName: 'Ahmad bin Ismail' });
    expect(ahmad?.ErasedAt).toBeUndefined();
    expect(ahmad?.Personal).toBeDefined();

    // Only the retention job had a slot in that run: the ledgers are as they were.
    expect(await ledgers()).toEqual(before);
  });

  it('a second run changes nothing', async () => {
    const item = await customerItem();
    const audit = await auditOf();
    const ledger = await ledgers();
    await rt.platform.bus.publish([
      jobsTick.create({
        id: 'retention-repeat',
        occurredAt: rt.platform.clock.now().toISOString(),
        data: { job: 'customers-retention-run', at: new Date(firstDueSlot).toISOString() },
      }),
    ]);
    await rt.settle();
    expect(await customerItem()).toEqual(item);
    expect(await auditOf()).toEqual(audit);
    expect(await ledgers()).toEqual(ledger);
  });
});

describe('the loan-records rule, 7 years after the last loan ended', () => {
  /** When the loan was terminated: the last thing that happened to it. */
  let endedAt = '';
  /** The first retention run after the 84 months: 02:30 in Malaysia, the first one after. */
  let dueSlot = 0;
  const customer = () => rt.platform.table.get({ PK: `CUSTOMER#${borrower.customerId}`, SK: 'CUSTOMER' });
  const tick = async (id: string, at: number) => {
    await dev('/clock', { now: new Date(at).toISOString() });
    await rt.platform.bus.publish([
      jobsTick.create({
        id,
        occurredAt: new Date(at).toISOString(),
        data: { job: 'customers-retention-run', at: new Date(at).toISOString() },
      }),
    ]);
    await rt.settle();
  };

  beforeAll(async () => {
    const history = await rt.platform.table.queryAll({ pk: `AUDIT#Loan#${borrower.loanNo}` });
    endedAt = String(history.at(-1)?.At);
    // 84 calendar months after the loan ended, then the next 02:30 in Malaysia.
    dueSlot = firstRunAfter(endedAt, 7);
  });

  it('keeps the borrower whole until 7 years after the loan ended', async () => {
    // The applicants' rule's period passed long ago, but he had a loan.
    await tick('loan-records-early', dueSlot - DAY);
    const item = await customer();
    expect(item?.FullName).toBe('Farid bin Osman');
    expect(item?.ErasedAt).toBeUndefined();
    expect(await loanItem()).toMatchObject({ BorrowerName: 'Farid bin Osman', Status: 'Terminated' });
  });

  it('then erases the person from the customer record and the books, and the figures stay', async () => {
    const loanBefore = await loanItem();
    const loanAuditBefore = await rt.platform.table.queryAll({ pk: `AUDIT#Loan#${borrower.loanNo}` });
    await tick('loan-records-due', dueSlot);

    const item = await customer();
    expect(item).toMatchObject({
      FullName: '[erased]',
      ErasedAt: new Date(dueSlot).toISOString(),
      ErasedUnder: 'loanRecords',
    });
    expect(JSON.stringify(item)).not.toMatch(PERSONAL);
    const audit = await rt.platform.table.queryAll({ pk: `AUDIT#Customer#${borrower.customerId}` });
    expect(audit.filter((r) => r.Activity === 'Document erased under the retention policy')).toHaveLength(7);
    expect(JSON.stringify(audit)).not.toMatch(PERSONAL);
    const account = await rt.platform.table.get({ PK: `ACCOUNT#${item?.AccountId}`, SK: 'ACCOUNT' });
    expect(account).toMatchObject({ Status: 'Inactive', Email: '[erased]' });

    // The loan keeps its number, status and figures; not who borrowed.
    const loan = await loanItem();
    expect(loan).toMatchObject({ BorrowerName: '[erased]', BorrowerICNo: '[erased]', Status: 'Terminated' });
    for (const field of ['AmountSen', 'TotalInterestSen', 'TotalRepaymentSen', 'Schedule', 'AgreementDate']) {
      expect(loan?.[field], field).toEqual(loanBefore?.[field]);
    }
    const loanAudit = await rt.platform.table.queryAll({ pk: `AUDIT#Loan#${borrower.loanNo}` });
    const ids = new Set(loanAudit.map((r) => r.AuditId));
    for (const row of loanAuditBefore) expect(ids.has(row.AuditId)).toBe(true);
    expect(JSON.stringify(loanAudit)).not.toMatch(PERSONAL);
  });
});
