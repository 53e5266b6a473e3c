/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { authenticatorCode } from '../support/authenticator';
import { linkMailedTo } from '../support/borrower-onboarding';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  PHONE,
  type Visit,
} from '../support/browser';
import { screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';
import { MFA_SETUP_SUBJECT } from '../support/two-step';

/**
 * Two-step sign-in for staff, through the staff login page as people use it: the first sign-in
 * after an Admin required it for the role mails a set-up link (the password alone sets nothing
 * up); the link's page sets it up; then signing in takes a code from the app or a recovery code.
 * Codes are computed as an authenticator app would, from the key the page shows.
 */

const PASSWORD = 'Demo#2026';
const RECOVERY_CODE = /^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/;
const WRONG_CODE_TEXT = 'That code is not right. Check your authenticator app and try again.';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // As an Admin would: these roles must use two-step sign-in (locally nobody must by default).
  const admin = await signIn(server.url, 'admin@demo.test');
  const set = await api(server.url).post('/settings/mfa', { Roles: ['Finance Team', 'Risk Team'] }, admin);
  expect(set.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const visit = (path: string, viewport = DESKTOP): Promise<Visit> =>
  openPage(browser, `${server.url}${path}`, viewport);
const sideMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menu utama)$/ });

const ENGLISH = { email: 'E-mail', password: 'Password', submit: 'Sign in' };
const MALAY = { email: 'E-mel', password: 'Kata laluan', submit: 'Log masuk' };

async function submitPassword(page: Page, email: string, labels = ENGLISH): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** A six-digit code that is none of the app's codes around `atMs`. */
function wrongCode(secret: string, atMs: number): string {
  const valid = new Set([-30_000, 0, 30_000, 60_000].map((d) => authenticatorCode(secret, atMs + d)));
  return ['000000', '111111', '222222'].find((c) => !valid.has(c)) ?? '333333';
}

/** The key shown for typing by hand, and the QR code drawn beside it. */
async function readSetUp(page: Page, labels: { qr: string; key: string }) {
  const qr = page.getByRole('img', { name: labels.qr });
  const drawn = await qr.evaluate((svg) => ({
    tag: svg.tagName.toLowerCase(),
    viewBox: svg.getAttribute('viewBox') ?? '',
    paths: [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? ''),
    children: svg.children.length,
    width: svg.getBoundingClientRect().width,
  }));
  const grouped = ((await page.getByRole('group', { name: labels.key }).textContent()) ?? '').trim();
  return { drawn, grouped, secret: grouped.replace(/\s+/g, '') };
}

/** The newest set-up link mailed to `email`. */
async function mailedSetUpLink(email: string, after = 0): Promise<string> {
  return (await linkMailedTo(api(server.url), email, MFA_SETUP_SUBJECT, after)).href;
}

