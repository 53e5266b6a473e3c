/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser, measureScriptBytes, PHONE } from '../support/browser';
import { openSignedIn as openSignedInAt, type SignedInOptions, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The five report pages on the demo's loans, as Finance Team reads them: rows and the totals row,
 * filters through the form and the address, paging, Malay on a phone, the print view, the CSV and
 * Excel exports, and who may not read them. Expected figures are worked out by hand from the
 * demo's stories (functions/loans/src/seed/stories.ts), never read back from the API: EZC000008
 * lends RM 10,000.00 over 12 installments at 18% a year flat (RM 150.00 interest a month,
 * RM 833.33 principal, the last row taking the remainder, RM 833.37), its first installment paid;
 * EZC000009 lent RM 3,000.00 over 6 at 18% (RM 45.00 interest and RM 545.00 an installment, all
 * six paid in cash). The demo's days follow the clock the run seeded it at, so day-dependent
 * figures (late charges) are checked for consistency instead: each totals cell is the sum of its
 * column when every row fits on the page.
 */

/** spec: a listing page ships at most 80 KB of gzipped JavaScript. */
const LISTING_JS_BUDGET_BYTES = 80 * 1024;

const PAGES = {
  installments: { path: '/report/installment-listing', title: 'Installment Report' },
  interest: { path: '/report/interest-income-recognized', title: 'Interest Income Recognized' },
  lpc: { path: '/report/lpc', title: 'Late Payment Charges' },
  summary: { path: '/report/summary-of-borrower', title: 'Summary of Borrower' },
  payments: { path: '/report/payments-received', title: 'Payments Received Report' },
} as const;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  // The day's run (late charges) before reading, so no figure moves while the pages are read.
  await server.runJobs();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in as `email` and opens `path` (see browser-session.ts). */
const openSignedIn = (email: string, path: string, options: SignedInOptions = {}) =>
  openSignedInAt(browser, server.url, email, path, options);

const rows = (page: Page) => page.locator('.report-table tbody tr');
const column = (page: Page, field: string) => page.locator(`.report-table tbody td[data-field="${field}"]`);
const total = (page: Page, field: string) => page.locator(`.report-table tfoot td[data-field="${field}"]`);
const totalsLabel = (page: Page) => page.locator('.report-table tfoot [data-totals] th');
const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** 'RM 1,234.56' as whole sen. */
const sen = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

/** Every money column's totals cell equals the sum of its cells (all the rows are on the page). */
async function expectTotalsAddUp(page: Page): Promise<void> {
  const fields = await page
    .locator('.report-table tfoot td[data-field]')
    .evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset.field ?? ''));
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    const cells = (await column(page, field).allTextContents()).map(sen);
    expect(sen(await total(page, field).textContent()), field).toBe(cells.reduce((a, b) => a + b, 0));
  }
}

/** The export buttons are live once their script has run. */
const hydrated = (button: Locator) => expect.poll(() => button.isEnabled()).toBe(true);

