/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, PHONE } from '../support/browser';
import { screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * Sessions end after a while without activity (staff 15 minutes, customers 30), with a warning a
 * minute before. The browser's clock is Playwright's fake one, moved on with `fastForward` (as
 * if the laptop lid had been closed); the server keeps real time and its real limits, so what is
 * tested here is the page: when it warns, what "Stay signed in" does, and the sign-out at zero.
 */

const PASSWORD = 'Demo#2026';
const WARNING = /^You will be signed out in (\d+) seconds? because you have not done anything for a while\.$/;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|Pemberitahuan)$/ });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const isKeepAlive = (url: string) => new URL(url).pathname === '/api/auth/keep-alive';

/** A browser whose clock the test moves, signed in through the login page of the account. */
async function signedIn(
  email: string,
  options: { staff: boolean; home: string; viewport?: typeof DESKTOP; lang?: 'ms' },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: 'reduce',
  });
  await context.clock.install();
  const page = await context.newPage();
  const login = options.staff ? '/staff/login' : '/';
  await page.goto(`${server.url}${login}${options.lang ? `?lang=${options.lang}` : ''}`);
  const ms = options.lang === 'ms';
  await page.getByLabel(ms ? 'E-mel' : 'E-mail', { exact: true }).fill(email);
  await page.getByLabel(ms ? 'Kata laluan' : 'Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: ms ? 'Log masuk' : 'Sign in', exact: true }).click();
  await page.waitForURL(`${server.url}${options.home}`);
  return { context, page };
}

/** The seconds the warning counts down from, read from its visible sentence. */
async function secondsLeft(page: Page): Promise<number> {
  const text = ((await page.getByRole('alertdialog').locator('[data-idle-text]').textContent()) ?? '').trim();
  const match = WARNING.exec(text);
  if (!match) throw new Error(`not the warning: ${text}`);
  return Number(match[1]);
}

