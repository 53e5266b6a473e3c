/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  measureScriptBytes,
  openDisplaySettings,
  PHONE,
} from '../support/browser';
import { openSignedIn as openSignedInAt, type SignedInOptions, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The dashboard end to end on the demo data: Admin (who alone holds the Dashboard privilege)
 * sees the five figures, the two charts and the arrears table, each figure a link to the listing
 * the API names for it; the arrears link opens the installment report; the page reads in Malay
 * on a phone; Finance Team is refused; the page's JavaScript stays within its budget; and the
 * figures follow an application's decision and a payment without a reload.
 *
 * Expected figures are worked out by hand from the demo stories (functions/loans/src/seed/
 * stories.ts): one application is in review (RM 7,500, applied two days ago); six loans have been
 * disbursed (the Disbursed, Active, Completed, Early Settlement, Settlement Under Review and
 * Terminated stories; the earlier ones stop before disbursement and Termination In Process was
 * never signed by the borrower); the only signing session booked (the Pending Signing Borrower
 * loan's) is at least three days ahead, so none is today.
 */

/** spec: the dashboard ships at most 120 KB of gzipped JavaScript, charts included. */
const JS_BUDGET_BYTES = 120 * 1024;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page of `path?lang=` for `email` signed in (see browser-session.ts), collecting CSP errors. */
function openSignedIn(email: string, path: string, options: Pick<SignedInOptions, 'lang' | 'viewport'> = {}) {
  const lang = options.lang ?? 'en';
  return openSignedInAt(browser, server.url, email, `${path}?lang=${lang}`, { ...options, lang });
}

const tokens = new Map<string, string>();
async function token(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await apiSignIn(server.url, email));
  return tokens.get(email)!;
}

async function post<T>(email: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return api(server.url).call<T>('POST', path, { body, token: await token(email), headers });
}

interface Figure {
  Count: number;
  Amount?: number;
  Link: string;
}

interface DashboardAnswer {
  PortfolioOutstanding: Figure;
  DisbursedThisMonth: Figure;
  CollectedThisMonth: Figure;
  Arrears: (Figure & { Bucket: string })[];
  ApplicationsInReview: Figure;
  SigningSessionsToday: Figure;
}

/** The API's links (read for the links only: the figures expected are the seed's, by hand). */
async function apiLinks(): Promise<DashboardAnswer> {
  const answer = await post<{ Data: DashboardAnswer }>('admin@demo.test', '/reports/dashboard', {});
  expect(answer.status).toBe(200);
  return answer.body.Data;
}

const card = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);
const cardValue = (page: Page, key: string) => card(page, key).locator('[data-value]');

/** Charts draw once the script ran: a canvas in each chart box. */
async function chartsDrawn(page: Page): Promise<void> {
  for (const chart of ['arrears', 'monthly']) {
    await page.locator(`[data-chart="${chart}"] canvas`).waitFor({ timeout: 15_000 });
  }
}

