import type { ProductFee, ProductInput } from '@ezc/domain/lending/product';

/**
 * The setup forms hold every value as the text its control shows; these turn records into those
 * texts and the texts into the JSON bodies the API takes (and the domain's schemas check). Pure.
 */

export type Values = Readonly<Record<string, string>>;
export type Errors = Readonly<Record<string, string>>;

/**
 * A typed number: '' is no value; '1,234.50' and 'RM 1234.5' are read as people write them; any
 * other text is NaN, which the schema then refuses with its own message.
 */
export function numberOf(text: string | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/^\s*RM\s*/i, '').replace(/[\s,]/g, '');
  if (cleaned === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const stringOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const optional = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The fields of the product form, in the order the form shows them. */
export const PRODUCT_FIELDS = [
  'SKU',
  'Name',
  'Remark',
  'Regime',
  'WithCollateralYN',
  'InterestType',
  'InterestRate',
  'InterestPercentageKind',
  'VariableRateMargin',
  'NumberOfInstallments',
  'MinAmount',
  'MaxAmount',
  'EarlySettlementPenaltyType',
  'EarlySettlementPenalty',
  'AutoCompanySigningYN',
  'Status',
  'PackageCode',
] as const;

/** A new product's form: the choices people usually keep, under the Act by default. */
export const NEW_PRODUCT: Values = {
  SKU: '',
  Name: '',
  Remark: '',
  Regime: 'Moneylenders Act 1951',
  WithCollateralYN: 'N',
  InterestType: 'Simple',
  InterestRate: '',
  InterestPercentageKind: 'Fixed',
  VariableRateMargin: '',
  NumberOfInstallments: '12',
  MinAmount: '',
  MaxAmount: '',
  EarlySettlementPenaltyType: 'None',
  EarlySettlementPenalty: '',
  AutoCompanySigningYN: 'N',
  Status: 'Active',
  PackageCode: '',
};

export function productValues(product: Partial<ProductInput>): Values {
  const out: Record<string, string> = { ...NEW_PRODUCT };
  for (const name of PRODUCT_FIELDS) {
    const value = (product as Record<string, unknown>)[name];
    if (value !== undefined) out[name] = stringOf(value);
  }
  return out;
}

/** The body of /products/add and /products/update. */
export function productBody(v: Values): Record<string, unknown> {
  const variable = v.InterestPercentageKind !== 'Fixed';
  const penalty = v.EarlySettlementPenaltyType !== 'None';
  return {
    SKU: (v.SKU ?? '').trim(),
    Name: (v.Name ?? '').trim(),
    Remark: optional(v.Remark),
    NumberOfInstallments: numberOf(v.NumberOfInstallments),
    MinAmount: numberOf(v.MinAmount),
    MaxAmount: numberOf(v.MaxAmount),
    WithCollateralYN: v.WithCollateralYN,
    InterestType: v.InterestType,
    InterestRate: numberOf(v.InterestRate),
    InterestPercentageKind: v.InterestPercentageKind,
    VariableRateMargin: variable ? numberOf(v.VariableRateMargin) : undefined,
    EarlySettlementPenaltyType: v.EarlySettlementPenaltyType,
    EarlySettlementPenalty: penalty ? numberOf(v.EarlySettlementPenalty) : undefined,
    AutoCompanySigningYN: v.AutoCompanySigningYN,
    Status: v.Status,
    PackageCode: optional(v.PackageCode),
    Regime: v.Regime,
  };
}

/** The fields of the fee form. */
export const FEE_FIELDS = ['Name', 'FeeType', 'Amount', 'Percentage', 'AssociatedObjects'] as const;

export interface FeeValues {
  readonly Name: string;
  readonly FeeType: string;
  readonly Amount: string;
  readonly Percentage: string;
  readonly AssociatedObjects: readonly string[];
}

export const NEW_FEE: FeeValues = {
  Name: '',
  FeeType: 'Amount',
  Amount: '',
  Percentage: '',
  AssociatedObjects: [],
};

export function feeValues(fee: Partial<ProductFee>): FeeValues {
  return {
    Name: fee.Name ?? '',
    FeeType: fee.FeeType ?? 'Amount',
    Amount: stringOf(fee.Amount),
    Percentage: stringOf(fee.Percentage),
    AssociatedObjects: [...(fee.AssociatedObjects ?? [])],
  };
}

/** The body of /products/add-fee (and, with the FeeId, /product-fees/update). */
export function feeBody(sku: string, v: FeeValues): Record<string, unknown> {
  return {
    SKU: sku,
    Name: v.Name.trim(),
    FeeType: v.FeeType,
    Amount: v.FeeType === 'Amount' ? numberOf(v.Amount) : undefined,
    Percentage: v.FeeType === 'Percentage' ? numberOf(v.Percentage) : undefined,
    AssociatedObjects: [...v.AssociatedObjects],
  };
}

/** The body of a package's or a partner's add and update: trimmed texts, empty ones left out. */
export function recordBody(v: Values, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((n) => [n, optional(v[n])]));
}
