/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser, PHONE } from '../support/browser';
import { openSignedIn as openSignedInAt, type SignedInOptions } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * A loan's activity history as its borrower reads it: in their language, the product's activity
 * names and remarks told in it, and no IP address of staff or the system (the demo's staff act
 * from 10.0.0.10 and 10.0.0.20) — only the borrower's own, on their own steps.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Signs in as `email` and opens `path` (see browser-session.ts), in English unless told: a
 * language on the page's own address then has a remembered one to win over.
 */
const openSignedIn = (email: string, path: string, options: SignedInOptions = {}) =>
  openSignedInAt(browser, server.url, email, path, { lang: 'en', ...options });

/** The activity table's rows as [activity, remarks, IP]. */
const activityRows = (page: Page) =>
  page
    .locator('#tab-activity tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent?.trim() ?? '')),
    );

describe("a borrower's loan history", () => {
  it('is in Malay for a Malay reader, with no address staff or the system acted from', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', '/loan/view/EZC000008', {
      lang: 'ms',
      viewport: PHONE,
    });
    await page.getByRole('tab', { name: 'Sejarah aktiviti' }).click();
    const rows = await activityRows(page);
    const byName = new Map(rows.map(([activity, remarks, ip]) => [activity, { remarks, ip }]));
    expect(byName.get('Pinjaman disetem')?.ip).toBe('—');
    expect(byName.get('Pinjaman disetem')?.remarks).toMatch(/^Tarikh setem \d{2}\/\d{2}\/\d{4}$/);
    expect(byName.get('Pinjaman dikeluarkan')?.ip).toBe('—');
    expect(byName.get('Ansuran 1 diaktifkan')?.remarks).toMatch(/^Perlu dibayar \d{2}\/\d{2}\/\d{4}$/);
    // Their own application keeps the address they applied from.
    expect(byName.get('Permohonan dihantar (Dalam Semakan)')?.ip).toBe('203.0.113.10');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('10.0.0.10');
    expect(text).not.toContain('10.0.0.20');
    expect(text).not.toContain('Loan stamped');
    await expectNoSeriousA11yViolations(page, 'loan history, Malay phone');
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('follows a language chosen on the page’s own address from its first answer', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/loan/view/EZC000007?lang=ms');
    await page.getByRole('heading', { level: 1, name: 'Pinjaman EZC000007' }).waitFor();
    const rows = await activityRows(page);
    expect(rows.map(([activity]) => activity).slice(0, 3)).toEqual([
      'Akaun pinjaman dibuka',
      'Pinjaman dikeluarkan',
      'Pinjaman disetem',
    ]);
    // And back in English.
    await page.goto(`${server.url}/loan/view/EZC000007?lang=en`);
    const english = await activityRows(page);
    expect(english.map(([activity]) => activity).slice(0, 3)).toEqual([
      'Loan account opened',
      'Loan disbursed',
      'Loan stamped',
    ]);
    await context.close();
  }, 90_000);
});

describe('staff reading the same history', () => {
  it('see where each step was taken from', async () => {
    const visit = await openSignedIn('finance@demo.test', '/loan/view/EZC000008');
    const rows = await activityRows(visit.page);
    expect(rows.find(([activity]) => activity === 'Loan stamped')?.[2]).toBe('10.0.0.10');
    await visit.context.close();
  }, 90_000);
});

describe("staff notes beside the loan's history", () => {
  it('lets Finance write a note that the page then lists with its author, and the borrower never sees', async () => {
    const visit = await openSignedIn('finance@demo.test', '/loan/view/EZC000008');
    const { page } = visit;
    await page.getByRole('tab', { name: 'Notes' }).click();
    const notes = page.locator('#tab-notes');
    await notes.getByText('No notes yet.').waitFor();
    await notes
      .getByLabel('New note')
      .fill('Borrower asked to pay on the 5th from now on.\nWill call again.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    // The page is rendered again, the note on it.
    await page.getByText('Note added').first().waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();
    const listed = page.getByRole('list', { name: 'Notes, newest first' });
    await expect(listed.locator('.staff-note-text').allTextContents()).resolves.toEqual([
      'Borrower asked to pay on the 5th from now on.\nWill call again.',
    ]);
    await expect(listed.locator('.staff-note-by').textContent()).resolves.toMatch(/^.+, \d{2}\/\d{2}\/\d{4}/);
    await expectNoSeriousA11yViolations(page, 'loan notes, staff');

    // A forbidden character is refused under the field, the text kept as typed.
    await notes.getByLabel('New note').fill('Paid <b>twice</b>');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('Input cannot contain the following characters: { } * < > /').waitFor();
    await expect(notes.getByLabel('New note').inputValue()).resolves.toBe('Paid <b>twice</b>');
    await visit.context.close();

    const own = await openSignedIn('borrower@demo.test', '/loan/view/EZC000008');
    await own.page.getByRole('heading', { level: 1, name: 'Loan EZC000008' }).waitFor();
    expect(await own.page.getByRole('tab', { name: 'Notes' }).count()).toBe(0);
    expect(await own.page.locator('main').textContent()).not.toContain('Will call again');
    await own.context.close();
  }, 90_000);

  it('lets Risk note an application on its page, and shows its borrower no notes', async () => {
    const visit = await openSignedIn('risk@demo.test', '/application/view/APP-000009');
    const { page } = visit;
    const notes = page.locator('[data-section="notes"]');
    await notes.getByRole('heading', { name: 'Notes' }).waitFor();
    await notes.getByText('No notes yet.').waitFor();
    await notes.getByLabel('New note').fill('Employer confirmed by phone.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Note added').first().waitFor();
    await expect(
      page.getByRole('list', { name: 'Notes, newest first' }).locator('.staff-note-text').allTextContents(),
    ).resolves.toEqual(['Employer confirmed by phone.']);
    await expectNoSeriousA11yViolations(page, 'application notes, staff');
    await visit.context.close();

    const own = await openSignedIn('borrower@demo.test', '/application/view/APP-000009');
    await own.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await own.page.locator('[data-section="notes"]').count()).toBe(0);
    await own.context.close();
  }, 90_000);
});