describe('Finance Team reads the reports', () => {
  it('finds the five reports in the menu, each with rows and the totals of the whole filtered result', async () => {
    const { context, page, cspErrors } = await openSignedIn('finance@demo.test', PAGES.installments.path);
    const menu = page.locator('#side-nav');
    for (const { path, title } of Object.values(PAGES)) {
      await expect(menu.locator(`a[href="${path}"]`).textContent()).resolves.toContain(title);
    }
    await menu.getByRole('link', { name: 'Payments Received Report' }).click();
    await page.waitForURL((u) => u.pathname === PAGES.payments.path);

    for (const [report, { path, title }] of Object.entries(PAGES)) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const count = Number(((await page.locator('.list-meta').textContent()) ?? '').replace(/\D/g, ''));
      expect(count, report).toBeGreaterThan(0);
      await expect(rows(page).count()).resolves.toBe(Math.min(count, 10));
      await expect(totalsLabel(page).textContent()).resolves.toBe(
        count === 1 ? 'Totals (1 row)' : `Totals (${count} rows)`,
      );
      // A named region that scrolls sideways, with its columns' headers.
      const region = page.getByRole('region', { name: new RegExp(`^${title}: `) });
      await expect(region.getAttribute('tabindex')).resolves.toBe('0');
      await expect(page.locator('.report-table thead th[scope="col"]').count()).resolves.toBeGreaterThan(5);
      if (count <= 10) await expectTotalsAddUp(page);
      await expectNoSeriousA11yViolations(page, `${report} report`);
      await screenshot(page, `reports-${report}-en`);
    }
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it('lists the 12 installments of EZC000008 over two pages, with their totals', async () => {
    const { context, page } = await openSignedIn(
      'finance@demo.test',
      `${PAGES.installments.path}?LoanNo=EZC000008`,
    );
    await expect(page.locator('.list-meta').textContent()).resolves.toBe('12 rows');
    await expect(rows(page).count()).resolves.toBe(10);
    await expect(totalsLabel(page).textContent()).resolves.toBe('Totals (12 rows)');
    await expect(total(page, 'Principal').textContent()).resolves.toBe('RM 10,000.00');
    await expect(total(page, 'Interest').textContent()).resolves.toBe('RM 1,800.00');
    await expect(total(page, 'TotalInstallment').textContent()).resolves.toBe('RM 11,800.00');
    await expect(column(page, 'Interest').allTextContents()).resolves.toEqual(Array(10).fill('RM 150.00'));
    await expect(column(page, 'InstallmentNo').first().textContent()).resolves.toBe('1');
    await expect(column(page, 'Status').first().textContent()).resolves.toBe('Paid');
    // Figures line up on the right.
    await expect(total(page, 'Principal').evaluate((cell) => getComputedStyle(cell).textAlign)).resolves.toBe(
      'end',
    );
    await page.getByRole('navigation', { name: 'Pages' }).getByText('Page 1 of 2').waitFor();

    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect(page.getByLabel('Loan no.').inputValue()).resolves.toBe('EZC000008');
    await expect(column(page, 'InstallmentNo').allTextContents()).resolves.toEqual(['11', '12']);
    await expect(column(page, 'Principal').allTextContents()).resolves.toEqual(['RM 833.33', 'RM 833.37']);
    await expect(column(page, 'TotalInstallment').last().textContent()).resolves.toBe('RM 983.37');
    // The totals are the whole result's, whatever the page.
    await expect(total(page, 'Principal').textContent()).resolves.toBe('RM 10,000.00');
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL((u) => !u.searchParams.has('page'));
    await context.close();
  }, 90_000);

  it('narrows the rows with the filter form, keeping the filters in the address', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', PAGES.installments.path);
    await expect(page.locator('.list-meta').textContent()).resolves.not.toBe('12 rows');
    await page.getByLabel('Loan no.').fill('ezc000008');
    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('Status') === 'Paid');
    expect(new URL(page.url()).searchParams.get('LoanNo')).toBe('ezc000008');
    await expect(page.locator('.list-meta').textContent()).resolves.toBe('1 row');
    await expect(column(page, 'LoanNo').allTextContents()).resolves.toEqual(['EZC000008']);
    await expect(column(page, 'InstallmentNo').allTextContents()).resolves.toEqual(['1']);
    await expect(totalsLabel(page).textContent()).resolves.toBe('Totals (1 row)');
    await expect(total(page, 'Principal').textContent()).resolves.toBe('RM 833.33');
    await expect(total(page, 'TotalInstallment').textContent()).resolves.toBe('RM 983.33');
    await expect(page.getByLabel('Loan no.').inputValue()).resolves.toBe('EZC000008');
    // The dashboard's kind of link: due dates and the Outstanding status, straight in the address.
    await page.goto(
      `${server.url}${PAGES.installments.path}?StartDueDate=2000-01-01&EndDueDate=2100-12-31&Status=Outstanding`,
    );
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('Outstanding');
    await expect(page.getByLabel('Due from').inputValue()).resolves.toBe('2000-01-01');
    const statuses = new Set(await column(page, 'Status').allTextContents());
    expect(statuses.size).toBeGreaterThan(0);
    for (const s of statuses) expect(['Unpaid', 'Partial Paid']).toContain(s);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((u) => u.search === '');
    await context.close();
  }, 90_000);

  it('shows interest, payments and the loan summary of EZC000009 as its schedule says', async () => {
    const { context, page } = await openSignedIn(
      'finance@demo.test',
      `${PAGES.interest.path}?LoanNo=EZC000009`,
    );
    await page.getByText(/^Recognition rule: an installment's interest becomes income/).waitFor();
    await expect(column(page, 'InterestIncome').allTextContents()).resolves.toEqual(
      Array(6).fill('RM 45.00'),
    );
    await expect(total(page, 'InterestIncome').textContent()).resolves.toBe('RM 270.00');
    await expect(column(page, 'Description').first().textContent()).resolves.toMatch(
      /^Installment 1 due \d{2}\/\d{2}\/\d{4}$/,
    );

    await page.goto(`${server.url}${PAGES.payments.path}?LoanNo=EZC000009`);
    await expect(column(page, 'Amount').allTextContents()).resolves.toEqual(Array(6).fill('RM 545.00'));
    await expect(total(page, 'Amount').textContent()).resolves.toBe('RM 3,270.00');
    await expect(new Set(await column(page, 'Method').allTextContents())).toEqual(new Set(['Cash']));
    await expect(new Set(await column(page, 'Status').allTextContents())).toEqual(new Set(['Approved']));

    await page.goto(`${server.url}${PAGES.summary.path}?LoanNo=EZC000009`);
    await expect(column(page, 'Amount').allTextContents()).resolves.toEqual(['RM 3,000.00']);
    await expect(column(page, 'TotalRepayment').allTextContents()).resolves.toEqual(['RM 3,270.00']);
    await expect(column(page, 'TotalPaidToDate').allTextContents()).resolves.toEqual(['RM 3,270.00']);
    await expect(column(page, 'BalanceOutstanding').allTextContents()).resolves.toEqual(['RM 0.00']);
    await expect(column(page, 'Status').allTextContents()).resolves.toEqual(['Completed']);
    await expectTotalsAddUp(page);
    await context.close();
  }, 90_000);

  it('lists the late charges of EZC000008’s overdue installment, each row adding up', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', `${PAGES.lpc.path}?LoanNo=EZC000008`);
    await expect(column(page, 'InstallmentNo').allTextContents()).resolves.toContain('2');
    const row = rows(page).filter({
      has: page.locator('td[data-field="InstallmentNo"]', { hasText: /^2$/ }),
    });
    const cell = async (field: string) => sen(await row.locator(`td[data-field="${field}"]`).textContent());
    expect(await cell('LateCharge')).toBeGreaterThan(0);
    expect(await cell('LateCharge')).toBe(
      (await cell('LateChargePaid')) +
        (await cell('LateChargeWaived')) +
        (await cell('LateChargeOutstanding')),
    );
    await expect(row.locator('td[data-field="Status"]').textContent()).resolves.toBe('Partial Paid');
    await expectTotalsAddUp(page);
    await context.close();
  }, 60_000);

  it('says a start date after the end date by the filters, keeping what was entered', async () => {
    const { context, page } = await openSignedIn(
      'finance@demo.test',
      `${PAGES.lpc.path}?StartDueDate=2026-12-01&EndDueDate=2026-11-01&LoanNo=EZC000008`,
    );
    const problem = page.locator('[data-problem="invalid"]');
    await expect(problem.textContent()).resolves.toContain('The start date is after the end date.');
    await expect(page.getByLabel('Due from').inputValue()).resolves.toBe('2026-12-01');
    await expect(page.getByLabel('Due to').inputValue()).resolves.toBe('2026-11-01');
    await expect(page.getByLabel('Due to').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Loan no.').inputValue()).resolves.toBe('EZC000008');
    await expect(page.locator('.report-table').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'a refused filter');
    await context.close();
  }, 60_000);

  it('reads in Malay on a 360 px phone, the table scrolling in its own box', async () => {
    const { context, page, cspErrors } = await openSignedIn(
      'finance@demo.test',
      `${PAGES.installments.path}?LoanNo=EZC000008`,
      { lang: 'ms', viewport: PHONE },
    );
    await page.getByRole('heading', { level: 1, name: 'Laporan Ansuran' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    const headers = await page.locator('.report-table thead th').allTextContents();
    expect(headers.slice(0, 6)).toEqual([
      'Tarikh matang',
      'No. pinjaman',
      'Peminjam',
      'Ansuran',
      'Prinsipal',
      'Faedah',
    ]);
    await expect(totalsLabel(page).textContent()).resolves.toBe('Jumlah (12 baris)');
    await expect(column(page, 'Status').first().textContent()).resolves.toBe('Dibayar');
    await page.getByText('Halaman 1 daripada 2').waitFor();
    await page.getByRole('button', { name: 'Eksport CSV' }).waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /^Laporan Ansuran: 12 baris$/ });
    await expect(region.evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'installment report, Malay phone');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'reports-installments-ms-phone');
    await context.close();
  }, 60_000);
});

