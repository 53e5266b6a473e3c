import {
  type Decision,
  decide,
  idTypes,
  memberTypes,
  type OnboardingStatus,
  onboardingMachine,
  onboardingStep,
} from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  countedPage,
  defineEntity,
  type Key,
  type SearchTerms,
  searchIds,
  searchKeyChanges,
  searchKeyWrites,
  shardedCountMove,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import * as z from 'zod';

/**
 * The customer record (CRM): one aggregate per borrower, individual or company, with its parts —
 * personal details, address, employment, bank account, company and contact persons — each with
 * the id spec §3 names. Its onboarding step is decided by the onboarding machine.
 */

const addressRecord = z.object({
  AddressId: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string().optional(),
  Postcode: z.string(),
  City: z.string(),
  State: z.string(),
  Country: z.string(),
});
export type AddressRecord = z.infer<typeof addressRecord>;

const personalRecord = z.object({
  FullName: z.string(),
  IdType: z.enum(idTypes),
  NRIC: z.string().optional(),
  PassportNo: z.string().optional(),
  DateOfBirth: z.string(),
  Gender: z.enum(['Male', 'Female']),
  Nationality: z.string(),
  MaritalStatus: z.string(),
  Ethnicity: z.string(),
  BumiputeraYN: z.enum(['Y', 'N']),
  ContactNo: z.string(),
});

const employmentRecord = z.object({
  EmploymentId: z.string(),
  CustomerId: z.string(),
  EmploymentType: z.string(),
  EmploymentTerm: z.string().optional(),
  NatureOfBusiness: z.string(),
  Designation: z.string(),
  CompanyName: z.string(),
  CompanyAddress: addressRecord,
  PreviousOccupation: z.string(),
});

const bankRecord = z.object({
  BankId: z.string(),
  BankCode: z.string(),
  OtherBank: z.string().optional(),
  AccountNo: z.string(),
  AccountType: z.string(),
  Branch: z.string().optional(),
});

const companyRecord = z.object({
  CompanyId: z.string(),
  CompanyName: z.string(),
  RegistrationNo: z.string(),
  IncorporationCountry: z.string(),
  NatureOfBusiness: z.string(),
  BusinessAddress: addressRecord,
  OfficeNo: z.string(),
  FaxNo: z.string().optional(),
});

export const contactPersonRecord = z.object({
  ContactPersonId: z.string(),
  CustomerId: z.string(),
  FullName: z.string(),
  Designation: z.string(),
  IdType: z.enum(idTypes),
  NRIC: z.string().optional(),
  PassportNo: z.string().optional(),
  ContactNo: z.string(),
  Email: z.string(),
  IsDefaultYN: z.enum(['Y', 'N']),
});
export type ContactPerson = z.infer<typeof contactPersonRecord>;

export const customerSchema = z.object({
  CustomerId: z.string(),
  /** The sign-in account that owns the record. */
  AccountId: z.string(),
  AccountType: z.enum(['individual', 'corporate']),
  MemberType: z.enum(memberTypes),
  /** The login e-mail (lower case). */
  Email: z.string(),
  /** The person's or the company's name as the listings show it. */
  FullName: z.string(),
  /** Onboarding status, decided by the onboarding machine. */
  Status: z.enum(['Step2', 'Step3', 'Step4', 'Completed']),
  MachineVersion: z.string(),
  Personal: personalRecord.optional(),
  Address: addressRecord.optional(),
  Employment: employmentRecord.optional(),
  Bank: bankRecord.optional(),
  Company: companyRecord.optional(),
  ContactPersons: z.array(contactPersonRecord).default([]),
  CreatedAt: z.string(),
  /** When the retention policy erased the personal fields and documents; the id and this stay. */
  ErasedAt: z.string().optional(),
  /** The retention rule that erased them. */
  ErasedUnder: z.string().optional(),
});
export type Customer = z.infer<typeof customerSchema>;
export interface LoadedCustomer {
  value: Customer;
  version: number;
}

/** The wizard's step (1–5) of a customer record. */
export const currentStep = (c: Customer) => onboardingStep[c.Status];

/** The listings' order: by name, then by id. */
const listed = (c: Customer) => `${c.FullName.toLowerCase()}#${c.CustomerId}`;

