import * as z from 'zod';
import { choice, optionalText, ruleIssue, text, ynSchema } from '../customers/field-rules';
import { percentField, ringgitAmount, ringgitAmountOrZero } from './money';
import { lendingIssue } from './rule-texts';

/** The lending setup: products with their fees, packages and partners (spec §3, contract). */

export const interestTypes = ['Simple', 'Compound Daily', 'Compound Monthly'] as const;
export type InterestType = (typeof interestTypes)[number];

/**
 * The licence a product is lent under. Under the Moneylenders Act 1951 (the default) the Act's
 * caps and its simple-interest rule apply; 'Other' is another licence, whose terms the product
 * states itself, so the Act's checks are lifted.
 */
export const regimes = ['Moneylenders Act 1951', 'Other'] as const;
export type Regime = (typeof regimes)[number];
export const DEFAULT_REGIME: Regime = 'Moneylenders Act 1951';

export const productStatuses = ['Active', 'Inactive'] as const;
export const interestPercentageKinds = ['Fixed', 'Variable', 'Fixed plus Variable'] as const;
export type InterestPercentageKind = (typeof interestPercentageKinds)[number];
export const earlySettlementPenaltyTypes = ['None', 'Amount', 'Percentage'] as const;
export type EarlySettlementPenaltyType = (typeof earlySettlementPenaltyTypes)[number];
export const feeTypes = ['Amount', 'Percentage'] as const;
export const feeAssociatedObjects = [
  'Loan',
  'Disbursement',
  'Stamping',
  'Late Payment',
  'Early Settlement',
] as const;
/** Packages and partners. */
export const recordStatuses = ['Active', 'Inactive'] as const;

/** The most installments a product may have: 30 years of monthly installments. */
export const MAX_INSTALLMENTS = 360;

/**
 * A code people type and other records name (SKU, PackageCode, PartnerCode...): trimmed and
 * upper-cased, then capital letters, digits, '-' and '_' only, so 'pl-simple-18' and
 * 'PL-SIMPLE-18' are the same product.
 */
export const codeField = (max = 40) => sharedPerLength(codeFields, max, buildCodeField);

/** An optional code: absent or empty means none. */
export const optionalCodeField = (max = 40) =>
  sharedPerLength(optionalCodeFields, max, buildOptionalCodeField);

const buildCodeField = (max: number) =>
  z
    .string(ruleIssue('required'))
    .trim()
    .min(1, ruleIssue('required'))
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(new RegExp(`^[A-Z0-9_-]{1,${max}}$`), lendingIssue('code', { max })));
const buildOptionalCodeField = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), codeField(max).optional());

/**
 * Schemas never change once built, so every code field of one length is the same schema: the
 * setup's schemas name codes nine times, and each code field is several zod schemas, built when
 * the domain is imported (a Lambda's cold start).
 */
const codeFields = new Map<number, ReturnType<typeof buildCodeField>>();
const optionalCodeFields = new Map<number, ReturnType<typeof buildOptionalCodeField>>();
function sharedPerLength<S>(built: Map<number, S>, max: number, build: (max: number) => S): S {
  let schema = built.get(max);
  if (schema === undefined) {
    schema = build(max);
    built.set(max, schema);
  }
  return schema;
}

/** A whole number from `min` to `max` (NumberOfInstallments). */
export const wholeNumberField = (min: number, max: number) =>
  z
    .number(lendingIssue('wholeNumber', { min, max }))
    .int(lendingIssue('wholeNumber', { min, max }))
    .min(min, lendingIssue('wholeNumber', { min, max }))
    .max(max, lendingIssue('wholeNumber', { min, max }));

export const skuField = () => codeField(40);
export const installmentsField = () => wholeNumberField(1, MAX_INSTALLMENTS);

const productFields = z.object({
  SKU: skuField(),
  Name: text(100),
  Remark: optionalText(500),
  NumberOfInstallments: installmentsField(),
  MinAmount: ringgitAmount,
  MaxAmount: ringgitAmount,
  WithCollateralYN: ynSchema,
  InterestType: choice(interestTypes),
  /** Percent a year. */
  InterestRate: percentField(),
  InterestPercentageKind: choice(interestPercentageKinds).default('Fixed'),
  /** Percent a year added to the rate, for the variable kinds. */
  VariableRateMargin: percentField({ allowZero: true }).optional(),
  EarlySettlementPenaltyType: choice(earlySettlementPenaltyTypes).default('None'),
  /** Ringgit for 'Amount', percent of the outstanding balance for 'Percentage'. */
  EarlySettlementPenalty: ringgitAmountOrZero.optional(),
  AutoCompanySigningYN: ynSchema.default('N'),
  Status: choice(productStatuses).default('Active'),
  PackageCode: optionalCodeField(),
  Regime: choice(regimes).default(DEFAULT_REGIME),
});

