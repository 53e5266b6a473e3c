/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { linkMailedTo } from '../support/borrower-onboarding';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  measureScriptBytes,
  openPage,
  PHONE,
} from '../support/browser';
import { screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The onboarding wizards (spec §2–§4) as a new borrower goes through them, from an empty
 * account to the confirmation: an individual in English on a desktop, a company in Malay on a
 * 360 px phone. Every step is photographed in both languages and checked with axe; the wizard
 * resumes at the step left after a reload and a return visit; the domain's checks speak by
 * their fields. Expected texts are the specification's and the catalogue's, written out here.
 */

const RUN = Date.now().toString(36);
const PASSPHRASE = 'teh tarik kurang manis pagi';
/**
 * A step's gzipped JavaScript. Its form checks with the domain's own zod schemas (about 27 KB)
 * in react-hook-form (about 9 KB) on React's runtime (about 66 KB); the password estimator comes
 * only when the password field is first used.
 */
const JS_BUDGET_BYTES = 150 * 1024;
/** A real 1×1 PNG: the store checks a file's content, not only its name. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Lang = 'en' | 'ms';

const path = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, pathname: string, timeout = 10_000) =>
  page.waitForURL((url) => url.pathname === pathname, { timeout });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The step's form is live (its island hydrated), or the page has none (the last step). */
async function ready(page: Page): Promise<void> {
  await heading(page).waitFor();
  if (path(page).endsWith('/step5')) return;
  try {
    await page.waitForFunction(() => document.documentElement.dataset.wizardReady === 'true', undefined, {
      timeout: 20_000,
    });
  } catch (error) {
    const main = await page.locator('main').innerText();
    throw new Error(`The step's form did not start on ${page.url()}:\n${main}`, { cause: error });
  }
}

/**
 * The step as it is, in the journey's language and the other one: a screenshot and an axe run of
 * each, then back to the journey's language. Reloading the page in another language also shows
 * the step survives a reload.
 */
async function photograph(page: Page, name: string, lang: Lang, viewport: string): Promise<void> {
  const url = new URL(page.url());
  for (const l of lang === 'en' ? (['en', 'ms'] as const) : (['ms', 'en'] as const)) {
    if (l !== lang || url.searchParams.get('lang') !== lang) {
      url.searchParams.set('lang', l);
      await page.goto(url.href);
      await ready(page);
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(l);
    await expectNoSeriousA11yViolations(page, `${name} ${l}`);
    await screenshot(page, `onboarding-${name}-${l}-${viewport}`);
  }
  url.searchParams.set('lang', lang);
  await page.goto(url.href);
  await ready(page);
}

async function fieldError(page: Page, field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  expect(ids).toHaveLength(1);
  return (await page.locator(`[id="${ids[0]}"]`).textContent()) ?? '';
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Fills step 1 and creates the login; answers when step 2 is on screen. */
async function createLogin(
  page: Page,
  texts: { name: string; email: string; password: string; confirm: string; submit: string },
  values: { name: string; email: string },
) {
  await page.getByLabel(texts.name).fill(values.name);
  await page.getByLabel(texts.email, { exact: true }).fill(values.email);
  await page.getByLabel(texts.password, { exact: true }).fill(PASSPHRASE);
  await page.getByLabel(texts.confirm, { exact: true }).fill(PASSPHRASE);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.submit }).click();
}

describe('onboarding an individual (English, desktop)', () => {
  const email = `aisyah.${RUN}@example.test`;

  it('goes from an empty account through the five steps, resuming where it was left', async () => {
    const { context, page, cspErrors } = await openPage(browser, `${server.url}/onboarding?lang=en`, DESKTOP);

    // Step 1: the base path leads to step 1; the login form with the strength meter.
    await waitForPath(page, '/onboarding/step1');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Create your login');
    const steps = page.getByRole('navigation', { name: 'Registration steps' });
    await expect(steps.locator('[aria-current="step"]').textContent()).resolves.toContain('Create login');
    await photograph(page, 'individual-step1', 'en', 'desktop');

    // Sending it empty says what each field needs, by the field, and focuses the first.
    await page.getByRole('button', { name: 'Create login' }).click();
    const name = page.getByLabel('Full name (as in your MyKad or passport)');
    await expect(fieldError(page, name)).resolves.toBe('This field is required.');
    await expect.poll(() => focusedId(page)).toBe('f-FullName');
    await expect(fieldError(page, page.getByRole('checkbox'))).resolves.toBe(
      'Agree to the Terms of Use and the Privacy Notice to continue.',
    );
    await name.fill('Nur Aisyah <b>');
    await name.blur();
    await expect(fieldError(page, name)).resolves.toBe(
      'Input cannot contain the following characters: { } * < > /',
    );

    // The password is rated as it is typed.
    const password = page.getByLabel('Password', { exact: true });
    await password.focus();
    await password.pressSequentially('Password1234');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Weak');
    await page.getByText('Too common: it is in lists of breached passwords.').waitFor();
    await password.fill('');

    await createLogin(
      page,
      {
        name: 'Full name',
        email: 'E-mail',
        password: 'Password',
        confirm: 'Confirm password',
        submit: 'Create login',
      },
      { name: 'Nur Aisyah binti Ahmad', email },
    );

    // Step 2: personal information, the heading focused after the change of step.
    await waitForPath(page, '/onboarding/step2', 20_000);
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Personal information');
    await expect.poll(() => focusedId(page)).toBe('step-title');
    // Signed in already, and told to check their e-mail: a new link can be asked for here.
    const notice = page.getByRole('region', { name: 'Verify your e-mail address' });
    await notice
      .getByText(
        `We sent a link to ${email}. Open it to verify your address: you need a verified address to apply for a loan.`,
      )
      .waitFor();
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await notice
      .getByRole('status')
      .getByText(`A new link is on its way to ${email}. It works once, for 24 hours.`)
      .waitFor();
    await photograph(page, 'individual-step2', 'en', 'desktop');

    // A wrong NRIC is refused by its field with the domain's text; typed without hyphens, the
    // date of birth and gender are read from it and shown, not asked.
    const nric = page.getByLabel('NRIC number');
    await nric.fill('900101-14-567');
    await nric.blur();
    await expect(fieldError(page, nric)).resolves.toBe(
      'Enter the NRIC as YYMMDD-PB-###G, e.g. 900101-14-5678.',
    );
    await nric.fill('900101145678');
    await page.getByText('Read from your NRIC: date of birth 01/01/1990, Female.').waitFor();
    await expect(page.getByLabel('Date of birth').count()).resolves.toBe(0);
    await expect.poll(() => nric.getAttribute('aria-invalid')).toBeNull();

    const fullName = page.getByLabel('Full name (as in your identity document)');
    await expect(fullName.inputValue()).resolves.toBe('Nur Aisyah binti Ahmad');
    await fullName.fill('Nur Aisyah {binti} Ahmad');
    await fullName.blur();
    await expect(fieldError(page, fullName)).resolves.toBe(
      'Input cannot contain the following characters: { } * < > /',
    );
    await fullName.fill('Nur Aisyah binti Ahmad');
    await page.getByLabel('Nationality').selectOption({ label: 'Malaysian' });
    await page.getByLabel('Marital status').selectOption({ label: 'Single' });
    await page.getByLabel('Ethnicity', { exact: true }).selectOption({ label: 'Malay' });
    await page.getByRole('group', { name: 'Bumiputera' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Mobile number').fill('012-345 6789');
    await page.getByLabel('Address line 1').fill('12, Jalan Ampang');
    await page.getByLabel('Postcode', { exact: true }).fill('50450');
    await page.getByLabel('City', { exact: true }).fill('Kuala Lumpur');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'W.P. Kuala Lumpur' });
    await expect(
      page.getByLabel('Country', { exact: true }).locator('option:checked').textContent(),
    ).resolves.toBe('Malaysia');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 3: employment and the bank account.
    await waitForPath(page, '/onboarding/step3');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Employment and bank account');

    // A reload, and a return to the wizard's base path or a later step, resume here.
    await page.reload();
    await ready(page);
    expect(path(page)).toBe('/onboarding/step3');
    for (const elsewhere of [
      '/onboarding',
      '/onboarding/step5',
      '/onboarding/step1',
      '/onboarding-company/step2',
    ]) {
      await page.goto(`${server.url}${elsewhere}`);
      await ready(page);
      expect(path(page), elsewhere).toBe('/onboarding/step3');
    }
    // An earlier step opens again with what was saved.
    await page.goto(`${server.url}/onboarding/step2`);
    await ready(page);
    await expect(page.getByLabel('NRIC number').inputValue()).resolves.toBe('900101-14-5678');
    await expect(page.getByLabel('Mobile number').inputValue()).resolves.toBe('+60 12-345 6789');
    await page
      .getByRole('navigation', { name: 'Registration steps' })
      .getByRole('link', { name: /Employment and bank/ })
      .click();
    await waitForPath(page, '/onboarding/step3');
    await ready(page);
    await photograph(page, 'individual-step3', 'en', 'desktop');

    const employment = page.getByRole('group', { name: 'Employment', exact: true });
    await employment.getByRole('radio', { name: 'Employed', exact: true }).check();
    // The term is asked only of the employed.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const term = page.getByRole('group', { name: 'Employment term' });
    await expect(fieldError(page, term.getByRole('radio', { name: 'Permanent' }))).resolves.toBe(
      'Choose one of the options.',
    );
    await term.getByRole('radio', { name: 'Permanent' }).check();
    await page.getByLabel('Nature of business').selectOption({ label: 'Information Technology' });
    await page.getByLabel('Designation').fill('Software Engineer');
    await page.getByLabel('Employer’s name').fill('Teknologi Maju Sdn. Bhd.');
    await page.getByLabel('Address line 1').fill('Level 8, Menara Maju, 1/2 Jalan Tun Razak');
    await page.getByLabel('Postcode', { exact: true }).fill('50400');
    await page.getByLabel('City', { exact: true }).fill('Kuala Lumpur');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'W.P. Kuala Lumpur' });
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Maybank' });
    await page.getByLabel('Account number').fill('1142 3456 7890');
    await page.getByLabel('Account type').selectOption({ label: 'Savings' });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 4: documents, with the checklist of what is missing; continuing leaves them for later.
    await waitForPath(page, '/onboarding/step4');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Upload documents');
    await page.locator('[data-documents][aria-busy="false"]').waitFor();
    await page.getByText('7 required documents are still missing:').waitFor();
    await photograph(page, 'individual-step4', 'en', 'desktop');
    // One document uploaded here: the checklist counts it.
    await page.locator('[data-title="Photo"] input[type="file"]').setInputFiles({
      name: 'my photo.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await page.getByText('1 of 7 required documents uploaded').waitFor();
    await page.getByText('6 required documents are still missing:').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 5: complete, with what happens next.
    await waitForPath(page, '/onboarding/step5');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Registration complete');
    await page.getByText('Application review takes 3 to 5 working days.', { exact: false }).waitFor();
    await page.getByText('Nur Aisyah binti Ahmad, your registration is complete. Thank you.').waitFor();
    await expect(page.getByText(/^Still to upload: /).textContent()).resolves.toBe(
      'Still to upload: NRIC or passport (front), NRIC or passport (back), Pay slips, Bank statements, EPF statement, EA form or tax return. Upload them from your profile so the review can start.',
    );
    await expect(page.getByRole('link', { name: 'View my profile' }).getAttribute('href')).resolves.toBe(
      '/profile',
    );
    await expect(page.getByRole('link', { name: 'Go to My Loans' }).getAttribute('href')).resolves.toBe(
      '/loan/listing',
    );
    await photograph(page, 'individual-step5', 'en', 'desktop');

    // The mailed link: its page asks before it verifies (mail scanners open links too).
    const link = await linkMailedTo(api(server.url), email, /^Verify your e-mail address for EZC$/);
    expect(link.origin).toBe(server.url);
    await page.goto(link.href);
    await heading(page).getByText('Verify your e-mail address').waitFor();
    await page.getByText('Confirm that this e-mail address is yours to finish registering.').waitFor();
    await expectNoSeriousA11yViolations(page, 'verify e-mail');
    await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
    await page.getByText('Your e-mail address is verified.').waitFor();
    await screenshot(page, 'onboarding-verified-en-desktop');
    // Opened again, the link is spent, and the page says what to do.
    await page.goto(link.href);
    await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
    await page
      .getByText('This verification link is invalid or has expired. Sign in and ask for a new one.')
      .waitFor();
    await page.goto(`${server.url}/application/apply`);
    await heading(page).waitFor();
    await expect(page.getByRole('region', { name: 'Verify your e-mail address' }).count()).resolves.toBe(0);

    expect(cspErrors).toEqual([]);
    await context.close();

    // What the API holds is what was typed, in the domain's forms.
    const token = await signInAs(email);
    const profile = await api(server.url).post<{ Data: Record<string, unknown> }>(
      '/customer/profile/find-one',
      {},
      token,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.Data).toMatchObject({
      FullName: 'Nur Aisyah binti Ahmad',
      AccountType: 'individual',
      CurrentStep: 5,
      Personal: {
        IdType: 'NRIC',
        NRIC: '900101-14-5678',
        DateOfBirth: '1990-01-01',
        Gender: 'Female',
        ContactNo: '+60123456789',
      },
      Address: { AddressLine1: '12, Jalan Ampang', Postcode: '50450', Country: 'MY' },
      Employment: { EmploymentType: 'Employed', EmploymentTerm: 'Permanent', PreviousOccupation: '-' },
      Bank: { AccountNo: '114234567890' },
    });
  }, 240_000);

  it('answers an e-mail that already has an account as a new one, and says to check the e-mail', async () => {
    const { context, page, cspErrors } = await openPage(
      browser,
      `${server.url}/onboarding/step1?lang=en`,
      DESKTOP,
    );
    await ready(page);
    await createLogin(
      page,
      {
        name: 'Full name',
        email: 'E-mail',
        password: 'Password',
        confirm: 'Confirm password',
        submit: 'Create login',
      },
      { name: 'Someone Else', email: 'borrower@demo.test' },
    );
    const check = page.getByRole('heading', { name: 'Check your e-mail' });
    await check.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('check-title');
    await page
      .getByText(
        'We have sent a message to borrower@demo.test. Open it to verify the address, then sign in to carry on with your registration.',
      )
      .waitFor();
    await expect(page.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).resolves.toBe('/');
    expect(path(page)).toBe('/onboarding/step1');
    await expectNoSeriousA11yViolations(page, 'check your e-mail');
    await screenshot(page, 'onboarding-check-email-en-desktop');
    // The owner hears of it; their account is unchanged.
    const signInLink = await linkMailedTo(
      api(server.url),
      'borrower@demo.test',
      // The demo account keeps no language of registration: the notice is in both.
      /^Someone tried to register with your e-mail address \/ Seseorang cuba mendaftar/,
    );
    expect(signInLink.href).toBe(`${server.url}/`);
    await expect(signIn(server.url, 'borrower@demo.test')).resolves.toBeTruthy();
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('signs a returning customer in at the step they left', async () => {
    // A second account, left at step 2, signs in again later from the customer login.
    const returning = `farid.${RUN}@example.test`;
    const first = await openPage(browser, `${server.url}/onboarding/step1?lang=en`, DESKTOP);
    await ready(first.page);
    await createLogin(
      first.page,
      {
        name: 'Full name',
        email: 'E-mail',
        password: 'Password',
        confirm: 'Confirm password',
        submit: 'Create login',
      },
      { name: 'Farid bin Osman', email: returning },
    );
    await first.page.waitForURL(/\/onboarding\/step2/, { timeout: 20_000 });
    await first.context.close();

    const again = await openPage(browser, `${server.url}/onboarding/step2?lang=en`, DESKTOP);
    // Signed out, a later step asks for the login first.
    await waitForPath(again.page, '/');
    await again.page.getByLabel('E-mail', { exact: true }).fill(returning);
    await again.page.getByLabel('Password', { exact: true }).fill(PASSPHRASE);
    await again.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(again.page, '/onboarding/step2');
    await ready(again.page);
    await expect(heading(again.page).textContent()).resolves.toBe('Personal information');

    // The steps' JavaScript: React, react-hook-form and the domain's zod schemas, nothing heavier.
    const cookies = await again.context.cookies();
    for (const [page, cookieJar] of [
      ['/onboarding/step1', []],
      ['/onboarding/step2', cookies],
    ] as const) {
      const bytes = await measureScriptBytes(browser, `${server.url}${page}`, [...cookieJar]);
      console.log(
        `JS on ${page}: ${bytes.total} B gzip (inline ${bytes.inline} B, external ${bytes.external} B)`,
      );
      expect(bytes.landedOn).toBe(page);
      expect(bytes.total).toBeLessThan(JS_BUDGET_BYTES);
    }
    await again.context.close();
  }, 120_000);
});

describe('onboarding a company (Malay, 360 px phone)', () => {
  const email = `kewangan.${RUN}@example.test`;

  it('goes from an empty account through the five steps with its contact person and bank', async () => {
    const { context, page, cspErrors } = await openPage(
      browser,
      `${server.url}/onboarding-company?lang=my`,
      PHONE,
    );
    // 'my' is taken for Malay (spec §1).
    await waitForPath(page, '/onboarding-company/step1');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Cipta log masuk syarikat anda');
    await expect(noSideScroll(page)).resolves.toBe(true);
    await photograph(page, 'company-step1', 'ms', 'phone');

    await createLogin(
      page,
      {
        name: 'Nama syarikat',
        email: 'E-mel',
        password: 'Kata laluan',
        confirm: 'Sahkan kata laluan',
        submit: 'Cipta log masuk',
      },
      { name: 'Kedai Runcit Maju Sdn. Bhd.', email },
    );

    // Step 2: the company and its default contact person.
    await waitForPath(page, '/onboarding-company/step2', 20_000);
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Maklumat syarikat');
    await expect(noSideScroll(page)).resolves.toBe(true);
    await photograph(page, 'company-step2', 'ms', 'phone');

    const company = page.getByRole('group', { name: 'Syarikat', exact: true });
    await expect(company.getByLabel('Nama syarikat', { exact: true }).inputValue()).resolves.toBe(
      'Kedai Runcit Maju Sdn. Bhd.',
    );
    await company.getByLabel('Nombor pendaftaran SSM').fill('202001012345');
    await company.getByLabel('Jenis perniagaan').selectOption({ label: 'Runcit dan Borong' });
    await company.getByLabel('Nombor telefon pejabat').fill('03-2345 6789');
    const address = page.getByRole('group', { name: 'Alamat perniagaan' });
    await address.getByLabel('Alamat baris 1').fill('No. 3, Jalan Perniagaan 2/1');
    await address.getByLabel('Poskod', { exact: true }).fill('4050');
    await address.getByLabel('Bandar', { exact: true }).fill('Shah Alam');
    await address.getByLabel('Negeri', { exact: true }).selectOption({ label: 'Selangor' });

    const contact = page.getByRole('group', { name: 'Wakil utama untuk dihubungi' });
    await contact.getByLabel('Nama penuh').fill('Tan Mei Ling');
    await contact.getByLabel('Jawatan').fill('Pengarah');
    const contactNric = contact.getByLabel('Nombor MyKad (No. KP)');
    await contactNric.fill('851231-17-1234');
    await contact.getByLabel('Nombor telefon bimbit').fill('019-876 5432');
    await contact.getByLabel('E-mel').fill(`mei.ling.${RUN}@example.test`);
    await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();

    // The domain's checks, in Malay, by their fields; the first one takes the focus.
    const postcode = address.getByLabel('Poskod', { exact: true });
    await expect(fieldError(page, postcode)).resolves.toBe('Poskod Malaysia mempunyai 5 digit.');
    await expect.poll(() => focusedId(page)).toBe('f-Company-BusinessAddress-Postcode');
    await expect(fieldError(page, contactNric)).resolves.toBe(
      'Kod tempat lahir No. KP (digit 7 dan 8) bukan kod yang dikeluarkan oleh Jabatan Pendaftaran Negara.',
    );
    await expect(noSideScroll(page)).resolves.toBe(true);
    await screenshot(page, 'onboarding-company-step2-errors-ms-phone');
    await postcode.fill('40150');
    await contactNric.fill('851231-14-1234');
    await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();

    // Step 3: the company's bank account; a bank not in the list is named.
    await waitForPath(page, '/onboarding-company/step3');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Akaun bank syarikat');
    await page.reload();
    await ready(page);
    expect(path(page)).toBe('/onboarding-company/step3');
    await photograph(page, 'company-step3', 'ms', 'phone');
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Lain-lain (tiada dalam senarai)' });
    await page.getByLabel('Nama bank').fill('Bank Kerjasama Rakyat');
    await page.getByLabel('Nombor akaun').fill('8001234567');
    await page.getByLabel('Jenis akaun').selectOption({ label: 'Semasa' });
    await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();

    // Step 4: documents; step 5: complete.
    await waitForPath(page, '/onboarding-company/step4');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Muat naik dokumen');
    await page.locator('[data-documents][aria-busy="false"]').waitFor();
    await expect(noSideScroll(page)).resolves.toBe(true);
    await photograph(page, 'company-step4', 'ms', 'phone');
    await page.getByRole('button', { name: 'Teruskan' }).click();

    await waitForPath(page, '/onboarding-company/step5');
    await ready(page);
    await expect(heading(page).textContent()).resolves.toBe('Pendaftaran selesai');
    await page
      .getByText('Semakan permohonan mengambil masa 3 hingga 5 hari bekerja.', { exact: false })
      .waitFor();
    await expect(noSideScroll(page)).resolves.toBe(true);
    await photograph(page, 'company-step5', 'ms', 'phone');

    expect(cspErrors).toEqual([]);
    await context.close();

    const token = await signInAs(email);
    const profile = await api(server.url).post<{ Data: Record<string, unknown> }>(
      '/customer/profile/find-one',
      {},
      token,
    );
    expect(profile.body.Data).toMatchObject({
      AccountType: 'corporate',
      MemberType: 'Company',
      CurrentStep: 5,
      Company: { RegistrationNo: '202001012345', OfficeNo: '+60323456789' },
      Bank: { BankCode: 'OTHERS', OtherBank: 'Bank Kerjasama Rakyat', AccountNo: '8001234567' },
      ContactPersons: [{ FullName: 'Tan Mei Ling', NRIC: '851231-14-1234', IsDefaultYN: 'Y' }],
    });
  });
});

async function signInAs(email: string): Promise<string> {
  const r = await api(server.url).post<{ access_token: string }>('/auth/customer/login', {
    username: email,
    password: PASSPHRASE,
  });
  expect(r.status).toBe(200);
  return r.body.access_token;
}
