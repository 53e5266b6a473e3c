/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { authenticatorCode } from '../support/authenticator';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  measureScriptBytes,
  PHONE,
  type Visit,
} from '../support/browser';
import { openSignedIn, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';
import { enrolByMailedLink } from '../support/two-step';

/**
 * The staff security settings of the User Role screen: which roles must use two-step sign-in,
 * who has set it up, and an Admin's reset of it, through the page as an Admin uses it and checked
 * against the API. The tests run in order on one server: the first requires two-step sign-in of
 * Finance Team, which the enrolments of the later ones need.
 */

const PASSWORD = 'Demo#2026';
const PAGE_PATH = '/settings/user-role';
/**
 * The budget of this screen's gzipped JavaScript. It is an editor (a matrix of privileges, roles,
 * statuses and two-step settings), not a listing: React's runtime alone is 69 KB of it, so it gets
 * 90 KB where a listing page, rendered on the server with small islands, gets 80 KB.
 */
const JS_BUDGET_BYTES = 90 * 1024;
const FINANCE = { email: 'finance@demo.test', name: 'Lim Wei Ling' };
const ROLES_LEGEND = 'Roles that must use two-step sign-in';

let server: { url: string; stop(): Promise<void> };
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  adminToken = await apiSignIn(server.url, 'admin@demo.test');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|Pemberitahuan)$/ });
const userRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** The admin's User Role screen, signed in through the site's sign-in calls (see browser-session.ts). */
const openAsAdmin = (viewport = DESKTOP, lang: 'en' | 'ms' = 'en'): Promise<Visit> =>
  openSignedIn(browser, server.url, 'admin@demo.test', PAGE_PATH, { viewport, lang });

interface AppUser {
  UserId: string;
  Email: string;
  MfaEnrolled: boolean;
}

