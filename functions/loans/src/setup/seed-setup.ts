import {
  feeInputSchema,
  type PackageInput,
  type PartnerInput,
  type ProductFeeInput,
  type ProductInput,
  packageInputSchema,
  partnerInputSchema,
  productInputSchema,
} from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { LoansPorts } from '../ports';
import { addPackage } from '../use-cases/packages/add-package';
import { addPartner } from '../use-cases/partners/add-partner';
import { addProduct } from '../use-cases/products/add-product';
import { addProductFee } from '../use-cases/products/add-product-fee';

/** The demo data is set up as an Admin would, through the same calls. */
const seeder: Principal = {
  id: 'system',
  kind: 'staff',
  sessionId: 'seed',
  name: 'Demo data',
  roles: ['Admin'],
  privileges: [],
};
const actor: Actor = { id: 'system', kind: 'system', name: 'Demo data' };
const as = { principal: seeder, actor };

const partners: PartnerInput[] = [
  { PartnerCode: 'PTN-001', Name: 'Maybank Islamic', AccountCode: 'ACC-MBI-001', Status: 'Active' },
  { PartnerCode: 'PTN-002', Name: 'CIMB Bank', AccountCode: 'ACC-CIMB-002', Status: 'Active' },
].map((p) => partnerInputSchema.parse(p));

const packages: PackageInput[] = [
  {
    PackageCode: 'PKG-STD',
    Name: 'Standard Personal Package',
    CompanyCode: 'EZC',
    PartnerCode: 'PTN-001',
    Status: 'Active',
  },
  {
    PackageCode: 'PKG-BIZ',
    Name: 'Business Package',
    CompanyCode: 'EZC',
    PartnerCode: 'PTN-002',
    Status: 'Active',
  },
].map((p) => packageInputSchema.parse(p));

const products: ProductInput[] = [
  {
    SKU: 'PL-SIMPLE-18',
    Name: 'Personal Loan (Simple 18%)',
    Remark: "Unsecured personal financing at the Act's cap.",
    NumberOfInstallments: 12,
    MinAmount: 1000,
    MaxAmount: 50000,
    WithCollateralYN: 'N',
    InterestType: 'Simple',
    InterestRate: 18,
    EarlySettlementPenaltyType: 'None',
    Status: 'Active',
    PackageCode: 'PKG-STD',
    Regime: 'Moneylenders Act 1951',
  },
  {
    SKU: 'SL-SIMPLE-12',
    Name: 'Secured Loan (Simple 12%)',
    NumberOfInstallments: 24,
    MinAmount: 5000,
    MaxAmount: 200000,
    WithCollateralYN: 'Y',
    InterestType: 'Simple',
    InterestRate: 12,
    EarlySettlementPenaltyType: 'Percentage',
    EarlySettlementPenalty: 1,
    Status: 'Active',
    Regime: 'Moneylenders Act 1951',
  },
  {
    SKU: 'BF-CM-10',
    Name: 'Business Financing (Compound Monthly 10%)',
    Remark: 'Lent under another licence: the Moneylenders Act 1951 checks do not apply.',
    NumberOfInstallments: 36,
    MinAmount: 10000,
    MaxAmount: 500000,
    WithCollateralYN: 'Y',
    InterestType: 'Compound Monthly',
    InterestRate: 10,
    EarlySettlementPenaltyType: 'Amount',
    EarlySettlementPenalty: 500,
    AutoCompanySigningYN: 'Y',
    Status: 'Active',
    PackageCode: 'PKG-BIZ',
    Regime: 'Other',
  },
].map((p) => productInputSchema.parse(p));

/** Every demo product's fees: stamp duty on stamping, a processing fee on the loan. */
const feesOf = (sku: string): ProductFeeInput[] =>
  [
    { SKU: sku, Name: 'Stamp Duty', FeeType: 'Amount', Amount: 10, AssociatedObjects: ['Stamping'] },
    { SKU: sku, Name: 'Processing Fee', FeeType: 'Percentage', Percentage: 1, AssociatedObjects: ['Loan'] },
  ].map((f) => feeInputSchema.parse(f));

/**
 * The demo lending setup: partners, then the packages naming them, then the products (with their
 * fees) in those packages, each through its use case. Idempotent: what exists is left as it is,
 * and only a product's missing fees (by name) are added.
 */
export async function seedSetup(
  ports: Pick<LoansPorts, 'products' | 'packages' | 'partners' | 'actionRights' | 'clock'>,
): Promise<void> {
  for (const partner of partners) {
    if (!(await ports.partners.load(partner.PartnerCode))) await addPartner(ports, { ...as, partner });
  }
  for (const pkg of packages) {
    if (!(await ports.packages.load(pkg.PackageCode))) await addPackage(ports, { ...as, package: pkg });
  }
  for (const product of products) {
    if (!(await ports.products.load(product.SKU))) await addProduct(ports, { ...as, product });
    const named = new Set((await ports.products.fees(product.SKU)).map((f) => f.value.Name));
    for (const fee of feesOf(product.SKU)) {
      if (!named.has(fee.Name)) await addProductFee(ports, { ...as, fee });
    }
  }
}
