import {
  feeAssociatedObjects,
  feeTypes,
  fromSen,
  type ProductFee,
  type ProductFeeInput,
  toSen,
} from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/** A fee of a product as it is kept: an amount in sen or a percentage, and what it is charged on. */
export const feeRecordSchema = z.object({
  FeeId: z.string(),
  SKU: z.string(),
  Name: z.string(),
  FeeType: z.enum(feeTypes),
  /** For the 'Amount' type. */
  AmountSen: z.number().int().optional(),
  /** For the 'Percentage' type. */
  Percentage: z.number().optional(),
  AssociatedObjects: z.array(z.enum(feeAssociatedObjects)),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type FeeRecord = z.infer<typeof feeRecordSchema>;
export interface LoadedFee {
  value: FeeRecord;
  version: number;
}

const FEE_PREFIX = 'FEE#';

/**
 * Fees live in their product's partition (read with it, deleted with it); GSI1 finds one by its
 * FeeId alone, as `/product-fees/*` name it.
 */
export const feeEntity = defineEntity({
  name: 'ProductFee',
  schema: feeRecordSchema,
  id: (f) => ({ SKU: f.SKU, FeeId: f.FeeId }),
  key: (id: { SKU: string; FeeId: string }) => ({ PK: `PRODUCT#${id.SKU}`, SK: `${FEE_PREFIX}${id.FeeId}` }),
  indexes: { GSI1: (f) => ({ pk: `${FEE_PREFIX}${f.FeeId}`, sk: 'FEE' }) },
});
export const feeIndexes = {
  ofProduct: (sku: string) => ({ pk: `PRODUCT#${sku}`, sk: { beginsWith: FEE_PREFIX } }),
  byId: (feeId: string) => ({ index: 'GSI1' as const, pk: `${FEE_PREFIX}${feeId}` }),
} as const;

/** `FEE-000001`: padded, so a product's fees read back in the order they were added. */
export const feeIdOf = (seq: number) => `FEE-${String(seq).padStart(6, '0')}`;

/** The record of a fee from what staff entered (ringgit → sen). */
export function feeRecord(
  feeId: string,
  input: ProductFeeInput,
  times: { CreatedAt: string; UpdatedAt: string },
): FeeRecord {
  return {
    FeeId: feeId,
    SKU: input.SKU,
    Name: input.Name,
    FeeType: input.FeeType,
    ...(input.FeeType === 'Amount' && input.Amount !== undefined ? { AmountSen: toSen(input.Amount) } : {}),
    ...(input.FeeType === 'Percentage' && input.Percentage !== undefined
      ? { Percentage: input.Percentage }
      : {}),
    AssociatedObjects: input.AssociatedObjects,
    ...times,
  };
}

/** A fee as the API answers it: an amount in ringgit. */
export const feeView = (f: FeeRecord): ProductFee & { CreatedAt: string; UpdatedAt: string } => ({
  FeeId: f.FeeId,
  SKU: f.SKU,
  Name: f.Name,
  FeeType: f.FeeType,
  Amount: f.AmountSen !== undefined ? fromSen(f.AmountSen) : undefined,
  Percentage: f.Percentage,
  AssociatedObjects: f.AssociatedObjects,
  CreatedAt: f.CreatedAt,
  UpdatedAt: f.UpdatedAt,
});
