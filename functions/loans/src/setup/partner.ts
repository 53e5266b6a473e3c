import { type PartnerInput, recordStatuses } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/** A partner company (spec §3). */
export const partnerRecordSchema = z.object({
  PartnerCode: z.string(),
  Name: z.string(),
  AccountCode: z.string(),
  CompanyCode: z.string().optional(),
  Status: z.enum(recordStatuses),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type PartnerRecord = z.infer<typeof partnerRecordSchema>;

export const PARTNER_AUDIT = 'Partner';
const PARTNERS_INDEX = 'PARTNERS';

/** Partners by code; all of them by code (GSI1). */
export const partnerEntity = defineEntity({
  name: 'Partner',
  schema: partnerRecordSchema,
  id: (p) => p.PartnerCode,
  key: (code: string) => ({ PK: `PARTNER#${code}`, SK: 'PARTNER' }),
  indexes: { GSI1: (p) => ({ pk: PARTNERS_INDEX, sk: p.PartnerCode }) },
});
export const partnerIndexes = { all: { index: 'GSI1', pk: PARTNERS_INDEX } } as const;

export const partnerRecord = (
  input: PartnerInput,
  times: { CreatedAt: string; UpdatedAt: string },
): PartnerRecord => ({
  PartnerCode: input.PartnerCode,
  Name: input.Name,
  AccountCode: input.AccountCode,
  ...(input.CompanyCode ? { CompanyCode: input.CompanyCode } : {}),
  Status: input.Status,
  ...times,
});

/** A partner as the API answers it. */
export const partnerView = (p: PartnerRecord) => ({
  PartnerCode: p.PartnerCode,
  Name: p.Name,
  AccountCode: p.AccountCode,
  CompanyCode: p.CompanyCode ?? '',
  Status: p.Status,
  CreatedAt: p.CreatedAt,
  UpdatedAt: p.UpdatedAt,
});
