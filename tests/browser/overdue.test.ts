/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations, launchBrowser, PHONE } from '../support/browser';
import { openSignedIn as openSignedInAt } from '../support/browser-session';
import { devHeaders } from '../support/dev';
import { morningAfter } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * Overdue is visible. Demo loan EZC000008 (borrower@demo.test, 'Active'): installment 1 paid,
 * installment 2 half paid and unpaid since its due date D2, installment 3 not due yet. The
 * business clock is set to 09:00 in Malaysia 20 days after D2, so installment 2 is 20 days past
 * due (D2 itself is not late; the day after is the first): "Overdue, 20 days" / "Lampau tempoh,
 * 20 hari", on the loan's schedule and payment information, and in the loan listing's
 * days-past-due column, to the borrower and to staff alike. The API's `Status` stays
 * 'Partial Paid'.
 */

const LOAN = 'EZC000008';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const tokens = new Map<string, string>();
async function post<T>(email: string, path: string, body: unknown) {
  if (!tokens.has(email)) tokens.set(email, await apiSignIn(server.url, email));
  return api(server.url).post<T>(path, body, tokens.get(email));
}
async function dev(path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/dev${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...devHeaders(server) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  const loan = await post<{
    Data: { SimpleLoans: { LoanSchedule: { InstallmentNo: number; DueDate: string }[] }[] };
  }>('finance@demo.test', '/loans/find-one', { LoanNo: LOAN });
  const second = loan.body.Data.SimpleLoans[0]!.LoanSchedule.find((r) => r.InstallmentNo === 2)!;
  await dev('/clock', { now: morningAfter(second.DueDate, 20) });
  await dev('/run-jobs');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in as `email` (see browser-session.ts) and opens `path` in `lang`. */
const openSignedIn = (email: string, path: string, lang: 'en' | 'ms' = 'en', viewport?: typeof PHONE) =>
  openSignedInAt(browser, server.url, email, path, { lang, ...(viewport ? { viewport } : {}) });

/** A cell's text as it reads, without the markup's white space. */
const textOf = async (cell: ReturnType<Page['locator']>) => (await cell.textContent())?.trim();
/** The installment's status cell as it reads on the schedule tab. */
const statusOf = (page: Page, installmentNo: number) =>
  textOf(page.locator(`#tab-schedule tr[data-installment="${installmentNo}"] td[data-label="Status"]`));

describe('an installment past its due date says how long', () => {
  for (const who of ['borrower@demo.test', 'finance@demo.test']) {
    it(`shows ${who} "Overdue, 20 days" on the loan's schedule and payment information`, async () => {
      const { context, page } = await openSignedIn(who, `/loan/view/${LOAN}`);
      await page.getByRole('tab', { name: 'Loan schedule' }).click();
      const second = page.locator('#tab-schedule tr[data-installment="2"]');
      await expect(second.getByText('Overdue, 20 days', { exact: true }).isVisible()).resolves.toBe(true);
      // The contract's status is kept for the page's own scripts and tests.
      await expect(second.locator('[data-days-past-due="20"]').getAttribute('data-status')).resolves.toBe(
        'Partial Paid',
      );
      await expect(statusOf(page, 1)).resolves.toBe('Paid');
      await expect(statusOf(page, 3)).resolves.toBe('Scheduled');
      const info = page.locator('[data-section="payment-info"]');
      await expect(info.locator('[data-field="DaysPastDue"] dt').textContent()).resolves.toBe(
        'Days past due',
      );
      await expect(info.locator('[data-field="DaysPastDue"] dd').textContent()).resolves.toBe(
        'Overdue, 20 days',
      );
      await expectNoSeriousA11yViolations(page, `overdue loan, ${who}`);
      await context.close();
    }, 90_000);

    it(`lists the loan ${who} sees with its days past due`, async () => {
      const { context, page } = await openSignedIn(who, '/loan/listing');
      const header = page.getByRole('columnheader', { name: 'Days past due' });
      await expect(header.count()).resolves.toBe(1);
      const row = page.locator(`tr[data-live-id="${LOAN}"]`);
      await expect(textOf(row.locator('td[data-label="Days past due"]'))).resolves.toBe('Overdue, 20 days');
      // A loan paid up, or not yet due, is not overdue.
      const disbursed = page.locator('tr[data-live-id="EZC000007"]');
      await expect(textOf(disbursed.locator('td[data-label="Days past due"]'))).resolves.toBe('—');
      await expectNoSeriousA11yViolations(page, `loan listing, ${who}`);
      await context.close();
    }, 90_000);
  }

  it('says it in Malay to the borrower on a phone: "Lampau tempoh, 20 hari"', async () => {
    const { context, page } = await openSignedIn(
      'borrower@demo.test',
      `/loan/view/${LOAN}?lang=ms`,
      'ms',
      PHONE,
    );
    await page.getByRole('tab', { name: 'Jadual pinjaman' }).click();
    const second = page.locator('#tab-schedule tr[data-installment="2"]');
    await expect(second.getByText('Lampau tempoh, 20 hari', { exact: true }).isVisible()).resolves.toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto(`${server.url}/loan/listing?lang=ms`);
    await expect(
      textOf(page.locator(`tr[data-live-id="${LOAN}"] td[data-label="Hari lampau tempoh"]`)),
    ).resolves.toBe('Lampau tempoh, 20 hari');
    await context.close();
  }, 90_000);
});

describe("a long-overdue loan's transaction history", () => {
  it('opens at its latest page and pages back to the earliest, 20 rows at a time', async () => {
    // 8 rows so far (disbursement, two installments, two payments, three late charges). The
    // mornings from the 21st day to the 34th add 14 charges on installment 2, installment 3
    // falling due on the 30th, and its own charges from the 32nd (3): 26 rows, two pages.
    const loan = await post<{
      Data: { SimpleLoans: { LoanSchedule: { InstallmentNo: number; DueDate: string }[] }[] };
    }>('finance@demo.test', '/loans/find-one', { LoanNo: LOAN });
    const second = loan.body.Data.SimpleLoans[0]!.LoanSchedule.find((r) => r.InstallmentNo === 2)!;
    for (let day = 21; day <= 34; day++) {
      await dev('/clock', { now: morningAfter(second.DueDate, day) });
      await dev('/run-jobs');
    }
    const { context, page } = await openSignedIn('finance@demo.test', `/loan/view/${LOAN}#tab-transactions`);
    const panel = page.locator('#tab-transactions');
    const rows = panel.locator('tbody tr');
    const pager = panel.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText('Page 2 of 2').count()).resolves.toBe(1);
    await expect(rows.count()).resolves.toBe(6);
    // The last row: the 34th morning (14 December) charged installment 3 to the day before.
    await expect(rows.last().locator('td[data-label="Description"]').textContent()).resolves.toBe(
      'Late payment charge, installment 3, to 13/12/2026',
    );
    await pager.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(/\?transactions=1#tab-transactions$/);
    await expect(panel.getByText('Page 1 of 2').count()).resolves.toBe(1);
    await expect(rows.count()).resolves.toBe(20);
    await expect(panel.isVisible()).resolves.toBe(true);
    await expect(rows.first().locator('td[data-label="Description"]').textContent()).resolves.toBe(
      'Disbursement',
    );
    await expectNoSeriousA11yViolations(page, 'transaction history, first page');
    await context.close();
  }, 120_000);
});

describe("the loan's balance on its page", () => {
  it('reads the same to the sen in the summary and the payment information, a day after the last daily run', async () => {
    const loan = await post<{
      Data: { SimpleLoans: { LoanSchedule: { InstallmentNo: number; DueDate: string }[] }[] };
    }>('finance@demo.test', '/loans/find-one', { LoanNo: LOAN });
    const second = loan.body.Data.SimpleLoans[0]!.LoanSchedule.find((r) => r.InstallmentNo === 2)!;
    // A day on from the runs above, the daily job not yet run: a day's late charge has accrued.
    await dev('/clock', { now: morningAfter(second.DueDate, 35) });
    const { context, page } = await openSignedIn('finance@demo.test', `/loan/view/${LOAN}`);
    const balances = await page.locator('[data-field="BalanceOutstanding"] dd').allTextContents();
    expect(balances).toHaveLength(2);
    expect(balances[0]).toMatch(/^RM \d[\d,]*\.\d{2}$/);
    expect(balances[1]).toBe(balances[0]);
    await context.close();
  }, 90_000);
});
