/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { readFile } from 'node:fs/promises';
import { samplePdf } from '@ezc/platform/uploads/sample-files';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations, launchBrowser, openPage, PHONE } from '../support/browser';
import { openSignedIn as openSignedInAt, type SignedInOptions, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The compliance page end to end on the demo data: an Admin reads the Act's rules with where each
 * is enforced and the tests that prove it, the products with their regime, and who read which
 * customer's documents, with a read made here (the Risk Team opening the borrower's pay slip) and
 * its CSV export; in English and Malay, on a phone, without serious accessibility problems. Anyone
 * else is refused. The licence number is checked in the footer of the pages people land on.
 */

const BORROWER = 'CUST-000001';
const LICENCE = 'WL7/2021/0123';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let mediaId = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  // The read the page must show: the borrower's sensitive pay slip, opened by the Risk Team.
  const borrower = await apiSignIn(server.url, 'borrower@demo.test');
  const form = new FormData();
  const fields = {
    ObjectId: BORROWER,
    ObjectType: 'Customer',
    Type: 'Pay Slip',
    FileName: 'slip-audit.pdf',
    Title: 'Pay Slip',
    Description: 'Pay slip for the application',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('FileStream', new Blob([new Uint8Array(samplePdf('Audit'))]), 'slip-audit.pdf');
  const uploaded = await fetch(`${server.url}/api/medias/internal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${borrower}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  mediaId = ((await uploaded.json()) as { Data: { MediaId: string } }).Data.MediaId;
  const risk = await apiSignIn(server.url, 'risk@demo.test');
  const opened = await api(server.url).post('/medias/download-url', { MediaId: mediaId }, risk);
  expect(opened.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in as `email` (see browser-session.ts) and opens `path` in the language asked for. */
function openSignedIn(email: string, path: string, options: Pick<SignedInOptions, 'lang' | 'viewport'> = {}) {
  const lang = options.lang ?? 'en';
  const sep = path.includes('?') ? '&' : '?';
  return openSignedInAt(browser, server.url, email, `${path}${sep}lang=${lang}`, { ...options, lang });
}

const auditRow = (page: Page) =>
  page.locator(`[data-document-reads] tr[data-reader="STF-0003"]`, {
    hasText: 'slip-audit.pdf',
  });

describe('the compliance page', () => {
  it('shows the lending licence number in the footer of every page', async () => {
    const visitor = await openPage(browser, `${server.url}/?lang=en`);
    const footer = () => visitor.page.locator('footer.site-footer');
    await expect(footer().textContent()).resolves.toContain(`Moneylending licence no. ${LICENCE}`);
    await visitor.page.goto(`${server.url}/staff/login?lang=ms`);
    await expect(footer().textContent()).resolves.toContain(`No. lesen pemberi pinjam wang ${LICENCE}`);
    await visitor.context.close();
    for (const path of ['/settings/compliance', '/loan/listing', '/report/lpc']) {
      const { context, page } = await openSignedIn('admin@demo.test', path);
      await expect(page.locator('footer.site-footer').textContent(), path).resolves.toContain(
        `Moneylending licence no. ${LICENCE}`,
      );
      await context.close();
    }
  }, 120_000);

  it('lists each rule with its source, where it is enforced and its tests, the products and the reads, in English', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/settings/compliance');
    expect(new URL(page.url()).pathname).toBe('/settings/compliance');
    await page.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();
    await expect(page.locator('[data-rule]').count()).resolves.toBe(8);
    const caps = page.locator('[data-rule="rateCaps"]');
    await expect(caps.locator('h3').textContent()).resolves.toBe('Interest rate caps');
    const capsText = await caps.textContent();
    expect(capsText).toContain('Moneylenders Act 1951');
    expect(capsText).toContain('packages/domain/src/lending/regime.ts');
    expect(capsText).toContain('“caps the rate at 18% without collateral and 12% with”');
    // The modules and tests are evidence, opened on demand; the rule and its source come first.
    const evidence = caps.locator('[data-evidence]');
    await expect(evidence.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(caps.getByText('packages/domain/src/lending/regime.ts').isVisible()).resolves.toBe(false);
    await evidence.locator('summary').click();
    await caps.getByText('packages/domain/src/lending/regime.ts').waitFor();
    const forms = await page.locator('[data-rule="prescribedForms"]').textContent();
    expect(forms).toContain('Moneylenders (Control and Licensing) Regulations 2003');
    expect(forms).toContain('“follows Schedule J for a loan without collateral”');

    const compound = page.locator('[data-product-regimes] tr[data-sku="BF-CM-10"]');
    await expect(compound.getAttribute('data-regime')).resolves.toBe('Other');
    const compoundText = await compound.textContent();
    expect(compoundText).toContain('Another regime');
    expect(compoundText).toContain('Charges compound interest');
    const simple = await page.locator('[data-product-regimes] tr[data-sku="PL-SIMPLE-18"]').textContent();
    expect(simple).toContain('Within the Act’s rules');
    expect(simple).toContain('Without collateral (cap 18%)');

    await page.getByRole('heading', { level: 2, name: 'Retention of personal data' }).waitFor();
    const applicants = page.locator('[data-retention-rule="unsuccessfulApplicants"]');
    await expect(applicants.locator('h3').textContent()).resolves.toBe('Applicants who never had a loan');
    await expect(applicants.locator('[data-period]').textContent()).resolves.toBe('12 months');
    expect(await applicants.textContent()).toContain('The sign-in account: deactivated, its sessions ended');
    const books = page.locator('[data-retention-rule="loanRecords"]');
    await expect(books.locator('[data-period]').textContent()).resolves.toBe('7 years');
    const booksText = await books.textContent();
    expect(booksText).toContain('Personal fields: name, NRIC or passport');
    expect(booksText).toContain(
      'The figures of loans, payments, receipts and charges (amounts, dates, numbers, statuses), with the loan and receipt numbers',
    );

    const read = auditRow(page);
    await expect(read.count()).resolves.toBe(1);
    const readText = await read.textContent();
    expect(readText).toContain('Rajesh Kumar');
    expect(readText).toContain('Ahmad bin Ismail');
    expect(readText).toContain('Pay Slip: slip-audit.pdf');
    expect(readText).toContain('127.0.0.1');
    await expect(page.getByRole('link', { name: 'Compliance' }).first().getAttribute('href')).resolves.toBe(
      '/settings/compliance',
    );

    await expectNoSeriousA11yViolations(page, 'compliance en');
    await screenshot(page, 'compliance-en');
    await context.close();
  }, 120_000);

  it('reads in Malay', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/settings/compliance', { lang: 'ms' });
    await page.getByRole('heading', { level: 1, name: 'Pematuhan' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Peraturan yang dikuatkuasakan' }).waitFor();
    await expect(page.locator('[data-rule="stampingBeforeDisbursement"] h3').textContent()).resolves.toBe(
      'Setem sebelum pengeluaran',
    );
    await expect(
      page.locator('[data-product-regimes] tr[data-sku="BF-CM-10"]').textContent(),
    ).resolves.toContain('Rejim lain');
    await expect(auditRow(page).textContent()).resolves.toContain('Kakitangan');
    await page.getByRole('heading', { level: 2, name: 'Penyimpanan data peribadi' }).waitFor();
    await expect(
      page.locator('[data-retention-rule="unsuccessfulApplicants"] [data-period]').textContent(),
    ).resolves.toBe('12 bulan');
    await expect(page.locator('[data-retention-rule="loanRecords"] h3').textContent()).resolves.toBe(
      'Rekod pinjaman dan bayaran',
    );
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    await expectNoSeriousA11yViolations(page, 'compliance ms');
    await screenshot(page, 'compliance-ms');
    await context.close();
  }, 120_000);

  it('fits a 360 px phone, each read a card, and filters by customer with the plain form', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/settings/compliance', {
      viewport: PHONE,
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'compliance phone');
    await page.getByLabel('Customer ID (optional)').fill('CUST-000002');
    await Promise.all([
      page.waitForURL(/CustomerId=CUST-000002/),
      page.getByRole('button', { name: 'Search' }).click(),
    ]);
    await expect(auditRow(page).count()).resolves.toBe(0);
    await page.getByLabel('Customer ID (optional)').fill(BORROWER);
    await Promise.all([
      page.waitForURL(/CustomerId=CUST-000001/),
      page.getByRole('button', { name: 'Search' }).click(),
    ]);
    await expect(auditRow(page).count()).resolves.toBe(1);
    await context.close();
  }, 120_000);

  it('exports the reads as a CSV with its button, telling its progress, and through its link without scripting', async () => {
    const { context, page } = await openSignedIn('admin@demo.test', '/settings/compliance');
    const button = page.getByRole('button', { name: 'Export CSV' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    // With scripting the button is the way; the plain link is for a browser without it.
    await expect(page.locator('[data-reads-export]').isVisible()).resolves.toBe(false);
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await button.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^document-reads-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await saved.path()) ?? '', 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      'At,ReaderName,ReaderKind,ReaderId,IpAddress,CustomerId,CustomerName,Document,MediaId',
    );
    expect(text).toContain(mediaId);
    await expect
      .poll(() => page.locator('[data-export] [role="status"]').textContent())
      .toMatch(new RegExp(`^Saved ${saved.suggestedFilename().replace(/\./g, '\\.')} \\(\\d+ rows?\\)\\.$`));
    const href = await page.locator('[data-reads-export]').getAttribute('href');
    expect(href).toMatch(
      /^\/settings\/compliance\/document-reads\.csv\?From=\d{4}-\d{2}-\d{2}&To=\d{4}-\d{2}-\d{2}$/,
    );
    const res = await context.request.get(`${server.url}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'At,ReaderName,ReaderKind,ReaderId,IpAddress,CustomerId,CustomerName,Document,MediaId',
    );
    const mine = lines.filter((l) => l.includes(mediaId) && l.includes('STF-0003'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(
      new RegExp(
        `^[^,]+,Rajesh Kumar,staff,STF-0003,127\\.0\\.0\\.1,${BORROWER},Ahmad bin Ismail,Pay Slip: slip-audit\\.pdf,${mediaId}$`,
      ),
    );
    await context.close();
  }, 120_000);

  it('refuses anyone but an Admin: the page and its export', async () => {
    for (const email of ['finance@demo.test', 'risk@demo.test']) {
      const { context, page } = await openSignedIn(email, '/settings/compliance');
      expect(new URL(page.url()).pathname, email).toBe('/error-1');
      await page.getByRole('heading', { level: 1, name: 'No permission' }).waitFor();
      await expect(page.locator('[data-rule]').count()).resolves.toBe(0);
      const file = await context.request.get(`${server.url}/settings/compliance/document-reads.csv`, {
        maxRedirects: 0,
      });
      expect(file.status(), email).not.toBe(200);
      await context.close();
    }
  }, 120_000);
});
