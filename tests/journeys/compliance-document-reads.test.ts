import type { LocalRuntime } from '@ezc/local';
import { samplePdf } from '@ezc/platform/uploads/sample-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';
import { businessNow } from '../support/test-clock';

/**
 * Breach readiness through the whole product: a borrower's sensitive document is opened by its
 * owner and by the Risk Team; an Admin's query names who read it, when, from where and which
 * document; every other caller is refused; the CSV export holds the same rows; and the query and
 * the export are themselves in the audit trail. The compliance page's products are listed with
 * their regime. Expected values are written from the demo data and the issue.
 */

const BORROWER = 'CUST-000001';
let rt: LocalRuntime;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
let mediaId = '';
let from = '';
let to = '';

interface Read {
  At: string;
  ReaderName: string;
  ReaderKind: string;
  ReaderId: string;
  IpAddress: string;
  CustomerId: string;
  CustomerName: string;
  Document: string;
  MediaId: string;
}
type Page = { Data: Read[]; Count: number; code?: string; message?: string };

const malaysiaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  call = api(rt.url);
  for (const who of ['borrower', 'admin', 'risk', 'finance', 'staff']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  const form = new FormData();
  const fields = {
    ObjectId: BORROWER,
    ObjectType: 'Customer',
    Type: 'Pay Slip',
    FileName: 'slip-breach.pdf',
    Title: 'Pay Slip',
    Description: 'Pay slip for the application',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('FileStream', new Blob([new Uint8Array(samplePdf('Breach'))]), 'slip-breach.pdf');
  const uploaded = await fetch(`${rt.url}/api/medias/internal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.borrower}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  mediaId = ((await uploaded.json()) as { Data: { MediaId: string; IsEncryptedYN: string } }).Data.MediaId;
  const now = businessNow(rt).getTime();
  from = malaysiaDay(now - 86_400_000);
  to = malaysiaDay(now + 86_400_000);
}, 180_000);
afterAll(async () => rt?.stop());

const open = (who: string) => call.post('/medias/download-url', { MediaId: mediaId }, tokens[who]);
const reads = (who: string | undefined, body: Record<string, unknown>) =>
  call.post<Page>(
    '/compliance/document-reads',
    { Page: 1, Rows: 100, ...body },
    who ? tokens[who] : undefined,
  );
const ofThisDocument = (rows: Read[]) => rows.filter((r) => r.MediaId === mediaId);

describe("who read a customer's documents", () => {
  it("names the Risk Team member who opened the borrower's pay slip, after the borrower did, newest first", async () => {
    const before = businessNow(rt).toISOString();
    expect((await open('borrower')).status).toBe(200);
    expect((await open('risk')).status).toBe(200);
    const after = businessNow(rt).toISOString();

    const page = await reads('admin', { From: from, To: to, CustomerId: BORROWER });
    expect(page.status).toBe(200);
    const rows = ofThisDocument(page.body.Data);
    expect(rows).toEqual([
      {
        At: expect.any(String),
        ReaderName: 'Rajesh Kumar',
        ReaderKind: 'staff',
        ReaderId: 'STF-0003',
        IpAddress: '127.0.0.1',
        CustomerId: BORROWER,
        CustomerName: 'Ahmad bin Ismail',
        Document: 'Pay Slip: slip-breach.pdf',
        MediaId: mediaId,
      },
      {
        At: expect.any(String),
        ReaderName: 'Ahmad bin Ismail',
        ReaderKind: 'customer',
        ReaderId: 'ACC-0001',
        IpAddress: '127.0.0.1',
        CustomerId: BORROWER,
        CustomerName: 'Ahmad bin Ismail',
        Document: 'Pay Slip: slip-breach.pdf',
        MediaId: mediaId,
      },
    ]);
    for (const r of rows) {
      expect(r.At >= before && r.At <= after, r.At).toBe(true);
    }
    expect(rows[0]!.At >= rows[1]!.At).toBe(true);
  });

  it('finds the same reads across all customers when no customer is named', async () => {
    const byCustomer = await reads('admin', { From: from, To: to, CustomerId: BORROWER });
    const all = await reads('admin', { From: from, To: to });
    expect(all.status).toBe(200);
    expect(ofThisDocument(all.body.Data)).toEqual(ofThisDocument(byCustomer.body.Data));
    expect(all.body.Count).toBeGreaterThanOrEqual(2);
  });

  it('finds nothing for a period before the reads', async () => {
    const page = await reads('admin', { From: '2020-01-01', To: '2020-01-31' });
    expect(page.body).toEqual({ Data: [], Count: 0 });
  });

  it('refuses the Risk Team, Finance, Staff and the borrower (403), and a caller not signed in (401)', async () => {
    for (const who of ['risk', 'finance', 'staff', 'borrower']) {
      expect((await reads(who, { From: from, To: to })).status, who).toBe(403);
      const exported = await call.post(
        '/compliance/document-reads/export',
        { From: from, To: to },
        tokens[who],
      );
      expect(exported.status, who).toBe(403);
    }
    expect((await reads(undefined, { From: from, To: to })).status).toBe(401);
  });

  it('says why a period is refused: one that ends before it starts', async () => {
    const page = await reads('admin', { From: '2026-11-30', To: '2026-11-01' });
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({
      code: 'COMPLIANCE.BAD_PERIOD',
      message: 'The period must end on or after the day it starts.',
    });
  });

  it('exports the same rows as a CSV, header first, in the same order, sending the caller on to the file', async () => {
    const page = await reads('admin', { From: from, To: to, CustomerId: BORROWER });
    const asked = await fetch(`${rt.url}/api/compliance/document-reads/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ From: from, To: to, CustomerId: BORROWER }),
      redirect: 'manual',
    });
    expect(asked.status).toBe(303);
    const res = await fetch(asked.headers.get('location') ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`document-reads-${from}-to-${to}.csv`);
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'At,ReaderName,ReaderKind,ReaderId,IpAddress,CustomerId,CustomerName,Document,MediaId',
    );
    // No field of these rows holds a comma or a quote, so a plain split reads them.
    const fields = [
      'At',
      'ReaderName',
      'ReaderKind',
      'ReaderId',
      'IpAddress',
      'CustomerId',
      'CustomerName',
      'Document',
      'MediaId',
    ] as const;
    const csvRows = lines.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [fields[i], v])));
    expect(csvRows).toEqual(page.body.Data);
  });

  it('gives the site the export to follow, its progress and then its link', async () => {
    const started = await call.call<{ Data: Record<string, unknown> }>(
      'POST',
      '/compliance/document-reads/export',
      {
        token: tokens.admin,
        body: { From: from, To: to, CustomerId: BORROWER, Format: 'csv' },
        headers: { accept: 'application/json' },
      },
    );
    expect(started.status).toBe(202);
    expect(started.body.Data).toMatchObject({
      Status: 'Running',
      Done: 0,
      FileName: `document-reads-${from}-to-${to}.csv`,
    });
    await rt.settle();
    const id = started.body.Data.ExportId;
    const found = await call.post<{ Data: Record<string, unknown> }>(
      '/compliance/document-reads/exports/find-one',
      { ExportId: id },
      tokens.admin,
    );
    expect(found.body.Data).toMatchObject({ ExportId: id, Status: 'Ready' });
    expect(found.body.Data.Done).toBe(found.body.Data.Rows);
    const file = await fetch(String(found.body.Data.Url));
    expect((await file.text()).split('\r\n')[0]).toBe(
      'At,ReaderName,ReaderKind,ReaderId,IpAddress,CustomerId,CustomerName,Document,MediaId',
    );
    const unknown = await call.post(
      '/compliance/document-reads/exports/find-one',
      { ExportId: 'RDX-none' },
      tokens.admin,
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Export not found.']);
  });

  it('keeps each query and export in the audit trail, with who ran it', async () => {
    const history = await rt.platform.store.history('Compliance', 'DocumentReads');
    const mine = history.filter((h) => h.ActorId === 'STF-0001').map((h) => h.Activity);
    expect(mine).toContain('Document reads queried');
    expect(mine).toContain('Document reads exported');
    const refused = history.filter((h) => h.ActorId !== 'STF-0001');
    expect(refused).toEqual([]);
  });
});

describe("the compliance page's products", () => {
  it('lists each demo product with its regime, and why the compound one is under another', async () => {
    const res = await call.post<{ Data: Record<string, unknown>[]; Count: number }>(
      '/compliance/products',
      {},
      tokens.admin,
    );
    expect(res.status).toBe(200);
    const bySku = Object.fromEntries(res.body.Data.map((p) => [p.SKU, p]));
    expect(bySku['PL-SIMPLE-18']).toMatchObject({
      Regime: 'Moneylenders Act 1951',
      InterestType: 'Simple',
      EffectiveRate: 18,
      RateCap: 18,
      Reasons: [],
    });
    expect(bySku['SL-SIMPLE-12']).toMatchObject({
      Regime: 'Moneylenders Act 1951',
      RateCap: 12,
      Reasons: [],
    });
    expect(bySku['BF-CM-10']).toMatchObject({
      Regime: 'Other',
      InterestType: 'Compound Monthly',
      EffectiveRate: 10,
      RateCap: 12,
      Reasons: ['markedOther', 'notSimpleInterest'],
    });
    expect((await call.post('/compliance/products', {}, tokens.risk)).status).toBe(403);
  });
});
