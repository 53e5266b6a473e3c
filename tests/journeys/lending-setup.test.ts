import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

type Problem = { message: string; code: string; fields?: Record<string, string> };
type Product = Record<string, unknown> & { SKU: string; Name: string };
type List<T = Record<string, unknown>> = { Data: T[]; Count: number };
/** A setup list also says which lending actions its reader may take on that kind of record now. */
type SetupList<T = Record<string, unknown>> = List<T> & { Actions: string[] };

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['admin', 'finance', 'risk', 'staff', 'borrower']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
}, 120_000);
afterAll(async () => rt?.stop());

const as = (who: string) => ({
  post: <T = Record<string, unknown>>(path: string, body: unknown = {}) => a.post<T>(path, body, tokens[who]),
});
const admin = () => as('admin');

/** The spec's worked examples: a product under the Act, money in ringgit. */
const product = (over: Record<string, unknown> = {}) => ({
  SKU: 'JRN-SIMPLE-15',
  Name: 'Journey Simple 15',
  Remark: 'A product made by the setup journey',
  NumberOfInstallments: 12,
  MinAmount: 1000.5,
  MaxAmount: 20000,
  WithCollateralYN: 'N',
  InterestType: 'Simple',
  InterestRate: 15,
  EarlySettlementPenaltyType: 'Amount',
  EarlySettlementPenalty: 150.25,
  AutoCompanySigningYN: 'N',
  Status: 'Active',
  ...over,
});

const capWithout =
  'Under the Moneylenders Act 1951 the interest rate may be at most 18% a year for a loan without collateral.';
const capWith =
  'Under the Moneylenders Act 1951 the interest rate may be at most 12% a year for a loan with collateral.';
const simpleOnly =
  'Under the Moneylenders Act 1951 only simple interest may be charged; choose the Simple interest type or mark the product as under another regime.';
const forbiddenText = 'Input cannot contain the following characters: { } * < > /';

