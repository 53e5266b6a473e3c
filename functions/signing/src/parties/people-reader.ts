import { normaliseMalaysianPhone } from '@ezc/domain';
import { type BlobStore, platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * What signing reads of the people who sign, from the customers context's records (never
 * written here): a borrower's contacts and address, anyone's eKYC status and saved signature.
 */
const customerRecord = z.object({
  CustomerId: z.string(),
  AccountId: z.string(),
  FullName: z.string(),
  Email: z.string().optional(),
  Personal: z.object({ ContactNo: z.string().optional() }).optional(),
  Company: z.object({ BusinessAddress: z.record(z.string(), z.unknown()).optional() }).optional(),
  ContactPersons: z
    .array(z.object({ ContactNo: z.string().optional(), IsDefaultYN: z.string().optional() }))
    .optional(),
  Address: z.record(z.string(), z.unknown()).optional(),
});

export interface BorrowerContact {
  CustomerId: string;
  AccountId: string;
  Name: string;
  Email: string;
  /**
   * E.164 mobile: a person's own, or a company's default contact person's (as the eKYC code is
   * sent); '' when the record keeps none that can receive an SMS.
   */
  Mobile: string;
  /** One line, for the agreement. */
  Address: string;
}

const addressLine = (a: Record<string, unknown> | undefined) =>
  a
    ? ['AddressLine1', 'AddressLine2', 'Postcode', 'City', 'State']
        .map((k) => a[k])
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .join(', ')
    : '';

export type PersonKind = 'Customer' | 'User';

export interface SavedSignature {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

export interface PeopleReader {
  borrower(customerId: string): Promise<BorrowerContact | undefined>;
  /** Whether the person's eKYC is completed (spec §5: signing needs a verified person). */
  verified(kind: PersonKind, id: string): Promise<boolean>;
  savedSignature(kind: PersonKind, id: string): Promise<SavedSignature | undefined>;
}

export function peopleReader(table: Table, blobs: () => BlobStore): PeopleReader {
  return {
    async borrower(customerId) {
      const parsed = customerRecord.safeParse(await table.get(platformKeys.customer(customerId)));
      if (!parsed.success) return undefined;
      const c = parsed.data;
      const number = c.Personal?.ContactNo ?? c.ContactPersons?.find((p) => p.IsDefaultYN === 'Y')?.ContactNo;
      const mobile = number ? normaliseMalaysianPhone(number) : undefined;
      return {
        CustomerId: c.CustomerId,
        AccountId: c.AccountId,
        Name: c.FullName,
        Email: c.Email ?? '',
        Mobile: mobile?.mobile ? mobile.e164 : '',
        Address: addressLine(c.Address ?? c.Company?.BusinessAddress),
      };
    },
    async verified(kind, id) {
      const item = await table.get(platformKeys.ekyc(kind, id));
      return item?.Status === 'Completed';
    },
    async savedSignature(kind, id) {
      const item = await table.get(platformKeys.signature(kind, id));
      const key = typeof item?.BlobKey === 'string' ? item.BlobKey : undefined;
      if (!key) return undefined;
      const blob = await blobs().get(key);
      if (!blob) return undefined;
      return { bytes: blob.body, type: item?.FileExtension === 'jpg' ? 'jpg' : 'png' };
    },
  };
}
