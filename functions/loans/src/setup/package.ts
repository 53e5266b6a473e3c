import { type PackageInput, recordStatuses } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/** A package: products grouped for a partner company (spec §3). */
export const packageRecordSchema = z.object({
  PackageCode: z.string(),
  Name: z.string(),
  CompanyCode: z.string(),
  PartnerCode: z.string().optional(),
  Status: z.enum(recordStatuses),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type PackageRecord = z.infer<typeof packageRecordSchema>;

export const PACKAGE_AUDIT = 'Package';
const PACKAGES_INDEX = 'PACKAGES';

/** Packages by code; all of them by code (GSI1). */
export const packageEntity = defineEntity({
  name: 'Package',
  schema: packageRecordSchema,
  id: (p) => p.PackageCode,
  key: (code: string) => ({ PK: `PACKAGE#${code}`, SK: 'PACKAGE' }),
  indexes: { GSI1: (p) => ({ pk: PACKAGES_INDEX, sk: p.PackageCode }) },
});
export const packageIndexes = { all: { index: 'GSI1', pk: PACKAGES_INDEX } } as const;

export const packageRecord = (
  input: PackageInput,
  times: { CreatedAt: string; UpdatedAt: string },
): PackageRecord => ({
  PackageCode: input.PackageCode,
  Name: input.Name,
  CompanyCode: input.CompanyCode,
  ...(input.PartnerCode ? { PartnerCode: input.PartnerCode } : {}),
  Status: input.Status,
  ...times,
});

/** A package as the API answers it, with its partner's name (empty when it names none). */
export const packageView = (p: PackageRecord, partnerName: string | undefined) => ({
  PackageCode: p.PackageCode,
  Name: p.Name,
  CompanyCode: p.CompanyCode,
  PartnerCode: p.PartnerCode ?? '',
  PartnerName: partnerName ?? '',
  Status: p.Status,
  CreatedAt: p.CreatedAt,
  UpdatedAt: p.UpdatedAt,
});