describe('products', () => {
  it('adds a product, answering it with money in ringgit', async () => {
    const r = await admin().post<{ Data: Product; message: string }>('/products/add', product());
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Product created.');
    expect(r.body.Data).toMatchObject({
      SKU: 'JRN-SIMPLE-15',
      Name: 'Journey Simple 15',
      MinAmount: 1000.5,
      MaxAmount: 20000,
      InterestRate: 15,
      InterestType: 'Simple',
      InterestPercentageKind: 'Fixed',
      EarlySettlementPenaltyType: 'Amount',
      EarlySettlementPenalty: 150.25,
      Regime: 'Moneylenders Act 1951',
      Status: 'Active',
    });
    expect(typeof r.body.Data.CreatedAt).toBe('string');
  });

  it('refuses a second product with the same SKU (in any case)', async () => {
    const r = await admin().post<Problem>('/products/add', product({ SKU: 'jrn-simple-15' }));
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      code: 'PRODUCT.EXISTS',
      message: 'A product with SKU JRN-SIMPLE-15 already exists.',
    });
  });

  it('refuses 19% a year without collateral under the Act, with the cap', async () => {
    const r = await admin().post<Problem>('/products/add', product({ SKU: 'JRN-19', InterestRate: 19 }));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: 'LENDING.RATE_ABOVE_CAP', message: capWithout });
  });

  it('refuses 13% a year with collateral under the Act, with the cap', async () => {
    const r = await admin().post<Problem>(
      '/products/add',
      product({ SKU: 'JRN-13', InterestRate: 13, WithCollateralYN: 'Y' }),
    );
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: 'LENDING.RATE_ABOVE_CAP', message: capWith });
  });

  it('checks the rate a variable product charges: 17% plus a 2% margin is above the cap', async () => {
    const r = await admin().post<Problem>(
      '/products/add',
      product({
        SKU: 'JRN-VAR',
        InterestRate: 17,
        InterestPercentageKind: 'Variable',
        VariableRateMargin: 2,
      }),
    );
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(capWithout);
  });

  it('refuses Compound Monthly under the Act, and accepts it under another regime', async () => {
    const compound = product({ SKU: 'JRN-CM-10', InterestType: 'Compound Monthly', InterestRate: 10 });
    const refused = await admin().post<Problem>('/products/add', compound);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 'LENDING.SIMPLE_INTEREST_ONLY', message: simpleOnly });

    const other = await admin().post<{ Data: Product }>('/products/add', { ...compound, Regime: 'Other' });
    expect(other.status).toBe(201);
    expect(other.body.Data).toMatchObject({
      SKU: 'JRN-CM-10',
      InterestType: 'Compound Monthly',
      Regime: 'Other',
    });

    // Another regime lifts the caps too.
    const high = await admin().post(
      '/products/add',
      product({ SKU: 'JRN-OTHER-24', InterestRate: 24, Regime: 'Other' }),
    );
    expect(high.status).toBe(201);
  });

  it('refuses forbidden characters in every text, naming the field with the rule of §5', async () => {
    const r = await admin().post<Problem>(
      '/products/add',
      product({ SKU: 'JRN-BAD', Name: 'Loan <script>', Remark: 'a/b' }),
    );
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(r.body.fields).toEqual({ Name: forbiddenText, Remark: forbiddenText });

    const search = await admin().post<Problem>('/products/find-all', { Search: { Name: '{x}' } });
    expect(search.status).toBe(400);
    expect(search.body.fields).toEqual({ 'Search.Name': forbiddenText });
  });

  it('names each field that is wrong', async () => {
    const r = await admin().post<Problem>(
      '/products/add',
      product({
        SKU: 'JRN BAD',
        MinAmount: 5000,
        MaxAmount: 1000,
        InterestRate: 12.345,
        NumberOfInstallments: 0,
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.fields).toMatchObject({
      SKU: 'Use capital letters A-Z, digits 0-9, - and _ only (at most 40).',
      InterestRate: 'Use at most 2 decimals.',
      NumberOfInstallments: 'Enter a whole number from 1 to 360.',
    });
  });

  it('lists products by name, a page at a time, with filters where All means none', async () => {
    for (const [sku, name, status] of [
      ['JRN-LIST-A', 'Journey List Alpha', 'Active'],
      ['JRN-LIST-B', 'Journey List Bravo', 'Inactive'],
      ['JRN-LIST-C', 'Journey List Charlie', 'Active'],
    ] as const) {
      const r = await admin().post('/products/add', product({ SKU: sku, Name: name, Status: status }));
      expect(r.status).toBe(201);
    }
    const first = await admin().post<List<Product>>('/products/find-all', {
      Rows: 2,
      Page: 1,
      Search: { Name: 'journey list' },
    });
    expect(first.status).toBe(200);
    expect(first.body.Count).toBe(3);
    expect(first.body.Data.map((p) => p.SKU)).toEqual(['JRN-LIST-A', 'JRN-LIST-B']);
    const second = await admin().post<List<Product>>('/products/find-all', {
      Rows: 2,
      Page: 2,
      Search: { Name: 'JOURNEY LIST' },
    });
    expect(second.body.Data.map((p) => p.SKU)).toEqual(['JRN-LIST-C']);

    const active = await admin().post<List<Product>>('/products/find-all', {
      Search: { Name: 'Journey List', Status: 'Active', InterestType: 'All', PackageCode: 'All' },
    });
    expect(active.body.Data.map((p) => p.SKU)).toEqual(['JRN-LIST-A', 'JRN-LIST-C']);
    const all = await admin().post<List<Product>>('/products/find-all', {
      Search: { Name: 'Journey List', Status: 'All' },
    });
    expect(all.body.Count).toBe(3);
    const compound = await admin().post<List<Product>>('/products/find-all', {
      Search: { InterestType: 'Compound Monthly' },
    });
    expect(compound.body.Data.every((p) => p.InterestType === 'Compound Monthly')).toBe(true);
    expect(compound.body.Data.map((p) => p.SKU)).toContain('JRN-CM-10');

    // Defaults: page 1 of 20.
    const defaults = await admin().post<List<Product>>('/products/find-all', {});
    expect(defaults.status).toBe(200);
    expect(defaults.body.Data.length).toBe(Math.min(20, defaults.body.Count));
  });

  it('edits a product; its terms are checked again', async () => {
    const r = await admin().post<{ Data: Product; message: string }>(
      '/products/update',
      product({ Name: 'Journey Simple 15 (edited)', MaxAmount: 30000, EarlySettlementPenaltyType: 'None' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Product updated.');
    expect(r.body.Data).toMatchObject({ Name: 'Journey Simple 15 (edited)', MaxAmount: 30000 });
    expect(r.body.Data.EarlySettlementPenalty).toBeUndefined();

    const found = await admin().post<{ Data: Product }>('/products/find-one', { SKU: 'JRN-SIMPLE-15' });
    expect(found.body.Data).toMatchObject({ Name: 'Journey Simple 15 (edited)', MaxAmount: 30000, Fees: [] });

    const refused = await admin().post<Problem>('/products/update', product({ InterestRate: 18.5 }));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(capWithout);

    const missing = await admin().post<Problem>('/products/update', product({ SKU: 'JRN-NONE' }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'PRODUCT.NOT_FOUND', message: 'Product not found' });
  });

  it('adds, lists, edits and deletes the fees of a product', async () => {
    const stamp = await admin().post<{ Data: { FeeId: string } & Record<string, unknown> }>(
      '/products/add-fee',
      {
        SKU: 'JRN-SIMPLE-15',
        Name: 'Stamp Duty',
        FeeType: 'Amount',
        Amount: 10,
        AssociatedObjects: ['Stamping'],
      },
    );
    expect(stamp.status).toBe(201);
    expect(stamp.body.Data).toMatchObject({
      SKU: 'JRN-SIMPLE-15',
      Name: 'Stamp Duty',
      FeeType: 'Amount',
      Amount: 10,
      AssociatedObjects: ['Stamping'],
    });
    expect(stamp.body.Data.FeeId).toMatch(/^FEE-\d{6}$/);
    const processing = await admin().post<{ Data: { FeeId: string } }>('/products/add-fee', {
      SKU: 'JRN-SIMPLE-15',
      Name: 'Processing Fee',
      FeeType: 'Percentage',
      Percentage: 1.5,
      AssociatedObjects: ['Loan', 'Disbursement'],
    });
    expect(processing.status).toBe(201);

    const fees = await admin().post<List>('/products/get-fees', { SKU: 'JRN-SIMPLE-15' });
    expect(fees.body.Count).toBe(2);
    expect(fees.body.Data.map((f) => f.Name)).toEqual(['Stamp Duty', 'Processing Fee']);
    const paged = await admin().post<List>('/products/get-fees', { SKU: 'JRN-SIMPLE-15', Rows: 1, Page: 2 });
    expect(paged.body).toMatchObject({ Count: 2, Data: [{ Name: 'Processing Fee', Percentage: 1.5 }] });

    const withFees = await admin().post<{ Data: { Fees: unknown[] } }>('/products/find-one', {
      SKU: 'JRN-SIMPLE-15',
    });
    expect(withFees.body.Data.Fees).toHaveLength(2);

    const edited = await admin().post<{ Data: Record<string, unknown> }>('/product-fees/update', {
      FeeId: stamp.body.Data.FeeId,
      SKU: 'JRN-SIMPLE-15',
      Name: 'Stamp Duty',
      FeeType: 'Amount',
      Amount: 12.5,
      AssociatedObjects: ['Stamping'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.Data).toMatchObject({ Amount: 12.5 });
    const one = await admin().post<{ Data: Record<string, unknown> }>('/product-fees/find-one', {
      FeeId: stamp.body.Data.FeeId,
    });
    expect(one.body.Data).toMatchObject({ Name: 'Stamp Duty', Amount: 12.5 });

    const noAmount = await admin().post<Problem>('/products/add-fee', {
      SKU: 'JRN-SIMPLE-15',
      Name: 'Late Fee',
      FeeType: 'Amount',
      AssociatedObjects: [],
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.fields).toMatchObject({
      Amount: 'Enter the fee amount.',
      AssociatedObjects: 'Choose at least one thing the fee is charged on.',
    });
    const unknownProduct = await admin().post<Problem>('/products/add-fee', {
      SKU: 'JRN-NONE',
      Name: 'Fee',
      FeeType: 'Amount',
      Amount: 1,
      AssociatedObjects: ['Loan'],
    });
    expect(unknownProduct.status).toBe(404);

    const deleted = await admin().post<{ message: string }>('/product-fees/delete', {
      FeeId: processing.body.Data.FeeId,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Fee deleted.');
    const gone = await admin().post<Problem>('/product-fees/find-one', { FeeId: processing.body.Data.FeeId });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'PRODUCT.FEE_NOT_FOUND', message: 'Fee not found' });
  });

  it('refuses to delete a product applications were made with', async () => {
    const r = await admin().post<Problem>('/products/delete', { SKU: 'PL-SIMPLE-18' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'PRODUCT.IN_USE',
      message:
        'Applications or loans use product PL-SIMPLE-18, so it cannot be deleted; set it Inactive instead.',
    });
    expect((await admin().post('/products/find-one', { SKU: 'PL-SIMPLE-18' })).status).toBe(200);
  });

  it('deletes a product with its fees', async () => {
    const fee = await admin().post<{ Data: { FeeId: string } }>('/products/add-fee', {
      SKU: 'JRN-LIST-B',
      Name: 'Stamp Duty',
      FeeType: 'Amount',
      Amount: 10,
      AssociatedObjects: ['Stamping'],
    });
    const r = await admin().post<{ message: string }>('/products/delete', { SKU: 'JRN-LIST-B' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Product deleted.');
    expect((await admin().post('/products/find-one', { SKU: 'JRN-LIST-B' })).status).toBe(404);
    expect((await admin().post('/product-fees/find-one', { FeeId: fee.body.Data.FeeId })).status).toBe(404);
    expect((await admin().post('/products/delete', { SKU: 'JRN-LIST-B' })).status).toBe(404);
  });
});

describe('partners and packages', () => {
  it('adds partners and lists them with filters', async () => {
    for (const [code, name, account] of [
      ['JRN-P1', 'Journey Bank One', 'ACC-J1'],
      ['JRN-P2', 'Journey Bank Two', 'ACC-J2'],
    ]) {
      const r = await admin().post<{ Data: Record<string, unknown>; message: string }>('/partners/add', {
        PartnerCode: code,
        Name: name,
        AccountCode: account,
        Status: 'Active',
      });
      expect(r.status).toBe(201);
      expect(r.body.message).toBe('Partner created.');
      expect(r.body.Data).toMatchObject({
        PartnerCode: code,
        Name: name,
        AccountCode: account,
        Status: 'Active',
      });
    }
    const again = await admin().post<Problem>('/partners/add', {
      PartnerCode: 'JRN-P1',
      Name: 'Again',
      AccountCode: 'ACC-X',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'PARTNER.EXISTS',
      message: 'A partner with code JRN-P1 already exists.',
    });

    const found = await admin().post<List>('/partners/find-all', { Search: { Name: 'journey bank' } });
    expect(found.body).toMatchObject({
      Count: 2,
      Data: [{ PartnerCode: 'JRN-P1' }, { PartnerCode: 'JRN-P2' }],
    });
    const byAccount = await admin().post<List>('/partners/find-all', {
      Search: { AccountCode: 'ACC-J2', Status: 'All' },
    });
    expect(byAccount.body.Data.map((p) => p.PartnerCode)).toEqual(['JRN-P2']);

    const edited = await admin().post<{ Data: Record<string, unknown>; message: string }>(
      '/partners/update',
      {
        PartnerCode: 'JRN-P2',
        Name: 'Journey Bank Two Berhad',
        AccountCode: 'ACC-J2',
        Status: 'Inactive',
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Partner updated.');
    const inactive = await admin().post<List>('/partners/find-all', {
      Search: { Name: 'Journey Bank', Status: 'Inactive' },
    });
    expect(inactive.body.Data.map((p) => p.Name)).toEqual(['Journey Bank Two Berhad']);
  });

  it("adds a package for a partner, listed with the partner's name", async () => {
    const r = await admin().post<{ Data: Record<string, unknown>; message: string }>('/packages/add', {
      PackageCode: 'JRN-PKG',
      Name: 'Journey Package',
      CompanyCode: 'EZC',
      PartnerCode: 'JRN-P1',
      Status: 'Active',
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Successfully create package.');
    expect(r.body.Data).toMatchObject({
      PackageCode: 'JRN-PKG',
      PartnerCode: 'JRN-P1',
      PartnerName: 'Journey Bank One',
    });
    const second = await admin().post('/packages/add', {
      PackageCode: 'JRN-PKG-2',
      Name: 'Journey Package Two',
      CompanyCode: 'EZC-2',
    });
    expect(second.status).toBe(201);

    const noPartner = await admin().post<Problem>('/packages/add', {
      PackageCode: 'JRN-PKG-X',
      Name: 'Nobody',
      CompanyCode: 'EZC',
      PartnerCode: 'JRN-NONE',
    });
    expect(noPartner.status).toBe(422);
    expect(noPartner.body).toEqual({
      code: 'PACKAGE.PARTNER_NOT_FOUND',
      message: 'There is no partner JRN-NONE.',
    });

    const list = await admin().post<List>('/packages/find-all', { Search: { Name: 'Journey Package' } });
    expect(list.body.Count).toBe(2);
    expect(list.body.Data[0]).toEqual({
      PackageCode: 'JRN-PKG',
      Name: 'Journey Package',
      CompanyCode: 'EZC',
      PartnerCode: 'JRN-P1',
      PartnerName: 'Journey Bank One',
      Status: 'Active',
      CreatedAt: expect.any(String),
      UpdatedAt: expect.any(String),
    });
    expect(list.body.Data[1]).toMatchObject({ PackageCode: 'JRN-PKG-2', PartnerCode: '', PartnerName: '' });
    const byCompany = await admin().post<List>('/packages/find-all', {
      Search: { CompanyCode: 'ezc-2', PackageCode: 'All', Status: 'All' },
    });
    expect(byCompany.body.Data.map((p) => p.PackageCode)).toEqual(['JRN-PKG-2']);
    const paged = await admin().post<List>('/packages/find-all', {
      Rows: 1,
      Page: 2,
      Search: { Name: 'Journey Package' },
    });
    expect(paged.body).toMatchObject({ Count: 2, Data: [{ PackageCode: 'JRN-PKG-2' }] });

    const edited = await admin().post<{ Data: Record<string, unknown>; message: string }>(
      '/packages/update',
      {
        PackageCode: 'JRN-PKG-2',
        Name: 'Journey Package Two',
        CompanyCode: 'EZC-2',
        PartnerCode: 'JRN-P2',
        Status: 'Active',
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Successfully edit package.');
    expect(edited.body.Data).toMatchObject({ PartnerCode: 'JRN-P2', PartnerName: 'Journey Bank Two Berhad' });
    const one = await admin().post<{ Data: Record<string, unknown> }>('/packages/find-one', {
      PackageCode: 'JRN-PKG-2',
    });
    expect(one.body.Data).toMatchObject({ PartnerCode: 'JRN-P2', PartnerName: 'Journey Bank Two Berhad' });
  });

  it('puts a product in a package that exists, and keeps a package while a product belongs to it', async () => {
    const missing = await admin().post<Problem>(
      '/products/add',
      product({ SKU: 'JRN-PKG-PRODUCT', PackageCode: 'JRN-NONE' }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      code: 'PRODUCT.PACKAGE_NOT_FOUND',
      message: 'There is no package JRN-NONE.',
    });

    const added = await admin().post(
      '/products/add',
      product({ SKU: 'JRN-PKG-PRODUCT', PackageCode: 'JRN-PKG' }),
    );
    expect(added.status).toBe(201);
    const inPackage = await admin().post<List<Product>>('/products/find-all', {
      Search: { PackageCode: 'JRN-PKG' },
    });
    expect(inPackage.body.Data.map((p) => p.SKU)).toEqual(['JRN-PKG-PRODUCT']);

    const refused = await admin().post<Problem>('/packages/delete', { PackageCode: 'JRN-PKG' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'PACKAGE.IN_USE',
      message: 'Products belong to package JRN-PKG, so it cannot be deleted.',
    });
  });

  it('keeps a partner while a package names it, and deletes them in turn', async () => {
    const refused = await admin().post<Problem>('/partners/delete', { PartnerCode: 'JRN-P2' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'PARTNER.IN_USE',
      message: 'A package names partner JRN-P2, so it cannot be deleted.',
    });

    const pkg = await admin().post<{ message: string }>('/packages/delete', { PackageCode: 'JRN-PKG-2' });
    expect(pkg.status).toBe(200);
    expect(pkg.body).toEqual({ message: 'Successfully delete package.' });
    const gone = await admin().post<Problem>('/packages/find-one', { PackageCode: 'JRN-PKG-2' });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'PACKAGE.NOT_FOUND', message: 'Package not found' });

    const partner = await admin().post<{ message: string }>('/partners/delete', { PartnerCode: 'JRN-P2' });
    expect(partner.status).toBe(200);
    expect(partner.body.message).toBe('Partner deleted.');
    const missing = await admin().post<Problem>('/partners/find-one', { PartnerCode: 'JRN-P2' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'PARTNER.NOT_FOUND', message: 'Partner not found' });
  });
});

describe('who may do what', () => {
  it('lets staff read what their menu shows them', async () => {
    expect((await as('finance').post('/packages/find-all')).status).toBe(200);
    expect((await as('finance').post('/partners/find-all')).status).toBe(200);
    expect((await as('finance').post('/products/find-all')).status).toBe(403);
    expect((await as('risk').post('/packages/find-all')).status).toBe(403);
    expect((await as('borrower').post('/products/find-all')).status).toBe(403);
  });

  it('refuses setup changes to staff whose role is not granted them, whatever they send', async () => {
    for (const who of ['finance', 'risk', 'staff']) {
      const r = await as(who).post<Problem>('/products/add', product({ SKU: `JRN-${who.toUpperCase()}` }));
      expect(r.status).toBe(403);
      expect(r.body).toEqual({
        code: 'LENDING.ACTION_FORBIDDEN',
        message: 'Your role may not do this: Manage Products.',
      });
      const bad = await as(who).post<Problem>('/packages/add', {});
      expect(bad.status).toBe(403);
      expect(bad.body.message).toBe('Your role may not do this: Manage Packages.');
      expect((await as(who).post('/partners/delete', { PartnerCode: 'JRN-P1' })).status).toBe(403);
    }
    expect((await as('borrower').post('/products/add', product({ SKU: 'JRN-BORROWER' }))).status).toBe(403);
    expect((await as('finance').post('/settings/action-rights/find')).status).toBe(403);
  });

  it('tells each reader what they may do: an Admin manages all three, Finance Team nothing by default', async () => {
    const products = await admin().post<SetupList<Product>>('/products/find-all');
    expect(products.body.Actions).toEqual(['Manage Products']);
    const one = await admin().post<{ Data: Product & { Actions: string[] } }>('/products/find-one', {
      SKU: 'JRN-SIMPLE-15',
    });
    expect(one.body.Data.Actions).toEqual(['Manage Products']);
    expect((await admin().post<SetupList>('/packages/find-all')).body.Actions).toEqual(['Manage Packages']);
    expect((await admin().post<SetupList>('/partners/find-all')).body.Actions).toEqual(['Manage Partners']);

    const packages = await as('finance').post<SetupList>('/packages/find-all');
    expect(packages.status).toBe(200);
    expect(packages.body.Actions).toEqual([]);
    expect((await as('finance').post<SetupList>('/partners/find-all')).body.Actions).toEqual([]);

    // Finance Team reads the products once an Admin adds the menu's privilege to the role; managing
    // them is still the Admin's.
    const roles = await admin().post<{ Data: { RoleId: string; Privileges: string[] }[] }>('/roles/find-all');
    const finance = roles.body.Data.find((r) => r.RoleId === 'ROLE-FINANCE')!;
    const granted = await admin().post('/roles/update-privileges', {
      RoleId: 'ROLE-FINANCE',
      Privileges: [...finance.Privileges, 'Menu - Setup > Product'],
    });
    expect(granted.status).toBe(200);
    const readable = await as('finance').post<SetupList<Product>>('/products/find-all');
    expect(readable.status).toBe(200);
    expect(readable.body.Actions).toEqual([]);
    const shown = await as('finance').post<{ Data: { Actions: string[] } }>('/products/find-one', {
      SKU: 'JRN-SIMPLE-15',
    });
    expect(shown.body.Data.Actions).toEqual([]);
  });

  it("lets Finance Team add a product once an Admin grants them 'Manage Products'", async () => {
    const found = await admin().post<{
      Data: { Rights: Record<string, string[]>; Actions: string[]; Roles: string[]; IsDefault: boolean };
    }>('/settings/action-rights/find');
    expect(found.status).toBe(200);
    expect(found.body.Data.IsDefault).toBe(true);
    expect(found.body.Data.Rights['Manage Products']).toEqual(['Admin']);
    expect(found.body.Data.Rights['Approve Application']).toEqual(['Risk Team', 'Admin']);
    expect(found.body.Data.Actions).toContain('Stamp Loan');
    expect(found.body.Data.Roles).toEqual([
      'Admin',
      'Finance Team',
      'Risk Team',
      'Staff',
      'Company Signer',
      'Attorney',
    ]);

    const Rights = { ...found.body.Data.Rights, 'Manage Products': ['Admin', 'Finance Team'] };
    const saved = await admin().post<{ Data: { Rights: Record<string, string[]> } }>(
      '/settings/action-rights/update',
      { Rights },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.Data.Rights['Manage Products']).toEqual(['Admin', 'Finance Team']);

    // The lists say so at once.
    const products = await as('finance').post<SetupList<Product>>('/products/find-all');
    expect(products.body.Actions).toEqual(['Manage Products']);
    const one = await as('finance').post<{ Data: { Actions: string[] } }>('/products/find-one', {
      SKU: 'JRN-SIMPLE-15',
    });
    expect(one.body.Data.Actions).toEqual(['Manage Products']);
    expect((await as('finance').post<SetupList>('/packages/find-all')).body.Actions).toEqual([]);

    const r = await as('finance').post<{ Data: Product }>('/products/add', product({ SKU: 'JRN-FINANCE' }));
    expect(r.status).toBe(201);
    expect(r.body.Data.SKU).toBe('JRN-FINANCE');
    // Only products: packages are still the Admin's.
    expect((await as('finance').post('/packages/add', {})).status).toBe(403);

    const after = await admin().post<{ Data: { IsDefault: boolean } }>('/settings/action-rights/find');
    expect(after.body.Data.IsDefault).toBe(false);
  });

  it('refuses a grant to a role that is not a staff role, or one missing an action', async () => {
    const found = await admin().post<{ Data: { Rights: Record<string, string[]> } }>(
      '/settings/action-rights/find',
    );
    const wrongRole = await admin().post<Problem>('/settings/action-rights/update', {
      Rights: { ...found.body.Data.Rights, 'Stamp Loan': ['Borrower'] },
    });
    expect(wrongRole.status).toBe(400);
    expect(Object.keys(wrongRole.body.fields ?? {})).toEqual(['Rights.Stamp Loan.0']);
    const { 'Void Application': _void, ...missing } = found.body.Data.Rights;
    const incomplete = await admin().post<Problem>('/settings/action-rights/update', { Rights: missing });
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.fields ?? {})).toEqual(['Rights.Void Application']);
  });
});
