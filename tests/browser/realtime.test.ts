/// <reference lib="dom" />
import { loanStatusChanged } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const probe = defineEntity({
  name: 'Probe',
  schema: z.object({ LoanNo: z.string(), Status: z.string() }),
  id: (p) => p.LoanNo,
  key: (id: string) => ({ PK: `PROBE#${id}`, SK: 'PROBE' }),
});

describe('real-time pushes on a signed-in page', () => {
  it('opens the socket on load and announces a status change of the borrower’s own loan', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.getByLabel('E-mail').fill('borrower@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/loan/listing`);
    await page.locator('[data-realtime][data-state="open"]').waitFor({ state: 'attached', timeout: 15_000 });

    const p = server.platform;
    await p.store.commit({
      entity: probe,
      value: { LoanNo: 'EZC000777', Status: 'Disbursed' },
      expectedVersion: 0,
      events: [
        loanStatusChanged.create({
          id: p.ids.next(),
          occurredAt: p.clock.now().toISOString(),
          data: { LoanNo: 'EZC000777', Status: 'Disbursed', CustomerId: 'CUST-000001' },
        }),
      ],
    });
    await server.settle();

    const toast = page.locator('.toast', { hasText: 'Status updated' });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain('EZC000777 is now Disbursed.');
    await page.close();
  });

  it('does not tell another customer about it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.getByLabel('E-mail').fill('company@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/loan/listing`);
    await page.locator('[data-realtime][data-state="open"]').waitFor({ state: 'attached', timeout: 15_000 });
    const p = server.platform;
    await p.store.commit({
      entity: probe,
      value: { LoanNo: 'EZC000778', Status: 'Active' },
      expectedVersion: 0,
      events: [
        loanStatusChanged.create({
          id: p.ids.next(),
          occurredAt: p.clock.now().toISOString(),
          data: { LoanNo: 'EZC000778', Status: 'Active', CustomerId: 'CUST-000001' },
        }),
      ],
    });
    await server.settle();
    await page.waitForTimeout(1000);
    expect(await page.locator('.toast', { hasText: 'EZC000778' }).count()).toBe(0);
    await page.close();
  });
});
