/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { createHmac } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  measureScriptBytes,
  openPage,
  PHONE,
} from '../support/browser';
import {
  openSignedIn as openSignedInAt,
  type SignedInOptions,
  screenshot,
  signedInContext,
} from '../support/browser-session';
import { startTestServer } from '../support/server';
import { unixNow } from '../support/test-clock';

/**
 * The payment screens end to end, on the demo's Active loan (the borrower's, one installment
 * paid, the next overdue with late charges, and a payment of theirs waiting for confirmation):
 * the borrower sees the payment information and pays with a receipt (a retry after a lost answer
 * records the payment once), lands on the loan with the origin marker of payment; Finance Team
 * approves it on Payment Received and downloads its receipt, rejects the waiting one from the
 * loan's page, records a payment received by hand; the invoices and credit notes listings; the
 * statement; the e-mandate up to the provider's sign-up page, then the bank's signed answer;
 * full settlement last, since it ends the loan. Both languages, a phone, axe, the listings' JavaScript budget.
 */

/** spec: a listing page ships at most 80 KB of gzipped JavaScript. */
const LISTING_JS_BUDGET_BYTES = 80 * 1024;
/** The key the local e-mandate provider signs its callbacks with (EMANDATE_WEBHOOK_SECRET). */
const EMANDATE_SECRET = 'local-e-mandate-secret';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let files: string;
let loanNo = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  files = join(tmpdir(), `ezc-payments-${Date.now()}`);
  await mkdir(files, { recursive: true });
  const active = await post<{ Data: { LoanNo: string }[] }>('borrower@demo.test', '/loans/find-all', {
    Rows: 20,
    Page: 1,
    Search: { Status: 'Active' },
  });
  loanNo = active.body.Data[0]?.LoanNo ?? '';
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

interface PaymentRow {
  PaymentId: string;
  ReceiptNo?: string;
  RefNo: string;
  Status: string;
  Kind: string;
  Amount: number;
  HasUploadedReceipt: boolean;
}

async function loanPayments(): Promise<PaymentRow[]> {
  const answer = await post<{ Data: PaymentRow[] }>('finance@demo.test', '/loans/payments', {
    LoanNo: loanNo,
  });
  expect(answer.status).toBe(200);
  return answer.body.Data;
}

/** A small PDF, as a bank's transfer slip would be. */
async function pdfFile(name: string): Promise<string> {
  const path = join(files, name);
  await writeFile(path, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'));
  return path;
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });

/** Clicks a download button and answers the file name saved; says what the page said if none came. */
async function downloadFrom(page: Page, button: ReturnType<Page['locator']>): Promise<string> {
  const download = page.waitForEvent('download', { timeout: 45_000 });
  await button.click();
  try {
    return (await download).suggestedFilename();
  } catch (error) {
    throw new Error(
      `No download; notifications: ${(await page.locator('.toast').allTextContents()).join(' | ')}`,
      {
        cause: error,
      },
    );
  }
}
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** The island's form is live: typing before then would be lost to hydration. */
const hydrated = (button: ReturnType<Page['locator']>) => expect.poll(() => button.isEnabled()).toBe(true);

