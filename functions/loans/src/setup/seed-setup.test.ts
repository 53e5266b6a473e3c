import { AggregateStore, type Table } from '@ezc/platform';
import { randomIds } from '@ezc/platform/ids';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRightsSetting } from './action-rights';
import { packagesRepository } from './packages-repository';
import { partnersRepository } from './partners-repository';
import { productsRepository } from './products-repository';
import { seedSetup } from './seed-setup';

let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
const clock = { now: () => new Date('2026-03-02T01:00:00Z') };

beforeAll(async () => {
  t = await createTestTable('seed-setup');
  table = t.table;
});
afterAll(async () => t?.drop());

const ports = () => {
  const store = new AggregateStore(table, clock, randomIds);
  const deps = { table, store, clock, ids: randomIds };
  return {
    clock,
    products: productsRepository(deps),
    packages: packagesRepository(deps),
    partners: partnersRepository(deps),
    actionRights: actionRightsSetting(store),
  };
};

describe('the demo lending setup', () => {
  it('creates the partners, packages and products with their fees, once', async () => {
    await seedSetup(ports());
    await seedSetup(ports());
    const p = ports();

    expect((await p.partners.list()).map((x) => [x.PartnerCode, x.Name])).toEqual([
      ['PTN-001', 'Maybank Islamic'],
      ['PTN-002', 'CIMB Bank'],
    ]);
    expect((await p.packages.list()).map((x) => [x.PackageCode, x.PartnerCode])).toEqual([
      ['PKG-BIZ', 'PTN-002'],
      ['PKG-STD', 'PTN-001'],
    ]);

    const products = await p.products.list();
    expect(products.map((x) => x.SKU).sort()).toEqual(['BF-CM-10', 'PL-SIMPLE-18', 'SL-SIMPLE-12']);
    expect((await p.products.load('PL-SIMPLE-18'))?.value).toMatchObject({
      Name: 'Personal Loan (Simple 18%)',
      InterestType: 'Simple',
      InterestRate: 18,
      WithCollateralYN: 'N',
      NumberOfInstallments: 12,
      MinAmountSen: 100_000,
      MaxAmountSen: 5_000_000,
      PackageCode: 'PKG-STD',
      Regime: 'Moneylenders Act 1951',
    });
    expect((await p.products.load('SL-SIMPLE-12'))?.value).toMatchObject({
      InterestRate: 12,
      WithCollateralYN: 'Y',
      NumberOfInstallments: 24,
      MinAmountSen: 500_000,
      MaxAmountSen: 20_000_000,
    });
    expect((await p.products.load('BF-CM-10'))?.value).toMatchObject({
      InterestType: 'Compound Monthly',
      InterestRate: 10,
      WithCollateralYN: 'Y',
      NumberOfInstallments: 36,
      Regime: 'Other',
    });

    for (const sku of ['PL-SIMPLE-18', 'SL-SIMPLE-12', 'BF-CM-10']) {
      const fees = (await p.products.fees(sku)).map((f) => f.value);
      expect(fees).toHaveLength(2);
      expect(fees[0]).toMatchObject({
        SKU: sku,
        Name: 'Stamp Duty',
        FeeType: 'Amount',
        AmountSen: 1000,
        AssociatedObjects: ['Stamping'],
      });
      expect(fees[1]).toMatchObject({
        SKU: sku,
        Name: 'Processing Fee',
        FeeType: 'Percentage',
        Percentage: 1,
        AssociatedObjects: ['Loan'],
      });
    }
  });

  it('adds only the fees a seeded product lacks', async () => {
    const p = ports();
    const [stamp] = await p.products.fees('SL-SIMPLE-12');
    await p.products.removeFee(stamp!, { id: 'ADMIN', kind: 'staff' });
    await seedSetup(p);
    expect((await p.products.fees('SL-SIMPLE-12')).map((f) => f.value.Name).sort()).toEqual([
      'Processing Fee',
      'Stamp Duty',
    ]);
  });
});
