/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, PHONE, type Visit } from '../support/browser';
import { openSignedIn, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The appointment slot screens as an Admin uses them (spec §2, §7 "Appointment slots"):
 * registering a slot group for the demo attorney leads to the group's weekday sessions, where a
 * session is added, refused when it overlaps, edited and deleted; checked against the API. The
 * tests run in order on one server.
 */

const GROUP_NAME = 'Browser attorney hours';

let server: { url: string; stop(): Promise<void> };
let browser: Browser;
let adminToken: string;
let slotGroupId = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  adminToken = await apiSignIn(server.url, 'admin@demo.test');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

/** Signs a staff member in through the site's sign-in calls and opens `path` in English. */
const openAs = (email: string, path: string, viewport: typeof DESKTOP = DESKTOP): Promise<Visit> =>
  openSignedIn(browser, server.url, email, path, { viewport, lang: 'en' });

type Session = { SlotSessionId: string; Weekday: number; StartTime: string; EndTime: string };

const sessionsOfGroup = async () =>
  (
    await api(server.url).post<{ Data: Session[]; Count: number }>(
      '/appointment-slot-sessions/find-all',
      { SlotGroupId: slotGroupId },
      adminToken,
    )
  ).body;

describe('slot groups', () => {
  it('lets the admin register a group for the attorney, landing on its weekday sessions', async () => {
    const { context, page, cspErrors } = await openAs('admin@demo.test', '/appointment/slotgroups');
    await page.getByRole('heading', { level: 1, name: 'Signing Session Slots' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'slot groups listing');

    await page.getByRole('button', { name: 'New slot group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New slot group' });
    await dialog.waitFor();
    // A name is needed: said by the field, which gets the focus.
    await dialog.getByRole('button', { name: 'Register slot group' }).click();
    await expect(dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );

    await dialog.getByLabel('Name', { exact: true }).fill(GROUP_NAME);
    await dialog.getByLabel('Attestor').selectOption({ label: 'Farah Aziz (STF-0006)' });
    await dialog.getByLabel('Description').fill('Wednesday afternoons with the attorney');
    await expectNoSeriousA11yViolations(page, 'slot group editor');
    await screenshot(page, 'slot-group-editor-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Register slot group' }).click();

    await page.waitForURL(/\/appointment\/slotgroups\/sessions\/SG-\d{4}$/);
    slotGroupId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await toast(page, 'Slot Group Created').waitFor();
    await page.getByRole('heading', { level: 1, name: GROUP_NAME }).waitFor();
    await page.getByText(`Slot group ${slotGroupId} · attestor Farah Aziz (STF-0006)`).waitFor();
    await page.getByText('This group has no weekday sessions yet.').waitFor();
    expect(cspErrors).toEqual([]);
    await context.close();

    const found = await api(server.url).post<{ Data: { AttestatorId: string; Status: string } }>(
      '/appointment-slot-groups/find-one',
      { SlotGroupId: slotGroupId },
      adminToken,
    );
    expect(found.body.Data).toMatchObject({ AttestatorId: 'STF-0006', Status: 'Active' });
  }, 120_000);
});

describe("a group's weekday sessions", () => {
  it('adds a session by keyboard, refuses an overlapping one, edits and deletes', async () => {
    const { context, page, cspErrors } = await openAs(
      'admin@demo.test',
      `/appointment/slotgroups/sessions/${slotGroupId}`,
    );
    await page.getByRole('heading', { level: 1, name: GROUP_NAME }).waitFor();

    // Keyboard only: the button opens the dialog, whose first control has the focus.
    await page.getByRole('button', { name: 'Add a session' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New weekday session' });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('Weekday');
    await dialog.getByLabel('Day', { exact: true }).selectOption({ label: 'Wednesday' });
    await dialog.getByLabel('Start time').fill('14:30');
    await dialog.getByLabel('End time').fill('14:00');
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await dialog.getByText('The end time must be after the start time.').waitFor();
    await dialog.getByLabel('End time').fill('15:00');
    await expectNoSeriousA11yViolations(page, 'slot session editor');
    await dialog.getByLabel('End time').press('Enter');

    const created = toast(page, 'Slot Session Created');
    await created.waitFor();
    await expect(created.textContent()).resolves.toContain(
      'The session on Wednesday, 14:30–15:00, is added.',
    );
    const wednesday = page.locator('.slot-day[data-weekday="3"]');
    await expect(wednesday.locator('.slot-time').allTextContents()).resolves.toEqual(['14:30–15:00']);
    await expect(page.locator('.slot-day[data-weekday="1"]').textContent()).resolves.toContain(
      'No sessions.',
    );
    await expectNoSeriousA11yViolations(page, 'weekday sessions');
    await screenshot(page, 'slot-sessions-en');

    const stored = await sessionsOfGroup();
    expect(stored.Count).toBe(1);
    expect(stored.Data[0]).toMatchObject({ Weekday: 3, StartTime: '14:30', EndTime: '15:00' });

    // The same day from 14:45: the server's refusal, said inside the dialog.
    await page.getByRole('button', { name: 'Add a session' }).click();
    const again = page.getByRole('dialog', { name: 'New weekday session' });
    await again.getByLabel('Day', { exact: true }).selectOption('3');
    await again.getByLabel('Start time').fill('14:45');
    await again.getByLabel('End time').fill('15:15');
    await again.getByRole('button', { name: 'Save session' }).click();
    const refusal = again.getByRole('alert');
    await refusal.getByText('Create Slot Session Failed').waitFor();
    await refusal
      .getByText("This session overlaps the group's session from 14:30 to 15:00 on the same day.")
      .waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Edit: moved to Friday afternoon.
    await page.getByRole('button', { name: 'Edit the session on Wednesday, 14:30–15:00' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the session on Wednesday, 14:30–15:00' });
    await expect(edit.getByLabel('Start time').inputValue()).resolves.toBe('14:30');
    await edit.getByLabel('Day', { exact: true }).selectOption({ label: 'Friday' });
    await edit.getByLabel('Start time').fill('16:00');
    await edit.getByLabel('End time').fill('16:30');
    await edit.getByRole('button', { name: 'Save session' }).click();
    await toast(page, 'Slot Session Updated').waitFor();
    await expect(page.locator('.slot-day[data-weekday="5"] .slot-time').allTextContents()).resolves.toEqual([
      '16:00–16:30',
    ]);

    // Delete, after the question.
    await page.getByRole('button', { name: 'Delete the session on Friday, 16:00–16:30' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this session?' });
    await confirm
      .getByText('Delete the session on Friday from 16:00 to 16:30? It is no longer offered for booking.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Slot Session Deleted').waitFor();
    await page.getByText('This group has no weekday sessions yet.').waitFor();
    expect(cspErrors).toEqual([]);
    await context.close();

    expect((await sessionsOfGroup()).Count).toBe(0);
  }, 120_000);

  it('works on a 360 px phone, and in Malay', async () => {
    await api(server.url).post(
      '/appointment-slot-sessions/add',
      { SlotGroupId: slotGroupId, Weekday: 1, StartTime: '10:00', EndTime: '10:30' },
      adminToken,
    );
    const { context, page, cspErrors } = await openAs(
      'admin@demo.test',
      `/appointment/slotgroups/sessions/${slotGroupId}?lang=ms`,
      PHONE,
    );
    await page.getByRole('heading', { level: 1, name: GROUP_NAME }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    await expect(page.locator('.slot-day[data-weekday="1"] h3').textContent()).resolves.toBe('Isnin');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'weekday sessions, Malay, phone');
    await screenshot(page, 'slot-sessions-ms-phone');

    await page.goto(`${server.url}/appointment/slotgroups`);
    await page.getByRole('heading', { level: 1, name: 'Slot Sesi Tandatangan' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'slot groups, Malay, phone');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it("is not for staff without 'Menu - Setup > Signing Session'", async () => {
    const { context, page } = await openAs('finance@demo.test', '/appointment/slotgroups');
    await page.waitForLoadState('domcontentloaded');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Signing Session Slots' }).count(),
    ).resolves.toBe(0);
    await context.close();
  }, 120_000);
});
