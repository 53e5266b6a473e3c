import { defineEntity, type Table } from '@ezc/platform';
import * as z from 'zod';

export const accountKinds = ['staff', 'customer', 'service'] as const;
export type AccountKind = (typeof accountKinds)[number];

export const accountSchema = z.object({
  AccountId: z.string(),
  Kind: z.enum(accountKinds),
  /** Lower-cased; the sign-in name. */
  Email: z.string(),
  FullName: z.string(),
  Status: z.enum(['Active', 'Inactive']),
  PasswordHash: z.string(),
  /** Role names (staff); customers carry Borrower; the service account none. */
  Roles: z.array(z.string()),
  /** Staff user group of spec §3 (userGroup.GroupCode). */
  GroupCode: z.string().optional(),
  /** Customers: the customer record they own, and its kind. */
  CustomerId: z.string().optional(),
  AccountType: z.enum(['individual', 'corporate']).optional(),
  MemberType: z.enum(['Premium Member', 'Online Member', 'Non-Member', 'Company']).optional(),
  /** The service account's API key hash (background login). */
  ApiKeyHash: z.string().optional(),
  CreatedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const loginKey = (kind: AccountKind, email: string) => `LOGIN#${kind}#${normaliseEmail(email)}`;

/** Accounts: by id; by sign-in e-mail within a kind (GSI1); listed per kind by name (GSI2). */
export const accountEntity = defineEntity({
  name: 'Account',
  schema: accountSchema,
  id: (a) => a.AccountId,
  key: (id: string) => ({ PK: `ACCOUNT#${id}`, SK: 'ACCOUNT' }),
  indexes: {
    GSI1: (a) => ({ pk: loginKey(a.Kind, a.Email), sk: 'ACCOUNT' }),
    GSI2: (a) => ({ pk: `ACCOUNTS#${a.Kind}`, sk: `${a.FullName.toLowerCase()}#${a.AccountId}` }),
  },
});

/** The claim that keeps a sign-in e-mail unique within its kind; written with the account. */
export const emailClaim = (kind: AccountKind, email: string) => ({
  kind: 'put' as const,
  item: { PK: `UNIQUE#${loginKey(kind, email)}`, SK: 'UNIQUE', EntityType: 'UniqueClaim' },
  condition: { expression: 'attribute_not_exists(PK)' },
});

/** Access pattern: the account signing in with this e-mail. */
export async function findAccountByEmail(
  table: Table,
  kind: AccountKind,
  email: string,
): Promise<{ value: Account; version: number } | undefined> {
  const { items } = await table.query({ index: 'GSI1', pk: loginKey(kind, email), limit: 1 });
  const found = items[0];
  if (!found) return undefined;
  // Index reads are eventually consistent: read the item itself for its current version.
  const item = await table.get(accountEntity.key(String(found.AccountId)));
  return item ? accountEntity.fromItem(item) : undefined;
}

/** Access pattern: every account of a kind, by name. */
export async function listAccounts(table: Table, kind: AccountKind): Promise<Account[]> {
  const items = await table.queryAll({ index: 'GSI2', pk: `ACCOUNTS#${kind}` });
  return items.map((i) => accountEntity.fromItem(i).value);
}

/** What the API shows of an account: never the hashes. */
export function publicAccount(a: Account) {
  return {
    id: a.AccountId,
    UserId: a.AccountId,
    email: a.Email,
    full_name: a.FullName,
    FullName: a.FullName,
    Email: a.Email,
    Status: a.Status,
    Kind: a.Kind,
    Roles: a.Roles,
    ...(a.GroupCode ? { userGroup: { GroupCode: a.GroupCode } } : {}),
    ...(a.CustomerId ? { CustomerId: a.CustomerId } : {}),
    ...(a.AccountType ? { AccountType: a.AccountType } : {}),
    ...(a.MemberType ? { MemberType: a.MemberType } : {}),
  };
}
