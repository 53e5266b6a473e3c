/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  measureScriptBytes,
  openPage,
  PHONE,
  type Visit,
} from '../support/browser';
import { screenshot } from '../support/browser-session';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';

/**
 * Password recovery with the live strength meter (ASVS 5.0: length, not composition; common and
 * breached passwords refused), through the pages as people use them, from the mailed link on.
 */

const JS_BUDGET_BYTES = 30 * 1024;
const SERVER_TOO_COMMON =
  'This password is too easy to guess: it is a common or breached password, or made from one. Try a few unrelated words.';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const visit = (path: string, viewport = DESKTOP): Promise<Visit> =>
  openPage(browser, `${server.url}${path}`, viewport);
const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|Pemberitahuan)$/ });

/**
 * The reset link mailed to `to`. The request's answer came after its event was stored; the mail
 * goes out from that event, so once the bus has settled it is in the outbox or was never sent.
 */
async function resetLink(to: string, path: '/reset-password' | '/staff/reset-password'): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=\\S+`);
  await server.settle();
  const outbox = (await (
    await fetch(`${server.url}/api/dev/outbox?to=${to}`, { headers: devHeaders(server) })
  ).json()) as {
    Data: Array<{ body: string }>;
  };
  const link = outbox.Data.map((m) => pattern.exec(m.body)?.[0]).find(Boolean);
  if (!link) throw new Error(`no reset link mailed to ${to}`);
  return link;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('choosing a new password', () => {
  it('rates the password as it is typed, lets the server refuse a common one, and resets with a passphrase', async () => {
    const email = 'company@demo.test';
    const newPassword = 'nasi lemak sambal petai';
    const { context, page, cspErrors } = await visit('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.url}/reset-password`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('main').getByText('Customer email recovery sent successfully').waitFor();

    const estimatorLoads: string[] = [];
    page.on('request', (r) => {
      if (/password-estimator/.test(r.url())) estimatorLoads.push(r.url());
    });
    await page.goto(await resetLink(email, '/reset-password'));
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);

    // The policy in words: length, any characters; no rules about cases, digits or symbols.
    const main = page.getByRole('main');
    await main
      .getByText('Use at least 8 characters; 15 or more is better. Any characters work, spaces too.')
      .waitFor();
    await main.getByText('Common and breached passwords are refused.').waitFor();
    for (const old of ['upper and lower case letters', 'a number', 'a symbol, such as # or !']) {
      await expect(main.getByText(old, { exact: true }).count()).resolves.toBe(0);
    }
    // The estimator and its dictionary come only once the field is used.
    expect(estimatorLoads).toEqual([]);

    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await password.focus();
    await password.pressSequentially('Password1234');
    await main.getByText('Too common: it is in lists of breached passwords.').waitFor();
    await main.getByText('Try a passphrase: a few unrelated words, with spaces if you like.').waitFor();
    await expect(meter.getAttribute('aria-valuetext')).resolves.toBe('Weak');
    await expect(meter.evaluate((m) => (m as HTMLMeterElement).value)).resolves.toBe(1);
    expect(estimatorLoads).toHaveLength(1);
    // The advice is part of the field's description.
    const describedBy = ((await password.getAttribute('aria-describedby')) ?? '').split(' ');
    await expect(page.locator(`#${describedBy[1]}`).textContent()).resolves.toContain(
      'Too common: it is in lists of breached passwords.',
    );

    // The confirmation says when it cannot match, and when it does.
    await confirm.pressSequentially('Password12');
    await expect(confirm.getAttribute('aria-invalid')).resolves.toBeNull();
    await confirm.pressSequentially('35');
    await main.getByText('The passwords do not match.').waitFor();
    await expect(confirm.getAttribute('aria-invalid')).resolves.toBe('true');
    await confirm.fill('Password1234');
    await main.getByText('The passwords match.').waitFor();
    await expect(confirm.getAttribute('aria-invalid')).resolves.toBeNull();
    await expectNoSeriousA11yViolations(page, 'reset with a common password');
    await screenshot(page, 'reset-too-common');

    // The page lets it go; the server refuses it and says why, under the field.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/customer-password/reset'));
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect((await refused).status()).toBe(400);
    const serverSays = main.getByText(SERVER_TOO_COMMON, { exact: true });
    await serverSays.waitFor();
    // Under the field, as its error.
    await expect(serverSays.getAttribute('id')).resolves.toBe(describedBy[2]);
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');

    // Short: too short whatever it is made of.
    await password.fill('Tr0ub4!');
    await main.getByText('Too short: use at least 8 characters.').waitFor();

    await password.fill(newPassword);
    await main.getByText('Good: this password is accepted.').waitFor();
    await expect(meter.getAttribute('aria-valuetext')).resolves.toBe('Very strong');
    await expect(main.getByText('Too common: it is in lists of breached passwords.').count()).resolves.toBe(
      0,
    );
    await main.getByText('The passwords do not match.').waitFor();
    await confirm.fill(newPassword);
    await main.getByText('The passwords match.').waitFor();
    await expectNoSeriousA11yViolations(page, 'reset with a passphrase');
    await screenshot(page, 'reset-strong');

    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/customer-password/reset'));
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect((await accepted).status()).toBe(201);
    await main.getByText('Successfully reset password').waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL(`${server.url}/`);

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await toasts(page).getByText('Invalid email or password.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${server.url}/loan/listing`);
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('asks for both fields before sending', async () => {
    const { context, page } = await visit('/reset-password?token=made-up');
    await page.getByLabel('New password', { exact: true }).fill('kopi susu pagi petang');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Enter the new password again.').waitFor();
    await expect(
      page.getByLabel('Confirm new password').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await context.close();
  });

  it('speaks Malay on a 360 px phone and warns against a password made from the e-mail address', async () => {
    const email = 'staff@demo.test';
    const { context, page } = await visit('/staff/reset-password?lang=ms', PHONE);
    await page.getByLabel('E-mel', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Hantar pautan' }).click();
    await page.getByRole('main').getByText('E-mel pemulihan kakitangan berjaya dihantar').waitFor();

    await page.goto(await resetLink(email, '/staff/reset-password'));
    await page.getByRole('heading', { level: 1, name: 'Tetapkan semula kata laluan kakitangan' }).waitFor();
    const main = page.getByRole('main');
    const password = page.getByLabel('Kata laluan baharu', { exact: true });
    const meter = page.getByRole('meter', { name: 'Kekuatan kata laluan' });
    await password.focus();
    await password.pressSequentially('Password1234');
    await main.getByText('Terlalu biasa: ia ada dalam senarai kata laluan yang pernah bocor.').waitFor();
    await expect(meter.getAttribute('aria-valuetext')).resolves.toBe('Lemah');

    // The address this link was asked for is known on this browser: a password built from it is
    // called out.
    await password.fill('staffdemo2026');
    await main.getByText('Jangan masukkan alamat e-mel anda di dalamnya.').waitFor();

    await password.fill('kopi susu pagi petang');
    await main.getByText('Bagus: kata laluan ini diterima.').waitFor();
    await expect(meter.getAttribute('aria-valuetext')).resolves.toBe('Sangat kuat');
    await page.getByLabel('Sahkan kata laluan baharu').fill('kopi susu pagi petang');
    await main.getByText('Kata laluan sepadan.').waitFor();
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, 'staff reset ms phone');
    await screenshot(page, 'reset-ms-phone');

    await page.getByRole('button', { name: 'Tetapkan semula kata laluan' }).click();
    await main.getByText('Kata laluan berjaya ditetapkan semula').waitFor();
    // Used up: the address is forgotten with the link.
    await page.waitForFunction(() => localStorage.getItem('ezc.sealed.reset-email') === null);
    await context.close();
  });

  it(`ships under ${JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript before the field is used`, async () => {
    for (const path of ['/reset-password', '/reset-password?token=some-token']) {
      const bytes = await measureScriptBytes(browser, `${server.url}${path}`);
      console.info(`JS on ${path}: ${bytes.total} B gzip`);
      expect(bytes.total).toBeLessThan(JS_BUDGET_BYTES);
    }
  });
});