/** A product as created and updated (the SKU identifies it on update). */
export const productInputSchema = productFields
  .superRefine((p, ctx) => {
    if (p.MinAmount > p.MaxAmount) {
      ctx.addIssue({ code: 'custom', path: ['MaxAmount'], ...lendingIssue('minAboveMax') });
    }
    if (p.InterestPercentageKind !== 'Fixed' && p.VariableRateMargin === undefined) {
      ctx.addIssue({ code: 'custom', path: ['VariableRateMargin'], ...lendingIssue('marginRequired') });
    }
    if (p.EarlySettlementPenaltyType !== 'None' && p.EarlySettlementPenalty === undefined) {
      ctx.addIssue({ code: 'custom', path: ['EarlySettlementPenalty'], ...lendingIssue('penaltyRequired') });
    }
    if (
      p.EarlySettlementPenaltyType === 'Percentage' &&
      p.EarlySettlementPenalty !== undefined &&
      p.EarlySettlementPenalty > 100
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['EarlySettlementPenalty'],
        ...lendingIssue('percentRange', { min: 0, max: 100 }),
      });
    }
  })
  // A margin means nothing for a fixed rate, and a penalty nothing when there is none: not kept.
  .transform((p) => ({
    ...p,
    VariableRateMargin: p.InterestPercentageKind === 'Fixed' ? undefined : p.VariableRateMargin,
    EarlySettlementPenalty: p.EarlySettlementPenaltyType === 'None' ? undefined : p.EarlySettlementPenalty,
  }));
export type ProductInput = z.infer<typeof productInputSchema>;

/** A product as the API answers it (money in ringgit). */
export type Product = ProductInput & { CreatedAt: string; UpdatedAt: string };

/**
 * The rate a product charges, percent a year: for the variable kinds the margin is added, so the
 * Act's caps are checked against what the borrower pays.
 */
export const effectiveAnnualRate = (
  p: Pick<ProductInput, 'InterestRate'> &
    Partial<Pick<ProductInput, 'InterestPercentageKind' | 'VariableRateMargin'>>,
): number =>
  p.InterestPercentageKind && p.InterestPercentageKind !== 'Fixed'
    ? Math.round((p.InterestRate + (p.VariableRateMargin ?? 0)) * 100) / 100
    : p.InterestRate;

/** A fee of a product; `SKU` is the product's. */
export const feeInputSchema = z
  .object({
    SKU: skuField(),
    Name: text(100),
    FeeType: choice(feeTypes),
    /** Ringgit, for the 'Amount' type. */
    Amount: ringgitAmountOrZero.optional(),
    /** Percent, for the 'Percentage' type. */
    Percentage: percentField({ allowZero: true }).optional(),
    AssociatedObjects: z
      .array(choice(feeAssociatedObjects), lendingIssue('associatedObjects'))
      .min(1, lendingIssue('associatedObjects'))
      .transform((list) => [...new Set(list)]),
  })
  .superRefine((f, ctx) => {
    if (f.FeeType === 'Amount' && f.Amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['Amount'], ...lendingIssue('feeAmountRequired') });
    }
    if (f.FeeType === 'Percentage' && f.Percentage === undefined) {
      ctx.addIssue({ code: 'custom', path: ['Percentage'], ...lendingIssue('feePercentageRequired') });
    }
  })
  // Only the figure the fee type uses is kept.
  .transform((f) => ({
    ...f,
    Amount: f.FeeType === 'Amount' ? f.Amount : undefined,
    Percentage: f.FeeType === 'Percentage' ? f.Percentage : undefined,
  }));
export type ProductFeeInput = z.infer<typeof feeInputSchema>;
export type ProductFee = ProductFeeInput & { FeeId: string };

export const packageInputSchema = z.object({
  PackageCode: codeField(),
  Name: text(100),
  CompanyCode: codeField(),
  PartnerCode: optionalCodeField(),
  Status: choice(recordStatuses).default('Active'),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

export const partnerInputSchema = z.object({
  PartnerCode: codeField(),
  Name: text(100),
  AccountCode: codeField(),
  CompanyCode: optionalCodeField(),
  Status: choice(recordStatuses).default('Active'),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;
