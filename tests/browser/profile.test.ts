/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations, launchBrowser, measureScriptBytes, PHONE } from '../support/browser';
import {
  openSignedIn as openSignedInAt,
  type SignedInOptions,
  screenshot,
  signedInContext,
  signedInCookies,
} from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The signed-in borrower's profile pages: /profile (read while rendering) and /profile/manage (a
 * form per part of the record, and the documents with their checklist), for an individual and a
 * company, in English and Malay, and /profile for a Company Signer or Attorney, who has no
 * customer record. Saved changes are checked against the API.
 */

/** spec: a listing-like page, rendered on the server with no island, stays within 80 KB gzipped. */
const VIEW_JS_BUDGET_BYTES = 80 * 1024;
const MB = 1024 * 1024;

let server: { url: string; stop(): Promise<void> };
let browser: Browser;
let files: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  files = join(tmpdir(), `ezc-profile-${Date.now()}`);
  await mkdir(files, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toasts = (page: Page) => page.locator('.toast');

/** Signs in as `email` (see browser-session.ts) and opens `path`, in English unless told. */
const openSignedIn = (email: string, path: string, options: SignedInOptions = {}) =>
  openSignedInAt(browser, server.url, email, path, { lang: 'en', ...options });

/** A PDF the store takes: its header, a body of the given size, its trailer. */
async function pdfFile(name: string, bytes: number): Promise<string> {
  const path = join(files, name);
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
  const tail = Buffer.from('\ntrailer\n<<>>\n%%EOF\n');
  await writeFile(
    path,
    Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]),
  );
  return path;
}

