import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * Sign-in accounts as lending needs them, read (never written) from identity's rows at the
 * platform's keys: whose e-mail an account signs in with, and whether its owner verified it.
 */
const accountRow = z.object({ Email: z.string(), EmailVerifiedAt: z.string().optional() });
const customerRow = z.object({ AccountId: z.string(), Email: z.string().optional() });

export interface AccountFacts {
  Email: string;
  EmailVerified: boolean;
}

export interface LendingAccounts {
  /** The account's e-mail and whether it is verified; undefined when there is no such account. */
  load(accountId: string): Promise<AccountFacts | undefined>;
  /**
   * The e-mail a staff member signs in with, and the e-mails a borrower is known by (their
   * account's and their customer record's), read together.
   */
  emailsOf(staffAccountId: string, customerId: string): Promise<{ staff?: string; borrower: string[] }>;
}

export function accountsReader(table: Table): LendingAccounts {
  const facts = (item: unknown): AccountFacts | undefined => {
    const parsed = accountRow.safeParse(item);
    return parsed.success
      ? { Email: parsed.data.Email, EmailVerified: parsed.data.EmailVerifiedAt !== undefined }
      : undefined;
  };
  return {
    async load(accountId) {
      return facts(await table.get(platformKeys.account(accountId)));
    },
    async emailsOf(staffAccountId, customerId) {
      const [staff, record] = await table.batchGet([
        platformKeys.account(staffAccountId),
        platformKeys.customer(customerId),
      ]);
      const customer = customerRow.safeParse(record);
      const borrower = customer.success ? await this.load(customer.data.AccountId) : undefined;
      return {
        ...(facts(staff) ? { staff: facts(staff)!.Email } : {}),
        borrower: [borrower?.Email, customer.success ? customer.data.Email : undefined].filter(
          (e): e is string => typeof e === 'string' && e.length > 0,
        ),
      };
    },
  };
}
