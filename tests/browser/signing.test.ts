/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, PHONE, type Visit } from '../support/browser';
import { openSignedIn as openSignedInAt, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The signing screens end to end (spec §2, §4, §5, §8): the Company Signer signs EZC000001 from
 * the Loan Signing list; its borrower watches the explanation video, agrees and signs with a drawn
 * signature; the Attorney reviews the recorded acceptance and signs, and the loan is 'Signed'.
 * The booking calendar marks its days, moves by keyboard and moves a booked session to another
 * slot; an unverified borrower is asked to verify first; a product's video upload refuses what is
 * not an MP4. axe on every page, a phone width, screenshots.
 */

/** A journey of several pages, each rendered and checked with axe. */
const LONG = 90_000;
const VIDEO = fileURLToPath(new URL('../../functions/signing/assets/explanation-video.mp4', import.meta.url));

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let files: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  files = join(tmpdir(), `ezc-signing-${Date.now()}`);
  await mkdir(files, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in as `email` and opens `path` in English (see browser-session.ts). */
const openSignedIn = (email: string, path: string, viewport = DESKTOP): Promise<Visit> =>
  openSignedInAt(browser, server.url, email, path, { viewport, lang: 'en' });

/** 'YYYY-MM-DD' as the calendar names it in English: 'Monday, 13 July 2026'. */
function longDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });
const headStatus = (page: Page) => page.locator('.head-status [data-badge]');

/** Draws a signature on the pad with the mouse: a few strokes across it. */
async function drawSignature(pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const page = pad.page();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 12), y + (i % 2 === 0 ? -30 : 30), {
      steps: 3,
    });
  }
  await page.mouse.up();
}

/** Signs with a drawn signature in the page's signature form. */
async function signByDrawing(page: Page, submit: string): Promise<void> {
  const form = page.locator('[data-sign-form]');
  await form.getByRole('radio', { name: 'Draw it now' }).check();
  await drawSignature(form.locator('[data-signature-pad]'));
  // Without the box ticked, the form says what is missing and sends nothing.
  await form.getByRole('button', { name: submit }).click();
  await form.locator('[data-sign-error]').waitFor();
  await expect(form.locator('[data-sign-error]').textContent()).resolves.toBe(
    'Tick the box to confirm you sign the agreement.',
  );
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: submit }).click();
}

