import {
  type AccountStatus,
  accountStatusMachine,
  type Decision,
  decide,
  type EventEnvelope,
} from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  defineEntity,
  platformKeys,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import * as z from 'zod';

export const accountKinds = ['staff', 'customer', 'service'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** A staff member's enrolment in two-step sign-in. */
export const mfaSchema = z.object({
  /** The TOTP secret, sealed (see secret-box): a table dump does not hand out codes. */
  SealedSecret: z.string(),
  EnrolledAt: z.string(),
  /** SHA-256 of each unused recovery code. */
  RecoveryHashes: z.array(z.string()),
  /** The last time step a code was accepted for: a code works once (RFC 6238 §5.2). */
  LastStep: z.number().int().default(0),
});

export const accountSchema = z.object({
  AccountId: z.string(),
  Kind: z.enum(accountKinds),
  /** Lower-cased; the sign-in name. */
  Email: z.string(),
  FullName: z.string(),
  Status: z.enum(['Active', 'Inactive']),
  /** The version of the status machine that last decided `Status`. */
  MachineVersion: z.string().optional(),
  PasswordHash: z.string(),
  /**
   * Moves on when every session must end at once (password reset or change, deactivation, role
   * change, two-step reset): the token check refuses sessions of an older generation.
   */
  SessionGeneration: z.number().int().default(0),
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
  Mfa: mfaSchema.optional(),
  /**
   * Customers: when the owner proved the e-mail address theirs (the mailed link). A borrower applies
   * only once it is set.
   */
  EmailVerifiedAt: z.string().optional(),
  /** The language the person registered in: their account e-mails are written in it. */
  Lang: z.enum(['en', 'ms']).optional(),
  CreatedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;
export interface LoadedAccount {
  value: Account;
  version: number;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const loginKey = (kind: AccountKind, email: string) => `LOGIN#${kind}#${normaliseEmail(email)}`;

/** Accounts: by id; by sign-in e-mail within a kind (GSI1); listed per kind by name (GSI2). */
export const accountEntity = defineEntity({
  name: 'Account',
  schema: accountSchema,
  id: (a) => a.AccountId,
  // At the platform's key: every context's token check reads the account's status and generation.
  key: (id: string) => platformKeys.account(id),
  indexes: {
    GSI1: (a) => ({ pk: loginKey(a.Kind, a.Email), sk: 'ACCOUNT' }),
    GSI2: (a) => ({ pk: `ACCOUNTS#${a.Kind}`, sk: `${a.FullName.toLowerCase()}#${a.AccountId}` }),
  },
});

/** The claim that keeps a sign-in e-mail unique within its kind; written with the account. */
export const emailClaim = (kind: AccountKind, email: string): TableWrite => ({
  kind: 'put',
  item: { PK: `UNIQUE#${loginKey(kind, email)}`, SK: 'UNIQUE', EntityType: 'UniqueClaim' },
  condition: { expression: 'attribute_not_exists(PK)' },
});

/** Gives an e-mail back: a new account may sign in with it. */
export const emailRelease = (kind: AccountKind, email: string): TableWrite => ({
  kind: 'delete',
  key: { PK: `UNIQUE#${loginKey(kind, email)}`, SK: 'UNIQUE' },
});

type AccountEvent = Parameters<typeof decide<typeof accountStatusMachine>>[2];

/** The account's machine decides `event` from the account's stored status and machine version. */
export const decideAccount = (
  account: Account,
  event: AccountEvent,
  refusal: { code: string; message: string },
): Decision<AccountStatus> =>
  decide(
    accountStatusMachine,
    { status: account.Status, machineVersion: account.MachineVersion },
    event,
    refusal,
  );

/** A change to an account, saved as the machine decided it, with its audit row and events. */
export interface AccountChange {
  before: LoadedAccount;
  after: Account;
  decision: Decision<AccountStatus>;
  action: string;
  actor: Actor;
  changes?: Record<string, unknown>;
  /** For password changes: reset or change, carried by the event. */
  how?: 'reset' | 'change';
  /** Writes that must land with the change (e.g. the reset link being used up). */
  also?: TableWrite[];
}

/** The accounts repository: every access pattern of accounts, and the one way they are saved. */
export interface Accounts {
  load(id: string): Promise<LoadedAccount | undefined>;
  findByEmail(kind: AccountKind, email: string): Promise<LoadedAccount | undefined>;
  list(kind: AccountKind): Promise<Account[]>;
  /**
   * A new account, its e-mail claimed in the same write, with any events it raises and any rows
   * that must land with it (the consent given at registration).
   */
  create(
    account: Account,
    actor: Actor,
    action: string,
    events?: EventEnvelope[],
    also?: TableWrite[],
  ): Promise<void>;
  save(change: AccountChange): Promise<void>;
  /**
   * Saves data that is not a change of status or of who may sign in (an upgraded hash, the last
   * two-step code used): status, machine version and session generation stay as they were.
   */
  update(
    before: LoadedAccount,
    after: Account,
    audit: { action: string; actor: Actor; remarks?: string; changes?: Record<string, unknown> },
    also?: TableWrite[],
  ): Promise<void>;
}

export function accountsRepository(table: Table, store: AggregateStore): Accounts {
  return {
    async load(id) {
      return store.load(accountEntity, id);
    },
    async findByEmail(kind, email) {
      const { items } = await table.query({ index: 'GSI1', pk: loginKey(kind, email), limit: 1 });
      const found = items[0];
      // Index reads are eventually consistent: read the item itself for its current version.
      return found ? store.load(accountEntity, String(found.AccountId)) : undefined;
    },
    async list(kind) {
      const items = await table.queryAll({ index: 'GSI2', pk: `ACCOUNTS#${kind}` });
      return items.map((i) => accountEntity.fromItem(i).value);
    },
    async create(account, actor, action, events, also = []) {
      await store.commit({
        entity: accountEntity,
        value: account,
        expectedVersion: 0,
        ...(events ? { events } : {}),
        also: [emailClaim(account.Kind, account.Email), ...also],
        audit: { objectType: 'Account', objectId: account.AccountId, action, actor },
      });
    },
    async save(change) {
      const after: Account = {
        ...change.after,
        Status: change.decision.status,
        MachineVersion: change.decision.machineVersion,
      };
      await store.commit({
        entity: accountEntity,
        value: after,
        expectedVersion: change.before.version,
        emitted: {
          events: change.decision.events,
          data: { AccountId: after.AccountId, Kind: after.Kind, ...(change.how ? { How: change.how } : {}) },
          actor: change.actor,
        },
        audit: {
          objectType: 'Account',
          objectId: after.AccountId,
          action: change.action,
          actor: change.actor,
          ...(change.changes ? { changes: change.changes } : {}),
        },
        ...(change.also ? { also: change.also } : {}),
      });
    },
    async update(before, after, audit, also) {
      const { Status, MachineVersion, SessionGeneration } = before.value;
      await store.commit({
        entity: accountEntity,
        value: { ...after, Status, SessionGeneration, ...(MachineVersion ? { MachineVersion } : {}) },
        expectedVersion: before.version,
        audit: { objectType: 'Account', objectId: after.AccountId, ...audit },
        ...(also ? { also } : {}),
      });
    },
  };
}

/** What the API shows of an account: never the hashes or the two-step secret. */
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
    MfaEnrolled: a.Mfa !== undefined,
    ...(a.Kind === 'customer' ? { EmailVerified: a.EmailVerifiedAt !== undefined } : {}),
    ...(a.GroupCode ? { userGroup: { GroupCode: a.GroupCode } } : {}),
    ...(a.CustomerId ? { CustomerId: a.CustomerId } : {}),
    ...(a.AccountType ? { AccountType: a.AccountType } : {}),
    ...(a.MemberType ? { MemberType: a.MemberType } : {}),
  };
}