/**
 * Customers: by id; listed by name for staff, all of them (GSI2) and of a member type (GSI3),
 * through an entry beside each (its index keys only): a customer's record is large and changes at
 * every step of onboarding, its name and member type seldom.
 */
export const customerEntity = defineEntity({
  name: 'Customer',
  schema: customerSchema,
  id: (c) => c.CustomerId,
  key: (id: string) => ({ PK: `CUSTOMER#${id}`, SK: 'CUSTOMER' }),
  listedApart: true,
  indexes: {
    GSI2: (c) => ({ pk: 'CUSTOMERS', sk: listed(c) }),
    GSI3: (c) => ({ pk: `CUSTOMERS#TYPE#${c.MemberType}`, sk: listed(c) }),
  },
});

export const customerIndexes = {
  all: { index: 'GSI2', pk: 'CUSTOMERS' },
  ofMemberType: (memberType: string) => ({ index: 'GSI3' as const, pk: `CUSTOMERS#TYPE#${memberType}` }),
} as const;

/**
 * Counts of customers, moved (ADD) with every record opened and every change of member type, so
 * the staff listing's Count never needs the whole partition read.
 */
const customerCounterKey = (scope: string) => ({ PK: `CUSTOMERCOUNT#${scope}`, SK: 'COUNT' });
const customerCounters = {
  all: customerCounterKey('ALL'),
  ofMemberType: (memberType: string) => customerCounterKey(`TYPE#${memberType}`),
};

/**
 * The counters a record moves: opened (no member type before), or its member type changed. They are
 * sharded by the record: every customer who signs up moves them.
 */
export function customerCounterWrites(
  customerId: string,
  from: string | undefined,
  to: string,
): TableWrite[] {
  if (from === to) return [];
  const move = (key: Key, by: number) => shardedCountMove(key, customerId, by);
  if (from === undefined) return [move(customerCounters.all, 1), move(customerCounters.ofMemberType(to), 1)];
  return [move(customerCounters.ofMemberType(from), -1), move(customerCounters.ofMemberType(to), 1)];
}

/** The identity number the listings show: NRIC, passport or SSM registration number. */
export const customerIdNo = (c: Customer): string =>
  c.Personal?.NRIC ?? c.Personal?.PassportNo ?? c.Company?.RegistrationNo ?? '';

/** The row that names a contact person's customer record, so staff reach it by the person's id alone. */
const contactPersonOwnerKey = (contactPersonId: string) => ({
  PK: `CONTACTPERSON#${contactPersonId}`,
  SK: 'OWNER',
});

/** The owner rows a record's contact persons move: put for each added, deleted for each removed. */
export function contactPersonOwnerWrites(before: Customer | undefined, after: Customer): TableWrite[] {
  const had = new Set((before?.ContactPersons ?? []).map((p) => p.ContactPersonId));
  const has = new Set(after.ContactPersons.map((p) => p.ContactPersonId));
  return [
    ...[...has]
      .filter((id) => !had.has(id))
      .map(
        (id): TableWrite => ({
          kind: 'put',
          item: {
            ...contactPersonOwnerKey(id),
            EntityType: 'ContactPersonOwner',
            CustomerId: after.CustomerId,
          },
        }),
      ),
    ...[...had]
      .filter((id) => !has.has(id))
      .map((id): TableWrite => ({ kind: 'delete', key: contactPersonOwnerKey(id) })),
  ];
}

/** The scope of the customers' search keys (name, identity number, e-mail). */
export const CUSTOMER_SEARCH = 'CUSTOMER';
export const customerSearchTerms = (c: Customer): SearchTerms => ({
  name: c.FullName,
  ic: customerIdNo(c),
  email: c.Email,
});

type OnboardingEvent = Parameters<typeof decide<typeof onboardingMachine>>[2];

/** The onboarding machine decides `event` from the record's stored step. */
export const decideOnboarding = (
  customer: Customer,
  event: OnboardingEvent,
  refusal: { code: string; message: string },
): Decision<OnboardingStatus> =>
  decide(
    onboardingMachine,
    { status: customer.Status, machineVersion: customer.MachineVersion },
    event,
    refusal,
  );

