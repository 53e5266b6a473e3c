/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { commitLoanStatusChange } from '../support/status-change';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A borrower's page, signed in, with its real-time connection open. */
async function signedInPage(email: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/loan/listing`);
  await page.locator('[data-realtime][data-state="open"]').waitFor({ state: 'attached', timeout: 15_000 });
  return page;
}

describe('real-time pushes on a signed-in page', () => {
  it('opens the socket on load and announces a status change of the borrower’s own loan', async () => {
    const page = await signedInPage('borrower@demo.test');
    await commitLoanStatusChange(server.platform, {
      LoanNo: 'EZC000777',
      Status: 'Disbursed',
      CustomerId: 'CUST-000001',
    });
    await server.settle();
    const toast = page.locator('.toast', { hasText: 'Status updated' });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain('EZC000777 is now Disbursed.');
    await page.close();
  });

  it('does not tell another customer about it', async () => {
    const page = await signedInPage('company@demo.test');
    await commitLoanStatusChange(server.platform, {
      LoanNo: 'EZC000778',
      Status: 'Active',
      CustomerId: 'CUST-000001',
    });
    await server.settle();
    await page.waitForTimeout(1000);
    expect(await page.locator('.toast', { hasText: 'EZC000778' }).count()).toBe(0);
    await page.close();
  });
});
