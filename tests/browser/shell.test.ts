/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  measureScriptBytes,
  openDisplaySettings,
  openPage,
  PHONE,
  type Visit,
} from '../support/browser';
import { screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The logged-out shell (issue part 6), seen on `/`, the customer login: layout, preferences,
 * menu, accessibility, budget. Signing in is tests/browser/sign-in.test.ts.
 */

const JS_BUDGET_BYTES = 30 * 1024;

let server: { url: string; stop(): Promise<void> };
let browser: Browser;

const visit = (path = '/', viewport = DESKTOP): Promise<Visit> =>
  openPage(browser, `${server.url}${path}`, viewport);

const html = (page: Page) => page.locator('html');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menu utama)$/ });

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('logged-out shell at /', () => {
  it("is built for React's production runtime, as the site's Lambda runs it (NODE_ENV=production)", () => {
    // React's production build has no jsxDEV: a page rendered from a development build of the
    // site would fail every island there.
    const chunks = join(import.meta.dirname, '..', '..', 'web', 'dist', 'server', 'chunks');
    const dev = readdirSync(chunks).filter((f) =>
      readFileSync(join(chunks, f), 'utf8').includes('react/jsx-dev-runtime'),
    );
    expect(dev).toEqual([]);
  });

  it('shows the customer login in English with header, menu, breadcrumbs and footer', async () => {
    const { context, page, cspErrors } = await visit('/');
    await expect(page.title()).resolves.toMatch(/EZC Loans/);
    await expect(html(page).getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Customer login' }).waitFor();

    const footer = page.getByRole('contentinfo');
    await expect(footer.textContent()).resolves.toMatch(
      new RegExp(`© ${new Date().getUTCFullYear()} EZC Credit Sdn\\. Bhd\\.`),
    );
    await expect(footer.textContent()).resolves.toContain('WL7/2021/0123');

    const menu = sideMenu(page);
    await expect(
      menu.getByRole('link', { name: 'Customer Login' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(menu.getByText('V1.10.0').isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('link', { name: 'Register as an individual' }).getAttribute('href'),
    ).resolves.toBe('/onboarding/step1');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Staff login', exact: true }).getAttribute('href'),
    ).resolves.toBe('/staff/login');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).resolves.toContain(
      'Home',
    );

    // The logged-out menu offers only sign-in, onboarding and the error screens (spec §6).
    const paths = await menu
      .locator('a.nav-link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(paths.sort()).toEqual(
      ['/', '/error-1', '/error-2', '/onboarding-company/step1', '/onboarding/step1', '/staff/login'].sort(),
    );

    await expectNoSeriousA11yViolations(page, 'desktop en');
    await screenshot(page, 'shell-desktop-en');
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('lets keyboard users skip to the main content', async () => {
    const { context, page } = await visit('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await context.close();
  });

  it('switches to Malay with the language switcher and remembers it', async () => {
    const { context, page, cspErrors } = await visit('/');
    await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Bahasa Melayu' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ms');

    const menu = sideMenu(page);
    await menu.getByRole('link', { name: 'Log Masuk Pelanggan' }).waitFor();
    await expect(menu.getByText('Daftar', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(menu.getByText('Bantuan', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(
      'No. lesen pemberi pinjam wang',
    );
    // The query value is remembered, then dropped from the address.
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    await expect(page.evaluate(() => localStorage.getItem('ezc.lang'))).resolves.toBe('ms');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('ms');

    await page.reload();
    await expect(html(page).getAttribute('lang')).resolves.toBe('ms');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Log masuk pelanggan');
    await expectNoSeriousA11yViolations(page, 'desktop ms');

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('takes ?lang=my as Malay', async () => {
    const { context, page } = await visit('/?lang=my');
    await expect(html(page).getAttribute('lang')).resolves.toBe('ms');
    await sideMenu(page).getByRole('link', { name: 'Log Masuk Kakitangan' }).waitFor();
    await context.close();
  });

  it('toggles the dark theme, keeps it across reloads, and stays accessible', async () => {
    const { context, page, cspErrors } = await visit('/?lang=ms');
    const toggle = page.getByRole('button', { name: 'Tema gelap' });
    await expect(html(page).getAttribute('data-theme')).resolves.toBe('light');
    // The switches live in the header's display-settings menu.
    await expect(toggle.count()).resolves.toBe(0);
    await page.locator('summary', { hasText: 'Tetapan paparan' }).click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');

    await toggle.click();
    await expect(html(page).getAttribute('data-theme')).resolves.toBe('dark');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');

    await page.reload();
    await expect(html(page).getAttribute('data-theme')).resolves.toBe('dark');
    await openDisplaySettings(page);
    await expect(page.getByRole('button', { name: 'Tema gelap' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expectNoSeriousA11yViolations(page, 'desktop ms dark');
    await screenshot(page, 'shell-desktop-ms-dark');

    await page.getByRole('button', { name: 'Tema gelap' }).click();
    await expect(html(page).getAttribute('data-theme')).resolves.toBe('light');
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('restores the stored choices from localStorage when the cookies are gone', async () => {
    const { context, page } = await visit('/?lang=ms');
    await openDisplaySettings(page);
    await page.getByRole('button', { name: 'Tema gelap' }).click();
    await context.clearCookies();
    // The pre-paint script rewrites the cookies and reloads once so the server renders Malay.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.lang === 'ms', undefined, { timeout: 10_000 });
    await expect(html(page).getAttribute('data-theme')).resolves.toBe('dark');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('ms');
    expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
    await context.close();
  });

  it('toggles right-to-left layout and keeps it', async () => {
    const { context, page } = await visit('/');
    await openDisplaySettings(page);
    await page.getByRole('button', { name: 'Right-to-left layout' }).click();
    // A click elsewhere closes the menu; Escape does too, back on its button.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(
      page.locator('[data-display-menu]').evaluate((d) => (d as HTMLDetailsElement).open),
    ).resolves.toBe(false);
    await openDisplaySettings(page);
    await page.keyboard.press('Escape');
    await expect(
      page.locator('[data-display-menu]').evaluate((d) => (d as HTMLDetailsElement).open),
    ).resolves.toBe(false);
    await expect(html(page).getAttribute('dir')).resolves.toBe('rtl');
    const box = await sideMenu(page).boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(DESKTOP.width - 5);

    await page.reload();
    await expect(html(page).getAttribute('dir')).resolves.toBe('rtl');
    await expectNoSeriousA11yViolations(page, 'rtl');
    await screenshot(page, 'shell-desktop-rtl');
    await context.close();
  });

  it('searches the menu: suggestions filter as you type; choosing one navigates', async () => {
    const { context, page } = await visit('/');
    const search = page.getByRole('combobox', { name: 'Search the menu' });
    const options = page.getByRole('listbox', { name: 'Search the menu' }).getByRole('option');

    await search.fill('error');
    await expect(search.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(options.count()).resolves.toBe(2);
    await expect(options.allTextContents()).resolves.toEqual([
      expect.stringContaining('/error-1'),
      expect.stringContaining('/error-2'),
    ]);
    await expectNoSeriousA11yViolations(page, 'menu search open');

    await options.filter({ hasText: 'No Permission' }).click();
    await page.waitForURL(/\/error-1$/);
    await page.getByRole('heading', { level: 1, name: 'No permission' }).waitFor();

    // Keyboard only: type, arrow to the suggestion, Enter.
    const again = page.getByRole('combobox', { name: 'Search the menu' });
    await again.focus();
    await page.keyboard.type('unavail');
    await expect(options.count()).resolves.toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/error-2$/);
    await page.getByRole('heading', { level: 1, name: 'Service unavailable' }).waitFor();

    await page.getByRole('combobox', { name: 'Search the menu' }).fill('zzz');
    await page.getByText('No matching pages').waitFor();
    await context.close();
  });

  it('collapses the side menu to 80 px with labelled icons, and remembers it', async () => {
    const { context, page } = await visit('/');
    const menu = sideMenu(page);
    await expect(menu.boundingBox().then((b) => b?.width)).resolves.toBe(250);

    const collapse = page.getByRole('button', { name: 'Collapse menu' });
    await collapse.click();
    await expect(collapse.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(menu.boundingBox().then((b) => b?.width)).resolves.toBe(80);
    // Icons only, but every entry keeps its name, shown as a tooltip on hover and focus.
    await menu.getByRole('link', { name: 'Customer Login' }).hover();
    await page.waitForFunction(() => {
      const label = document.querySelector('.side-nav a[aria-current="page"] .label');
      return label && getComputedStyle(label).opacity === '1';
    });
    await expectNoSeriousA11yViolations(page, 'collapsed menu');

    await page.reload();
    await expect(menu.boundingBox().then((b) => b?.width)).resolves.toBe(80);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(menu.boundingBox().then((b) => b?.width)).resolves.toBe(250);
    await context.close();
  });

  it('on a 360 px phone the menu is a drawer that opens and closes by keyboard', async () => {
    const { context, page, cspErrors } = await visit('/', PHONE);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    const customerLogin = sideMenu(page).getByRole('link', { name: 'Customer Login' });
    await expect(customerLogin.isVisible()).resolves.toBe(false);
    await expectNoSeriousA11yViolations(page, 'phone');
    await screenshot(page, 'shell-phone');

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('true');
    await customerLogin.waitFor({ state: 'visible' });
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Behind the drawer is inert: Tab stays inside the menu.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('#side-nav')))).resolves.toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page, 'phone drawer open');
    await screenshot(page, 'shell-phone-drawer');

    await page.keyboard.press('Escape');
    await customerLogin.waitFor({ state: 'hidden' });
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(open.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Space');
    await customerLogin.waitFor({ state: 'visible' });
    await page.keyboard.press('Enter'); // on the focused close button
    await customerLogin.waitFor({ state: 'hidden' });
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('shows notifications in a live region; errors get the default description', async () => {
    const { context, page } = await visit('/');
    await page.evaluate(() =>
      sessionStorage.setItem('ezc.flash', JSON.stringify([{ type: 'error', title: 'Session expired.' }])),
    );
    await page.reload();
    const region = page.getByRole('region', { name: 'Notifications' });
    const toast = region.locator('.toast').filter({ hasText: 'Session expired.' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('An error occured.');
    await expect(toast.evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live'))).resolves.toBe(
      'assertive',
    );
    await expectNoSeriousA11yViolations(page, 'notification');
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('has friendly error pages and a 404', async () => {
    const { context, page } = await visit('/error-1');
    await page.getByRole('heading', { level: 1, name: 'No permission' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).resolves.toContain(
      'No Permission',
    );
    await expectNoSeriousA11yViolations(page, 'error-1');
    await page.goto(`${server.url}/error-2`);
    await page.getByRole('heading', { level: 1, name: 'Service unavailable' }).waitFor();
    const missing = await page.goto(`${server.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoSeriousA11yViolations(page, '404');
    await context.close();
  });

  it(`ships under ${JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript on /`, async () => {
    const bytes = await measureScriptBytes(browser, `${server.url}/`);
    console.info(
      `JS on /: ${bytes.total} B gzip (inline ${bytes.inline} B in ${bytes.inlineCount}, external ${bytes.external} B)`,
    );
    expect(bytes.total).toBeLessThan(JS_BUDGET_BYTES);
  });
});