describe('the print view', () => {
  it('prints the filtered rows with their totals, the filters used and who printed it, without the menu', async () => {
    const { context, page, cspErrors } = await openSignedIn(
      'finance@demo.test',
      `${PAGES.installments.path}?LoanNo=EZC000008&page=2`,
    );
    await page.getByRole('link', { name: 'Print view' }).click();
    await page.waitForURL((u) => u.searchParams.get('print') === '1');
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Installment Report' }).waitFor();
    await expect(page.locator('#side-nav, .site-header, .breadcrumbs').count()).resolves.toBe(0);
    await expect(page.locator('[data-filters-used]').textContent()).resolves.toBe(
      'Filters: Loan no. EZC000008',
    );
    await expect(page.locator('[data-printed]').textContent()).resolves.toMatch(
      /^Printed \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by \S.+$/,
    );
    // Every row on one sheet, with the totals; no links or badges on paper.
    await expect(rows(page).count()).resolves.toBe(12);
    await expect(totalsLabel(page).textContent()).resolves.toBe('Totals (12 rows)');
    await expect(total(page, 'Principal').textContent()).resolves.toBe('RM 10,000.00');
    await expectTotalsAddUp(page);
    await expect(page.locator('.report-table a, .report-table .badge').count()).resolves.toBe(0);
    await expect(page.locator('[data-print-limit]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'print view');
    await screenshot(page, 'reports-print-en');
    // On paper the buttons are gone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: 'Back to the report' }).isVisible()).resolves.toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Back to the report' }).click();
    await page.waitForURL(
      (u) => !u.searchParams.has('print') && u.searchParams.get('LoanNo') === 'EZC000008',
    );
    expect(cspErrors).toEqual([]);

    // Without filters: the note says so, in Malay too.
    await page.goto(`${server.url}${PAGES.summary.path}?print=1&lang=ms`);
    await page.getByRole('heading', { level: 1, name: 'Ringkasan Peminjam' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    await expect(page.locator('[data-filters-used]').textContent()).resolves.toBe(
      'Penapis: tiada (semua baris)',
    );
    await expect(page.locator('[data-printed]').textContent()).resolves.toMatch(
      /^Dicetak \d{2}\/\d{2}\/\d{4} /,
    );
    await page.getByRole('button', { name: 'Cetak' }).waitFor();
    await context.close();
  }, 90_000);
});

describe('exports', () => {
  it('downloads a CSV whose data lines are the rows on the screen, telling its progress', async () => {
    const { context, page } = await openSignedIn(
      'finance@demo.test',
      `${PAGES.payments.path}?LoanNo=EZC000009`,
    );
    const csv = page.getByRole('button', { name: 'Export CSV' });
    await hydrated(csv);
    const onScreen = await rows(page).evaluateAll((trs) =>
      trs.map((tr) =>
        ['PaymentId', 'ReceiptNo', 'LoanNo', 'Amount', 'Status'].map(
          (f) => tr.querySelector(`[data-field="${f}"]`)?.textContent?.trim() ?? '',
        ),
      ),
    );
    expect(onScreen).toHaveLength(6);
    // The request is held until the page has been seen waiting for it: the buttons rest while the
    // file comes.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/reports/payments/export', async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await csv.click();
    await expect.poll(() => csv.isDisabled()).toBe(true);
    await expect(page.getByRole('button', { name: 'Export Excel' }).isDisabled()).resolves.toBe(true);
    await expect(page.locator('[data-export] [role="status"]').textContent()).resolves.toBe('Exporting…');
    answer();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payments.*\.csv$/);
    const text = await readFile((await file.path()) ?? '', 'utf8');
    const lines = text.split(/\r?\n/).filter((l) => l !== '');
    expect(lines[0]).toBe('Payment date,Payment ID,Receipt no.,Loan no.,Borrower,Method,For,Amount,Status');
    const data = lines.slice(1).map((l) => l.split(','));
    expect(data).toHaveLength(onScreen.length);
    expect(data.map((d) => [d[1], d[2], d[3], `RM ${d[7]}`, d[8]])).toEqual(onScreen);
    // Each payment by its own number, its receipt's beside it.
    for (const [paymentId, receiptNo] of onScreen) {
      expect(paymentId).toMatch(/^PAY-/);
      expect(receiptNo).toMatch(/^RCP-\d-\d{6}$/);
    }
    await expect
      .poll(() => page.locator('[data-export] [role="status"]').textContent())
      .toBe(`Saved ${file.suggestedFilename()} (6 rows).`);
    await expect(csv.isEnabled()).resolves.toBe(true);
    await page.unroute('**/api/reports/payments/export');

    // Excel: a zipped workbook under its own name.
    const xlsx = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const workbook = await xlsx;
    expect(workbook.suggestedFilename()).toMatch(/^payments.*\.xlsx$/);
    const bytes = await readFile((await workbook.path()) ?? '');
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await context.close();
  }, 90_000);

  it('says Export Failed when the file cannot be made', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', PAGES.lpc.path);
    const csv = page.getByRole('button', { name: 'Export CSV' });
    await hydrated(csv);
    await page.route('**/api/reports/lpc/export', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The report store is busy.', code: 'REPORTS.BUSY' }),
      }),
    );
    await csv.click();
    const failed = toast(page, 'Export Failed');
    await failed.waitFor();
    await expect(failed.textContent()).resolves.toContain('The report store is busy.');
    await hydrated(csv);
    await context.close();
  }, 60_000);
});

