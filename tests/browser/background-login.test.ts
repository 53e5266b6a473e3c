import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { registerBorrower } from '../support/borrower-onboarding';
import { DESKTOP, launchBrowser, openPage } from '../support/browser';
import { startTestServer } from '../support/server';

/**
 * The site's background login (spec §1, §5, §8): its server signs in as the system account and
 * reads the common lists the onboarding steps choose from. Here it presents a client id identity
 * does not know, so the login is refused: the step says 'Background process failed. Please refresh
 * page.' as a notification and by the form, and nothing of the system account reaches the browser.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = 'teh tarik kurang manis pagi';

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ env: { COMMON_CLIENT_ID: 'not-a-client-of-identity' } }),
    launchBrowser(),
  ]);
  await registerBorrower(api(server.url), {
    FullName: 'Lee Mei Hua',
    Email: 'mei.hua@example.test',
    Password: PASSWORD,
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a failed background call', () => {
  it('is told on the page that needed it, in the words of spec §8, in English and Malay', async () => {
    const { context, page, cspErrors } = await openPage(browser, `${server.url}/?lang=en`, DESKTOP);
    const bodies: string[] = [];
    page.on('response', (response) => {
      if (
        response.request().resourceType() === 'script' ||
        response.request().resourceType() === 'document'
      ) {
        void response.text().then(
          (t) => bodies.push(t),
          () => undefined,
        );
      }
    });
    await page.getByLabel('E-mail', { exact: true }).fill('mei.hua@example.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${server.url}/onboarding/step2`);

    const toasts = page.getByRole('region', { name: 'Notifications' });
    await toasts
      .locator('.toast')
      .filter({ hasText: 'Background process failed. Please refresh page.' })
      .waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Background process failed. Please refresh page.' })
      .waitFor();

    await page.goto(`${server.url}/onboarding/step2?lang=ms`);
    await page
      .getByRole('region', { name: 'Pemberitahuan' })
      .locator('.toast')
      .filter({ hasText: 'Proses latar belakang gagal. Sila muat semula halaman.' })
      .waitFor();

    // The system account's secrets stay on the server: no page or script carries them.
    await expect.poll(() => bodies.length).toBeGreaterThan(2);
    for (const body of bodies) {
      expect(body).not.toContain('local-system-api-key-0001');
      expect(body).not.toContain('system@ezc.local');
    }
    expect(cspErrors).toEqual([]);
    await context.close();
  });
});
