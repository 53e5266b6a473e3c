import { missingDocuments } from '@ezc/domain';
import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * The borrower as the lending context sees them: read (never written) from the customer record and
 * the documents kept under it, which the customers context owns. Only the few fields lending needs
 * are read, leniently, so the customers context may add to its record freely.
 */
const customerRecord = z.object({
  CustomerId: z.string(),
  AccountId: z.string(),
  AccountType: z.enum(['individual', 'corporate']),
  FullName: z.string(),
  Email: z.string().optional(),
  /** The onboarding step: 'Completed' once the borrower finished the wizard. */
  Status: z.string(),
  Personal: z
    .object({
      NRIC: z.string().optional(),
      PassportNo: z.string().optional(),
      ContactNo: z.string().optional(),
    })
    .optional(),
  Company: z.object({ RegistrationNo: z.string().optional() }).optional(),
});

export interface Borrower {
  CustomerId: string;
  AccountType: 'individual' | 'corporate';
  /** The person's or the company's name. */
  Name: string;
  /** NRIC or passport number; a company's SSM registration number. */
  ICNo: string;
  Email: string;
  ContactNo: string;
  /** Profile finished (onboarding complete) and every required document uploaded. */
  ProfileComplete: boolean;
  /** The required documents still missing, for the borrower to be told. */
  MissingDocuments: string[];
}

/** The account the borrower gave for money paid to them (their profile's bank details). */
export interface PayoutAccount {
  /** The bank's code in the common Bank list ('OTHERS' for a bank not in it). */
  BankCode: string;
  /** The bank's name when it is not in the list. */
  OtherBank?: string;
  AccountNo: string;
  /** The person's or the company's name, as the account is held. */
  AccountName: string;
}

export interface Borrowers {
  load(customerId: string): Promise<Borrower | undefined>;
  /** Their bank details alone (one read of the record); undefined when none were given. */
  payoutAccount(customerId: string): Promise<PayoutAccount | undefined>;
}

const bankOfRecord = z.object({
  FullName: z.string(),
  Bank: z.object({ BankCode: z.string(), OtherBank: z.string().optional(), AccountNo: z.string() }),
});

export function borrowersReader(table: Table): Borrowers {
  return {
    async load(customerId) {
      const [item, documents] = await Promise.all([
        table.get(platformKeys.customer(customerId)),
        table.queryAll({ pk: platformKeys.documentsOfCustomer(customerId) }),
      ]);
      const parsed = customerRecord.safeParse(item);
      if (!parsed.success) return undefined;
      const c = parsed.data;
      const titles = [...new Set(documents.map((d) => String(d.Title)))];
      const missing = missingDocuments(c.AccountType, titles);
      return {
        CustomerId: c.CustomerId,
        AccountType: c.AccountType,
        Name: c.FullName,
        ICNo:
          c.AccountType === 'corporate'
            ? (c.Company?.RegistrationNo ?? '')
            : (c.Personal?.NRIC ?? c.Personal?.PassportNo ?? ''),
        Email: c.Email ?? '',
        ContactNo: c.Personal?.ContactNo ?? '',
        ProfileComplete: c.Status === 'Completed' && missing.length === 0,
        MissingDocuments: missing,
      };
    },
    async payoutAccount(customerId) {
      const parsed = bankOfRecord.safeParse(await table.get(platformKeys.customer(customerId)));
      if (!parsed.success) return undefined;
      const { FullName, Bank } = parsed.data;
      return {
        BankCode: Bank.BankCode,
        ...(Bank.OtherBank ? { OtherBank: Bank.OtherBank } : {}),
        AccountNo: Bank.AccountNo,
        AccountName: FullName,
      };
    },
  };
}