describe('two-step sign-in for staff', () => {
  it('mails the set-up link at the first sign-in, sets it up there, then signs in with a fresh code and a recovery code', async () => {
    const { context, page, cspErrors } = await visit('/staff/login');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await submitPassword(page, 'finance@demo.test');

    // The right password sets nothing up here: the page says where the link went.
    await page.getByRole('heading', { level: 2, name: 'Check your e-mail' }).waitFor();
    await expect(page.getByLabel('Password', { exact: true }).isVisible()).resolves.toBe(false);
    const main = page.getByRole('main');
    await main
      .getByText(
        'Two-step sign-in must be set up before you sign in. We have e-mailed you a link to set it up: it works once, within 10 minutes.',
      )
      .waitFor();
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).count(),
    ).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'two-step link sent');
    await screenshot(page, 'two-step-link-sent');

    // The link's page.
    const link = await mailedSetUpLink('finance@demo.test');
    expect(link.startsWith(`${server.url}/staff/two-step-setup?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Set up two-step sign-in' }).waitFor();
    await main
      .getByText('Open an authenticator app on your phone, or install one from your app store.')
      .waitFor();
    await main.getByText('In the app, add an account and scan this QR code.').waitFor();

    const { drawn, grouped, secret } = await readSetUp(page, {
      qr: 'QR code to scan with your authenticator app',
      key: 'Set-up key',
    });
    expect(drawn.tag).toBe('svg');
    expect(drawn.children).toBe(1);
    expect(drawn.paths).toHaveLength(1);
    const [, first, second, width, height] = /^(-?\d+) (-?\d+) (\d+) (\d+)$/.exec(drawn.viewBox) ?? [];
    expect([first, second]).toEqual(['-2', '-2']);
    expect(width).toBe(height);
    // QR symbols are 21 modules wide plus 4 per version; the box adds two on each side.
    expect((Number(width) - 4 - 21) % 4).toBe(0);
    expect(drawn.paths[0]).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // 160 bits in base32, in groups of four.
    expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);

    await page.getByRole('button', { name: 'Copy key' }).click();
    await main.getByText('Copied.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(secret);
    await expectNoSeriousA11yViolations(page, 'two-step set-up');
    await screenshot(page, 'two-step-set-up');

    // A wrong first code: said under the field, which keeps what was typed.
    const setupCode = page.getByLabel('Enter the 6-digit code the app now shows.');
    const wrong = wrongCode(secret, Date.now());
    await setupCode.fill(wrong);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await main.getByText(WRONG_CODE_TEXT).waitFor();
    await expect(setupCode.inputValue()).resolves.toBe(wrong);
    await expect(setupCode.getAttribute('aria-invalid')).resolves.toBe('true');

    const enrolledAt = Date.now();
    await setupCode.fill(authenticatorCode(secret, enrolledAt));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    // The recovery codes, once.
    await page.getByRole('heading', { level: 2, name: 'Save your recovery codes' }).waitFor();
    await main
      .getByText('Keep these codes somewhere safe. Each one works once if you lose your phone.')
      .waitFor();
    const codes = (
      await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()
    ).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(codes).size).toBe(10);
    await page.getByRole('button', { name: 'Copy codes' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'recovery codes');
    await screenshot(page, 'two-step-recovery-codes');

    await main
      .getByText('Two-step sign-in is on. Sign in with your password and a code from your authenticator app.')
      .waitFor();

    // Nobody was signed in by the link: signing in asks for the password and a code, in the words
    // of the server.
    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await page.waitForURL(`${server.url}/staff/login`);
    await submitPassword(page, 'finance@demo.test');
    await page.getByRole('heading', { level: 2, name: 'Two-step sign-in' }).waitFor();
    await main.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    const code = page.getByLabel('Code from your authenticator app');
    await expect(code.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');
    await expectNoSeriousA11yViolations(page, 'two-step code');
    await screenshot(page, 'two-step-code');

    await code.fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await main.getByText('Enter the 6 digits the app shows, like 123456.').waitFor();
    const wrongAgain = wrongCode(secret, Date.now());
    await code.fill(wrongAgain);
    await page.getByRole('button', { name: 'Verify' }).click();
    await main.getByText(WRONG_CODE_TEXT).waitFor();
    await expect(code.inputValue()).resolves.toBe(wrongAgain);

    // A code works once: the next 30-second step's code (or the current one, if time moved on).
    await code.fill(authenticatorCode(secret, Math.max(enrolledAt + 30_000, Date.now())));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.url}/loan/listing`);
    await page.getByText('Welcome, Lim Wei Ling', { exact: true }).waitFor();
    await sideMenu(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/staff/login`);

    // The link opened again cannot be used.
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'This link cannot be used' }).waitFor();
    await main
      .getByText('This set-up link has expired or was used already. Sign in again to be sent a new one.')
      .waitFor();
    await page.goto(`${server.url}/staff/login`);

    // With a recovery code instead, typed in capitals.
    await submitPassword(page, 'finance@demo.test');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const recovery = page.getByLabel('Recovery code', { exact: true });
    await expect(recovery.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(recovery.getAttribute('inputmode')).resolves.toBe('text');
    await main.getByText('One of the ten codes you saved when you set up two-step sign-in').waitFor();
    await recovery.fill((codes[0] ?? '').toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.url}/loan/listing`);
    await sideMenu(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/staff/login`);

    // Used once, it works no more; and someone else may sign in from here.
    await submitPassword(page, 'finance@demo.test');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code', { exact: true }).fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await main.getByText(WRONG_CODE_TEXT).waitFor();
    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    await expect(page.getByLabel('E-mail', { exact: true }).inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Password', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Two-step sign-in' }).isVisible()).resolves.toBe(
      false,
    );
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('sets it up on a 360 px phone in Malay, from the link to signing in with a code', async () => {
    const { context, page, cspErrors } = await visit('/staff/login?lang=ms', PHONE);
    await submitPassword(page, 'risk@demo.test', MALAY);
    await page.getByRole('heading', { level: 2, name: 'Semak e-mel anda' }).waitFor();
    await page
      .getByRole('main')
      .getByText(
        'Log masuk dua langkah perlu disediakan sebelum anda log masuk. Kami telah menghantar pautan untuk menyediakannya ke e-mel anda: ia boleh digunakan sekali, dalam masa 10 minit.',
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'two-step link sent ms phone');

    const link = await mailedSetUpLink('risk@demo.test');
    await page.goto(`${link}&lang=ms`);
    await page.getByRole('heading', { level: 2, name: 'Sediakan log masuk dua langkah' }).waitFor();
    const { drawn, secret } = await readSetUp(page, {
      qr: 'Kod QR untuk diimbas dengan aplikasi pengesah anda',
      key: 'Kunci persediaan',
    });
    expect(drawn.width).toBeGreaterThan(150);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoSeriousA11yViolations(page, 'two-step set-up ms phone');
    await screenshot(page, 'two-step-set-up-ms-phone');

    const enrolledAt = Date.now();
    await page
      .getByLabel('Masukkan kod 6 digit yang kini ditunjukkan oleh aplikasi.')
      .fill(authenticatorCode(secret, enrolledAt));
    await page.getByRole('button', { name: 'Hidupkan log masuk dua langkah' }).click();
    await page.getByRole('heading', { level: 2, name: 'Simpan kod pemulihan anda' }).waitFor();
    await page
      .getByRole('main')
      .getByText(
        'Simpan kod ini di tempat yang selamat. Setiap satu boleh digunakan sekali jika anda kehilangan telefon.',
      )
      .waitFor();
    await page
      .getByRole('main')
      .getByText(
        'Log masuk dua langkah sudah dihidupkan. Log masuk dengan kata laluan anda dan kod daripada aplikasi pengesah anda.',
      )
      .waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoSeriousA11yViolations(page, 'recovery codes ms phone');

    const toSignIn = page.getByRole('link', { name: 'Teruskan ke log masuk' });
    expect(await toSignIn.getAttribute('href')).toBe('/staff/login?lang=ms');
    await toSignIn.click();
    // Every page drops ?lang= from the address as it starts (remembering the language), so the
    // sign-in page is known by its path and its language, not by a query it no longer shows.
    await page.waitForURL(`${server.url}/staff/login`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ms');
    // Signing in now asks for the code; the server's words are Malay too.
    await submitPassword(page, 'risk@demo.test', MALAY);
    await page.getByRole('heading', { level: 2, name: 'Log masuk dua langkah' }).waitFor();
    await page.getByRole('main').getByText('Masukkan kod 6 digit daripada aplikasi pengesah anda.').waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoSeriousA11yViolations(page, 'two-step code ms phone');
    const code = page.getByLabel('Kod daripada aplikasi pengesah anda');
    await code.fill(wrongCode(secret, Date.now()));
    await page.getByRole('button', { name: 'Sahkan' }).click();
    await page
      .getByRole('main')
      .getByText('Kod itu tidak betul. Semak aplikasi pengesah anda dan cuba lagi.')
      .waitFor();
    await code.fill(authenticatorCode(secret, Math.max(enrolledAt + 30_000, Date.now())));
    await page.getByRole('button', { name: 'Sahkan' }).click();
    await page.waitForURL(`${server.url}/application/listing`);
    await page.getByText('Selamat datang, Rajesh Kumar', { exact: true }).waitFor();
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('leaves the roles that need not use it to sign in with e-mail and password alone', async () => {
    const { context, page } = await visit('/staff/login');
    await submitPassword(page, 'staff@demo.test');
    await page.waitForURL(`${server.url}/loan/listing`);
    await context.close();
  });
});
