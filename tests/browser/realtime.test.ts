/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signedInContext } from '../support/browser-session';
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

/** A customer's page, signed in (with its real-time connection open unless sockets are blocked). */
async function signedInPage(email: string, options: { blockSockets?: boolean } = {}): Promise<Page> {
  const context = await signedInContext(browser, server.url, email);
  // A network that will not carry WebSockets: every attempt is closed at once.
  if (options.blockSockets) await context.routeWebSocket(/\/ws/, (ws) => ws.close());
  const page = await context.newPage();
  await page.goto(`${server.url}/loan/listing`);
  if (!options.blockSockets) {
    await page.locator('[data-realtime][data-state="open"]').waitFor({ state: 'attached', timeout: 15_000 });
  }
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
    await page.context().close();
  });

  it('does not tell another customer about it', async () => {
    const page = await signedInPage('company@demo.test');
    // Every push the page announces, kept (a toast goes by itself after a few seconds).
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as Window & { heardLoans?: string[] }).heardLoans = heard;
      window.addEventListener('ezc:push', (e) => heard.push(String((e as CustomEvent).detail?.LoanNo)));
    });
    await commitLoanStatusChange(server.platform, {
      LoanNo: 'EZC000778',
      Status: 'Active',
      CustomerId: 'CUST-000001',
    });
    await server.settle();
    // Every push of that change has gone out. A change of the company's own, pushed after it down
    // the same socket, is announced after anything that came before it.
    await commitLoanStatusChange(server.platform, {
      LoanNo: 'EZC000780',
      Status: 'Active',
      CustomerId: 'CUST-000002',
    });
    await server.settle();
    await page.locator('.toast', { hasText: 'EZC000780 is now Active.' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('.toast', { hasText: 'EZC000778' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as Window & { heardLoans?: string[] }).heardLoans)).toEqual([
      'EZC000780',
    ]);
    await page.context().close();
  });

  it('falls back to polling the feed when WebSockets cannot connect', async () => {
    const page = await signedInPage('borrower@demo.test', { blockSockets: true });
    await commitLoanStatusChange(server.platform, {
      LoanNo: 'EZC000779',
      Status: 'Stamped',
      CustomerId: 'CUST-000001',
    });
    await server.settle();
    await page.locator('[data-realtime][data-polling="on"]').waitFor({ state: 'attached', timeout: 20_000 });
    const toast = page.locator('.toast', { hasText: 'EZC000779 is now Stamped.' });
    await toast.waitFor({ timeout: 20_000 });
    await page.context().close();
  }, 60_000);
});
