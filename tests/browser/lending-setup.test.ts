/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn as apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations, launchBrowser, measureScriptBytes, PHONE } from '../support/browser';
import { openSignedIn, type SignedInOptions, screenshot, signedInContext } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The lending setup screens as an Admin uses them: products (with the Moneylenders Act 1951 cap
 * said beside the rate, and fees), packages (spec §8's notifications) and partners, and the action
 * rights on the User Role screen; checked against the API. The tests run in order on one server.
 */

/** A listing rendered on the server: its editors load only when someone opens one. */
const LISTING_JS_BUDGET_BYTES = 80 * 1024;
const PARTNER = {
  PartnerCode: 'PTN-TEST',
  Name: 'Test Partner Bank',
  AccountCode: 'ACC-900',
  Status: 'Active',
};
const PRODUCT_SKU = 'PL-TEST-19';

let server: { url: string; stop(): Promise<void> };
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
  adminToken = await apiSignIn(server.url, 'admin@demo.test');
  const partner = await api(server.url).post('/partners/add', PARTNER, adminToken);
  expect(partner.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

/** Signs a staff member in (see browser-session.ts) and opens `path`, in English unless told. */
const openAs = (email: string, path: string, options: SignedInOptions = {}) =>
  openSignedIn(browser, server.url, email, path, { lang: 'en', ...options });

interface ProductAnswer {
  Name: string;
  InterestRate: number;
  WithCollateralYN: string;
  Regime: string;
  MinAmount: number;
  Fees: { Name: string; FeeType: string; Amount?: number; AssociatedObjects: string[] }[];
}

describe('products', () => {
  it('lets the admin create a product (refused at 19% without collateral), add a fee, and edit it', async () => {
    const { context, page, cspErrors } = await openAs('admin@demo.test', '/product/listing');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'products listing');

    await page.getByRole('button', { name: 'New product' }).click();
    await page.getByRole('dialog', { name: 'New product' }).waitFor();
    // Named by its title, which becomes 'Edit product …' once the product exists.
    const dialog = page.locator('dialog.setup-dialog[open]');
    await dialog.getByLabel('SKU', { exact: true }).fill(PRODUCT_SKU.toLowerCase());
    await dialog.getByLabel('Name', { exact: true }).fill('Test Personal Loan');
    await dialog.getByLabel('Number of installments').fill('12');
    await dialog.getByLabel('Minimum amount (RM)').fill('1,000');
    await dialog.getByLabel('Maximum amount (RM)').fill('20000');
    const rate = dialog.getByLabel('Interest rate (% a year)');
    await rate.fill('19');
    // The Act's cap for a loan without collateral, said as it is typed, in the API's words.
    const note = dialog.locator('#product-regime-note');
    await expect(note.textContent()).resolves.toBe(
      'Under the Moneylenders Act 1951 the interest rate may be at most 18% a year for a loan without collateral.',
    );
    await expect(dialog.getByRole('radio', { name: 'No', exact: true }).isChecked()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'product editor');
    await screenshot(page, 'lending-setup-product-editor-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(rate.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'InterestRate',
    );

    // With collateral the cap is 12%: 18% is still too much; without it 18% is allowed.
    await dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
    await rate.fill('18');
    await expect(note.textContent()).resolves.toContain('at most 12% a year for a loan with collateral');
    await dialog.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(note.textContent()).resolves.toBe(
      'Under the Moneylenders Act 1951 the rate may be at most 18% a year for this product (without collateral), and only simple interest may be charged.',
    );
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.getByText(`Product ${PRODUCT_SKU} created. You can add its fees now.`).waitFor();
    await expect(dialog.getByLabel('SKU', { exact: true }).getAttribute('readonly')).resolves.not.toBeNull();

    // A fee: an amount, charged on stamping.
    await dialog.getByRole('button', { name: 'Add a fee' }).click();
    const feeForm = dialog.getByRole('form', { name: 'Add a fee' });
    await feeForm.getByLabel('Fee name').fill('Stamp duty');
    await feeForm.getByRole('button', { name: 'Save fee' }).click();
    await feeForm.getByText('Choose at least one thing the fee is charged on.').waitFor();
    await feeForm.getByRole('textbox', { name: 'Amount (RM)' }).fill('10');
    await feeForm.getByRole('checkbox', { name: 'Stamping' }).check();
    await feeForm.getByRole('button', { name: 'Save fee' }).click();
    await dialog.getByText('Fee Stamp duty added.').waitFor();
    const feeRow = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Stamp duty' }) });
    await expect(feeRow.textContent()).resolves.toContain('RM 10.00');
    await expect(feeRow.textContent()).resolves.toContain('Stamping');

    // Closing reloads the listing with what was saved.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await toast(page, 'Create Product Success').waitFor();
    await toast(page, 'Create Product Fee Success').waitFor();
    const row = page.locator(`tr[data-sku="${PRODUCT_SKU}"]`);
    await expect(row.textContent()).resolves.toContain('Test Personal Loan');
    await expect(row.textContent()).resolves.toContain('RM 1,000.00 – RM 20,000.00');
    await expect(row.textContent()).resolves.toContain('18%');
    await expect(row.locator('[data-regime]').textContent()).resolves.toBe('Moneylenders Act 1951');

    // Edit: the name changes, the SKU cannot.
    await page.getByRole('button', { name: 'Edit Test Personal Loan' }).click();
    const edit = page.getByRole('dialog', { name: `Edit product ${PRODUCT_SKU}` });
    const name = edit.getByLabel('Name', { exact: true });
    await expect(name.inputValue()).resolves.toBe('Test Personal Loan');
    await name.fill('Test Personal Loan Plus');
    await edit.getByRole('button', { name: 'Save product' }).click();
    await toast(page, 'Edit Product Success').waitFor();
    await expect(row.textContent()).resolves.toContain('Test Personal Loan Plus');
    await expectNoSeriousA11yViolations(page, 'products listing after changes');
    await screenshot(page, 'lending-setup-products-en');
    expect(cspErrors).toEqual([]);
    await context.close();

    const saved = await api(server.url).post<{ Data: ProductAnswer }>(
      '/products/find-one',
      { SKU: PRODUCT_SKU },
      adminToken,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({
      Name: 'Test Personal Loan Plus',
      InterestRate: 18,
      WithCollateralYN: 'N',
      Regime: 'Moneylenders Act 1951',
      MinAmount: 1000,
    });
    expect(saved.body.Data.Fees).toEqual([
      expect.objectContaining({
        Name: 'Stamp duty',
        FeeType: 'Amount',
        Amount: 10,
        AssociatedObjects: ['Stamping'],
      }),
    ]);
  }, 120_000);

  it('filters with a plain GET form, without JavaScript', async () => {
    const { context: plain, page: noJs } = await openAs('admin@demo.test', '/product/listing', {
      javaScript: false,
    });
    await noJs.getByLabel('Product name').fill('plus');
    await noJs.getByLabel('Interest type').selectOption('Simple');
    await noJs.getByRole('button', { name: 'Search' }).click();
    await noJs.waitForURL((u) => u.searchParams.get('Name') === 'plus');
    expect(new URL(noJs.url()).searchParams.get('InterestType')).toBe('Simple');
    await expect(noJs.locator('tbody tr').count()).resolves.toBe(1);
    await noJs.locator(`tr[data-sku="${PRODUCT_SKU}"]`).waitFor();
    // Without a script the editors cannot open, so their buttons are not offered.
    await noJs.getByRole('button', { name: 'New product' }).waitFor({ state: 'hidden' });
    await noJs.goto(`${server.url}/product?Name=no-such-product`);
    await noJs.getByText('Nothing matches these filters.').waitFor();
    await noJs.getByRole('link', { name: 'Clear filters' }).waitFor();
    await plain.close();
  }, 120_000);

  it(`ships under ${LISTING_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, the editors loading on demand`, async () => {
    const context = await signedInContext(browser, server.url, 'admin@demo.test', { lang: 'en' });
    const cookies = await context.cookies();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${server.url}/product/listing`, { waitUntil: 'networkidle' });
    expect(scripts.filter((u) => /ProductEditor|editor-host/.test(u))).toEqual([]);
    await context.close();
    const bytes = await measureScriptBytes(browser, `${server.url}/product/listing`, cookies);
    expect(bytes.landedOn).toBe('/product/listing');
    console.info(`/product/listing: ${(bytes.total / 1024).toFixed(1)} KB of gzipped JavaScript`);
    expect(bytes.total).toBeLessThan(LISTING_JS_BUDGET_BYTES);
  }, 120_000);

  it('reads the same screen in Malay on a 360 px phone', async () => {
    const { context, page, cspErrors } = await openAs('admin@demo.test', '/product/listing?lang=ms', {
      lang: 'ms',
      viewport: PHONE,
    });
    await page.getByRole('heading', { level: 1, name: 'Produk' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    await expect(page.locator(`tr[data-sku="${PRODUCT_SKU}"] [data-regime]`).textContent()).resolves.toBe(
      'Akta Pemberi Pinjam Wang 1951',
    );
    // Nothing but the table scrolls sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'products, Malay, phone');
    await screenshot(page, 'lending-setup-products-ms-phone');

    await page.getByRole('button', { name: 'Produk baharu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produk baharu' });
    await dialog.getByLabel('Kadar faedah (% setahun)').fill('19');
    await expect(dialog.locator('#product-regime-note').textContent()).resolves.toBe(
      'Di bawah Akta Pemberi Pinjam Wang 1951 kadar faedah paling tinggi 18% setahun bagi pinjaman tanpa cagaran.',
    );
    await expectNoSeriousA11yViolations(page, 'product editor, Malay, phone');
    await screenshot(page, 'lending-setup-product-editor-ms-phone', { fullPage: false });
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('deleting a product', () => {
  it('asks first, then deletes the product with its fees', async () => {
    const { context, page, cspErrors } = await openAs('admin@demo.test', '/product/listing');
    const row = page.locator(`tr[data-sku="${PRODUCT_SKU}"]`);
    await row.waitFor();
    await page.getByRole('button', { name: 'Delete Test Personal Loan Plus' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
    await confirm
      .getByText(
        `Delete the product Test Personal Loan Plus (${PRODUCT_SKU}) and its fees? This cannot be undone.`,
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'product delete confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleted = toast(page, 'Delete Product Success');
    await deleted.waitFor();
    await expect(deleted.textContent()).resolves.toContain(`Product ${PRODUCT_SKU} deleted.`);
    await expect(row.count()).resolves.toBe(0);
    expect(cspErrors).toEqual([]);
    await context.close();

    const gone = await api(server.url).post('/products/find-one', { SKU: PRODUCT_SKU }, adminToken);
    expect(gone.status).toBe(404);
  }, 120_000);
});

describe('packages', () => {
  it('creates, edits and deletes a package with spec §8’s notifications', async () => {
    const { context, page, cspErrors } = await openAs('admin@demo.test', '/package/listing');
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();

    await page.getByRole('button', { name: 'New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByLabel('Package code').fill('PKG-TEST');
    await dialog.getByLabel('Name', { exact: true }).fill('Test Package');
    await dialog.getByLabel('Company code').fill('ezc');
    await dialog.getByLabel('Partner').selectOption('PTN-TEST');
    await expectNoSeriousA11yViolations(page, 'package editor');
    await dialog.getByRole('button', { name: 'Save package' }).click();
    const created = toast(page, 'Create Package Success');
    await created.waitFor();
    await expect(created.textContent()).resolves.toContain('Successfully create package.');
    // spec §2: package code, partner code, code, partner.
    const headers = await page.locator('table[data-listing="package"] thead th').allTextContents();
    expect(headers.slice(0, 4)).toEqual(['Package code', 'Partner code', 'Code', 'Partner']);
    const row = page.locator('tr[data-code="PKG-TEST"]');
    const cells = await row.locator('th, td').allTextContents();
    expect(cells.slice(0, 5)).toEqual(['PKG-TEST', 'PTN-TEST', 'EZC', 'Test Partner Bank', 'Test Package']);

    // The same code again: the server's refusal, under 'Edit Package Failed' (also for creating).
    await page.getByRole('button', { name: 'New package' }).click();
    const again = page.getByRole('dialog', { name: 'New package' });
    await again.getByLabel('Package code').fill('PKG-TEST');
    await again.getByLabel('Name', { exact: true }).fill('Duplicate');
    await again.getByLabel('Company code').fill('EZC');
    await again.getByRole('button', { name: 'Save package' }).click();
    const failure = again.getByRole('alert');
    await failure.getByText('Edit Package Failed').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Test Package' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit package PKG-TEST' });
    await expect(edit.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Test Package');
    await edit.getByLabel('Name', { exact: true }).fill('Test Package Two');
    await edit.getByRole('button', { name: 'Save package' }).click();
    const edited = toast(page, 'Edit Package Success');
    await edited.waitFor();
    await expect(edited.textContent()).resolves.toContain('Successfully edit package.');
    await expect(row.textContent()).resolves.toContain('Test Package Two');
    await screenshot(page, 'lending-setup-packages-en');

    await page.getByRole('button', { name: 'Delete Test Package Two' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete package' });
    await confirm
      .getByText('Delete the package Test Package Two (PKG-TEST)? This cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleted = toast(page, 'Delete Package Success');
    await deleted.waitFor();
    await expect(deleted.textContent()).resolves.toContain('Successfully delete package.');
    await expect(row.count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'packages listing');
    expect(cspErrors).toEqual([]);
    await context.close();

    const gone = await api(server.url).post('/packages/find-one', { PackageCode: 'PKG-TEST' }, adminToken);
    expect(gone.status).toBe(404);
  }, 120_000);
});

describe('a reader without the action right', () => {
  it('is offered no New, Edit or Delete: the listing says what their role may do', async () => {
    const { context, page } = await openAs('finance@demo.test', '/package/listing');
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
    await page.locator('table[data-listing="package"] tbody tr').first().waitFor();
    await expect(page.getByRole('button', { name: 'New package' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / }).count()).resolves.toBe(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' }).count()).resolves.toBe(0);
    await context.close();
  }, 120_000);

  it('is refused with the server’s reason when the right goes while the page is open, and the buttons go', async () => {
    type Rights = { Data: { Rights: Record<string, string[]> } };
    const grant = async (roles: string[]) => {
      const found = await api(server.url).post<Rights>('/settings/action-rights/find', {}, adminToken);
      const Rights = { ...found.body.Data.Rights, 'Manage Packages': roles };
      const saved = await api(server.url).post('/settings/action-rights/update', { Rights }, adminToken);
      expect(saved.status).toBe(200);
    };
    await grant(['Admin', 'Finance Team']);
    const { context, page } = await openAs('finance@demo.test', '/package/listing');
    await page.getByRole('button', { name: 'New package' }).waitFor();
    await grant(['Admin']);

    await page.getByRole('button', { name: 'New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByLabel('Package code').fill('PKG-FIN');
    await dialog.getByLabel('Name', { exact: true }).fill('Finance Package');
    await dialog.getByLabel('Company code').fill('EZC');
    await dialog.getByRole('button', { name: 'Save package' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.getByText('Edit Package Failed').waitFor();
    await refusal.getByText('Your role may not do this: Manage Packages.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'New package' }).isVisible()).resolves.toBe(false);
    await context.close();
  }, 120_000);
});

describe('partners', () => {
  it('lists partners with their account code, partner code, code and name', async () => {
    const { context, page, cspErrors } = await openAs('admin@demo.test', '/partner/listing');
    await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
    const cells = await page.locator('tr[data-code="PTN-TEST"]').locator('th, td').allTextContents();
    expect(cells.slice(0, 5)).toEqual(['ACC-900', 'PTN-TEST', '', 'Test Partner Bank', 'Active']);
    await page.getByRole('button', { name: 'New partner' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'partners listing');
    await screenshot(page, 'lending-setup-partners-en');

    await page.goto(`${server.url}/partner/listing?Name=test%20partner`);
    await expect(page.locator('tbody tr').count()).resolves.toBe(1);
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('action rights', () => {
  it('lets the admin grant Finance Team the management of packages; the API says so', async () => {
    const { context, page, cspErrors } = await openAs('admin@demo.test', '/settings/user-role');
    const panel = page.locator('[data-action-rights]');
    // The panel's script loads as it comes into view.
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('heading', { level: 2, name: 'Action rights' }).waitFor();
    const box = panel.getByRole('checkbox', { name: 'Finance Team: Manage packages' });
    await expect(box.isChecked()).resolves.toBe(false);
    await expect(panel.getByRole('checkbox', { name: 'Admin: Manage products' }).isChecked()).resolves.toBe(
      true,
    );
    await box.check();
    await panel.getByRole('button', { name: 'Save action rights' }).click();
    await toast(page, 'Action Rights Saved').waitFor();
    await expectNoSeriousA11yViolations(page, 'action rights');
    expect(cspErrors).toEqual([]);
    await context.close();

    const found = await api(server.url).post<{ Data: { Rights: Record<string, string[]> } }>(
      '/settings/action-rights/find',
      {},
      adminToken,
    );
    expect(found.body.Data.Rights['Manage Packages']).toEqual(
      expect.arrayContaining(['Admin', 'Finance Team']),
    );

    // Finance Team's packages listing now offers the buttons.
    const finance = await openAs('finance@demo.test', '/package/listing');
    await finance.page.getByRole('button', { name: 'New package' }).waitFor();
    await finance.context.close();
  }, 120_000);
});
