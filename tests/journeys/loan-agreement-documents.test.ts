import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { type Json, journey } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * A loan's agreement is one of its documents (spec §3, §7): the version a loan names in
 * `LoanAgreements[0].MediaId` opens through `/loan-documents/find-one` and `/download` as a
 * receipt does, for its borrower and for staff who view loans; another customer is answered as if
 * it did not exist. Demo loan EZC000005 ('Signed', borrower@demo.test) was signed by the company,
 * the borrower and the attestor, so its agreement is at its fourth version.
 */

const LOAN = 'EZC000005';
let rt: LocalRuntime;
const tokens: Record<string, string> = {};
const { post, data } = journey(() => rt.url, tokens);

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  for (const who of ['borrower', 'company', 'admin', 'finance', 'risk']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
}, 120_000);
afterAll(async () => rt?.stop());

/** POST /loan-documents/download as `who`: the status, type and bytes. */
async function download(who: string, MediaId: string) {
  const res = await fetch(`${rt.url}/api/loan-documents/download`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ MediaId }),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), body };
}

describe("the loan's agreement, among its documents", () => {
  let mediaId: string;

  it('is named by the loan', async () => {
    const loan = await data('borrower', '/loans/find-one', { LoanNo: LOAN });
    expect(loan.Status).toBe('Signed');
    mediaId = (loan.LoanAgreements as Json[])[0]!.MediaId;
    expect(mediaId).toBe(`AGR-${LOAN}-v4`);
  });

  it('opens for its borrower: its details, and the PDF the signing keeps', async () => {
    const found = await data('borrower', '/loan-documents/find-one', { MediaId: mediaId });
    expect(found).toMatchObject({
      MediaId: mediaId,
      Title: 'Loan Agreement',
      DocumentName: 'Loan Agreement',
      FileName: `agreement-${LOAN}-v4.pdf`,
      FileExtension: 'pdf',
      Type: 'application/pdf',
      ObjectType: 'Loan',
      ObjectId: LOAN,
      LoanNo: LOAN,
    });
    const file = await download('borrower', mediaId);
    expect([file.status, file.type]).toEqual([200, 'application/pdf']);
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(found.Size).toBe(file.body.length);
    // The same file the signing gives as the borrower's copy.
    const copy = await fetch(`${rt.url}/api/agreements/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.borrower}`, 'content-type': 'application/json' },
      body: JSON.stringify({ LoanNo: LOAN }),
    });
    expect(Buffer.from(await copy.arrayBuffer()).equals(file.body)).toBe(true);
  });

  it('opens for staff who view loans', async () => {
    for (const who of ['admin', 'finance', 'risk']) {
      expect((await data(who, '/loan-documents/find-one', { MediaId: mediaId })).MediaId, who).toBe(mediaId);
      const file = await download(who, mediaId);
      expect([file.status, file.type], who).toEqual([200, 'application/pdf']);
    }
  });

  it("answers another customer as if it did not exist, and a version the loan's signing never made", async () => {
    const missing = [404, 'DOCUMENT.NOT_FOUND', 'No file found'];
    const other = await post('company', '/loan-documents/find-one', { MediaId: mediaId });
    expect([other.status, other.body.code, other.body.message]).toEqual(missing);
    expect((await download('company', mediaId)).status).toBe(404);
    const never = await post('borrower', '/loan-documents/find-one', { MediaId: `AGR-${LOAN}-v9` });
    expect([never.status, never.body.code, never.body.message]).toEqual(missing);
    const noLoan = await post('admin', '/loan-documents/find-one', { MediaId: 'AGR-EZC999999-v1' });
    expect(noLoan.status).toBe(404);
  });

  it("records each read in the application's history", async () => {
    const loan = await data('admin', '/loans/find-one', { LoanNo: LOAN });
    const history = await post('admin', '/loans/get-activities', { ApplicationId: loan.ApplicationId });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain('Document downloaded');
  });
});
