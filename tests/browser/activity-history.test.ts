/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  PHONE,
} from '../support/browser';
import { startTestServer } from '../support/server';

/**
 * A loan's activity history as its borrower reads it: in their language, the product's activity
 * names and remarks told in it, and no IP address of staff or the system (the demo's staff act
 * from 10.0.0.10 and 10.0.0.20) — only the borrower's own, on their own steps.
 */

const PASSWORD = 'Demo#2026';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openSignedIn(
  email: string,
  path: string,
  options: { lang?: 'en' | 'ms'; viewport?: typeof DESKTOP } = {},
): Promise<{ context: BrowserContext; page: Page; cspErrors: string[] }> {
  const lang = options.lang ?? 'en';
  const visit = await openPage(browser, `${server.url}/?lang=${lang}`, options.viewport);
  const { page } = visit;
  const labels =
    lang === 'en'
      ? { email: 'E-mail', password: 'Password', submit: 'Sign in' }
      : { email: 'E-mel', password: 'Kata laluan', submit: 'Log masuk' };
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/');
  await page.goto(`${server.url}${path}`);
  return visit;
}

/** The activity table's rows as [activity, remarks, IP]. */
const activityRows = (page: Page) =>
  page
    .locator('#tab-activity tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent?.trim() ?? '')),
    );

describe("a borrower's loan history", () => {
  it('is in Malay for a Malay reader, with no address staff or the system acted from', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', '/loan/view/EZC000008', {
      lang: 'ms',
      viewport: PHONE,
    });
    await page.getByRole('tab', { name: 'Sejarah aktiviti' }).click();
    const rows = await activityRows(page);
    const byName = new Map(rows.map(([activity, remarks, ip]) => [activity, { remarks, ip }]));
    expect(byName.get('Pinjaman disetem')?.ip).toBe('—');
    expect(byName.get('Pinjaman disetem')?.remarks).toMatch(/^Tarikh setem \d{2}\/\d{2}\/\d{4}$/);
    expect(byName.get('Pinjaman dikeluarkan')?.ip).toBe('—');
    expect(byName.get('Ansuran 1 diaktifkan')?.remarks).toMatch(/^Perlu dibayar \d{2}\/\d{2}\/\d{4}$/);
    // Their own application keeps the address they applied from.
    expect(byName.get('Permohonan dihantar (Dalam Semakan)')?.ip).toBe('203.0.113.10');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('10.0.0.10');
    expect(text).not.toContain('10.0.0.20');
    expect(text).not.toContain('Loan stamped');
    await expectNoSeriousA11yViolations(page, 'loan history, Malay phone');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('follows a language chosen on the page’s own address from its first answer', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/loan/view/EZC000007?lang=ms');
    await page.getByRole('heading', { level: 1, name: 'Pinjaman EZC000007' }).waitFor();
    const rows = await activityRows(page);
    expect(rows.map(([activity]) => activity).slice(0, 3)).toEqual([
      'Akaun pinjaman dibuka',
      'Pinjaman dikeluarkan',
      'Pinjaman disetem',
    ]);
    // And back in English.
    await page.goto(`${server.url}/loan/view/EZC000007?lang=en`);
    const english = await activityRows(page);
    expect(english.map(([activity]) => activity).slice(0, 3)).toEqual([
      'Loan account opened',
      'Loan disbursed',
      'Loan stamped',
    ]);
    await context.close();
  }, 90_000);
});

describe('staff reading the same history', () => {
  it('see where each step was taken from', async () => {
    const visit = await openPage(browser, `${server.url}/staff/login?lang=en`);
    await visit.page.getByLabel('E-mail', { exact: true }).fill('finance@demo.test');
    await visit.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visit.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visit.page.waitForURL((u) => u.pathname !== '/staff/login');
    await visit.page.goto(`${server.url}/loan/view/EZC000008`);
    const rows = await activityRows(visit.page);
    expect(rows.find(([activity]) => activity === 'Loan stamped')?.[2]).toBe('10.0.0.10');
    await visit.context.close();
  }, 90_000);
});
