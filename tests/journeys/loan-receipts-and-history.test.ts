import type { LocalRuntime } from '@ezc/local';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * What the demo's loans keep and show: their stamp and disbursement receipts are real documents
 * (the stamp certificate with the duty the Stamp Act charges, the bank's transfer advice), read
 * back as their borrower downloads them.
 */

let rt: LocalRuntime;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  for (const who of ['company', 'finance']) tokens[who] = await signIn(rt.url, `${who}@demo.test`);
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