describe('who may read the reports', () => {
  it('tells the Risk Team the reports are not theirs, with no table', async () => {
    const { context, page } = await openSignedIn('risk@demo.test', PAGES.lpc.path);
    await page.getByRole('heading', { level: 1, name: 'Late Payment Charges' }).waitFor();
    await expect(page.locator('[data-problem="forbidden"]').textContent()).resolves.toBe(
      'These reports are for the Finance Team and Admin. Your account cannot see them.',
    );
    await expect(page.locator('.report-table, [data-export], form.filters').count()).resolves.toBe(0);
    await expect(page.locator('#side-nav a[href^="/report/"]').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'reports refused');
    await screenshot(page, 'reports-forbidden-en');
    await context.close();
  }, 60_000);

  it(`ship under ${LISTING_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, with no React`, async () => {
    const { context, page } = await openSignedIn('finance@demo.test', PAGES.lpc.path);
    const cookies = await context.cookies();
    for (const { path } of Object.values(PAGES)) {
      const bytes = await measureScriptBytes(browser, `${server.url}${path}`, cookies);
      console.info(`${path}: ${(bytes.total / 1024).toFixed(1)} KB of gzipped JavaScript`);
      expect(bytes.landedOn).toBe(path);
      expect(bytes.total).toBeLessThan(LISTING_JS_BUDGET_BYTES);
      await page.goto(`${server.url}${path}`);
      await expect(page.locator('astro-island').count()).resolves.toBe(0);
      await expect(page.locator('[data-export]').count()).resolves.toBe(1);
    }
    const print = await measureScriptBytes(browser, `${server.url}${PAGES.lpc.path}?print=1`, cookies);
    expect(print.total).toBeLessThan(LISTING_JS_BUDGET_BYTES);
    await context.close();
  }, 120_000);
});