/** '1,234.56' from 'RM 1,234.56'. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

let paidId = '';

describe('a borrower pays an installment', () => {
  it('sees the payment information, pays with a receipt, and lands on the loan with the origin marker', async () => {
    expect(loanNo).toMatch(/^EZC\d{6}$/);
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', `/loan/view/${loanNo}`);
    await page.getByRole('heading', { level: 1, name: `Loan ${loanNo}` }).waitFor();
    const info = page.locator('[data-section="payment-info"]');
    await info.getByRole('heading', { name: 'Payment information' }).waitFor();
    const dueText = await info.locator('[data-field="TotalDueToday"] dd').textContent();
    expect(dueText).toMatch(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    for (const field of ['CurrentTerm', 'CurrentTermDueDate', 'PaymentDue', 'LateCharges', 'CreditHeld']) {
      await expect(info.locator(`[data-field="${field}"] dd`).count()).resolves.toBe(1);
    }
    const form = page.locator('[data-panel="payment-borrower"]');
    await hydrated(form.getByRole('button', { name: 'Submit payment' }));
    // The amount starts at the total due today.
    await expect(form.getByLabel('Amount (RM)').inputValue()).resolves.toBe(figure(dueText).toFixed(2));
    await expectNoSeriousA11yViolations(page, 'loan view with the payment form');

    // The receipt is required (spec §5).
    await form.getByLabel('Amount (RM)').fill('150.00');
    await form.getByRole('button', { name: 'Submit payment' }).click();
    await form.getByText('Choose a file.').waitFor();

    // The first answer is lost on the way back: the retry sends the same key and pays once.
    const keys: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === '/api/payments/add')
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    let dropped = false;
    await page.route('**/api/payments/add', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByLabel('Payment method').selectOption({ label: 'Bank transfer' });
    await form.getByLabel('Reference no.').fill('FT-PAY-0001');
    await form.getByLabel('Payment receipt').setInputFiles(await pdfFile('transfer-slip.pdf'));
    await form.getByRole('button', { name: 'Submit payment' }).click();
    await toast(page, 'Receive Payment Failed').waitFor();
    await form.getByRole('button', { name: 'Submit payment' }).click();
    await page.waitForURL((u) => u.searchParams.get('origin') === 'payment');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);

    await toast(page, 'Payment submitted').waitFor();
    await page.locator('[data-origin="payment"]').waitFor();
    await expect(page.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    const mine = (await loanPayments()).filter((p) => p.RefNo === 'FT-PAY-0001');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ Status: 'Pending', Amount: 150, HasUploadedReceipt: true });
    paidId = mine[0]?.PaymentId ?? '';
    const row = page.locator(`#tab-payments tr[data-payment-id="${paidId}"]`);
    await expect(row.locator('[data-badge]').textContent()).resolves.toBe('Pending');
    await expect(row.locator('[data-receipt-attached]').textContent()).resolves.toContain('Receipt attached');
    await expect(row.textContent()).resolves.toContain('RM 150.00');
    // Borrowers do not confirm payments.
    await expect(page.getByRole('button', { name: /^(Approve|Reject) payment/ }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'loan view after a payment');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'payments-loan-view-after-payment-en');
    await context.close();
  }, 120_000);

  it('reads in Malay on a 360 px phone', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', `/loan/view/${loanNo}`, {
      lang: 'ms',
      viewport: PHONE,
    });
    await page.getByRole('heading', { name: 'Maklumat bayaran' }).waitFor();
    await page.getByRole('heading', { name: 'Buat bayaran' }).waitFor();
    await expect(
      page.locator('[data-section="payment-info"] [data-field="TotalDueToday"] dt').textContent(),
    ).resolves.toBe('Jumlah perlu dibayar hari ini');
    await page.getByRole('tab', { name: 'Bayaran' }).click();
    await expect(page.locator(`tr[data-payment-id="${paidId}"] [data-badge]`).textContent()).resolves.toBe(
      'Belum Disahkan',
    );
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'loan view, Malay phone');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'payments-loan-view-ms-phone');
    await context.close();
  }, 60_000);

  it('reads in the dark theme, right to left, with enough contrast', async () => {
    const signedIn = await signedInContext(browser, server.url, 'borrower@demo.test', { lang: 'en' });
    await signedIn.addCookies([
      { name: 'theme', value: 'dark', url: server.url },
      { name: 'dir', value: 'rtl', url: server.url },
    ]);
    const { context, page, cspErrors } = await openPage(
      browser,
      `${server.url}/loan/view/${loanNo}`,
      undefined,
      signedIn,
    );
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expectNoSeriousA11yViolations(page, 'loan view, dark, right to left');
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'payments-loan-view-dark-rtl');
    await context.close();
  }, 60_000);

  it('downloads the statement of account', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', `/loan/view/${loanNo}`);
    const section = page.locator('[data-section="statement"]');
    const button = section.getByRole('button', { name: 'Download statement (English)' });
    expect(await downloadFrom(page, button)).toMatch(/\.pdf$/);
    await context.close();
  }, 60_000);
});

