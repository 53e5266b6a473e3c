import {
  earlySettlementPenaltyTypes,
  fromSen,
  interestPercentageKinds,
  interestTypes,
  type Product,
  type ProductInput,
  productStatuses,
  regimes,
  toSen,
} from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/**
 * A loan product as it is kept: the terms staff set up, amounts in integer sen. Applications copy
 * the terms when a borrower applies, so a later change here changes no application or loan.
 */
export const productRecordSchema = z.object({
  SKU: z.string(),
  Name: z.string(),
  Remark: z.string().optional(),
  NumberOfInstallments: z.number().int(),
  MinAmountSen: z.number().int(),
  MaxAmountSen: z.number().int(),
  WithCollateralYN: z.enum(['Y', 'N']),
  InterestType: z.enum(interestTypes),
  /** Percent a year, before any variable margin. */
  InterestRate: z.number(),
  InterestPercentageKind: z.enum(interestPercentageKinds),
  VariableRateMargin: z.number().optional(),
  EarlySettlementPenaltyType: z.enum(earlySettlementPenaltyTypes),
  /** For the 'Amount' penalty type. */
  EarlySettlementPenaltySen: z.number().int().optional(),
  /** For the 'Percentage' penalty type: percent of the outstanding balance. */
  EarlySettlementPenaltyPercent: z.number().optional(),
  AutoCompanySigningYN: z.enum(['Y', 'N']),
  Status: z.enum(productStatuses),
  PackageCode: z.string().optional(),
  Regime: z.enum(regimes),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ProductRecord = z.infer<typeof productRecordSchema>;
export interface LoadedProduct {
  value: ProductRecord;
  version: number;
}

export const PRODUCT_AUDIT = 'Product';
const PRODUCTS_INDEX = 'PRODUCTS';

/** Products by SKU; all of them by name (GSI1), as the listing shows them. */
export const productEntity = defineEntity({
  name: 'Product',
  schema: productRecordSchema,
  id: (p) => p.SKU,
  key: (sku: string) => ({ PK: `PRODUCT#${sku}`, SK: 'PRODUCT' }),
  indexes: { GSI1: (p) => ({ pk: PRODUCTS_INDEX, sk: `${p.Name.toLowerCase()}#${p.SKU}` }) },
});
export const productIndexes = { all: { index: 'GSI1', pk: PRODUCTS_INDEX } } as const;

/** The record of a product from what staff entered (ringgit → sen). */
export function productRecord(input: ProductInput, times: { CreatedAt: string; UpdatedAt: string }) {
  const penalty = input.EarlySettlementPenalty;
  const record: ProductRecord = {
    SKU: input.SKU,
    Name: input.Name,
    ...(input.Remark ? { Remark: input.Remark } : {}),
    NumberOfInstallments: input.NumberOfInstallments,
    MinAmountSen: toSen(input.MinAmount),
    MaxAmountSen: toSen(input.MaxAmount),
    WithCollateralYN: input.WithCollateralYN,
    InterestType: input.InterestType,
    InterestRate: input.InterestRate,
    InterestPercentageKind: input.InterestPercentageKind,
    ...(input.VariableRateMargin !== undefined ? { VariableRateMargin: input.VariableRateMargin } : {}),
    EarlySettlementPenaltyType: input.EarlySettlementPenaltyType,
    ...(penalty !== undefined && input.EarlySettlementPenaltyType === 'Amount'
      ? { EarlySettlementPenaltySen: toSen(penalty) }
      : {}),
    ...(penalty !== undefined && input.EarlySettlementPenaltyType === 'Percentage'
      ? { EarlySettlementPenaltyPercent: penalty }
      : {}),
    AutoCompanySigningYN: input.AutoCompanySigningYN,
    Status: input.Status,
    ...(input.PackageCode ? { PackageCode: input.PackageCode } : {}),
    Regime: input.Regime,
    ...times,
  };
  return record;
}

/** A product as the API answers it: money in ringgit. */
export function productView(p: ProductRecord): Product {
  const penalty =
    p.EarlySettlementPenaltySen !== undefined
      ? fromSen(p.EarlySettlementPenaltySen)
      : p.EarlySettlementPenaltyPercent;
  return {
    SKU: p.SKU,
    Name: p.Name,
    ...(p.Remark ? { Remark: p.Remark } : {}),
    NumberOfInstallments: p.NumberOfInstallments,
    MinAmount: fromSen(p.MinAmountSen),
    MaxAmount: fromSen(p.MaxAmountSen),
    WithCollateralYN: p.WithCollateralYN,
    InterestType: p.InterestType,
    InterestRate: p.InterestRate,
    InterestPercentageKind: p.InterestPercentageKind,
    VariableRateMargin: p.VariableRateMargin,
    EarlySettlementPenaltyType: p.EarlySettlementPenaltyType,
    EarlySettlementPenalty: penalty,
    AutoCompanySigningYN: p.AutoCompanySigningYN,
    Status: p.Status,
    PackageCode: p.PackageCode,
    Regime: p.Regime,
    CreatedAt: p.CreatedAt,
    UpdatedAt: p.UpdatedAt,
  };
}
