/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { registerBorrower } from '../support/borrower-onboarding';
import { expectNoSeriousA11yViolations, launchBrowser, measureScriptBytes, PHONE } from '../support/browser';
import {
  openSignedIn as openSignedInAt,
  type SignedInOptions,
  screenshot,
  signedInContext,
} from '../support/browser-session';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';

/**
 * eKYC (/profile/ekyc) and the saved signature (/profile/signature) as people use them: the
 * identity document's two sides, the SMS code read from the local outbox, the identity provider's
 * verdict (the local simulator's, chosen by the test), and a signature drawn with the mouse,
 * uploaded, downloaded and deleted — checked against the API.
 */

const NEW_PASSWORD = 'kopi susu panas di pagi hari';
/**
 * These screens are interactive steps, not listings: React's runtime is 69 KB of their JavaScript
 * and the shell's scripts about 12 KB, leaving some 10 KB for the uploader and the code step or the
 * drawing pad. Each page loads only its own island.
 */
const JS_BUDGET_BYTES = 96 * 1024;
const FAILED_TEXT =
  'Verification failed. Your eKYC Verification is not successful. Please reperform the eKYC.';

let server: { url: string; stop(): Promise<void> };
let browser: Browser;
let files: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  files = join(tmpdir(), `ezc-ekyc-${Date.now()}`);
  await mkdir(files, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function file(name: string, body: Buffer | string): Promise<string> {
  const path = join(files, name);
  await writeFile(path, body);
  return path;
}

async function chooseOutcome(outcome: 'pass' | 'fail'): Promise<void> {
  const r = await fetch(`${server.url}/api/dev/ekyc-outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...devHeaders(server.url) },
    body: JSON.stringify({ outcome }),
  });
  expect(r.status).toBe(200);
}

/** The newest SMS code sent to `phone`, read from the local outbox. */
async function codeSentTo(phone: string): Promise<string> {
  const r = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(phone)}`, {
    headers: devHeaders(server.url),
  });
  const { Data } = (await r.json()) as { Data: { to: string; body: string }[] };
  const last = Data.filter((m) => m.to === phone).at(-1);
  const code = last?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}: ${JSON.stringify(Data)}`);
  return code;
}

/**
 * A new individual customer with personal details saved (their mobile number is where the
 * codes go), registered through the API so the test does not depend on the demo data's eKYC.
 */
async function newCustomer(email: string, mobile: string): Promise<void> {
  const a = api(server.url);
  const token = await registerBorrower(a, {
    FullName: 'Nurul Huda binti Kamal',
    Email: email,
    Password: NEW_PASSWORD,
  });
  const saved = await a.post(
    '/customer/profile/update',
    {
      FullName: 'Nurul Huda binti Kamal',
      IdType: 'NRIC',
      NRIC: '950720-10-5566',
      Nationality: 'MALAYSIAN',
      MaritalStatus: 'Single',
      Ethnicity: 'Malay',
      BumiputeraYN: 'Y',
      ContactNo: mobile,
      Address: {
        AddressLine1: 'No. 5, Jalan SS 2/24',
        Postcode: '47300',
        City: 'Petaling Jaya',
        State: 'SELANGOR',
        Country: 'MY',
      },
    },
    token,
  );
  expect(saved.status).toBe(200);
}

/** Signs in as `email` and opens `path` (see browser-session.ts), in English unless told. */
const openSignedIn = (email: string, path: string, options: SignedInOptions = {}) =>
  openSignedInAt(browser, server.url, email, path, { lang: 'en', ...options });

/** Step 1: both sides of the identity document (replacing any there), then Continue. */
async function uploadIdentityDocument(page: Page, continueLabel: string, round = 1): Promise<void> {
  for (const side of ['Front', 'Back']) {
    const slot = page.locator(`li[data-title="eKYC ${side}"]`);
    const name = `id-${side.toLowerCase()}-${round}.png`;
    await slot.locator('input[type="file"]').setInputFiles(await file(name, PNG_1x1));
    await slot.locator('.doc-file', { hasText: name }).waitFor();
  }
  const next = page.getByRole('button', { name: continueLabel });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.click();
}

describe('eKYC', () => {
  it('refuses a bad document type, then fails with the spec’s text, starts again and completes (English)', async () => {
    const email = 'nurul.huda@example.test';
    const phone = '+60125550101';
    await newCustomer(email, '012-555 0101');
    await chooseOutcome('fail');
    const { context, page, cspErrors } = await openSignedIn(email, '/profile/ekyc', {
      password: NEW_PASSWORD,
    });
    await page.getByRole('heading', { level: 1, name: 'eKYC Verification' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Identity document' }).waitFor();
    // Step 1 takes images only.
    await page
      .locator('li[data-title="eKYC Front"] input[type="file"]')
      .setInputFiles(await file('front.pdf', '%PDF-1.4\n%%EOF\n'));
    const refused = page.locator('.toast').filter({ hasText: 'Upload Document Failed' });
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain('You can only upload Image (JPG, JPEG, and PNG)');
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'eKYC step 1');
    await screenshot(page, 'ekyc-step1-en');

    await uploadIdentityDocument(page, 'Continue');
    await page.getByRole('heading', { level: 2, name: 'SMS verification code' }).waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    const sentNote = page.locator('[data-code-sent]', { hasText: 'Code sent to' });
    await sentNote.waitFor();
    // The number is shown masked, never whole.
    await expect(sentNote.textContent()).resolves.not.toMatch(/555\D?0101/);
    // The resend is offered only after 3 minutes, with a visible countdown.
    await expect(page.locator('[data-resend-countdown]').textContent()).resolves.toMatch(
      /You can ask for a new one in [23]:\d{2}\./,
    );
    await expect(page.getByRole('button', { name: 'Resend code' }).count()).resolves.toBe(0);
    const input = page.getByRole('textbox', { name: 'Verification code' });
    await expect(input.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(input.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expectNoSeriousA11yViolations(page, 'eKYC step 2');
    await screenshot(page, 'ekyc-step2-en');

    await input.fill('12a');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Enter the 6 digits of the code.').waitFor();
    await input.fill(await codeSentTo(phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('[data-ekyc-failure]').waitFor();
    await expect(page.locator('[data-ekyc-failure]').textContent()).resolves.toBe(FAILED_TEXT);
    await screenshot(page, 'ekyc-failed-en');

    await chooseOutcome('pass');
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('heading', { level: 2, name: 'Identity document' }).waitFor();
    // The earlier images are still there; each slot is replaced.
    await uploadIdentityDocument(page, 'Continue', 2);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.locator('[data-code-sent]', { hasText: 'Code sent to' }).waitFor();
    await input.fill(await codeSentTo(phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 2, name: 'Identity verified' }).waitFor();
    await screenshot(page, 'ekyc-verified-en');

    await page.reload();
    await page.locator('[data-ekyc-result="completed"]').getByText('Completed', { exact: true }).waitFor();
    await page.goto(`${server.url}/profile`);
    await expect(page.locator('[data-ekyc-status]').getAttribute('data-ekyc-status')).resolves.toBe(
      'completed',
    );
    expect(cspErrors).toEqual([]);
    await context.close();

    const login = await api(server.url).post<{ access_token: string }>('/auth/customer/login', {
      username: email,
      password: NEW_PASSWORD,
    });
    const token = login.body.access_token;
    const check = await api(server.url).get<{ Data: { Completed: boolean; Status: string } }>(
      '/EKYC/CheckEKYCCompleted/UserLogin',
      token,
    );
    expect(check.body.Data).toEqual({ Completed: true, Status: 'Completed' });
  });

  it('lets an Attorney verify themself in Malay, giving the mobile number, on a 360 px phone', async () => {
    await chooseOutcome('pass');
    // The page's own clock, so minutes can pass without waiting (the server keeps its own time).
    const { context, page } = await openSignedIn('attorney@demo.test', '/profile/ekyc', {
      lang: 'ms',
      viewport: PHONE,
      clock: true,
    });
    await page.getByRole('heading', { level: 1, name: 'Pengesahan eKYC' }).waitFor();
    await uploadIdentityDocument(page, 'Teruskan');
    await page.getByRole('heading', { level: 2, name: 'Kod pengesahan SMS' }).waitFor();
    await page.getByRole('textbox', { name: 'Nombor telefon bimbit' }).fill('013-466 7788');
    await page.getByRole('button', { name: 'Hantar kod' }).click();
    await page.locator('[data-code-sent]', { hasText: 'Kod telah dihantar ke' }).waitFor();
    await expect(page.locator('[data-resend-countdown]').textContent()).resolves.toMatch(
      /dalam [23]:\d{2}\./,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'eKYC step 2, Malay, phone');
    await screenshot(page, 'ekyc-step2-ms-phone');
    // Three minutes on, a new code may be asked for.
    await expect(page.getByRole('button', { name: 'Hantar semula kod' }).count()).resolves.toBe(0);
    await page.clock.fastForward('03:01');
    await page.getByRole('button', { name: 'Hantar semula kod' }).waitFor();
    await expect(page.locator('[data-resend-countdown]').count()).resolves.toBe(0);
    await page.getByRole('textbox', { name: 'Kod pengesahan' }).fill(await codeSentTo('+60134667788'));
    await page.getByRole('button', { name: 'Sahkan' }).click();
    await page.getByRole('heading', { level: 2, name: 'Identiti disahkan' }).waitFor();
    await screenshot(page, 'ekyc-verified-ms-phone');
    await context.close();
  });
});

describe('the saved signature', () => {
  it('saves a signature drawn with the mouse, shows it and downloads it as an image', async () => {
    const { context, page, cspErrors } = await openSignedIn('borrower@demo.test', '/profile/signature');
    await page.getByRole('heading', { level: 1, name: 'Save Signature' }).waitFor();
    // Whatever the demo data holds, the test starts from no signature.
    await page.locator('[data-signature-none], [data-signature-image]').first().waitFor();
    if ((await page.locator('[data-signature-image]').count()) > 0) {
      await page.getByRole('button', { name: 'Delete signature' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete signature' }).click();
      await page.locator('[data-signature-none]').waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'signature, empty');

    // Saving an empty pad is refused on the page.
    await page.getByRole('button', { name: 'Save signature' }).click();
    await page.getByText('Draw your signature in the box first.').waitFor();

    const pad = page.getByRole('img', { name: 'Signature drawing area' });
    const box = await pad.boundingBox();
    if (!box) throw new Error('the pad is not on screen');
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 24; i++) {
      await page.mouse.move(box.x + 40 + i * 14, box.y + box.height / 2 - Math.sin(i / 3) * 50, { steps: 2 });
    }
    await page.mouse.up();
    await page.getByRole('button', { name: 'Save signature' }).click();
    await page.locator('.toast').filter({ hasText: 'Signature Saved' }).waitFor();
    const shown = page.getByRole('img', { name: 'Your saved signature' });
    await shown.waitFor();
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'signature, saved');
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'signature-drawn-en');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
    await context.close();

    const token = await apiSignIn(server.url, 'borrower@demo.test');
    const saved = await api(server.url).post<{ Data: { SignatureMediaId: string } | null }>(
      '/signatures/get-user-signature',
      {},
      token,
    );
    expect(saved.body.Data?.SignatureMediaId).toEqual(expect.any(String));
    const image = await fetch(`${server.url}/api/signatures/download-user-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('replaces it by an uploaded image (the keyboard way), refuses other types, and deletes it (Malay)', async () => {
    const { context, page } = await openSignedIn('borrower@demo.test', '/profile/signature', { lang: 'ms' });
    await page.getByRole('heading', { level: 1, name: 'Simpan Tandatangan' }).waitFor();
    await page.getByRole('img', { name: 'Tandatangan tersimpan anda' }).waitFor();
    await page.getByRole('radio', { name: 'Muat naik gambar' }).check();
    const chooser = page.getByLabel('Imej tandatangan');
    await chooser.setInputFiles(await file('signature.gif', 'GIF89a'));
    await page.locator('.toast').filter({ hasText: 'Gagal memuat naik tandatangan' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Anda hanya boleh memuat naik Imej (JPG, JPEG dan PNG)' })
      .waitFor();
    await chooser.setInputFiles(await file('signature.png', PNG_1x1));
    await page.getByRole('img', { name: 'Imej tandatangan yang dipilih' }).waitFor();
    await page.getByRole('button', { name: 'Simpan tandatangan' }).click();
    await page.locator('.toast').filter({ hasText: 'Tandatangan Disimpan' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'signature, Malay');
    await screenshot(page, 'signature-uploaded-ms');

    await page.getByRole('button', { name: 'Padam tandatangan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Padam tandatangan' }).click();
    await page.locator('.toast').filter({ hasText: 'Tandatangan Dipadam' }).waitFor();
    await page.getByText('Belum ada tandatangan disimpan.').waitFor();
    await context.close();

    const token = await apiSignIn(server.url, 'borrower@demo.test');
    const gone = await api(server.url).post<{ Data: unknown }>('/signatures/get-user-signature', {}, token);
    expect(gone.body.Data).toBeNull();
  });
});

describe('what these pages load', () => {
  it(`ships each under ${JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, the drawing pad only where drawn`, async () => {
    const context = await signedInContext(browser, server.url, 'borrower@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const cookies = await context.cookies();
    const scripts: Record<string, string[]> = {};
    for (const path of ['/profile/ekyc', '/profile/signature']) {
      const urls: string[] = [];
      const collect = (r: { url(): string; request(): { resourceType(): string } }) => {
        if (r.request().resourceType() === 'script') urls.push(r.url());
      };
      page.on('response', collect);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      page.off('response', collect);
      scripts[path] = urls;
    }
    await context.close();
    expect(scripts['/profile/ekyc']?.filter((u) => /SignatureManager|signature_pad/.test(u))).toEqual([]);
    expect(scripts['/profile/signature']?.filter((u) => /DocumentUploader|EkycFlow/.test(u))).toEqual([]);
    for (const path of ['/profile/ekyc', '/profile/signature']) {
      const bytes = await measureScriptBytes(browser, `${server.url}${path}`, cookies);
      expect(bytes.landedOn).toBe(path);
      console.info(`${path}: ${(bytes.total / 1024).toFixed(1)} KB of gzipped JavaScript`);
      expect(bytes.total).toBeLessThan(JS_BUDGET_BYTES);
    }
  });
});