describe('idle sessions', () => {
  it('warns staff a minute before the 15-minute limit, stays signed in when asked, and signs out at zero', async () => {
    const { context, page } = await signedIn('staff@demo.test', { staff: true, home: '/loan/listing' });
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });

    await context.clock.fastForward('13:50');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await context.clock.fastForward('00:15');
    await dialog.waitFor();
    const first = await secondsLeft(page);
    expect(first).toBeGreaterThan(40);
    expect(first).toBeLessThanOrEqual(60);
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    await expect(stay.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Sign out now' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'idle warning');
    await screenshot(page, 'idle-warning', { fullPage: false });

    // A live countdown.
    await context.clock.fastForward(5_000);
    const later = await secondsLeft(page);
    // Five seconds moved on, plus whatever real time passed reading the page (more on a busy machine).
    expect(first - later).toBeGreaterThanOrEqual(5);
    expect(first - later).toBeLessThanOrEqual(8);

    // Escape does not sign out: whoever pressed it is here.
    const escaped = page.waitForResponse((r) => isKeepAlive(r.url()));
    await page.keyboard.press('Escape');
    expect((await escaped).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/loan/listing');

    // The count starts again from the keep-alive.
    await context.clock.fastForward('13:50');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await context.clock.fastForward('00:20');
    await dialog.waitFor();
    const stayed = page.waitForResponse((r) => isKeepAlive(r.url()));
    await stay.click();
    const answer = await stayed;
    expect(answer.status()).toBe(200);
    await expect(answer.json()).resolves.toEqual({
      Data: { IdleTimeoutSeconds: 900, IdleWarningSeconds: 60 },
    });
    await dialog.waitFor({ state: 'hidden' });

    // Nobody answers this time: signed out at zero, as an expired session is.
    await context.clock.fastForward('14:10');
    await dialog.waitFor();
    await context.clock.fastForward('01:00');
    await page.waitForURL(/\/staff\/login/);
    await toasts(page).locator('.toast').filter({ hasText: 'Session expired.' }).first().waitFor();
    await expect(
      page.evaluate(() =>
        Object.keys(localStorage).filter((k) => !['ezc.lang', 'ezc.theme', 'ezc.dir', 'ezc.nav'].includes(k)),
      ),
    ).resolves.toEqual([]);
    // Ended on the server too, not only forgotten by the page.
    await page.goto(`${server.url}/loan/listing`);
    expect(pathOf(page)).toBe('/staff/login');
    await context.close();
  });

  it('keeps a quiet tab open while another tab of the same browser is busy', async () => {
    const { context, page: quiet } = await signedIn('borrower@demo.test', {
      staff: false,
      home: '/loan/listing',
    });
    const busy = await context.newPage();
    await busy.goto(`${server.url}/application/listing`);
    await busy.getByRole('heading', { level: 1 }).waitFor();

    await context.clock.fastForward('20:00');
    // Keys and pointer on the busy tab: it tells the server (at most once a minute) and the
    // other tabs, through the shared record in storage (whose event the quiet tab's own
    // listener hears before this one).
    const heard = quiet.evaluate(
      () =>
        new Promise<void>((resolve) =>
          window.addEventListener('storage', (e) => {
            if (e.key === 'ezc.idle') resolve();
          }),
        ),
    );
    const told = busy.waitForResponse((r) => isKeepAlive(r.url()));
    await busy.keyboard.press('Shift');
    await busy.mouse.move(200, 200);
    expect((await told).status()).toBe(200);
    await heard;

    // 30 minutes after signing in, the quiet tab has not warned: the busy tab's activity counts.
    await context.clock.fastForward('10:00');
    await expect(quiet.getByRole('alertdialog').isVisible()).resolves.toBe(false);
    // 29 minutes after the busy tab's activity, both warn.
    await context.clock.fastForward('19:10');
    await quiet.getByRole('alertdialog', { name: 'Are you still there?' }).waitFor();
    await busy.getByRole('alertdialog', { name: 'Are you still there?' }).waitFor();
    // Staying in one tab closes the warning in the other.
    await busy.getByRole('button', { name: 'Stay signed in' }).click();
    await quiet.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('counts the page’s own API calls as activity', async () => {
    const { context, page } = await signedIn('risk@demo.test', { staff: true, home: '/application/listing' });
    await context.clock.fastForward('10:00');
    const status = await page.evaluate(async () => {
      // Observers hear of a finished call in the order they started listening: once this one
      // has, so has the page's own.
      const reported = new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntries().some((e) => e.name.endsWith('/api/get-roles-privileges'))) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type: 'resource' });
      });
      const response = await fetch('/api/get-roles-privileges', {
        method: 'POST',
        headers: {
          'X-Client': 'web',
          'X-CSRF-Token': /(?:^|; )__Host-ezc_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '',
        },
      });
      // Read to the end, as the site's client does: the browser reports a call once its body is in.
      const answer = [response.status, await response.json()];
      await reported;
      return answer;
    });
    expect(status).toEqual([200, { roles: ['Risk Team'], privileges: expect.any(Array) }]);
    // Fourteen minutes after sign-in, but only four after the call: no warning.
    await context.clock.fastForward('04:10');
    await expect(page.getByRole('alertdialog').isVisible()).resolves.toBe(false);
    await context.clock.fastForward('10:00');
    await page.getByRole('alertdialog', { name: 'Are you still there?' }).waitFor();
    await context.close();
  });

  it('warns in Malay on a 360 px phone', async () => {
    const { context, page } = await signedIn('signer@demo.test', {
      staff: true,
      home: '/loan/listing',
      viewport: PHONE,
      lang: 'ms',
    });
    await context.clock.fastForward('14:05');
    const dialog = page.getByRole('alertdialog', { name: 'Anda masih di sana?' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toMatch(
      /Anda akan dilog keluar dalam \d+ saat kerana anda tidak melakukan apa-apa untuk seketika\./,
    );
    await dialog.getByRole('button', { name: 'Kekal log masuk' }).waitFor();
    await dialog.getByRole('button', { name: 'Log keluar sekarang' }).waitFor();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoSeriousA11yViolations(page, 'idle warning ms phone');
    await screenshot(page, 'idle-warning-ms-phone', { fullPage: false });

    await dialog.getByRole('button', { name: 'Log keluar sekarang' }).click();
    await page.waitForURL(`${server.url}/staff/login`);
    await context.close();
  });
});
