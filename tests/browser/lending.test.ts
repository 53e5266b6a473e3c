/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicationStatusChanged, loanStatusChanged } from '@ezc/domain';
import { defineEntity, type Platform } from '@ezc/platform';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, signIn as apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations, launchBrowser, measureScriptBytes, PHONE } from '../support/browser';
import { openSignedIn as openSignedInAt, type SignedInOptions, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The lending screens end to end: a borrower applies with a live quote and submits; Risk Team
 * approves from the details page; Finance Team stamps and disburses a seeded 'Signed' loan and
 * activates its first installment, which makes it 'Active'; the listings filter on the server
 * (without JavaScript too) and take live status changes; both languages, a phone, axe, the
 * listing pages' JavaScript budget.
 */

/** spec: a listing page ships at most 80 KB of gzipped JavaScript. */
const LISTING_JS_BUDGET_BYTES = 80 * 1024;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let files: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  // The day's run first: run later (its first tick comes 30 s after the start), it would activate
  // the first installment of the loan this file disburses, before Finance Team does it by hand.
  await server.runJobs();
  files = join(tmpdir(), `ezc-lending-${Date.now()}`);
  await mkdir(files, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in as `email` and opens `path` (see browser-session.ts). */
const openSignedIn = (email: string, path: string, options: SignedInOptions = {}) =>
  openSignedInAt(browser, server.url, email, path, options);

async function token(email: string): Promise<string> {
  return apiSignIn(server.url, email);
}

/** A one-page PDF the document store takes (its content check wants a whole document). */
async function pdfFile(name: string): Promise<string> {
  const path = join(files, name);
  const stream = `BT /F1 12 Tf 72 720 Td (${name}) Tj ET`;
  const pdf = [
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
  ].join('\n');
  await writeFile(path, Buffer.from(pdf, 'latin1'));
  return path;
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });

/** A stand-in aggregate, to commit a status change with its outbox event as a use case would. */
const probe = defineEntity({
  name: 'LendingProbe',
  schema: z.object({ Id: z.string(), Status: z.string() }),
  id: (p) => p.Id,
  key: (id: string) => ({ PK: `LENDINGPROBE#${id}`, SK: 'PROBE' }),
});

async function pushStatusChange(
  p: Platform,
  change: { type: 'loan' | 'application'; id: string; loanNo: string; status: string; customerId: string },
): Promise<void> {
  const occurredAt = p.clock.now().toISOString();
  const event =
    change.type === 'loan'
      ? loanStatusChanged.create({
          id: p.ids.next(),
          occurredAt,
          data: { LoanNo: change.loanNo, Status: change.status, CustomerId: change.customerId },
        })
      : applicationStatusChanged.create({
          id: p.ids.next(),
          occurredAt,
          data: {
            ApplicationId: change.id,
            LoanNo: change.loanNo,
            Status: change.status,
            CustomerId: change.customerId,
          },
        });
  await p.store.commit({
    entity: probe,
    value: { Id: `${change.id}-${occurredAt}`, Status: change.status },
    expectedVersion: 0,
    events: [event],
    audit: {
      objectType: change.type === 'loan' ? 'Loan' : 'Application',
      objectId: change.id,
      action: `Status: ${change.status}`,
      actor: { id: 'system', kind: 'system' },
    },
  });
}

interface Row {
  ApplicationId?: string;
  LoanNo: string;
  Status: string;
  CustomerId: string;
  BorrowerName: string;
}

async function findAll(path: string, email: string, search: Record<string, string>): Promise<Row[]> {
  const answer = await api(server.url).post<{ Data: Row[] }>(
    path,
    { Rows: 100, Page: 1, Search: search },
    await token(email),
  );
  expect(answer.status).toBe(200);
  return answer.body.Data;
}

/** The real-time connection of the page is open (so a push reaches it). */
const liveConnection = (page: Page) =>
  page.locator('[data-realtime][data-state="open"]').waitFor({ state: 'attached', timeout: 15_000 });

let appliedId = '';

describe('a borrower applies for a loan', () => {
  it('chooses a product, sees the quote, and submits: the application is in review', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', '/application/apply');
    await page.getByRole('heading', { level: 1, name: 'Apply for a Loan' }).waitFor();
    const product = page.locator('label.product-card', { hasText: 'Personal Loan (Simple 18%)' });
    await product.click();
    await expect(product.textContent()).resolves.toContain('18% a year');
    await expect(product.textContent()).resolves.toContain('Moneylenders Act 1951');
    await expect(product.textContent()).resolves.toContain('Without collateral');

    // Outside the product's range: said by the field, before anything is sent.
    const amount = page.getByRole('textbox', { name: 'Amount (RM)' });
    await amount.fill('500');
    await amount.blur();
    await page.getByText('The amount must be between RM 1,000.00 and RM 50,000.00.').waitFor();

    // spec §3 worked example: RM 10,000 at 18% simple over 12 months is RM 1,800 of interest.
    await amount.fill('10000');
    await page.getByRole('spinbutton', { name: 'Monthly installments' }).fill('12');
    const figures = page.locator('.quote-figures');
    await figures.waitFor();
    await expect(figures.locator('[data-field="TotalInterest"] dd').textContent()).resolves.toBe(
      'RM 1,800.00',
    );
    await expect(figures.locator('[data-field="TotalRepayment"] dd').textContent()).resolves.toBe(
      'RM 11,800.00',
    );
    await expect(figures.locator('[data-field="MonthlyInstallment"] dd').textContent()).resolves.toMatch(
      /^RM 983\.3[34]$/,
    );
    await page.getByText('Repayment schedule (12 installments)').click();
    await expect(page.locator('.quote-schedule tbody tr').count()).resolves.toBe(12);
    await expect(
      page.locator('.quote-schedule tbody tr').first().locator('td').first().textContent(),
    ).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectNoSeriousA11yViolations(page, 'apply with a quote');
    await screenshot(page, 'lending-apply-en');

    await page.getByRole('button', { name: 'Submit application' }).click();
    const result = page.locator('[data-apply-result]');
    await result.waitFor();
    await expect(result.getAttribute('data-apply-result')).resolves.toBe('In Review');
    await expect(result.locator('[data-answer-message]').textContent()).resolves.toContain(
      '3 to 5 working days',
    );
    appliedId = (await result.locator('[data-field="ApplicationId"] dd').textContent()) ?? '';
    expect(appliedId).toMatch(/^APP-\d{6}$/);
    // The confirmation names the application; a loan number belongs to the loan once approved.
    await expect(result.textContent()).resolves.not.toMatch(/EZC\d{6}|Loan no/);
    await expectNoSeriousA11yViolations(page, 'application submitted');
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('lists it among the borrower’s own applications, with the way to apply again', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/application/listing');
    await page.getByRole('heading', { level: 1, name: 'My Applications' }).waitFor();
    await page.getByRole('link', { name: 'Apply for a loan' }).waitFor();
    const row = page.locator(`tr[data-live-id="${appliedId}"]`);
    await expect(row.locator('[data-badge]').textContent()).resolves.toBe('In Review');
    // No other customer's application is listed.
    const mine = await findAll('/applications/find-all', 'borrower@demo.test', {});
    await expect(page.locator('tbody tr').count()).resolves.toBe(Math.min(mine.length, 20));
    await context.close();
  });
});

describe('a borrower’s own application', () => {
  let draftId = '';

  it('is saved as a draft, continued later and submitted', async () => {
    const { context, page, cspErrors } = await openSignedIn('company@demo.test', '/application/apply');
    await page.locator('label.product-card', { hasText: 'Secured Loan (Simple 12%)' }).click();
    await page.getByRole('textbox', { name: 'Amount (RM)' }).fill('6000');
    await page.getByRole('spinbutton', { name: 'Monthly installments' }).fill('24');
    await page.locator('.quote-figures').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved').waitFor();
    await page.waitForURL((u) => u.searchParams.has('draft'));
    draftId = new URL(page.url()).searchParams.get('draft') ?? '';
    expect(draftId).toMatch(/^APP-\d{6}$/);

    // Reloading the address continues the same draft, filled in.
    await page.reload();
    await page.getByText(`You are continuing the draft application ${draftId}.`).waitFor();
    await expect(page.getByRole('textbox', { name: 'Amount (RM)' }).inputValue()).resolves.toBe('6000');
    await expect(page.getByRole('spinbutton', { name: 'Monthly installments' }).inputValue()).resolves.toBe(
      '24',
    );
    await page.locator('.quote-figures').waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    const result = page.locator('[data-apply-result]');
    await result.waitFor();
    await expect(result.locator('[data-field="ApplicationId"] dd').textContent()).resolves.toBe(draftId);
    const found = await api(server.url).post<{ Data: { Status: string } }>(
      '/applications/find-one',
      { ApplicationId: draftId },
      await token('company@demo.test'),
    );
    const status = found.body.Data.Status;
    expect(['In Review', 'Pending Profile']).toContain(status);
    await expect(result.getAttribute('data-apply-result')).resolves.toBe(status);
    // Waiting for the profile: the way to complete it is offered.
    await expect(result.getByRole('link', { name: 'Complete my profile' }).count()).resolves.toBe(
      status === 'Pending Profile' ? 1 : 0,
    );
    await expect(result.locator('[data-answer-message]').textContent()).resolves.toContain(
      '3 to 5 working days',
    );
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('takes a document from its owner, then is cancelled with remarks', async () => {
    expect(draftId).not.toBe('');
    const { context, page, cspErrors } = await openSignedIn(
      'company@demo.test',
      `/application/view/${draftId}`,
    );
    await page.getByRole('heading', { level: 1, name: `Application ${draftId}` }).waitFor();
    await page.getByRole('textbox', { name: 'Document title' }).fill('Latest bank statement');
    await page.getByLabel('File', { exact: true }).setInputFiles(await pdfFile('bank-statement.pdf'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForLoadState('load');
    await toast(page, 'Document uploaded').waitFor();
    await expect(page.locator('[data-table="documents"] tbody').textContent()).resolves.toContain(
      'Latest bank statement',
    );
    const download = page.waitForEvent('download');
    await page
      .locator('[data-table="documents"]')
      .getByRole('button', { name: /^Download/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoSeriousA11yViolations(page, 'application details, owner');

    await page.getByRole('button', { name: 'Cancel application' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel application ${draftId}?` });
    await dialog.getByRole('button', { name: 'Cancel application' }).click();
    await dialog.getByText('Please fill this in.').waitFor();
    // spec §5's characters are refused before anything is sent.
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Found <cheaper> financing');
    await dialog.getByRole('button', { name: 'Cancel application' }).click();
    await dialog.getByText('Input cannot contain the following characters: { } * < > /').waitFor();
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Found other financing.');
    await dialog.getByRole('button', { name: 'Cancel application' }).click();
    await page.waitForLoadState('load');
    await toast(page, 'Application cancelled').waitFor();
    await expect(page.locator('.head-status [data-badge]').textContent()).resolves.toBe('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel application' }).count()).resolves.toBe(0);
    await expect(
      page.locator('[data-section="details"] [data-field="Remarks"] dd').textContent(),
    ).resolves.toBe('Found other financing.');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('Risk Team reviews the application', () => {
  it('finds it by id on the listing and approves it from the details page', async () => {
    expect(appliedId).not.toBe('');
    const { context, page, cspErrors } = await openSignedIn('risk@demo.test', '/application/listing', {
      clock: true,
    });
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await page.getByLabel('Application ID or loan no.').fill(appliedId);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('Id') === appliedId);
    await expect(page.locator('tbody tr').count()).resolves.toBe(1);
    await page.getByRole('link', { name: appliedId }).click();
    await page.getByRole('heading', { level: 1, name: `Application ${appliedId}` }).waitFor();
    await expect(page.locator('[data-section="product"]').textContent()).resolves.toContain(
      'Moneylenders Act 1951',
    );
    await expect(
      page.locator('[data-section="quote"] [data-field="TotalRepayment"] dd').textContent(),
    ).resolves.toBe('RM 11,800.00');
    await expectNoSeriousA11yViolations(page, 'application details, staff');
    await screenshot(page, 'lending-application-view-en');

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve application ${appliedId}?` });
    await dialog.waitFor();
    // A reason is required (spec §5).
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Please fill this in.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Income verified; within policy.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.waitForLoadState('load');
    // spec §8: the approval warning stays until dismissed.
    const warning = toast(page, 'Application approved');
    await warning.waitFor();
    // A minute on the page's clock: far past the longest any other notification stays (10 s).
    await page.clock.fastForward('01:00');
    await expect(warning.isVisible()).resolves.toBe(true);
    await expect(page.locator('.head-status [data-badge]').textContent()).resolves.toBe('Approved');
    await page.getByRole('link', { name: /^View loan EZC\d{6}$/ }).waitFor();
    await expect(page.locator('[data-section="activity"]').textContent()).resolves.toContain(
      'Income verified',
    );
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the listings', () => {
  it('filter by status and borrower on the server; All means no filter', async () => {
    const { context, page } = await openSignedIn('risk@demo.test', '/application/listing?Status=In+Review');
    const statuses = await page.locator('tbody [data-badge]').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['In Review']));
    await page.getByLabel('Status').selectOption('All');
    await page.getByLabel('Borrower', { exact: true }).fill('Ahmad');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('BorrowerName') === 'Ahmad');
    const names = await page.locator('tbody td[data-label="Borrower"]').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('Ahmad');
    await context.close();
  });

  it('work without JavaScript: the filter form is a plain GET form', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', '/loan/listing', { javaScript: false });
    await page.getByRole('heading', { level: 1, name: 'Loan Listing' }).waitFor();
    await page.getByLabel('Status').selectOption('Active');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('Status') === 'Active');
    const statuses = await page.locator('tbody [data-badge]').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Active']));
    await context.close();
  });

  it('update a row when its status changes, without a reload', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', '/loan/listing');
    await liveConnection(page);
    const row = page.locator('tbody tr').first();
    const loanNo = (await row.getAttribute('data-live-id')) ?? '';
    const [loan] = await findAll('/loans/find-all', 'finance@demo.test', { LoanNo: loanNo });
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await pushStatusChange(server.platform, {
      type: 'loan',
      id: loanNo,
      loanNo,
      status: 'Termination In Process',
      customerId: loan?.CustomerId ?? '',
    });
    await server.settle();
    await row.locator('[data-badge][data-status="Termination In Process"]').waitFor({ timeout: 15_000 });
    await expect(row.locator('[data-badge]').textContent()).resolves.toBe('Termination In Process');
    // Same document: nothing reloaded.
    await expect(page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).resolves.toBe(true);
    await context.close();
  });

  it('show a cancelled application in its row, live, on the borrower’s listing', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/application/listing');
    await liveConnection(page);
    const row = page.locator('tbody tr').first();
    const id = (await row.getAttribute('data-live-id')) ?? '';
    const [app] = await findAll('/applications/find-all', 'borrower@demo.test', { ApplicationId: id });
    await pushStatusChange(server.platform, {
      type: 'application',
      id,
      loanNo: app?.LoanNo ?? '',
      status: 'Cancelled',
      customerId: app?.CustomerId ?? '',
    });
    await server.settle();
    await row.locator('[data-badge][data-status="Cancelled"]').waitFor({ timeout: 15_000 });
    await expect(page.locator(`tr[data-live-id="${id}"]`).count()).resolves.toBe(1);
    await context.close();
  });

  it(`ship under ${LISTING_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, with no React`, async () => {
    const { context } = await openSignedIn('finance@demo.test', '/loan/listing');
    const cookies = await context.cookies();
    await context.close();
    for (const path of ['/loan/listing', '/application/listing']) {
      const bytes = await measureScriptBytes(browser, `${server.url}${path}`, cookies);
      console.info(`${path}: ${(bytes.total / 1024).toFixed(1)} KB of gzipped JavaScript`);
      expect(bytes.total).toBeLessThan(LISTING_JS_BUDGET_BYTES);
    }
    // Rendered on the server: no island to hydrate.
    const { context: again, page } = await openSignedIn('admin@demo.test', '/loan/listing');
    await expect(page.locator('astro-island').count()).resolves.toBe(0);
    await page.goto(`${server.url}/application/listing`);
    expect(new URL(page.url()).pathname).toBe('/application/listing');
    await expect(page.locator('astro-island').count()).resolves.toBe(0);
    await again.close();
  });

  it('read in Malay on a 360 px phone', async () => {
    const { context, page, cspErrors } = await openSignedIn('risk@demo.test', '/application/listing', {
      lang: 'ms',
      viewport: PHONE,
    });
    await page.getByRole('heading', { level: 1, name: 'Permohonan' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'application listing, Malay phone');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'lending-application-listing-ms-phone');
    await context.close();
  });
});

describe('Finance Team takes a signed loan to Active', () => {
  let loanNo = '';

  it('stamps the signed loan with its receipt', async () => {
    const signed = await findAll('/loans/find-all', 'finance@demo.test', { Status: 'Signed' });
    loanNo = signed[0]?.LoanNo ?? '';
    expect(loanNo).toMatch(/^EZC\d{6}$/);
    const { context, page, cspErrors } = await openSignedIn('finance@demo.test', `/loan/view/${loanNo}`);
    await page.getByRole('heading', { level: 1, name: `Loan ${loanNo}` }).waitFor();
    const panel = page.locator('[data-panel="stamping"]');
    await expectNoSeriousA11yViolations(page, 'loan view with the stamping panel');
    // The receipt is required.
    await panel.getByRole('button', { name: 'Confirm stamping' }).click();
    await panel.getByText('Choose a file.').waitFor();
    await panel.getByLabel('Stamp receipt').setInputFiles(await pdfFile('stamp-receipt.pdf'));
    await panel.getByRole('button', { name: 'Confirm stamping' }).click();
    await page.waitForLoadState('load');
    await toast(page, 'Loan stamped').waitFor();
    await expect(page.locator('.head-status [data-badge]').textContent()).resolves.toBe('Stamped');
    const stamping = page.locator('[data-section="stamping"]');
    await expect(stamping.locator('[data-field="StampingDate"] dd').textContent()).resolves.toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    const download = page.waitForEvent('download');
    await stamping.getByRole('button', { name: 'Download stamp receipt' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('disburses it with the payment details and receipt', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', `/loan/view/${loanNo}`);
    const panel = page.locator('[data-panel="disbursement"]');
    await panel.waitFor();
    await panel.getByLabel('Reference no.').fill('FT-2026-0001');
    await panel.getByLabel('Bank', { exact: true }).selectOption({ label: 'Maybank' });
    await panel.getByLabel('Account no.').fill('512345678901');
    await panel.getByLabel('Account name').fill('Ahmad bin Ismail');
    await panel.getByLabel('Offset document numbers').fill('INV-0001, INV-0002');
    await panel.getByLabel('Disbursement receipt').setInputFiles(await pdfFile('disbursement-receipt.pdf'));
    await panel.getByRole('button', { name: 'Confirm disbursement' }).click();
    // Asked first, with the amount and the account.
    await page
      .getByRole('alertdialog', { name: /^Disburse RM [\d,]+\.\d{2} to Ahmad bin Ismail\?$/ })
      .getByRole('button', { name: /^Disburse RM [\d,]+\.\d{2}$/ })
      .click();
    await page.waitForLoadState('load');
    await toast(page, 'Loan disbursed').waitFor();
    await expect(page.locator('.head-status [data-badge]').textContent()).resolves.toBe('Disbursed');
    const details = page.locator('[data-section="disbursement"]');
    await expect(details.locator('[data-field="OffsetDocNo"] dd').textContent()).resolves.toBe(
      'INV-0001, INV-0002',
    );
    await expect(details.locator('[data-field="Method"] dd').textContent()).resolves.toBe('Bank transfer');
    await context.close();
  }, 60_000);

  it('activates the first installment: the loan is Active, and the next waits for a payment', async () => {
    const { context, page, cspErrors } = await openSignedIn('finance@demo.test', `/loan/view/${loanNo}`);
    // A second look at the same loan, opened before the activation: its button is now stale.
    const stale = await openSignedIn('finance@demo.test', `/loan/view/${loanNo}#tab-schedule`);
    await page.getByRole('tab', { name: 'Loan schedule' }).click();
    const first = page.locator('tr[data-installment="1"]');
    await first.getByRole('button', { name: 'Activate installment 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Activate installment 1?' });
    // The page reloads once the loan's status has followed the activation, then says so. Should it
    // not, the failure tells what the page asked and was answered meanwhile.
    const calls: string[] = [];
    const started = Date.now();
    const seen = (what: string) => calls.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
    page.on(
      'request',
      (r) => r.url().includes('/api/') && seen(`→ ${r.method()} ${new URL(r.url()).pathname}`),
    );
    page.on(
      'response',
      (r) => r.url().includes('/api/') && seen(`← ${r.status()} ${new URL(r.url()).pathname}`),
    );
    page.on('requestfailed', (r) => seen(`✗ ${new URL(r.url()).pathname} ${r.failure()?.errorText ?? ''}`));
    page.on('load', () => seen('load'));
    page.on('console', (m) => m.type() === 'error' && seen(`console: ${m.text()}`));
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await toast(page, 'Installment activated')
      .waitFor({ timeout: 60_000 })
      .catch(async (e: unknown) => {
        const shown = await page.locator('.toast').allTextContents();
        throw new Error(
          `${String(e)}\nAt ${page.url()}, toasts: ${JSON.stringify(shown)}\n${calls.join('\n')}`,
        );
      });
    await expect(page.locator('.head-status [data-badge]').textContent()).resolves.toBe('Active');
    await page.getByRole('tab', { name: 'Loan schedule' }).click();
    await expect(page.locator('tr[data-installment="1"] [data-badge]').textContent()).resolves.toBe('Unpaid');
    // spec §4: the next installment waits until this one is paid.
    await expect(page.getByRole('button', { name: /^Activate installment/ }).count()).resolves.toBe(0);

    // spec §8: a refused activation says so under its title, with the API's reason.
    await stale.page
      .locator('tr[data-installment="1"]')
      .getByRole('button', { name: 'Activate installment 1' })
      .click();
    await stale.page
      .getByRole('alertdialog', { name: 'Activate installment 1?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    const refused = toast(stale.page, 'Failed to Activate Installment');
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain('Installment has already been activated.');
    await stale.context.close();

    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page.locator('#tab-invoices tbody tr').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Activity history' }).click();
    await expect(page.locator('#tab-activity tbody tr').count()).resolves.toBeGreaterThan(2);
    await expectNoSeriousA11yViolations(page, 'active loan');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'lending-loan-view-en');
    await context.close();
  }, 90_000);

  it('shows the same loan to its borrower in Malay on a phone, without staff actions', async () => {
    const loan = (await findAll('/loans/find-all', 'finance@demo.test', { LoanNo: loanNo }))[0];
    const owner = loan?.CustomerId === 'CUST-000002' ? 'company@demo.test' : 'borrower@demo.test';
    const { context, page, cspErrors } = await openSignedIn(owner, `/loan/view/${loanNo}?lang=ms`, {
      lang: 'ms',
      viewport: PHONE,
    });
    await page.getByRole('heading', { level: 1, name: `Pinjaman ${loanNo}` }).waitFor();
    await expect(page.locator('.head-status [data-badge]').textContent()).resolves.toBe('Aktif');
    await expect(page.getByRole('button', { name: /Aktifkan|Tamatkan/ }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Jadual pinjaman' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'loan view, Malay phone');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'lending-loan-view-ms-phone');
    await context.close();
  }, 60_000);
});