/** A change to a customer record with its audit row (what changed) and any decided step. */
export interface CustomerChange {
  before: LoadedCustomer;
  after: Customer;
  decision?: Decision<OnboardingStatus>;
  action: string;
  actor: Actor;
  changes?: Record<string, unknown>;
  remarks?: string;
  also?: TableWrite[];
}

export interface Customers {
  load(id: string): Promise<LoadedCustomer | undefined>;
  /** The customer record holding a contact person, by the person's id alone. */
  ownerOfContactPerson(contactPersonId: string): Promise<string | undefined>;
  /**
   * One page of the staff listing, by name: of a member type when given, and matching what was
   * typed when given (a name's words, the beginning of an identity number or of an e-mail), with
   * the count of all that match, read from a key whatever the number of customers.
   */
  page(
    query: { search?: string | undefined; memberType?: string | undefined },
    paging: { Rows: number; Page: number },
  ): Promise<{ Data: Customer[]; Count: number }>;
  create(customer: Customer, actor: Actor, action: string): Promise<void>;
  save(change: CustomerChange): Promise<void>;
}

export function customersRepository(table: Table, store: AggregateStore): Customers {
  return {
    load: (id) => store.load(customerEntity, id),
    async page({ search, memberType }, { Rows, Page }) {
      if (search !== undefined) {
        // One box for a name, an identity number or an e-mail: whatever any of them finds.
        const found = new Set(
          (
            await Promise.all(
              [{ name: search }, { ic: search }, { email: search }].map((t) =>
                searchIds(table, CUSTOMER_SEARCH, t),
              ),
            )
          ).flat(),
        );
        const kept = (await store.values(customerEntity, [...found]))
          .filter((c) => memberType === undefined || c.MemberType === memberType)
          .sort((a, b) => listed(a).localeCompare(listed(b)));
        return { Data: kept.slice((Page - 1) * Rows, Page * Rows), Count: kept.length };
      }
      const page = await countedPage(
        table,
        memberType ? customerIndexes.ofMemberType(memberType) : customerIndexes.all,
        { sharded: memberType ? customerCounters.ofMemberType(memberType) : customerCounters.all },
        { Rows, Page },
        (i) => i,
      );
      return { Data: await store.listed(customerEntity, page.Data), Count: page.Count };
    },
    async ownerOfContactPerson(contactPersonId) {
      const row = await table.get(contactPersonOwnerKey(contactPersonId));
      return typeof row?.CustomerId === 'string' ? row.CustomerId : undefined;
    },
    async create(customer, actor, action) {
      await store.commit({
        entity: customerEntity,
        value: customer,
        expectedVersion: 0,
        audit: { objectType: 'Customer', objectId: customer.CustomerId, action, actor },
        also: [
          ...customerCounterWrites(customer.CustomerId, undefined, customer.MemberType),
          ...searchKeyWrites(CUSTOMER_SEARCH, customer.CustomerId, customerSearchTerms(customer)),
          ...contactPersonOwnerWrites(undefined, customer),
        ],
      });
    },
    async save({ before, after, decision, action, actor, changes, remarks, also }) {
      const value: Customer = decision
        ? { ...after, Status: decision.status, MachineVersion: decision.machineVersion }
        : { ...after, Status: before.value.Status, MachineVersion: before.value.MachineVersion };
      await store.commit({
        entity: customerEntity,
        value,
        expectedVersion: before.version,
        ...(decision
          ? { emitted: { events: decision.events, data: { CustomerId: value.CustomerId }, actor } }
          : {}),
        audit: {
          objectType: 'Customer',
          objectId: value.CustomerId,
          action,
          actor,
          ...(changes ? { changes } : {}),
          ...(remarks ? { remarks } : {}),
        },
        also: [
          ...customerCounterWrites(value.CustomerId, before.value.MemberType, value.MemberType),
          ...contactPersonOwnerWrites(before.value, value),
          ...searchKeyChanges(
            CUSTOMER_SEARCH,
            value.CustomerId,
            customerSearchTerms(before.value),
            customerSearchTerms(value),
          ),
          ...(also ?? []),
        ],
      });
    },
  };
}
