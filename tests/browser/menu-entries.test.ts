/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { CATALOGUES } from '@ezc/domain/i18n/index';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, followApiCalls, launchBrowser } from '../support/browser';
import { openSignedIn } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * No menu entry leads to a refusal (spec §6: each account's menu is what it may use). Every demo
 * account signs in through the sign-in form's own calls, is sent from its login page to its home
 * page, and opens every page its side menu offers: each must open where it points (no redirect to
 * the refusal page or the sign-in), answer below 400, call no API that refuses or fails while it
 * loads, show none of the product's refusal, failure or 'Page not found' texts, and have no serious
 * or critical accessibility violation (each page checked for the first account that reaches it).
 * The loans Loan Signing lists lead to pages the account may use as well.
 */

const ACCOUNTS = [
  { email: 'admin@demo.test', staff: true },
  { email: 'finance@demo.test', staff: true },
  { email: 'risk@demo.test', staff: true },
  { email: 'staff@demo.test', staff: true },
  { email: 'signer@demo.test', staff: true },
  { email: 'attorney@demo.test', staff: true },
  { email: 'borrower@demo.test', staff: false },
  { email: 'company@demo.test', staff: false },
] as const;

/** Every text the product shows instead of a page: refusals, load failures, the missing page. */
function refusalTexts(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/^(loadFailed|forbidden|notFound(Title|Text)?|error[12](Title|Text))$/.test(key)) found.add(value);
      return;
    }
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(CATALOGUES.en, '');
  return [...found].filter((text) => text.length > 8);
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const REFUSALS = refusalTexts();
/**
 * The pages already run through axe: the staff roles share most of their menu, and a page's markup
 * is the same for each of them bar an action button, so each page is checked once, for the first
 * account whose menu leads to it (about half the run's axe passes, each a second or more of CPU).
 */
const checkedForA11y = new Set<string>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The account's home page, where its login page sends it once signed in. */
async function signIn(email: string, staff: boolean): Promise<Page> {
  const { page } = await openSignedIn(browser, server.url, email, staff ? '/staff/login' : '/', {
    lang: 'en',
    kind: staff ? 'staff' : 'customer',
  });
  expect(['/', '/staff/login']).not.toContain(new URL(page.url()).pathname);
  return page;
}

/** The pages the side menu links to, in its order (disabled entries are not links). */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const hrefs = await menu
    .locator('a.nav-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

/** What is wrong with the page the entry opened, if anything. */
async function troubleOn(page: Page, path: string): Promise<string[]> {
  const failedCalls: string[] = [];
  const onResponse = (r: Response) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400)
      failedCalls.push(`${r.status()} ${url.pathname}`);
  };
  page.on('response', onResponse);
  const answer = await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
  const calls = followApiCalls(page);
  await calls.settled();
  calls.stop();
  page.off('response', onResponse);
  const trouble: string[] = [];
  const landed = new URL(page.url()).pathname;
  if (landed !== path) trouble.push(`went to ${landed}`);
  if (!answer || answer.status() >= 400) trouble.push(`answered ${answer?.status()}`);
  trouble.push(...failedCalls.map((c) => `called ${c}`));
  const text = await page.locator('main').innerText();
  for (const refusal of REFUSALS) if (text.includes(refusal)) trouble.push(`says "${refusal}"`);
  if ((await page.locator('.error-panel').count()) > 0) trouble.push('shows an error panel');
  return trouble;
}

describe('every menu entry of every demo account', () => {
  for (const { email, staff } of ACCOUNTS) {
    it(`opens a page ${email} may use, for each entry of their menu`, async () => {
      const page = await signIn(email, staff);
      const paths = await menuPaths(page);
      expect(paths.length).toBeGreaterThan(0);
      const trouble: Record<string, string[]> = {};
      for (const path of paths) {
        const found = await troubleOn(page, path);
        if (found.length > 0) trouble[path] = found;
        else if (!checkedForA11y.has(path)) {
          checkedForA11y.add(path);
          await expectNoSeriousA11yViolations(page, `${email} ${path}`);
        }
      }
      // Loan Signing is a list of loans to work on: each of its links must lead somewhere usable too.
      if (paths.includes('/loan/signing')) {
        await page.goto(`${server.url}/loan/signing`);
        const links = await page
          .getByRole('main')
          .locator('table a[href^="/loan/"]')
          .evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
        for (const link of [...new Set(links)].slice(0, 12)) {
          const found = await troubleOn(page, link);
          if (found.length > 0) trouble[`/loan/signing → ${link}`] = found;
        }
      }
      expect(trouble).toEqual({});
      await page.context().close();
    }, 240_000);
  }
});

describe("an Attorney's Loan Listing", () => {
  it('lists the loans of their own signing sessions, each leading to its signing', async () => {
    const page = await signIn('attorney@demo.test', true);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Loan Listing' })
      .click();
    await page.waitForURL(`${server.url}/loan/listing`);
    await page.getByRole('heading', { level: 1, name: 'Loan Listing' }).waitFor();
    await page.getByText('The loans of your signing sessions, the latest session first.').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'EZC000003' }) });
    await expect(row.getByRole('link', { name: 'EZC000003' }).getAttribute('href')).resolves.toBe(
      '/loan/EZC000003/signing',
    );
    await expect(row.locator('[data-session-status]').innerText()).resolves.toBe('Pending Start');
    await page.getByLabel('Loan no.').fill('EZC000001');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/LoanNo=EZC000001/);
    await page.getByText('Nothing matches these filters.').waitFor();
    await page.context().close();
  });
});
