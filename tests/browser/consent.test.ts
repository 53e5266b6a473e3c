/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { LocalRuntime } from '@ezc/local';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD } from '../support/api';
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, openPage, PHONE } from '../support/browser';
import { openSignedIn, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * A new Privacy Notice version asks customers again: after an Admin publishes one, a borrower
 * signing in lands on the consent page before any other, in their language; accepting takes
 * them home and is listed with their consents, declining signs them out and says why.
 */

const NEXT = '2027-01-15';

let server: LocalRuntime;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs in through the customer sign-in form: the consent page is what that sign-in leads to. */
async function signInAt(
  page: Page,
  email: string,
  labels: { email: string; password: string; submit: string },
): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

describe('the consent page after a new notice version', () => {
  it('is set off by an Admin publishing a version on the User Role page', async () => {
    const userRole = '/settings/user-role';
    const { context, page } = await openSignedIn(browser, server.url, 'admin@demo.test', userRole, {
      lang: 'en',
    });
    const panel = page.getByRole('region', { name: 'Privacy Notice version' });
    await panel.scrollIntoViewIfNeeded();
    await panel.getByText('In force: version 2026-11-01').waitFor();
    await panel.getByRole('button', { name: 'Publish version' }).click();
    await panel.getByText('Choose the date of the new version.').waitFor();
    await panel.getByLabel('New version (its publication date)').fill(NEXT);
    await panel.getByLabel('What changed (English)').fill('We now keep your sign-in history for two years.');
    await panel
      .getByLabel('What changed (Malay)')
      .fill('Kami kini menyimpan sejarah log masuk anda selama dua tahun.');
    await expectNoSeriousA11yViolations(page, 'privacy notice panel');
    await panel.getByRole('button', { name: 'Publish version' }).click();
    await panel.getByText(`In force: version ${NEXT}`).waitFor();
    const notice = await api(server.url).get<{ Data: { Version: string } }>('/privacy-notice');
    expect(notice.body.Data.Version).toBe(NEXT);
    await context.close();
  });

  it('comes before any other page; accepting leads home and is listed (English, keyboard)', async () => {
    const { context, page, cspErrors } = await openPage(browser, `${server.url}/?lang=en`, DESKTOP);
    await signInAt(page, 'borrower@demo.test', { email: 'E-mail', password: 'Password', submit: 'Sign in' });
    await page.waitForURL(`${server.url}/consent`);
    await page.getByRole('heading', { level: 1, name: 'Our Privacy Notice has changed' }).waitFor();
    await page.getByText('We now keep your sign-in history for two years.').waitFor();
    await page.getByRole('link', { name: 'Read the full Privacy Notice' }).waitFor();
    // Another page of the account sends them back here.
    await page.goto(`${server.url}/profile`);
    expect(pathOf(page)).toBe('/consent');
    await expectNoSeriousA11yViolations(page, 'consent en');
    await screenshot(page, 'consent-en');

    const accept = page.getByRole('button', { name: 'Accept and continue' });
    await accept.click();
    await page.getByText('Tick the box to accept the notice.').waitFor();
    const box = page.getByLabel(`I have read and accept the Privacy Notice, version ${NEXT}.`);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await accept.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/loan/listing`);

    await page.goto(`${server.url}/consent`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Notice and your consents' }).waitFor();
    const rows = await page
      .locator('[data-consents] tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent?.trim())),
      );
    expect(rows[0]).toEqual(['New notice version', NEXT]);
    expect(rows.at(-1)).toEqual(['Registration', '2026-11-01']);
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('asks in Malay on a phone, fits 360 px, and declining signs out with the reason', async () => {
    const { context, page } = await openPage(browser, `${server.url}/?lang=ms`, PHONE);
    await signInAt(page, 'company@demo.test', {
      email: 'E-mel',
      password: 'Kata laluan',
      submit: 'Log masuk',
    });
    await page.waitForURL(`${server.url}/consent`);
    await page.getByRole('heading', { level: 1, name: 'Notis Privasi kami telah berubah' }).waitFor();
    await page.getByText('Kami kini menyimpan sejarah log masuk anda selama dua tahun.').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ms');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, 'consent ms phone');
    await screenshot(page, 'consent-ms');

    await page.getByRole('button', { name: 'Tolak dan log keluar' }).click();
    await page.getByRole('heading', { name: 'Anda telah log keluar' }).waitFor();
    await page.goto(`${server.url}/loan/listing`);
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});