async function userByEmail(email: string): Promise<AppUser> {
  const list = await api(server.url).get<{ Data: AppUser[] }>('/users?status=All&Rows=999', adminToken);
  const found = list.body.Data.find((u) => u.Email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found;
}

/**
 * Sets up two-step sign-in for a staff member as their first sign-in asks them to (their role
 * must require it): through the link that sign-in mails them, with the codes an authenticator
 * app computes; then signs them in with the password and the app's next code. Answers their
 * access token.
 */
async function enrol(email: string): Promise<string> {
  const a = api(server.url);
  const { secret, recoveryCodes, enrolledAt } = await enrolByMailedLink(a, email, PASSWORD);
  expect(recoveryCodes).toHaveLength(10);
  const started = await a.post<{ code: string }>('/sso/authorization', {
    email,
    password: PASSWORD,
    client_id: 'loan-web',
    otp: authenticatorCode(secret, Math.max(enrolledAt + 30_000, Date.now())),
  });
  expect(started.status).toBe(200);
  const login = await a.post<{ access_token: string }>('/staff/auth/login', { code: started.body.code });
  expect(login.status).toBe(200);
  return login.body.access_token;
}

describe('two-step sign-in settings', () => {
  it('lets the admin require two-step sign-in for Finance Team; the API says so', async () => {
    const { context, page, cspErrors } = await openAsAdmin();
    await page.getByRole('heading', { level: 2, name: 'Two-step sign-in' }).waitFor();
    const roles = page.getByRole('group', { name: ROLES_LEGEND });
    await roles.getByRole('checkbox').first().waitFor();

    // Locally nobody must use it until an Admin decides.
    await expect(roles.getByRole('checkbox').count()).resolves.toBe(6);
    for (const role of ['Admin', 'Finance Team', 'Risk Team', 'Staff', 'Company Signer', 'Attorney']) {
      await expect(roles.getByRole('checkbox', { name: role, exact: true }).isChecked()).resolves.toBe(false);
    }
    await page.getByText('The default applies now: no Admin has saved a choice yet.').waitFor();
    await page
      .getByText('Default: nobody locally; in AWS Admin, Risk Team, Finance Team and Company Signer.')
      .waitFor();
    await page.getByText('People in a newly required role set it up at their next sign-in.').waitFor();
    const save = page.getByRole('button', { name: 'Save required roles' });
    await expect(save.isDisabled()).resolves.toBe(true);

    await roles.getByRole('checkbox', { name: 'Finance Team', exact: true }).check();
    await expect(save.isEnabled()).resolves.toBe(true);
    await save.click();
    const toast = toasts(page).locator('.toast').filter({ hasText: 'Two-Step Sign-in Saved' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(
      'Two-step sign-in is now required of: Finance Team.',
    );
    await page.getByText('The roles saved here apply now, not the default.').waitFor();
    await expect(save.isDisabled()).resolves.toBe(true);

    const setting = await api(server.url).get('/settings/mfa', adminToken);
    expect(setting.status).toBe(200);
    expect(setting.body).toEqual({ Data: { Roles: ['Finance Team'], IsDefault: false } });

    // Nobody has set it up yet, so there is nothing to reset.
    await expect(userRow(page, FINANCE.name).getByText('Not set up', { exact: true }).count()).resolves.toBe(
      1,
    );
    await expect(
      userRow(page, 'Aisyah Rahman').getByText('Not set up', { exact: true }).count(),
    ).resolves.toBe(1);
    await expect(page.getByText('Set up', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Reset two-step sign-in for / }).count()).resolves.toBe(0);

    await expectNoSeriousA11yViolations(page, 'user role, two-step sign-in');
    await screenshot(page, 'user-role-two-step');

    await page.reload();
    await roles.getByRole('checkbox', { name: 'Finance Team', exact: true }).waitFor();
    await expect(
      roles.getByRole('checkbox', { name: 'Finance Team', exact: true }).isChecked(),
    ).resolves.toBe(true);

    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it("keeps the JavaScript of the page within an editor's budget", async () => {
    const { context, page } = await openAsAdmin();
    await page.getByRole('group', { name: ROLES_LEGEND }).waitFor();
    const { total: bytes } = await measureScriptBytes(
      browser,
      `${server.url}${PAGE_PATH}`,
      await context.cookies(),
    );
    console.info(`${PAGE_PATH}: ${(bytes / 1024).toFixed(1)} KB of gzipped JavaScript`);
    expect(bytes).toBeLessThan(JS_BUDGET_BYTES);
    await context.close();
  });

  it('resets the two-step sign-in of a user who set it up, after a confirmation', async () => {
    const financeToken = await enrol(FINANCE.email);
    const finance = await userByEmail(FINANCE.email);
    expect(finance.MfaEnrolled).toBe(true);

    const { context, page } = await openAsAdmin();
    const row = userRow(page, FINANCE.name);
    await row.getByText('Set up', { exact: true }).waitFor();
    const reset = page.getByRole('button', { name: `Reset two-step sign-in for ${FINANCE.name}` });
    await expect(reset.textContent()).resolves.toBe('Reset');
    await screenshot(page, 'user-role-two-step-enrolled');

    // Cancelling changes nothing.
    await reset.click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset two-step sign-in' });
    await dialog.waitFor();
    await expect(dialog.getByRole('paragraph').textContent()).resolves.toBe(
      `Reset two-step sign-in for ${FINANCE.name}? They will be signed out and set it up again at their next sign-in.`,
    );
    await expect(
      dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'reset confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(reset.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect((await userByEmail(FINANCE.email)).MfaEnrolled).toBe(true);

    await reset.click();
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    const toast = toasts(page).locator('.toast').filter({ hasText: 'Two-Step Sign-in Reset' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(
      `${FINANCE.name} is signed out and sets up two-step sign-in again at their next sign-in.`,
    );
    await row.getByText('Not set up', { exact: true }).waitFor();
    await expect(reset.count()).resolves.toBe(0);

    const after = await api(server.url).get<{ Data: AppUser }>(`/users/${finance.UserId}`, adminToken);
    expect(after.body.Data.MfaEnrolled).toBe(false);
    // Their session ended, and their next sign-in sets it up again.
    await expect(api(server.url).get('/auth/me', financeToken)).resolves.toMatchObject({ status: 401 });
    const again = await api(server.url).post('/sso/authorization', {
      email: FINANCE.email,
      password: PASSWORD,
      client_id: 'loan-web',
    });
    expect([again.status, again.body.code]).toEqual([403, 'AUTH.MFA_ENROLMENT_SENT']);
    await context.close();
  });

  it("shows the server's message when the user no longer has two-step sign-in to reset", async () => {
    await enrol(FINANCE.email);
    const { context, page } = await openAsAdmin();
    const row = userRow(page, FINANCE.name);
    await row.getByText('Set up', { exact: true }).waitFor();

    // Another Admin resets it meanwhile.
    const finance = await userByEmail(FINANCE.email);
    const elsewhere = await api(server.url).post('/users/reset-mfa', { UserId: finance.UserId }, adminToken);
    expect(elsewhere.status).toBe(200);

    await page.getByRole('button', { name: `Reset two-step sign-in for ${FINANCE.name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Reset two-step sign-in' })
      .getByRole('button', { name: 'Reset', exact: true })
      .click();
    const toast = toasts(page).locator('.toast').filter({ hasText: 'Reset Two-Step Sign-in Failed' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('This user has not set up two-step sign-in.');
    // The row is read again, so it no longer offers the reset.
    await row.getByText('Not set up', { exact: true }).waitFor();
    await expect(
      page.getByRole('button', { name: `Reset two-step sign-in for ${FINANCE.name}` }).count(),
    ).resolves.toBe(0);
    await context.close();
  });

  it('reads in Malay on a 360 px phone, confirmation included', async () => {
    await enrol(FINANCE.email);
    const { context, page, cspErrors } = await openAsAdmin(PHONE, 'ms');
    await page.getByRole('heading', { level: 2, name: 'Log masuk dua langkah' }).waitFor();
    const roles = page.getByRole('group', { name: 'Peranan yang perlu menggunakan log masuk dua langkah' });
    await roles.getByRole('checkbox', { name: 'Finance Team', exact: true }).waitFor();
    await expect(
      roles.getByRole('checkbox', { name: 'Finance Team', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await page.getByText('Peranan yang disimpan di sini sedang digunakan, bukan tetapan lalai.').waitFor();
    await page
      .getByText(
        'Lalai: tiada sesiapa secara setempat; dalam AWS Admin, Risk Team, Finance Team dan Company Signer.',
      )
      .waitFor();
    await userRow(page, FINANCE.name).getByText('Sudah disediakan', { exact: true }).waitFor();
    await userRow(page, 'Aisyah Rahman').getByText('Belum disediakan', { exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoSeriousA11yViolations(page, 'user role, Malay phone');
    await screenshot(page, 'user-role-two-step-phone-ms');

    await page
      .getByRole('button', { name: `Tetapkan semula log masuk dua langkah untuk ${FINANCE.name}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Tetapkan semula log masuk dua langkah' });
    await dialog.waitFor();
    await expect(dialog.getByRole('paragraph').textContent()).resolves.toBe(
      `Tetapkan semula log masuk dua langkah untuk ${FINANCE.name}? Pengguna ini akan dilog keluar dan perlu menyediakannya semula semasa log masuk seterusnya.`,
    );
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expectNoSeriousA11yViolations(page, 'reset confirmation, Malay phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await userRow(page, FINANCE.name).getByText('Sudah disediakan', { exact: true }).waitFor();
    expect(cspErrors).toEqual([]);
    await context.close();
  });
});