describe('invoices and credit notes', () => {
  it('list a loan’s invoices, and a late payment charge is cancelled into a credit note', async () => {
    const { context, page, cspErrors } = await openSignedIn(
      'finance@demo.test',
      `/invoices?LoanNo=${loanNo}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'invoices');
    await screenshot(page, 'payments-invoices-en');
    const cancel = page.getByRole('button', { name: /^Cancel invoice / }).first();
    if ((await cancel.count()) > 0) {
      const label = (await cancel.getAttribute('aria-label')) ?? '';
      const invoiceNo = label.replace('Cancel invoice ', '');
      await cancel.click();
      const dialog = page.getByRole('dialog', { name: `Cancel invoice ${invoiceNo}?` });
      await dialog.getByRole('button', { name: `Cancel invoice ${invoiceNo}` }).click();
      await dialog.getByText('Please fill this in.').waitFor();
      await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Waived: the bank delayed the transfer.');
      await dialog.getByRole('button', { name: `Cancel invoice ${invoiceNo}` }).click();
      await page.waitForLoadState('load');
      await toast(page, 'Invoice cancelled').waitFor();
      await expect(page.locator(`tr[data-invoice="${invoiceNo}"] [data-badge]`).textContent()).resolves.toBe(
        'Cancelled',
      );
      await page.goto(`${server.url}/credit-notes?LoanNo=${loanNo}`);
      const note = page.locator('tbody tr', { hasText: invoiceNo }).first();
      await note.getByRole('link').first().click();
      await page
        .locator('[data-section="credit-note"] [data-field="InvoiceNo"] dd', { hasText: invoiceNo })
        .waitFor();
    } else {
      await page.goto(`${server.url}/credit-notes`);
    }
    await page.getByRole('heading', { level: 1, name: 'Credit Notes' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'credit notes');
    await screenshot(page, 'payments-credit-notes-en');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('tell a borrower the finance pages are not theirs', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/invoices');
    await page.locator('[data-problem]').waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(0);
    await context.close();
  }, 60_000);

  it(`ship under ${LISTING_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, with no React`, async () => {
    const context = await signedInContext(browser, server.url, 'finance@demo.test', { lang: 'en' });
    const cookies = await context.cookies();
    const page = await context.newPage();
    for (const path of ['/finance/payment-received', '/invoices', '/credit-notes']) {
      const bytes = await measureScriptBytes(browser, `${server.url}${path}`, cookies);
      console.info(`${path}: ${(bytes.total / 1024).toFixed(1)} KB of gzipped JavaScript`);
      expect(bytes.landedOn).toBe(path);
      expect(bytes.total).toBeLessThan(LISTING_JS_BUDGET_BYTES);
      await page.goto(`${server.url}${path}`);
      await expect(page.locator('astro-island').count()).resolves.toBe(0);
    }
    await context.close();
  }, 90_000);

  it('read Payment Received in Malay on a 360 px phone', async () => {
    const { context, page, cspErrors } = await openSignedIn(
      'finance@demo.test',
      '/finance/payment-received',
      {
        lang: 'ms',
        viewport: PHONE,
      },
    );
    await page.getByRole('heading', { level: 1, name: 'Bayaran Diterima' }).waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'payment received, Malay phone');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'payments-received-ms-phone');
    await context.close();
  }, 60_000);
});

describe('Finance Team confirms payments', () => {
  it('approves the borrower’s payment on Payments Received, then downloads its receipt', async () => {
    expect(paidId).not.toBe('');
    const { context, page, cspErrors } = await openSignedIn(
      'finance@demo.test',
      '/finance/payment-received?Status=Pending',
    );
    await page.getByRole('heading', { level: 1, name: 'Payments Received' }).waitFor();
    const statuses = await page.locator('tbody [data-badge]').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Pending']));
    const row = page.locator(`tr[data-payment-id="${paidId}"]`);
    await expect(row.textContent()).resolves.toContain(loanNo);
    await expectNoSeriousA11yViolations(page, 'payment received');
    await screenshot(page, 'payments-received-pending-en');
    // The borrower's proof, to check against the bank before deciding.
    const uploaded = row.getByRole('button', { name: `View uploaded receipt ${paidId}` });
    expect(await downloadFrom(page, uploaded)).toBe(`${paidId}-uploaded-receipt.pdf`);

    await row.getByRole('button', { name: `Approve payment ${paidId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve payment ${paidId}?` });
    await dialog.getByText('Are you sure to approve/reject this payment?').waitFor();
    await expectNoSeriousA11yViolations(page, 'approve dialog');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForLoadState('load');
    await toast(page, 'Payment approved').waitFor();
    // Filtered to Pending: the approved one has left the list.
    await expect(page.locator(`tr[data-payment-id="${paidId}"]`).count()).resolves.toBe(0);

    await page.getByLabel('Status').selectOption('Approved');
    await page.getByLabel('Loan no.').fill(loanNo);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('Status') === 'Approved');
    const approved = page.locator(`tr[data-payment-id="${paidId}"]`);
    await expect(approved.locator('[data-badge]').textContent()).resolves.toBe('Approved');
    const receiptNo = (await approved.locator('[data-receipt-no]').textContent()) ?? '';
    expect(receiptNo).not.toBe(paidId);
    const button = approved.getByRole('button', { name: `Download receipt ${receiptNo}` });
    expect(await downloadFrom(page, button)).toMatch(/\.pdf$/);
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'payments-received-approved-en');
    await context.close();
  }, 120_000);

  it('says File Not Found when a receipt is missing', async () => {
    const { context, page } = await openSignedIn(
      'finance@demo.test',
      `/finance/payment-received?Status=Approved`,
    );
    await page.route('**/api/payments/download-receipt', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Payment receipt not found.', code: 'PAYMENT.RECEIPT_NOT_FOUND' }),
      }),
    );
    await page
      .getByRole('button', { name: /^Download receipt/ })
      .first()
      .click();
    const missing = toast(page, 'File Not Found');
    await missing.waitFor();
    await expect(missing.textContent()).resolves.toContain('Payment receipt not found.');
    await context.close();
  }, 60_000);

  it('rejects the waiting payment from the loan’s page, with remarks', async () => {
    const waiting = (await loanPayments()).find((p) => p.Status === 'Pending');
    expect(waiting).toBeDefined();
    const id = waiting?.PaymentId ?? '';
    const { context, page, cspErrors } = await openSignedIn(
      'finance@demo.test',
      `/loan/view/${loanNo}#tab-payments`,
    );
    const row = page.locator(`#tab-payments tr[data-payment-id="${id}"]`);
    await row.getByRole('button', { name: `Reject payment ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject payment ${id}?` });
    await dialog.getByText('Are you sure to approve/reject this payment?').waitFor();
    await dialog.getByRole('textbox', { name: 'Remarks (optional)' }).fill('Not in <the> bank statement');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Input cannot contain the following characters: { } * < > /').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Remarks (optional)' })
      .fill('Not found in the bank statement.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.waitForLoadState('load');
    await toast(page, 'Payment rejected').waitFor();
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.locator(`tr[data-payment-id="${id}"] [data-badge]`).textContent()).resolves.toBe(
      'Rejected',
    );
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('finds Manual Payment Receipt in the Finance menu and through the menu search', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', '/loan/listing');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.locator('summary', { hasText: 'Finance' }).click();
    const entry = menu.getByRole('link', { name: 'Manual Payment Receipt' });
    await entry.waitFor();
    await expect(entry.getAttribute('href')).resolves.toBe('/manual-payment');
    const search = page.getByRole('combobox', { name: 'Search the menu' });
    await search.fill('manual');
    const options = page.getByRole('listbox', { name: 'Search the menu' }).getByRole('option');
    await expect(options.allTextContents()).resolves.toEqual([
      expect.stringContaining('Manual Payment Receipt'),
    ]);
    await options.first().click();
    await page.waitForURL(/\/manual-payment$/);
    await page.getByRole('heading', { level: 1, name: 'Manual Payment Receipt' }).waitFor();
    await context.close();
  });

  it('records a payment received by hand, landing on the loan with the origin marker', async () => {
    const { context, page, cspErrors } = await openSignedIn('finance@demo.test', `/loan/view/${loanNo}`);
    await page.getByRole('link', { name: 'Record a payment received' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manual Payment Receipt' }).waitFor();
    await expect(page.getByLabel('Loan no.').inputValue()).resolves.toBe(loanNo);
    const form = page.locator('[data-panel="payment-manual"]');
    await hydrated(form.getByRole('button', { name: 'Record payment' }));
    await form.getByLabel('Amount (RM)').fill('200');
    await form.getByLabel('Payment method').selectOption({ label: 'Cash' });
    await form.getByLabel('Reference no.').fill('CASH-0001');
    await expectNoSeriousA11yViolations(page, 'manual payment');
    await screenshot(page, 'payments-manual-en');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await page.waitForURL(
      (u) => u.pathname === `/loan/view/${loanNo}` && u.searchParams.get('origin') === 'payment',
    );
    await toast(page, 'Payment recorded').waitFor();
    const recorded = (await loanPayments()).find((p) => p.RefNo === 'CASH-0001');
    expect(recorded).toMatchObject({ Status: 'Approved', Amount: 200 });
    await expect(
      page.locator(`tr[data-payment-id="${recorded?.PaymentId}"] [data-badge]`).textContent(),
    ).resolves.toBe('Approved');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('the e-mandate', () => {
  it('is set up by the borrower through the provider’s sign-up page', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', `/loan/view/${loanNo}`);
    const section = page.locator('[data-section="mandate"]');
    await expect(section.locator('[data-field="Status"] [data-badge]').textContent()).resolves.toBe(
      'Not Set Up',
    );
    await hydrated(section.getByRole('button', { name: 'Set up e-mandate' }));
    await section.getByLabel('Bank').fill('Maybank');
    await section.getByLabel('Account number').fill('514012345678');
    await section.getByRole('button', { name: 'Set up e-mandate' }).click();
    await page.waitForURL((u) => u.searchParams.has('MandateId'));
    const mandateId = new URL(page.url()).searchParams.get('MandateId') ?? '';
    await page.getByRole('button', { name: 'Approve mandate' }).waitFor();
    // Back on the loan before the bank answers: waiting, with the account registered.
    await page.goto(`${server.url}/loan/view/${loanNo}`);
    await toast(page, 'Registering Mandate Success').waitFor();
    await expect(section.locator('[data-field="Status"] [data-badge]').textContent()).resolves.toBe(
      'Pending Approval',
    );
    await expect(section.locator('[data-field="AccountNo"] dd').textContent()).resolves.toMatch(/5678$/);
    await expect(section.locator('[data-field="AccountName"] dd').textContent()).resolves.toBe(
      'Ahmad bin Ismail',
    );
    await expect(section.locator('[data-field="RegisterDate"] dd').textContent()).resolves.toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    // The bank approves it: the provider's signed callback, as it sends it.
    const raw = JSON.stringify({ EventId: `EVT-${mandateId}`, MandateId: mandateId, Status: 'Approved' });
    const t = unixNow(server);
    const signature = `t=${t},v1=${createHmac('sha256', EMANDATE_SECRET).update(`${t}.${raw}`).digest('hex')}`;
    const callback = await fetch(`${server.url}/api/webhooks/e-mandate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: raw,
    });
    expect(callback.status).toBe(200);
    await page.reload();
    await expect(section.locator('[data-field="Status"] [data-badge]').textContent()).resolves.toBe('Active');
    await expect(section.getByRole('button', { name: /e-mandate$/ }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'loan view with an active e-mandate');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('full settlement', () => {
  it('is asked by the borrower at the quote, and approved by Finance Team', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', `/loan/view/${loanNo}`);
    const section = page.locator('[data-section="settlement"]');
    const total = figure(await section.locator('[data-field="Total"] td').textContent());
    expect(total).toBeGreaterThan(0);
    await expect(section.locator('[data-field="Principal"] td').textContent()).resolves.toMatch(/^RM /);
    await hydrated(section.getByRole('button', { name: 'Settle in full' }));
    await section.getByRole('button', { name: 'Settle in full' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Settle loan ${loanNo} in full?` });
    await expect(dialog.textContent()).resolves.toContain('RM ');
    await dialog.getByRole('button', { name: 'Settle in full' }).click();
    await page.waitForURL((u) => u.searchParams.get('origin') === 'payment');
    await toast(page, 'Settlement submitted').waitFor();
    // While it waits, neither another payment nor another settlement is offered.
    await page.locator('[data-note="settlement-waiting"]').waitFor();
    await expect(
      page.locator('[data-panel="payment-borrower"], [data-section="settlement"]').count(),
    ).resolves.toBe(0);
    const settlement = (await loanPayments()).find((p) => p.Kind === 'Settlement');
    expect(settlement).toMatchObject({ Status: 'Pending', Amount: total });
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'payments-settlement-submitted-en');
    await context.close();

    const staff = await openSignedIn(
      'finance@demo.test',
      `/finance/payment-received?LoanNo=${loanNo}&Status=Pending`,
    );
    const id = settlement?.PaymentId ?? '';
    await staff.page.getByRole('button', { name: `Approve payment ${id}` }).click();
    await staff.page
      .getByRole('dialog', { name: `Approve payment ${id}?` })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await staff.page.waitForLoadState('load');
    await toast(staff.page, 'Payment approved').waitFor();
    await server.settle();
    await expect
      .poll(async () => {
        const found = await post<{ Data: { Status: string } }>('finance@demo.test', '/loans/find-one', {
          LoanNo: loanNo,
        });
        return found.body.Data.Status;
      })
      .toBe('Early Settlement');
    await staff.context.close();
  }, 120_000);
});
