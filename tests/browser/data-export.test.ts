/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, PHONE } from '../support/browser';
import { openSignedIn, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The borrower's PDPA access on their profile: the "Your data" section in English and Malay,
 * on a desktop and on a 360 px phone, free of serious accessibility faults; its JSON button
 * saves a file holding the demo borrower's own record (contract.md: Ahmad bin Ismail,
 * CUST-000001) and no one else's.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const words = {
  en: {
    heading: 'Your data',
    intro: 'Under the Personal Data Protection Act 2010 you may see the personal data we hold about you',
    json: 'Download as JSON',
    pdf: 'Download as PDF',
  },
  ms: {
    heading: 'Data anda',
    intro: 'Di bawah Akta Perlindungan Data Peribadi 2010 anda boleh melihat data peribadi',
    json: 'Muat turun sebagai JSON',
    pdf: 'Muat turun sebagai PDF',
  },
} as const;

/** The borrower, signed in (see browser-session.ts), on their profile. */
async function openProfile(
  lang: 'en' | 'ms',
  viewport = DESKTOP,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const w = words[lang];
  const profile = `/profile?lang=${lang}`;
  const { context, page } = await openSignedIn(browser, server.url, 'borrower@demo.test', profile, {
    lang,
    viewport,
  });
  await page.getByRole('heading', { level: 2, name: w.heading }).waitFor();
  return { page, close: () => context.close() };
}

describe("the borrower's data on their profile", () => {
  for (const lang of ['en', 'ms'] as const) {
    it(`offers the PDPA export in ${lang === 'en' ? 'English' : 'Malay'}, accessible`, async () => {
      const w = words[lang];
      const { page, close } = await openProfile(lang);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      const section = page.locator('[data-section="your-data"]');
      await expect(section.textContent()).resolves.toContain(w.intro);
      await page.getByRole('button', { name: w.json }).waitFor();
      await page.getByRole('button', { name: w.pdf }).waitFor();
      await expect(page.getByRole('button', { name: w.json }).isEnabled()).resolves.toBe(true);
      await expectNoSeriousA11yViolations(page, `profile ${lang}`);
      await screenshot(page, `data-export-${lang}`);
      await close();
    });
  }

  it('fits a 360 px phone: no sideways scrolling, both buttons within the screen', async () => {
    const { page, close } = await openProfile('ms', PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of [words.ms.json, words.ms.pdf]) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSeriousA11yViolations(page, 'profile ms phone');
    await close();
  });

  it("saves the JSON file of the borrower's own record", async () => {
    const { page, close } = await openProfile('en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.en.json }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-CUST-000001-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path())!, 'utf8');
    const json = JSON.parse(text) as {
      Profile: { CustomerId: string; FullName: string; Personal: { NRIC: string } };
      Loans: { LoanNo: string }[];
      SignIns: { Outcome: string }[];
    };
    expect(json.Profile).toMatchObject({
      CustomerId: 'CUST-000001',
      FullName: 'Ahmad bin Ismail',
      Personal: { NRIC: '900101-14-5677' },
    });
    expect(json.Loans.map((l) => l.LoanNo)).toContain('EZC000008');
    expect(json.SignIns.some((s) => s.Outcome.startsWith('Signed in'))).toBe(true);
    expect(text).not.toContain('Syarikat Maju Jaya');
    expect(text).not.toContain('850315-10-5432');
    await close();
  });

  it('saves the PDF file too', async () => {
    const { page, close } = await openProfile('ms');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.ms.pdf }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-CUST-000001-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await close();
  });
});

/** A staff member, signed in (see browser-session.ts), on `path`. */
async function openAsStaff(email: string, path: string, lang: 'en' | 'ms' = 'en', viewport = DESKTOP) {
  const address = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  const { context, page } = await openSignedIn(browser, server.url, email, address, { lang, viewport });
  return { page, close: () => context.close() };
}

describe('a data-subject request answered by an Admin', () => {
  it("finds the customer and produces the JSON with the request's reference and who produced it", async () => {
    const { page, close } = await openAsStaff('admin@demo.test', '/settings/data-subject-request');
    await page.getByRole('heading', { level: 1, name: 'Data-subject request' }).waitFor();
    // The Settings menu leads here.
    await expect(page.locator('nav a[href="/settings/data-subject-request"]').count()).resolves.toBe(1);
    await page.getByLabel('Name, NRIC or e-mail').fill('Ahmad');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Choose Ahmad bin Ismail' }).click();
    await page.getByRole('heading', { level: 2, name: 'Data-subject request' }).waitFor();
    await expect(page.locator('.dsr-customer dd').textContent()).resolves.toContain('CUST-000001');
    await expectNoSeriousA11yViolations(page, 'data-subject request');
    await page.getByLabel('Request reference (optional)').fill('DSR-2026-031');
    await page.getByLabel('JSON (for another system)').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Produce the file' }).click(),
    ]);
    const json = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      Export: { ProducedBy: { Name: string }; RequestRef: string };
      Profile: { CustomerId: string };
    };
    expect(json.Export).toMatchObject({ ProducedBy: { Name: 'Aisyah Rahman' }, RequestRef: 'DSR-2026-031' });
    expect(json.Profile.CustomerId).toBe('CUST-000001');
    await page.getByText('The file was produced and the request recorded.').waitFor();
    await screenshot(page, 'data-export-staff-en');
    await close();
  });

  it('reads in Malay on a 360 px phone', async () => {
    const { page, close } = await openAsStaff(
      'admin@demo.test',
      '/settings/data-subject-request?q=Ahmad&customer=CUST-000001',
      'ms',
      PHONE,
    );
    await page.getByRole('heading', { level: 1, name: 'Permintaan subjek data' }).waitFor();
    await page.getByRole('button', { name: 'Hasilkan fail' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'data-subject request ms phone');
    await screenshot(page, 'data-export-staff-ms');
    await close();
  });

  it('is refused to the roles that may not answer one', async () => {
    const { page, close } = await openAsStaff('finance@demo.test', '/settings/data-subject-request');
    await expect(page.getByRole('heading', { level: 1, name: 'Data-subject request' }).count()).resolves.toBe(
      0,
    );
    await close();
  });
});