describe('/dashboard', () => {
  it('shows Admin the five figures, both charts and the arrears table, each figure a link to its listing', async () => {
    const { context, page, cspErrors } = await openSignedIn('admin@demo.test', '/dashboard');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Dashboard');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

    // Each card is one link whose name states its figure.
    const names = {
      portfolio: /^Portfolio outstanding\s*RM [\d,]+\.\d{2}\s*6 disbursed loans$/,
      disbursed: /^Disbursed this month\s*RM [\d,]+\.\d{2}\s*\d+ transactions?$/,
      collected: /^Collected this month\s*RM [\d,]+\.\d{2}\s*\d+ transactions?$/,
      applications: /^Applications in review\s*1$/,
      sessions: /^Signing sessions today\s*0$/,
    };
    for (const [key, name] of Object.entries(names)) {
      const link = page.getByRole('link', { name });
      await expect(link.count(), key).resolves.toBe(1);
      await expect(link.getAttribute('data-card')).resolves.toBe(key);
    }
    await expect(cardValue(page, 'applications').textContent()).resolves.toBe('1');
    await expect(cardValue(page, 'sessions').textContent()).resolves.toBe('0');

    // Each link is the API's own, the listing whose totals equal the figure.
    const d = await apiLinks();
    const links: Record<string, string> = {
      portfolio: d.PortfolioOutstanding.Link,
      disbursed: d.DisbursedThisMonth.Link,
      collected: d.CollectedThisMonth.Link,
      applications: d.ApplicationsInReview.Link,
      sessions: d.SigningSessionsToday.Link,
    };
    for (const [key, link] of Object.entries(links)) {
      await expect(card(page, key).getAttribute('href'), key).resolves.toBe(link);
    }
    expect(links.applications).toBe('/application/listing?Status=In+Review');

    // Arrears: four buckets in order, each a link with its amount and count.
    const arrears = page.getByRole('table', { name: 'Arrears by days past due: the chart as a table' });
    const rows = arrears.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(4);
    const labels = ['1–30 days', '31–60 days', '61–90 days', 'Over 90 days'];
    for (const [i, label] of labels.entries()) {
      const row = rows.nth(i);
      const bucket = d.Arrears[i]!;
      await expect(row.getByRole('link', { name: label }).getAttribute('href')).resolves.toBe(bucket.Link);
      await expect(row.locator('[data-amount]').textContent()).resolves.toMatch(/^RM [\d,]+\.\d{2}$/);
      await expect(row.locator('[data-count]').textContent()).resolves.toMatch(/^\d+$/);
    }

    // Both charts, each with its text alternative.
    await chartsDrawn(page);
    const monthly = page.locator('details', { hasText: 'The chart as a table' });
    await monthly.locator('summary').click();
    const monthRows = page
      .getByRole('table', { name: 'Disbursed and collected, last 6 months' })
      .locator('tbody tr');
    await expect(monthRows.count()).resolves.toBe(6);
    await expect(monthRows.first().locator('th').textContent()).resolves.toMatch(/^[A-Z][a-z]{2} \d{4}$/);

    // Live once the realtime connection is open.
    await page.locator('[data-live-state="live"]').waitFor({ timeout: 15_000 });
    await expect(page.locator('[data-live-state]').textContent()).resolves.toContain('Updates live');

    await screenshot(page, 'dashboard-en');
    await expectNoSeriousA11yViolations(page, 'dashboard');
    // Keyboard: the first card takes focus with a visible outline.
    await card(page, 'portfolio').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-card'))).resolves.toBe(
      'portfolio',
    );
    const outline = await card(page, 'portfolio').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('takes the 1–30 days arrears to the installment report of those due dates, outstanding', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/dashboard');
    const { Arrears } = await apiLinks();
    const first = Arrears.find((a) => a.Bucket === 'd1to30')!;
    await page.getByRole('link', { name: '1–30 days', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/report/installment-listing');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(first.Link);
    expect(url.searchParams.get('Status')).toBe('Outstanding');
    expect(url.searchParams.get('StartDueDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('EndDueDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await context.close();
  }, 60_000);

  it('reads in Malay on a 360 px phone, without sideways scrolling', async () => {
    const { context, page, cspErrors } = await openSignedIn('admin@demo.test', '/dashboard', {
      lang: 'ms',
      viewport: PHONE,
    });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Papan Pemuka');
    await expect(
      page
        .getByRole('link', { name: /^Portfolio tertunggak\s*RM [\d,]+\.\d{2}\s*6 pinjaman dikeluarkan$/ })
        .count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('link', { name: /^Permohonan dalam semakan\s*1$/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: /^Sesi tandatangan hari ini\s*0$/ }).count()).resolves.toBe(
      1,
    );
    await expect(
      page.getByRole('heading', { name: 'Tunggakan mengikut hari lampau tempoh' }).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Lebih 90 hari', exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('summary', { hasText: 'Carta sebagai jadual' }).count()).resolves.toBe(1);
    await chartsDrawn(page);
    await page.locator('[data-live-state="live"]').waitFor({ timeout: 15_000 });
    await expect(page.locator('[data-live-state]').textContent()).resolves.toContain(
      'Dikemas kini secara langsung',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-ms-phone');
    await expectNoSeriousA11yViolations(page, 'dashboard, Malay, phone');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('reads in the dark theme with the charts drawn in its colours', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/dashboard');
    await openDisplaySettings(page);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await chartsDrawn(page);
    await screenshot(page, 'dashboard-en-dark');
    await expectNoSeriousA11yViolations(page, 'dashboard, dark theme');
    await context.close();
  }, 60_000);

  it('refuses Finance Team, who lack the Dashboard privilege, on the page and in the API', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', '/dashboard');
    expect(new URL(page.url()).pathname).toBe('/error-1');
    await expect(page.locator('[data-dashboard]').count()).resolves.toBe(0);
    const answer = await post('finance@demo.test', '/reports/dashboard', {});
    expect(answer.status).toBe(403);
    await context.close();
  }, 60_000);

  it('says when updates pause, and when the API refuses the figures while the page is open', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/dashboard');
    await page.locator('[data-live-state="live"]').waitFor({ timeout: 15_000 });
    const push = () =>
      page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('ezc:push', { detail: { type: 'reports.changed' } })),
      );

    // The figures cannot be read: the page keeps the last ones and says updates are paused.
    await page.route('**/api/reports/dashboard', (route) => route.abort('connectionrefused'));
    await push();
    await page.locator('[data-live-state="offline"]').waitFor({ timeout: 10_000 });
    await expect(page.locator('[data-live-state]').textContent()).resolves.toContain('Live updates paused');
    await expect(cardValue(page, 'applications').textContent()).resolves.toMatch(/^\d+$/);

    // Refused (the privilege was taken away): the figures go, the reason shows.
    await page.unroute('**/api/reports/dashboard');
    await page.route('**/api/reports/dashboard', (route) =>
      route.fulfill({ status: 403, json: { message: 'Forbidden', code: 'Forbidden' } }),
    );
    await push();
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'The dashboard needs the Dashboard privilege.' });
    await refused.waitFor({ timeout: 10_000 });
    await expect(page.locator('[data-dashboard-body]').isHidden()).resolves.toBe(true);
    await context.close();
  }, 60_000);

  it(`ships under ${JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, charts included`, async () => {
    const { context } = await openSignedIn('admin@demo.test', '/dashboard');
    const bytes = await measureScriptBytes(browser, `${server.url}/dashboard`, await context.cookies());
    console.info(`/dashboard: ${(bytes.total / 1024).toFixed(1)} KB of gzipped JavaScript`);
    expect(bytes.landedOn).toBe('/dashboard');
    expect(bytes.total).toBeLessThan(JS_BUDGET_BYTES);
    await context.close();
  }, 60_000);

  it('follows a payment recorded and an application decided without a reload', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/dashboard');
    await page.locator('[data-live-state="live"]').waitFor({ timeout: 15_000 });
    // Marks the document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const sen = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

    // A payment on the Active loan: collected this month grows by RM 123.45, pushed to holders of
    // the Dashboard privilege once the reports have it (reports.changed).
    const active = await post<{ Data: { LoanNo: string }[] }>('admin@demo.test', '/loans/find-all', {
      Rows: 10,
      Page: 1,
      Search: { Status: 'Active' },
    });
    const loanNo = active.body.Data[0]!.LoanNo;
    const before = sen(await cardValue(page, 'collected').textContent());
    const paid = await post(
      'admin@demo.test',
      '/payments/manual',
      { LoanNo: loanNo, Amount: 123.45, Method: 'Cash' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(paid.status).toBe(201);
    await expect
      .poll(async () => sen(await cardValue(page, 'collected').textContent()) - before, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(12345);
    await expect(card(page, 'collected').getAttribute('href')).resolves.toBe(
      (await apiLinks()).CollectedThisMonth.Link,
    );

    // Rejecting the one application in review is pushed to staff: the count follows in seconds,
    // well before the next re-read.
    const inReview = await post<{ Data: { ApplicationId: string }[] }>(
      'admin@demo.test',
      '/applications/find-all',
      { Rows: 10, Page: 1, Search: { Status: 'In Review' } },
    );
    expect(inReview.body.Data).toHaveLength(1);
    const rejected = await post('admin@demo.test', '/applications/reject', {
      ApplicationId: inReview.body.Data[0]!.ApplicationId,
      Reason: 'Income could not be verified.',
    });
    expect(rejected.status).toBe(200);
    await expect.poll(() => cardValue(page, 'applications').textContent(), { timeout: 15_000 }).toBe('0');
    await expect(
      page.getByRole('link', { name: /^Applications in review\s*0$/ }).getAttribute('href'),
    ).resolves.toBe('/application/listing?Status=In+Review');

    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(
      true,
    );
    await expect(page.locator('[data-live-state]').getAttribute('data-live-state')).resolves.toBe('live');
    await screenshot(page, 'dashboard-en-after-changes');
    await context.close();
  }, 150_000);
});
