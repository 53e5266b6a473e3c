/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations, launchBrowser, PHONE } from '../support/browser';
import { openSignedIn as openSignedInAt, type SignedInOptions, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The two questions asked before money moves. Finance Team disburses the demo's stamped loan
 * (EZC000006: RM 80,000.00 to Syarikat Maju Jaya Sdn. Bhd., whose profile names a Public Bank
 * account): the form starts from that account, the bank is one of the common list, the currency is
 * MYR and is not asked; the question shows the amount and the account, going back sends nothing,
 * confirming disburses. Finance Team approves the demo borrower's pending payment (RM 100.00 by
 * bank transfer on EZC000008) from a question that shows the amount, the loan, the
 * method and the file the borrower uploaded; the payment keeps its number, with its official
 * receipt number beside it once approved, on the listing and on the receipt.
 */

const STAMPED = 'EZC000006';
const ACTIVE = 'EZC000008';
/** The demo borrower's payment waiting on EZC000008 (RM 100.00 by bank transfer), found by the first test. */
let PENDING = '';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let files: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  files = join(tmpdir(), `ezc-money-confirmations-${Date.now()}`);
  await mkdir(files, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in as `email` (see browser-session.ts) and opens `path`, in English unless told. */
const openSignedIn = (email: string, path: string, options: SignedInOptions = {}) =>
  openSignedInAt(browser, server.url, email, path, { lang: 'en', ...options });

const tokens = new Map<string, string>();
async function post<T>(email: string, path: string, body: unknown) {
  if (!tokens.has(email)) tokens.set(email, await apiSignIn(server.url, email));
  return api(server.url).post<T>(path, body, tokens.get(email));
}

/** A one-page PDF saying `text`, as a bank's transfer advice or a payment slip would be. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R>> endobj',
      `4 0 obj <</Length ${stream.length}>> stream`,
      stream,
      'endstream endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

async function pdfFile(name: string): Promise<string> {
  const path = join(files, name);
  await writeFile(path, onePagePdf(name));
  return path;
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });
const hydrated = (button: ReturnType<Page['locator']>) => expect.poll(() => button.isEnabled()).toBe(true);
const fact = (scope: ReturnType<Page['locator']>, field: string) =>
  scope.locator(`[data-field="${field}"] dd`).textContent();

describe('disbursing a stamped loan', () => {
  it("starts from the borrower's account, shows MYR without asking, and asks before sending: going back sends nothing", async () => {
    const { context, page, cspErrors } = await openSignedIn('finance@demo.test', `/loan/view/${STAMPED}`);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/loans/disburse') sent.push(r.method());
    });
    const panel = page.locator('[data-panel="disbursement"]');
    await hydrated(panel.getByRole('button', { name: 'Confirm disbursement' }));
    // The profile's account: Public Bank 3123456789, held by the company.
    const bank = panel.getByLabel('Bank', { exact: true });
    await expect(bank.evaluate((s: HTMLSelectElement) => s.tagName)).resolves.toBe('SELECT');
    await expect(bank.inputValue()).resolves.toBe('PUBLIC_BANK');
    await expect(
      bank.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? ''),
    ).resolves.toBe('Public Bank');
    // Every bank of the common list is offered, and only those (plus the empty choice).
    const offered = await bank.locator('option').allTextContents();
    expect(offered).toContain('Maybank');
    expect(offered).toContain('CIMB Bank');
    expect(offered).toHaveLength(19);
    await expect(panel.getByLabel('Account no.').inputValue()).resolves.toBe('3123456789');
    await expect(panel.getByLabel('Account name').inputValue()).resolves.toBe('Syarikat Maju Jaya Sdn. Bhd.');
    await expect(panel.getByLabel('Amount (RM)').inputValue()).resolves.toBe('80000.00');
    // The currency is said, not asked.
    await expect(panel.locator('form [data-field="Currency"]').textContent()).resolves.toContain('MYR');
    await expect(panel.locator('input[name="Currency"], select[name="Currency"]').count()).resolves.toBe(0);
    await expect(panel.locator('[data-account-source]').getAttribute('data-account-source')).resolves.toBe(
      'profile',
    );

    await panel.getByLabel('Reference no.').fill('IBG-2026-0080');
    await panel.getByLabel('Disbursement receipt').setInputFiles(await pdfFile('transfer-advice.pdf'));
    await panel.getByRole('button', { name: 'Confirm disbursement' }).click();
    const question = page.getByRole('alertdialog', {
      name: 'Disburse RM 80,000.00 to Syarikat Maju Jaya Sdn. Bhd.?',
    });
    await question.waitFor();
    const facts = question.locator('[data-confirm="disbursement"]');
    await expect(fact(facts, 'Amount')).resolves.toBe('RM 80,000.00');
    await expect(fact(facts, 'Currency')).resolves.toBe('MYR');
    await expect(fact(facts, 'Bank')).resolves.toBe('Public Bank');
    await expect(fact(facts, 'AccountNo')).resolves.toBe('3123456789');
    await expect(fact(facts, 'AccountName')).resolves.toBe('Syarikat Maju Jaya Sdn. Bhd.');
    await expect(fact(facts, 'Method')).resolves.toBe('Bank transfer');
    await expectNoSeriousA11yViolations(page, 'disbursement question');
    await screenshot(page, 'disbursement-question-en');

    // Going back sends nothing and leaves the form as it was.
    await question.getByRole('button', { name: 'Go back' }).click();
    await question.waitFor({ state: 'hidden' });
    await expect(panel.getByLabel('Reference no.').inputValue()).resolves.toBe('IBG-2026-0080');
    // Escape is going back too.
    await panel.getByRole('button', { name: 'Confirm disbursement' }).click();
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(sent).toEqual([]);
    const still = await post<{ Data: { Status: string } }>('finance@demo.test', '/loans/find-one', {
      LoanNo: STAMPED,
    });
    expect(still.body.Data.Status).toBe('Stamped');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('disburses once the question is answered, into the account it showed', async () => {
    const { context, page, cspErrors } = await openSignedIn('finance@demo.test', `/loan/view/${STAMPED}`);
    const panel = page.locator('[data-panel="disbursement"]');
    await hydrated(panel.getByRole('button', { name: 'Confirm disbursement' }));
    // Paid elsewhere at the borrower's request: another bank of the list.
    await panel.getByLabel('Bank', { exact: true }).selectOption({ label: 'Maybank' });
    await panel.getByLabel('Account no.').fill('562011223344');
    await panel.getByLabel('Reference no.').fill('IBG-2026-0081');
    await panel.getByLabel('Disbursement receipt').setInputFiles(await pdfFile('transfer-advice.pdf'));
    await panel.getByRole('button', { name: 'Confirm disbursement' }).click();
    const question = page.getByRole('alertdialog', {
      name: 'Disburse RM 80,000.00 to Syarikat Maju Jaya Sdn. Bhd.?',
    });
    await expect(fact(question, 'Bank')).resolves.toBe('Maybank');
    await expect(fact(question, 'AccountNo')).resolves.toBe('562011223344');
    const disbursed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/loans/disburse');
    await question.getByRole('button', { name: 'Disburse RM 80,000.00' }).click();
    expect((await disbursed).status()).toBe(200);
    await page.waitForLoadState('load');
    await toast(page, 'Loan disbursed').waitFor();
    await expect(page.locator('.head-status [data-badge]').textContent()).resolves.toBe('Disbursed');
    const details = page.locator('[data-section="disbursement"]');
    await expect(fact(details, 'Bank')).resolves.toBe('Maybank');
    await expect(fact(details, 'AccountNo')).resolves.toBe('562011223344');
    await expect(fact(details, 'AccountName')).resolves.toBe('Syarikat Maju Jaya Sdn. Bhd.');
    await expect(fact(details, 'Currency')).resolves.toBe('MYR');
    const loan = await post<{ Data: { Disbursement: Record<string, unknown> } }>(
      'finance@demo.test',
      '/loans/find-one',
      { LoanNo: STAMPED },
    );
    expect(loan.body.Data.Disbursement).toMatchObject({
      Amount: 80000,
      Bank: 'Maybank',
      AccountNo: '562011223344',
      Currency: 'MYR',
      RefNo: 'IBG-2026-0081',
    });
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('approving a borrower’s payment', () => {
  it('asks with the amount, the loan, the method and the uploaded receipt file', async () => {
    const payments = await post<{
      Data: { PaymentId: string; Status: string; Amount: number; Method: string }[];
    }>('finance@demo.test', '/loans/payments', { LoanNo: ACTIVE });
    const waiting = payments.body.Data.filter((p) => p.Status === 'Pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ Amount: 100, Method: 'Bank Transfer' });
    PENDING = waiting[0]?.PaymentId ?? '';
    expect(PENDING).toMatch(/^PAY-/);
    // The borrower's proof of the waiting payment.
    const proof = onePagePdf('Transfer slip TRF-EZC000008').toString('base64');
    const uploaded = await post('borrower@demo.test', '/payments/upload-receipt', {
      PaymentId: PENDING,
      FileStream: proof,
      FileType: 'pdf',
    });
    expect(uploaded.status).toBe(200);

    const { context, page, cspErrors } = await openSignedIn(
      'finance@demo.test',
      `/finance/payment-received?Status=Pending&LoanNo=${ACTIVE}`,
    );
    const row = page.locator(`tr[data-payment-id="${PENDING}"]`);
    await expect(row.locator('[data-payment-no]').textContent()).resolves.toBe(PENDING);
    await expect(row.locator('[data-receipt-no]').count()).resolves.toBe(0);
    const approve = row.getByRole('button', { name: `Approve payment ${PENDING}` });
    await hydrated(approve);
    await approve.click();
    const dialog = page.getByRole('dialog', { name: `Approve payment ${PENDING}?` });
    await dialog.getByText('Are you sure to approve/reject this payment?').waitFor();
    await expect(fact(dialog, 'PaymentId')).resolves.toBe(PENDING);
    await expect(fact(dialog, 'Amount')).resolves.toBe('RM 100.00');
    await expect(fact(dialog, 'LoanNo')).resolves.toBe(`${ACTIVE} (Ahmad bin Ismail)`);
    await expect(fact(dialog, 'Method')).resolves.toBe(`Bank transfer, TRF-${ACTIVE}`);
    const file = dialog.getByRole('button', { name: `Open the uploaded receipt of payment ${PENDING}` });
    await expect(file.isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'payment approval question');
    await screenshot(page, 'payment-approval-question-en');
    const download = page.waitForEvent('download');
    await file.click();
    expect((await download).suggestedFilename()).toBe(`${PENDING}-uploaded-receipt.pdf`);

    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForLoadState('load');
    await toast(page, 'Payment approved').waitFor();
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('keeps the payment’s number once approved, its official receipt number beside it, on the listing and the receipt', async () => {
    expect(PENDING).not.toBe('');
    const { context, page } = await openSignedIn(
      'finance@demo.test',
      `/finance/payment-received?Status=Approved&LoanNo=${ACTIVE}`,
    );
    const row = page.locator(`tr[data-payment-id="${PENDING}"]`);
    await expect(row.locator('[data-payment-no]').textContent()).resolves.toBe(PENDING);
    const receiptNo = (await row.locator('[data-receipt-no]').textContent()) ?? '';
    expect(receiptNo).toMatch(/^RCP-8-\d{6}$/);
    await expect(row.locator('[data-receipt-no-line]').textContent()).resolves.toBe(
      `Official receipt ${receiptNo}`,
    );
    await context.close();

    // The loan's own page says the same.
    const loanPage = await openSignedIn('finance@demo.test', `/loan/view/${ACTIVE}#tab-payments`, {
      lang: 'ms',
      viewport: PHONE,
    });
    const onLoan = loanPage.page.locator(`#tab-payments tr[data-payment-id="${PENDING}"]`);
    await expect(onLoan.locator('[data-payment-no]').textContent()).resolves.toBe(PENDING);
    await expect(onLoan.locator('[data-receipt-no-line]').textContent()).resolves.toBe(
      `Resit rasmi ${receiptNo}`,
    );
    await loanPage.context.close();

    // And the receipt names both.
    const token = await apiSignIn(server.url, 'finance@demo.test');
    const pdf = await fetch(`${server.url}/api/payments/download-receipt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ PaymentId: PENDING }),
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfLines(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(text).toContain(PENDING);
    expect(text).toContain(receiptNo);
  }, 90_000);
});
