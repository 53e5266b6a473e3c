import type { LocalRuntime } from '@ezc/local';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * What the demo's loans keep and show: their stamp and disbursement receipts are real documents
 * (the stamp certificate with the duty the Stamp Act charges, the bank's transfer advice), read
 * back as their borrower downloads them; their activity history is read in the reader's language,
 * and a borrower is never shown the IP addresses staff and the system acted from (the demo's staff
 * act from 10.0.0.10 and 10.0.0.20, the demo borrower from 203.0.113.10).
 */

let rt: LocalRuntime;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  for (const who of ['borrower', 'company', 'finance'])
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
});
afterAll(async () => rt?.stop());

async function call(path: string, body: unknown, who: string, headers: Record<string, string> = {}) {
  return fetch(`${rt.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The text of a receipt as its borrower downloads it from the loan page. */
async function receiptText(applicationId: string, documentName: string): Promise<string> {
  const answer = await call(
    '/loan-activities/customer-download',
    { ApplicationId: applicationId, DocumentName: documentName },
    'company',
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/pdf');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return (await pdfLines(bytes)).join('\n');
}

describe("the demo's receipts", () => {
  it('are a stamp certificate for the agreement, with the loan, the borrower, the amount and its 0.5% duty', async () => {
    // EZC000006: RM 80,000.00 lent to the demo company, stamped.
    const text = await receiptText('APP-000006', 'Stamp Receipt');
    expect(text).toContain('SIJIL SETEM / STAMP CERTIFICATE');
    expect(text).toContain('EZC000006');
    expect(text).toContain('Syarikat Maju Jaya Sdn. Bhd.');
    expect(text).toContain('RM 80,000.00');
    // RM5 for every RM1,000: RM 400.00.
    expect(text).toContain('RM 400.00');
  });

  it("are the bank's transfer advice for the disbursement, with the loan, the amount and the account", async () => {
    // EZC000010: RM 30,000.00 to the demo company, disbursed and since settled.
    const text = await receiptText('APP-000010', 'Disbursement Receipt');
    expect(text).toContain('FUND TRANSFER ADVICE / NASIHAT PINDAHAN DANA');
    expect(text).toContain('EZC000010');
    expect(text).toContain('RM 30,000.00 (MYR)');
    expect(text).toContain('TRF-EZC000010');
    expect(text).toContain('Public Bank');
    expect(text).toContain('3123456789');
  });
});

interface Activity {
  Date: string;
  Activity: string;
  Remarks: string;
  IpAddress: string;
  By: string;
}

async function history(applicationId: string, who: string, lang?: 'en' | 'ms'): Promise<Activity[]> {
  const answer = await call(
    '/loans/get-activities',
    { ApplicationId: applicationId },
    who,
    lang ? { 'accept-language': lang } : {},
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { Data: Activity[] }).Data;
}

const STAFF_IPS = ['10.0.0.10', '10.0.0.20'];

describe("a loan's activity history", () => {
  it('never shows its borrower where staff or the system acted from, in the answer they receive', async () => {
    // EZC000008: the borrower's active loan, stamped, disbursed and activated by staff, paid since.
    const answer = await call('/loans/get-activities', { ApplicationId: 'APP-000008' }, 'borrower');
    const raw = await answer.text();
    for (const ip of STAFF_IPS) expect(raw).not.toContain(ip);
    const rows = (JSON.parse(raw) as { Data: Activity[] }).Data;
    const row = (activity: string) => rows.find((r) => r.Activity === activity);
    expect(row('Loan stamped')).toMatchObject({ IpAddress: '', By: 'Aisyah Rahman' });
    expect(row('Loan disbursed')?.IpAddress).toBe('');
    expect(row('Loan account opened')?.IpAddress).toBe('');
    // Their own step keeps the address they acted from.
    expect(row('Application submitted (In Review)')?.IpAddress).toBe('203.0.113.10');
    const shown = new Set(rows.map((r) => r.IpAddress).filter(Boolean));
    for (const ip of shown) expect(ip).toMatch(/^203\.0\.113\./);

    // Staff see every address.
    const staff = await history('APP-000008', 'finance');
    expect(staff.find((r) => r.Activity === 'Loan stamped')?.IpAddress).toBe('10.0.0.10');
    expect(staff.length).toBe(rows.length);
  });

  it('gives the story a page at a time, newest first, with the count of all of it', async () => {
    const whole = await history('APP-000008', 'finance');
    // The application's rows and the loan's: more than two pages of 5.
    expect(whole.length).toBeGreaterThan(10);
    const pages: Activity[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 5); page++) {
      const answer = await call(
        '/loans/get-activities',
        { ApplicationId: 'APP-000008', Rows: 5, Page: page },
        'finance',
      );
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { Data: Activity[]; Count: number };
      expect(body.Count).toBe(whole.length);
      expect(body.Data.length).toBe(Math.min(5, whole.length - (page - 1) * 5));
      pages.push(...body.Data);
    }
    expect(pages).toEqual(whole);
    const bad = await call('/loans/get-activities', { ApplicationId: 'APP-000008', Rows: 0 }, 'finance');
    expect(bad.status).toBe(400);
  });

  it('never shows its borrower where the company signer or the attestor signed from; staff see it', async () => {
    // EZC000008: signed by the company and the attestor at the office (10.0.0.20), by its borrower at home.
    const answer = await call('/agreements/find-one', { LoanNo: 'EZC000008' }, 'borrower');
    expect(answer.status).toBe(200);
    const raw = await answer.text();
    for (const ip of STAFF_IPS) expect(raw).not.toContain(ip);
    const versions = (JSON.parse(raw) as { Data: { Versions: { SignedAs?: string; Ip?: string }[] } }).Data
      .Versions;
    expect(versions.filter((v) => v.SignedAs).map((v) => [v.SignedAs, v.Ip])).toEqual([
      ['Company', undefined],
      ['Borrower', '203.0.113.45'],
      ['Attestor', undefined],
    ]);
    const staff = await call('/agreements/find-one', { LoanNo: 'EZC000008' }, 'finance');
    const staffVersions = (
      (await staff.json()) as { Data: { Versions: { SignedAs?: string; Ip?: string }[] } }
    ).Data.Versions;
    expect(staffVersions.filter((v) => v.SignedAs).map((v) => v.Ip)).toEqual([
      '10.0.0.20',
      '203.0.113.45',
      '10.0.0.20',
    ]);
  });

  it("reads in Malay for a Malay reader: the activity names and the product's remarks", async () => {
    // EZC000007: the borrower's loan, disbursed and waiting for its first installment.
    const rows = await history('APP-000007', 'borrower', 'ms');
    expect(rows.map((r) => r.Activity)).toEqual([
      'Akaun pinjaman dibuka',
      'Pinjaman dikeluarkan',
      'Pinjaman disetem',
      'Ditandatangani oleh pengesah',
      'Ditandatangani oleh peminjam',
      'Tandatangan peminjam dibuka',
      'Ditandatangani oleh syarikat',
      'Pinjaman diwujudkan',
      'Permohonan diluluskan',
      'Permohonan dihantar (Dalam Semakan)',
    ]);
    expect(rows[0]?.Remarks).toBe('Pengeluaran EZC000007');
    expect(rows[1]?.Remarks).toMatch(
      /^Pindahan Bank sebanyak RM 12,000\.00, rujukan TRF-EZC000007, dibayar \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(rows[2]?.Remarks).toMatch(/^Tarikh setem \d{2}\/\d{2}\/\d{4}$/);
    // What staff wrote stays as written.
    expect(rows[8]?.Remarks).toBe('Income and documents verified.');
    // The same history in English.
    const en = await history('APP-000007', 'borrower', 'en');
    expect(en.map((r) => r.Activity).slice(0, 3)).toEqual([
      'Loan account opened',
      'Loan disbursed',
      'Loan stamped',
    ]);
  });

  it('has a Malay name for every activity the demo loans carry', async () => {
    for (let n = 1; n <= 13; n++) {
      const id = `APP-${String(n).padStart(6, '0')}`;
      const [en, ms] = await Promise.all([history(id, 'finance', 'en'), history(id, 'finance', 'ms')]);
      expect(ms).toHaveLength(en.length);
      en.forEach((row, i) => {
        expect(ms[i]?.Activity, `${id}: ${row.Activity}`).not.toBe(row.Activity);
      });
    }
  });
});
