import type { LocalRuntime } from '@ezc/local';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * PDPA data access: a borrower downloads everything the product holds about them, as JSON and as
 * a PDF in their language; an Admin produces the same for a data-subject request, and the request
 * is in the customer's history. The expected figures are the demo's (contract.md, the seeds'
 * stories): Ahmad bin Ismail owns loans EZC000001, 3, 5, 7, 8, 9, 11 and 13; the company the others.
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const token: Record<string, string> = {};

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'admin', 'finance', 'risk', 'staff']) {
    token[who] = await signIn(rt.url, `${who}@demo.test`);
  }
}, 120_000);
afterAll(async () => rt?.stop());

/** A file download: status, headers and bytes. */
async function download(path: string, body: unknown, who: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${rt.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token[who]}`, ...headers },
    body: JSON.stringify(body),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

type Export = {
  Export: Record<string, unknown>;
  Profile: Record<string, unknown> & { Personal?: Record<string, unknown>; Bank?: Record<string, unknown> };
  Documents: { Title: string; FileName: string; SizeBytes: number; UploadedAt: string }[];
  Applications: { ApplicationId: string; LoanNo: string; Status: string }[];
  Loans: {
    LoanNo: string;
    Status: string;
    Amount: string;
    Schedule: { Installments: number; InstallmentsPaid: number };
  }[];
  Payments: { LoanNo: string; Status: string; ReceiptNo?: string; Amount: string }[];
  Consents: unknown[];
  SignIns: { At: string; IpAddress: string; Outcome: string; SignedIn: boolean }[];
};

describe("a borrower's own export", () => {
  let json: Export;
  let text: string;

  it('downloads as a JSON file named for the customer', async () => {
    const { res, bytes } = await download('/customer/data-export/own', { Format: 'json' }, 'borrower');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-CUST-000001-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    text = new TextDecoder().decode(bytes);
    json = JSON.parse(text) as Export;
  });

  it('holds the profile, the documents list, the loans with their schedules and the payments', () => {
    expect(json.Export).toMatchObject({ ProducedBy: { Kind: 'customer' } });
    expect(json.Export.ProducedAt).toMatch(/\+08:00$/);
    expect(json.Profile).toMatchObject({
      CustomerId: 'CUST-000001',
      FullName: 'Ahmad bin Ismail',
      Email: 'borrower@demo.test',
      AccountType: 'individual',
      MemberType: 'Premium Member',
      Personal: { NRIC: '900101-14-5677', ContactNo: '+60123456789' },
      Bank: { BankCode: 'MAYBANK', AccountNo: '514012345678' },
      Employment: { CompanyName: 'Teknologi Maju Sdn. Bhd.', Designation: 'Senior Engineer' },
    });
    expect(json.Documents.map((d) => d.Title)).toEqual(expect.arrayContaining(['NRIC Front', 'NRIC Back']));
    for (const d of json.Documents) expect(d.SizeBytes).toBeGreaterThan(0);
    expect(json.Loans.map((l) => l.LoanNo).sort()).toEqual([
      'EZC000001',
      'EZC000003',
      'EZC000005',
      'EZC000007',
      'EZC000008',
      'EZC000009',
      'EZC000011',
      'EZC000013',
    ]);
    expect(json.Loans.find((l) => l.LoanNo === 'EZC000008')).toMatchObject({
      Status: 'Active',
      Amount: 'RM 10,000.00',
      Schedule: { Installments: 12 },
    });
    expect(json.Loans.find((l) => l.LoanNo === 'EZC000009')).toMatchObject({
      Status: 'Completed',
      Amount: 'RM 3,000.00',
      Schedule: { Installments: 6, InstallmentsPaid: 6 },
    });
    const completed = json.Payments.filter((p) => p.LoanNo === 'EZC000009' && p.Status === 'Approved');
    expect(completed.length).toBeGreaterThanOrEqual(6);
    for (const p of json.Payments.filter((x) => x.Status === 'Approved')) expect(p.ReceiptNo).toBeTruthy();
    for (const p of json.Payments) expect(json.Loans.map((l) => l.LoanNo)).toContain(p.LoanNo);
    expect(json.Applications.length).toBeGreaterThan(json.Loans.length);
  });

  it('lists the consent given at registration: the notice version, when and from where', () => {
    // The demo borrower accepted the first Privacy Notice (2026-11-01) when the demo was made.
    expect(json.Consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Kind: 'Registration',
          NoticeVersion: '2026-11-01',
          IpAddress: '127.0.0.1',
          At: expect.stringMatching(/\+08:00$/),
        }),
      ]),
    );
  });

  it('lists the sign-ins with when and from where, this one included', () => {
    const signedIn = json.SignIns.filter((s) => s.SignedIn);
    expect(signedIn.length).toBeGreaterThanOrEqual(1);
    expect(signedIn.at(-1)).toMatchObject({ Outcome: expect.stringMatching(/^Signed in/) });
    expect(signedIn.at(-1)!.At).toMatch(/\+08:00$/);
    expect(signedIn.at(-1)!.IpAddress).not.toBe('');
  });

  it("holds nobody else's data and none of the product's secrets", () => {
    for (const other of [
      'Syarikat Maju Jaya',
      'CUST-000002',
      'Tan Mei Ling',
      '850315-10-5432',
      'EZC000002',
      'company@demo.test',
      'Aisyah Rahman',
    ]) {
      expect(text).not.toContain(other);
    }
    for (const secret of ['PasswordHash', 'RefreshHash', 'StorageKey', 'SpentHashes', 'TokenSecret']) {
      expect(text).not.toContain(secret);
    }
  });

  it('downloads as a PDF in Malay when the site speaks Malay', async () => {
    const { res, bytes } = await download('/customer/data-export/own', { Format: 'pdf' }, 'borrower', {
      cookie: 'lang=ms',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const lines = await pdfLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Data peribadi yang disimpan mengenai anda',
        'Pelanggan, dari profil mereka sendiri',
        'Ahmad bin Ismail',
        '900101-14-5677',
        'EZC000008',
        'RM 10,000.00',
        'Sejarah log masuk',
        // Codes named from the common lists, in Malay.
        'Warganegara Malaysia',
        'Simpanan',
        'Teknologi Maklumat',
      ]),
    );
    expect(lines.join('\n')).not.toContain('Syarikat Maju Jaya');
  });

  it('downloads as a PDF in English', async () => {
    const { res, bytes } = await download('/customer/data-export/own', { Format: 'pdf' }, 'borrower', {
      cookie: 'lang=en',
    });
    expect(res.status).toBe(200);
    const lines = await pdfLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining(['Personal data held about you', 'Sign-in history', 'Loans', 'Payments']),
    );
  });

  it("answers the borrower's own data even when another customer's id is sent", async () => {
    const { res, bytes } = await download(
      '/customer/data-export/own',
      { Format: 'json', CustomerId: 'CUST-000002' },
      'borrower',
    );
    expect(res.status).toBe(200);
    const other = new TextDecoder().decode(bytes);
    expect((JSON.parse(other) as Export).Profile.CustomerId).toBe('CUST-000001');
    expect(other).not.toContain('Syarikat Maju Jaya');
  });

  it('is recorded in the customer history', async () => {
    const rows = await a.post<{ Data: { Activity: string; Remarks: string; ActorKind: string }[] }>(
      '/customer/customers/get-activities',
      { CustomerId: 'CUST-000001' },
      token.admin,
    );
    expect(rows.body.Data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Activity: 'Personal data exported by the customer',
          Remarks: 'Format: JSON',
          ActorKind: 'customer',
        }),
      ]),
    );
  });

  it("gives a company borrower their company's record and contact persons", async () => {
    const { res, bytes } = await download('/customer/data-export/own', { Format: 'json' }, 'company');
    expect(res.status).toBe(200);
    const company = new TextDecoder().decode(bytes);
    const parsed = JSON.parse(company) as Export;
    expect(parsed.Profile).toMatchObject({ CustomerId: 'CUST-000002', AccountType: 'corporate' });
    expect(company).toContain('Tan Mei Ling');
    expect(parsed.Loans.map((l) => l.LoanNo)).toContain('EZC000002');
    expect(company).not.toContain('Ahmad bin Ismail');
    expect(company).not.toContain('900101-14-5677');
  });
});

describe('a data-subject request answered by staff', () => {
  it('produces the PDF naming who produced it and the reference', async () => {
    const { res, bytes } = await download(
      '/customer/data-export/request',
      { CustomerId: 'CUST-000001', RequestRef: 'DSR-2026-017', Format: 'pdf' },
      'admin',
      { cookie: 'lang=en' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const lines = await pdfLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Personal data held about the customer',
        'Produced by',
        'Aisyah Rahman',
        'Request reference',
        'DSR-2026-017',
        'Ahmad bin Ismail',
      ]),
    );
  });

  it("records the request in the customer's history: who, when, the reference and the format", async () => {
    const rows = await a.post<{
      Data: { At: string; Activity: string; Remarks: string; ActorName: string; ActorKind: string }[];
    }>('/customer/customers/get-activities', { CustomerId: 'CUST-000001' }, token.admin);
    const row = rows.body.Data.find(
      (r) => r.Activity === 'Personal data exported for a data-subject request',
    );
    expect(row).toMatchObject({
      Remarks: 'Format: PDF; Request reference: DSR-2026-017',
      ActorName: 'Aisyah Rahman',
      ActorKind: 'staff',
    });
    expect(Date.parse(row!.At)).not.toBeNaN();
  });

  it('produces the JSON too, with the reference', async () => {
    const { res, bytes } = await download(
      '/customer/data-export/request',
      { CustomerId: 'CUST-000002', RequestRef: 'DSR-2026-018', Format: 'json' },
      'admin',
    );
    expect(res.status).toBe(200);
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Export;
    expect(parsed.Export).toMatchObject({
      ProducedBy: { Kind: 'staff', Name: 'Aisyah Rahman' },
      RequestRef: 'DSR-2026-018',
    });
    expect(parsed.Profile.CustomerId).toBe('CUST-000002');
  });

  it('answers 404 for a customer that does not exist', async () => {
    const r = await a.post<{ code: string }>(
      '/customer/data-export/request',
      { CustomerId: 'CUST-999999', Format: 'json' },
      token.admin,
    );
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('CUSTOMER.NOT_FOUND');
  });

  it('refuses a bad format or reference with a clear 400', async () => {
    const bad = await a.post<{ code: string; message: string }>(
      '/customer/data-export/request',
      { CustomerId: 'CUST-000001', Format: 'xlsx' },
      token.admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const ref = await a.post(
      '/customer/data-export/request',
      { CustomerId: 'CUST-000001', RequestRef: '<script>', Format: 'json' },
      token.admin,
    );
    expect(ref.status).toBe(400);
  });

  it('refuses the roles that may not, and borrowers', async () => {
    for (const who of ['finance', 'risk', 'staff', 'borrower']) {
      const r = await a.post(
        '/customer/data-export/request',
        { CustomerId: 'CUST-000001', Format: 'json' },
        token[who],
      );
      expect(r.status, who).toBe(403);
    }
    const staffOwn = await a.post('/customer/data-export/own', { Format: 'json' }, token.admin);
    expect(staffOwn.status).toBe(403);
    const anonymous = await a.post('/customer/data-export/own', { Format: 'json' });
    expect(anonymous.status).toBe(401);
  });
});