/** A 1×1 PNG image. */
async function pngFile(name: string): Promise<string> {
  const path = join(files, name);
  await writeFile(
    path,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  return path;
}

type Profile = {
  Personal: { FullName: string; ContactNo: string };
  Employment: { Designation: string };
  Address: { City: string };
  ContactPersons: { FullName: string; IsDefaultYN: string; Email: string }[];
};

async function apiProfile(email: string): Promise<Profile> {
  const token = await apiSignIn(server.url, email);
  const found = await api(server.url).post<{ Data: Profile }>('/customer/profile/find-one', {}, token);
  expect(found.status).toBe(200);
  return found.body.Data;
}

describe('an individual borrower’s profile', () => {
  it('shows the personal details, address, employment, bank and documents in English', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', '/profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    for (const section of [
      'Personal details',
      'Residential address',
      'Employment',
      'Bank account',
      'Documents',
    ]) {
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    const personal = page.locator('[data-section="personal"]');
    await expect(personal.locator('[data-field="FullName"] dd').textContent()).resolves.toBe(
      'Ahmad bin Ismail',
    );
    await expect(personal.locator('[data-field="ContactNo"] dd').textContent()).resolves.toBe('+60123456789');
    // spec §1: dates as DD/MM/YYYY.
    await expect(personal.locator('[data-field="DateOfBirth"] dd').textContent()).resolves.toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(page.locator('[data-member-type]').getAttribute('data-member-type')).resolves.toBe(
      'Premium Member',
    );
    // The account number is not shown whole.
    await expect(page.locator('[data-field="AccountNo"] dd').textContent()).resolves.toMatch(/^•••• \d{4}$/);
    await page.getByRole('link', { name: 'Edit profile' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'profile, English');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'profile-view-en');
    await context.close();
  });

  it('shows the same page in Malay', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/profile?lang=ms', { lang: 'ms' });
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
    for (const section of ['Butiran peribadi', 'Alamat kediaman', 'Pekerjaan', 'Akaun bank', 'Dokumen']) {
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    await page.getByRole('link', { name: 'Kemas kini profil' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'profile, Malay');
    await screenshot(page, 'profile-view-ms');
    await context.close();
  });

  it(`ships under ${VIEW_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, with no upload or signature code`, async () => {
    const token = await loginCookies('borrower@demo.test');
    const bytes = await measureScriptBytes(browser, `${server.url}/profile`, token);
    expect(bytes.landedOn).toBe('/profile');
    console.info(`/profile: ${(bytes.total / 1024).toFixed(1)} KB of gzipped JavaScript`);
    expect(bytes.total).toBeLessThan(VIEW_JS_BUDGET_BYTES);

    const scripts = await scriptUrls('borrower@demo.test', '/profile');
    expect(
      scripts.filter((u) => /DocumentUploader|ProfileEditor|SignatureManager|signature_pad/.test(u)),
    ).toEqual([]);
    const manage = await scriptUrls('borrower@demo.test', '/profile/manage');
    expect(manage.some((u) => /ProfileEditor/.test(u))).toBe(true);
    expect(manage.filter((u) => /SignatureManager|signature_pad/.test(u))).toEqual([]);
  });

  it('saves a change of employment and of address, shown on the profile and answered by the API', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', '/profile/manage');
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    const employment = page.locator('section[data-section="employment"]');
    await employment.getByRole('textbox', { name: 'Designation' }).fill('Principal Engineer');
    await employment.getByRole('button', { name: 'Save' }).click();
    const saved = toasts(page).filter({ hasText: 'Profile Updated' });
    await saved.waitFor();
    await expect(saved.textContent()).resolves.toContain('Employment saved.');

    // A Malaysian postcode has 5 digits (spec §5): said by the field, which takes the focus.
    const address = page.locator('section[data-section="address"]');
    const postcode = address.getByRole('textbox', { name: 'Postcode' });
    await postcode.fill('504');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('A Malaysian postcode has 5 digits.').waitFor();
    await expect(postcode.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('Postcode');
    // The forbidden characters of spec §5, with the spec's message.
    await address.getByRole('textbox', { name: 'City' }).fill('Kuala {Lumpur}');
    await postcode.fill('50450');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('Input cannot contain the following characters: { } * < >').waitFor();
    await address.getByRole('textbox', { name: 'City' }).fill('Petaling Jaya');
    await postcode.fill('46100');
    await address.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Selangor' });
    await address.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Residential address saved.' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'profile manage');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'profile-manage-en');

    await page.goto(`${server.url}/profile`);
    await expect(page.locator('[data-field="Designation"] dd').textContent()).resolves.toBe(
      'Principal Engineer',
    );
    await expect(page.locator('[data-field="Address"] dd').textContent()).resolves.toContain(
      '46100 Petaling Jaya',
    );
    await expect(page.locator('[data-field="Address"] dd').textContent()).resolves.toContain('Selangor');
    await context.close();

    const record = await apiProfile('borrower@demo.test');
    expect(record.Employment.Designation).toBe('Principal Engineer');
    expect(record.Address.City).toBe('Petaling Jaya');
  });

  it('uploads a document with a progress bar, refuses wrong types and sizes, and updates the checklist', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/profile/manage#documents');
    const checklist = page.locator('[data-checklist]');
    await checklist.waitFor();
    const photo = page.locator('li[data-title="Photo"]');

    // Whatever the demo data holds, the photo is made the missing one first.
    for (let left = await photo.locator('.doc-file').count(); left > 0; left--) {
      await photo
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page
        .getByRole('alertdialog', { name: 'Delete this file?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect.poll(() => photo.locator('.doc-file').count()).toBe(left - 1);
    }
    await checklist.locator('[data-missing] li', { hasText: /^Photo$/ }).waitFor();

    // Checked before sending (spec §5's titles and texts).
    await photo.locator('input[type="file"]').setInputFiles(await pdfFile('photo.pdf', 2048));
    const typeToast = toasts(page).filter({ hasText: 'Upload Document Failed' }).last();
    await typeToast.waitFor();
    await expect(typeToast.textContent()).resolves.toContain(
      'You can only upload Image (JPG, JPEG, and PNG)',
    );
    const slips = page.locator('li[data-title="Pay Slip"]');
    await slips.locator('input[type="file"]').setInputFiles(await pdfFile('big-slip.pdf', 5 * MB + 1));
    await toasts(page).filter({ hasText: 'Document must smaller than 5MB!' }).waitFor();

    // A slow upload shows its progress as it goes.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[data-upload] progress'))
          seen.push(Number((bar as HTMLProgressElement).value));
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['value'],
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const before = await slips.locator('.doc-file').count();
    await slips.locator('input[type="file"]').setInputFiles(await pdfFile('May-2026 slip.pdf', 1.5 * MB));
    const bar = slips.getByRole('progressbar', { name: 'Upload of May-2026 slip.pdf' });
    await bar.waitFor();
    await screenshot(page, 'documents-upload-progress');
    await expect.poll(() => slips.locator('.doc-file').count(), { timeout: 30_000 }).toBe(before + 1);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(progress.some((v) => v > 0 && v < 100)).toBe(true);
    // Spaces become hyphens in stored names (spec §3).
    await slips.getByText('May-2026-slip.pdf').waitFor();
    // Downloaded through a short-lived link.
    const download = page.waitForEvent('download');
    await slips.getByRole('button', { name: 'Download May-2026-slip.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('May-2026-slip.pdf');

    // The photo goes up and leaves the checklist.
    await photo.locator('input[type="file"]').setInputFiles(await pngFile('me.png'));
    await photo.locator('.doc-file', { hasText: 'me.png' }).waitFor();
    await expect.poll(() => checklist.locator('[data-missing] li', { hasText: /^Photo$/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'documents');
    await screenshot(page, 'documents-en');
    await context.close();
  });

  it('lays the editor out for a 360 px phone without sideways scrolling', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/profile/manage?lang=ms', {
      viewport: PHONE,
      lang: 'ms',
    });
    await page.getByRole('heading', { level: 1, name: 'Kemas Kini Profil' }).waitFor();
    await page.locator('[data-checklist]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'profile manage, phone, Malay');
    await screenshot(page, 'profile-manage-ms-phone');
    await context.close();
  });
});

describe('a company’s profile', () => {
  it('shows the company, its contact persons with the default marked, and adds one', async () => {
    const { context, page } = await openSignedIn('company@demo.test', '/profile');
    await page.getByRole('heading', { level: 2, name: 'Company details' }).waitFor();
    await expect(page.locator('[data-member-type]').getAttribute('data-member-type')).resolves.toBe(
      'Company',
    );
    await expect(page.locator('[data-section="personal"]').count()).resolves.toBe(0);
    const contacts = page.locator('[data-section="contact-persons"]');
    await contacts.getByText('Default', { exact: true }).waitFor();
    await screenshot(page, 'profile-company-en');

    await page.goto(`${server.url}/profile/manage`);
    const section = page.locator('section[data-section="contact-persons"]');
    const add = section.getByRole('button', { name: 'Add a contact person' });
    // A click before its island hydrates is lost (it happened on a loaded machine): wait for it.
    await expect.poll(() => add.evaluate((b) => b.closest('astro-island[ssr]') === null)).toBe(true);
    await add.click();
    const form = section.getByRole('form', { name: 'Add a contact person' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Lee Chong Wei');
    await form.getByRole('textbox', { name: 'Designation' }).fill('Operations Manager');
    await form.getByRole('textbox', { name: 'NRIC number' }).fill('820103-14-5671');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('012-777 8899');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('chongwei.lee@majujaya.test');
    await form.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Contact persons saved.' }).waitFor();
    await section.getByText('Lee Chong Wei').waitFor();
    await expectNoSeriousA11yViolations(page, 'company manage');
    await screenshot(page, 'profile-company-manage-en');

    // Spec §3: a contact person's identity document, titled ID Front and ID Back.
    await section
      .locator('li[data-contact-person]', { hasText: 'Lee Chong Wei' })
      .getByRole('button', { name: 'Edit contact person' })
      .click();
    const idDocs = section.getByRole('region', {
      name: "The contact person's identity document (front and back)",
    });
    await idDocs
      .locator('li[data-title="ID Front"] input[type="file"]')
      .setInputFiles(await pngFile('ic-front.png'));
    await idDocs.locator('li[data-title="ID Front"] .doc-file').waitFor();
    await expectNoSeriousA11yViolations(page, 'contact person identity document');
    await context.close();

    const record = await apiProfile('company@demo.test');
    expect(record.ContactPersons).toContainEqual(
      expect.objectContaining({
        FullName: 'Lee Chong Wei',
        IsDefaultYN: 'N',
        Email: 'chongwei.lee@majujaya.test',
      }),
    );
  });
});

describe('the profile of a Company Signer or an Attorney', () => {
  it('shows the account and the way to eKYC and the signature, and no customer record', async () => {
    const { context, page } = await openSignedIn('attorney@demo.test', '/profile');
    const account = page.locator('[data-account]');
    await account.waitFor();
    await expect(account.locator('[data-field="Email"] dd').textContent()).resolves.toBe(
      'attorney@demo.test',
    );
    await expect(account.locator('[data-field="Roles"] dd').textContent()).resolves.toBe('Attorney');
    await account.getByRole('link', { name: 'Perform eKYC' }).waitFor();
    await account.getByRole('link', { name: 'Manage my signature' }).waitFor();
    await expect(page.getByRole('link', { name: 'Edit profile' }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'attorney profile');
    await screenshot(page, 'profile-attorney-en');
    await context.close();
  });

  it('keeps other staff out (spec §2)', async () => {
    const { context, page } = await openSignedIn('finance@demo.test', '/profile/manage');
    await page.waitForURL(`${server.url}/error-1`);
    await context.close();
  });
});

/** The session cookies of a signed-in customer, for measuring a page. */
const loginCookies = (email: string) => signedInCookies(browser, server.url, email, { lang: 'en' });

/** The scripts a signed-in page loads. */
async function scriptUrls(email: string, path: string): Promise<string[]> {
  const context = await signedInContext(browser, server.url, email, { lang: 'en' });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') urls.push(r.url());
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return urls;
}