describe('signing EZC000001 from the company to the attestor', () => {
  it('the Company Signer finds it in Loan Signing and signs it for the company', {
    timeout: LONG,
  }, async () => {
    const { context, page, cspErrors } = await openSignedIn('signer@demo.test', '/loan/signing');
    await page.getByRole('heading', { level: 1, name: 'Loan Signing' }).waitFor();
    const row = page.locator('[data-group="company"] tr[data-live-id="EZC000001"]');
    await expect(row.locator('[data-badge]').textContent()).resolves.toBe('Pending Signing Company');
    await expectNoSeriousA11yViolations(page, 'loan signing, company signer');
    await screenshot(page, 'signing-list-company');

    await row.getByRole('link', { name: 'Sign EZC000001' }).click();
    await page.waitForURL('**/loan/EZC000001/signing-company');
    await page.getByRole('heading', { level: 1, name: 'Sign loan EZC000001 as the company' }).waitFor();
    await page.locator('[data-section="particulars"] [data-field="Amount"] dd').waitFor();
    await page.locator('[data-agreement-download]:not([disabled])').waitFor();
    await page.locator('[data-sign-form] [data-signature-pad]').waitFor();
    await expectNoSeriousA11yViolations(page, 'company signing');
    await screenshot(page, 'signing-company');

    await signByDrawing(page, 'Sign as the company');
    await toast(page, 'Loan Application Signed').waitFor({ timeout: 20_000 });
    await expect(headStatus(page).textContent()).resolves.toBe('Signed By Company');
    await page.locator('[data-not-waiting]').waitFor();
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('its borrower chooses the video, watches it to the end, agrees and signs', {
    timeout: LONG,
  }, async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', '/loan/EZC000001/signing');
    await page.getByRole('heading', { name: 'How would you like to sign?' }).waitFor();
    await page.locator('[data-booking-calendar] [data-state]').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'borrower chooses how to sign');
    await screenshot(page, 'signing-borrower-choose');

    await page.getByRole('link', { name: 'Watch the explanation video and sign' }).first().click();
    await page.waitForURL('**/loan/pre-recorded-signing?LoanNo=EZC000001');
    const video = page.locator('[data-explanation-video]');
    await video.waitFor();
    await expect(page.locator('[data-watch-state]').getAttribute('data-watch-state')).resolves.toBe(
      'not-watched',
    );
    await expectNoSeriousA11yViolations(page, 'explanation video');
    await screenshot(page, 'signing-pre-recorded');

    // To the end: seek to the last moment and play; the element reports it ended.
    await video.evaluate(async (el: HTMLVideoElement) => {
      if (Number.isNaN(el.duration) || el.readyState < 1) {
        await new Promise((resolve) => el.addEventListener('loadedmetadata', resolve, { once: true }));
      }
      el.muted = true;
      el.currentTime = Math.max(0, el.duration - 0.05);
      const ended = new Promise((resolve) => el.addEventListener('ended', resolve, { once: true }));
      const failed = new Promise((resolve) => el.addEventListener('error', resolve, { once: true }));
      const playing = await el.play().then(
        () => true,
        () => false,
      );
      // A browser without the codec cannot play it: what watching to the end reports, reported.
      const unplayable = () => el.dispatchEvent(new Event('ended'));
      if (!playing || el.error) unplayable();
      else await Promise.race([ended, failed.then(unplayable)]);
    });
    await page.locator('[data-watch-state="watched"]').waitFor();
    await page.getByRole('heading', { name: 'Your decision' }).waitFor();
    // Watching opened the borrower's signing: the loan follows, and the page hears it live.
    await expect
      .poll(() => headStatus(page).textContent(), { timeout: 15_000 })
      .toBe('Pending Signing Borrower');

    await page.getByRole('button', { name: 'I agree and sign' }).click();
    await page.locator('[data-sign-form]').waitFor();
    await expectNoSeriousA11yViolations(page, 'agree and sign');
    await signByDrawing(page, 'I agree and sign');
    await page.waitForURL('**/loan/EZC000001/signing', { timeout: 20_000 });
    await toast(page, 'Loan Application Signed').waitFor();
    await expect(headStatus(page).textContent()).resolves.toBe('Pending Signing Attestor');
    await page.locator('[data-section="signed"]').waitFor();
    await expectNoSeriousA11yViolations(page, 'borrower signed');
    await screenshot(page, 'signing-borrower-signed');
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('the Attorney reviews the recorded acceptance, sees the chain intact and signs: the loan is Signed', {
    timeout: LONG,
  }, async () => {
    const { context, page, cspErrors } = await openSignedIn('attorney@demo.test', '/loan/EZC000001/signing');
    const review = page.locator('[data-section="attestor-review"]');
    await review.waitFor();
    await expect(review.locator('[data-field="VideoWatchedAt"] dd').textContent()).resolves.toMatch(
      /\d{2}:\d{2}$/,
    );
    await expect(review.locator('[data-field="AgreedAt"] dd').textContent()).resolves.toMatch(/\d{2}:\d{2}$/);
    await expect(review.locator('[data-field="Ip"] dd').textContent()).resolves.not.toBe('Not given');
    await expect(page.locator('[data-verify]').getAttribute('data-verify')).resolves.toBe('ok');
    await expect(page.locator('[data-verify]').textContent()).resolves.toContain('Chain intact');
    // Prepared, signed by the company, signed by the borrower.
    const versions = page.locator('[data-table="agreement-versions"] tbody tr');
    await expect(versions.count()).resolves.toBe(3);
    await expect(versions.nth(2).locator('td').first().textContent()).resolves.toBe('Borrower');
    await expectNoSeriousA11yViolations(page, 'attestor review');
    await screenshot(page, 'signing-attestor-review');

    await signByDrawing(page, 'Sign as the attestor');
    await toast(page, 'Loan Application Signed').waitFor({ timeout: 20_000 });
    await expect(headStatus(page).textContent()).resolves.toBe('Signed');
    await expect(page.locator('[data-table="agreement-versions"] tbody tr').count()).resolves.toBe(4);
    await expect(page.locator('[data-verify]').textContent()).resolves.toContain('Chain intact');

    // The Attorney's Loan Signing: the loans waiting for an attestor, and today's sessions.
    await page.goto(`${server.url}/loan/signing`);
    await page.getByRole('heading', { level: 1, name: 'Loan Signing' }).waitFor();
    await page.locator('[data-group="attestor"]').waitFor();
    await page.locator('[data-group="today"]').waitFor();
    await expectNoSeriousA11yViolations(page, 'loan signing, attorney');
    await screenshot(page, 'signing-list-attorney');
    expect(cspErrors).toEqual([]);
    await context.close();
  });
});

describe('the booking calendar', () => {
  it('marks the days, moves by keyboard and moves a booked session to another slot (phone width)', {
    timeout: LONG,
  }, async () => {
    const { context, page, cspErrors } = await openSignedIn(
      'borrower@demo.test',
      '/loan/EZC000003/signing',
      PHONE,
    );
    const panel = page.locator('[data-signing-panel]');
    await panel.waitFor();
    await expect(panel.locator('[data-field="When"] dd').textContent()).resolves.toMatch(
      /10:00 – 10:30 \(Malaysia time\)$/,
    );
    await expectNoSeriousA11yViolations(page, 'booked session');
    await screenshot(page, 'signing-booked-session-phone');

    await panel.getByRole('button', { name: 'Reschedule' }).click();
    const calendar = page.locator('[data-booking-calendar]');
    await calendar.locator('.cal-day[data-state]').first().waitFor();
    // Every day says what it is in words, not colour alone; weekends of the attorney are off days.
    const states = await calendar
      .locator('.cal-day[data-state]')
      .evaluateAll((days) => days.map((d) => (d as HTMLElement).dataset.state));
    expect(new Set(states).has('Off Day')).toBe(true);
    const today = calendar.locator('.cal-day[aria-current="date"]');
    if ((await today.count()) > 0) await expect(today.getAttribute('data-state')).resolves.toBe('Today');
    // Each day is named in full: 'Monday, 13 July 2026, Available'.
    const firstDay = calendar.locator('.cal-day').first();
    const words = {
      Available: 'Available',
      'Not Available': 'Not available',
      Today: 'Today',
      'Off Day': 'Off day',
    };
    const firstName = `${longDate((await firstDay.getAttribute('data-date')) ?? '')}, ${
      words[((await firstDay.getAttribute('data-state')) ?? 'Off Day') as keyof typeof words]
    }`;
    await expect(calendar.getByRole('button', { name: firstName, exact: true }).count()).resolves.toBe(1);
    await expect(calendar.locator('.cal-legend li').allTextContents()).resolves.toEqual([
      '✓Available',
      '✕Not available',
      '●Today',
      '–Off day',
    ]);

    // The keyboard: the focused day moves with the arrows.
    const focused = calendar.locator('.cal-day[tabindex="0"]');
    const before = await focused.getAttribute('data-date');
    await focused.focus();
    await page.keyboard.press('ArrowDown');
    const after = await calendar.locator('.cal-day[tabindex="0"]').getAttribute('data-date');
    expect(after).not.toBe(before);
    await expect(
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date),
    ).resolves.toBe(after);

    // An available day more than a day ahead (the move must be 24 hours away from now too).
    let day = calendar.locator('.cal-day[data-state="Available"]').nth(2);
    if ((await day.count()) === 0) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await calendar.locator('.cal-day[data-state]').first().waitFor();
      day = calendar.locator('.cal-day[data-state="Available"]').first();
    }
    const date = await day.getAttribute('data-date');
    await day.click();
    const slots = calendar.locator('[data-calendar-slots]');
    const slot = slots.getByRole('radio').and(page.locator(':not([disabled])')).last();
    await slot.check();
    await expect(slots.locator('[data-booking-summary]').textContent()).resolves.toMatch(/Malaysia time/);
    await expectNoSeriousA11yViolations(page, 'calendar with a slot chosen');
    await screenshot(page, 'signing-calendar-phone');

    await slots.getByRole('button', { name: 'Move my session to this time' }).click();
    await toast(page, 'Signing session rescheduled').waitFor({ timeout: 20_000 });
    await page.locator('[data-signing-panel]').waitFor();
    await expect(
      page.locator('[data-signing-panel] [data-field="When"] dd').textContent(),
    ).resolves.toContain(longDate(date ?? ''));
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('books a first live session for a loan the company has signed', { timeout: LONG }, async () => {
    const { context, page, cspErrors } = await openSignedIn('company@demo.test', '/loan/EZC000002/signing');
    const calendar = page.locator('[data-booking-calendar]');
    await calendar.locator('.cal-day[data-state]').first().waitFor();
    let day = calendar.locator('.cal-day[data-state="Available"]').first();
    if ((await day.count()) === 0) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await calendar.locator('.cal-day[data-state]').first().waitFor();
      day = calendar.locator('.cal-day[data-state="Available"]').first();
    }
    await day.click();
    await expect(day.locator('xpath=..').getAttribute('aria-selected')).resolves.toBe('true');
    const slots = calendar.locator('[data-calendar-slots]');
    await slots.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
    await slots.getByRole('button', { name: 'Book this time' }).click();
    await toast(page, 'Signing session booked').waitFor({ timeout: 20_000 });
    const panel = page.locator('[data-signing-panel]');
    await panel.waitFor();
    await expect(panel.locator('[data-field="Status"] [data-status]').textContent()).resolves.toBe(
      'Pending Start',
    );
    await expect(headStatus(page).textContent()).resolves.toBe('Pending Signing Borrower');
    await expectNoSeriousA11yViolations(page, 'session booked');
    await screenshot(page, 'signing-session-booked');
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('asks a borrower who has not verified their identity to do so before signing', {
    timeout: LONG,
  }, async () => {
    // Both demo borrowers are verified: the company's verification is taken back for this test.
    await server.platform.table.delete({ PK: 'EKYC#Customer#CUST-000002', SK: 'EKYC' });
    const { context, page } = await openSignedIn('company@demo.test', '/loan/EZC000002/signing');
    const prompt = page.locator('[data-ekyc-prompt]');
    await prompt.waitFor();
    await expect(prompt.textContent()).resolves.toContain(
      'Please complete your identity and account verification before signing.',
    );
    await expect(
      prompt.getByRole('link', { name: 'Complete my verification' }).getAttribute('href'),
    ).resolves.toBe('/profile/ekyc');
    await expect(page.locator('[data-section="choose"]').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'eKYC prompt');
    await screenshot(page, 'signing-ekyc-prompt');

    // The same in Malay.
    await page.goto(`${server.url}/loan/EZC000002/signing?lang=ms`);
    await expect(page.locator('[data-ekyc-prompt]').textContent()).resolves.toContain(
      'Sila lengkapkan pengesahan identiti dan akaun anda sebelum menandatangan.',
    );
    await page.locator('[data-signing-panel]').waitFor();
    await expectNoSeriousA11yViolations(page, 'eKYC prompt and booked session, Malay');
    await screenshot(page, 'signing-ekyc-prompt-ms');
    await context.close();
  });
});

describe('a product’s explanation video', () => {
  it('refuses a file that is not an MP4, then uploads one', { timeout: LONG }, async () => {
    const { context, page, cspErrors } = await openSignedIn('admin@demo.test', '/product/listing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('button[data-setup-action="edit"]').first().click();
    const section = page.locator('[data-product-video]');
    await section.waitFor();
    await expect
      .poll(() => section.locator('[data-current-video]').textContent())
      .toBe('No video of its own: borrowers see the default video (loan-agreement-explained.mp4).');

    const text = join(files, 'notes.txt');
    await writeFile(text, 'not a video');
    await section.locator('input[type="file"]').setInputFiles(text);
    const alert = section.locator('[data-video-alert]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe('Upload Video FailedYou can only upload MP4');
    await expectNoSeriousA11yViolations(page, 'product video refused');

    const mp4 = join(files, 'product-explained.mp4');
    await writeFile(mp4, await readFile(VIDEO));
    await section.locator('input[type="file"]').setInputFiles(mp4);
    await section.getByRole('button', { name: 'Upload video' }).click();
    await expect
      .poll(() => section.locator('[data-current-video]').textContent(), { timeout: 20_000 })
      .toBe('Current video: product-explained.mp4');
    await screenshot(page, 'signing-product-video');
    expect(cspErrors).toEqual([]);
    await context.close();
  });
});
