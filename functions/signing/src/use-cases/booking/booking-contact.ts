import { normaliseMalaysianPhone } from '@ezc/domain';
import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * Where the borrower's reminders go, read (never written) from the customer record the customers
 * context keeps: the account's e-mail, and a mobile number — a person's own, or a company's
 * default contact person's (as the eKYC code is sent). Only what is needed, leniently.
 */
const customerRecord = z.object({
  FullName: z.string(),
  Email: z.string().optional(),
  Personal: z.object({ ContactNo: z.string().optional() }).optional(),
  ContactPersons: z
    .array(z.object({ ContactNo: z.string().optional(), IsDefaultYN: z.string().optional() }))
    .optional(),
});

export interface BookingContact {
  Name: string;
  Email: string;
  /** E.164 mobile number, or '' when the record keeps none that can receive an SMS. */
  Mobile: string;
}

export async function bookingContact(table: Table, customerId: string): Promise<BookingContact | undefined> {
  const parsed = customerRecord.safeParse(await table.get(platformKeys.customer(customerId)));
  if (!parsed.success) return undefined;
  const c = parsed.data;
  const number = c.Personal?.ContactNo ?? c.ContactPersons?.find((p) => p.IsDefaultYN === 'Y')?.ContactNo;
  const mobile = number ? normaliseMalaysianPhone(number) : undefined;
  return { Name: c.FullName, Email: c.Email ?? '', Mobile: mobile?.mobile ? mobile.e164 : '' };
}
