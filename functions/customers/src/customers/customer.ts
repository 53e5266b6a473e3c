import {
  type Decision,
  decide,
  idTypes,
  memberTypes,
  type OnboardingStatus,
  onboardingMachine,
  onboardingStep,
} from '@ezc/domain';
import { type Actor, type AggregateStore, defineEntity, type Table, type TableWrite } from '@ezc/platform';
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

/** Customers: by id; listed by name (GSI2) for staff. */
export const customerEntity = defineEntity({
  name: 'Customer',
  schema: customerSchema,
  id: (c) => c.CustomerId,
  key: (id: string) => ({ PK: `CUSTOMER#${id}`, SK: 'CUSTOMER' }),
  indexes: {
    GSI2: (c) => ({ pk: 'CUSTOMERS', sk: `${c.FullName.toLowerCase()}#${c.CustomerId}` }),
  },
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
  /** Every customer record, by name (staff listings filter and page them). */
  list(): Promise<Customer[]>;
  create(customer: Customer, actor: Actor, action: string): Promise<void>;
  save(change: CustomerChange): Promise<void>;
}

export function customersRepository(table: Table, store: AggregateStore): Customers {
  return {
    load: (id) => store.load(customerEntity, id),
    async list() {
      const items = await table.queryAll({ index: 'GSI2', pk: 'CUSTOMERS' });
      return items.map((i) => customerEntity.fromItem(i).value);
    },
    async create(customer, actor, action) {
      await store.commit({
        entity: customerEntity,
        value: customer,
        expectedVersion: 0,
        audit: { objectType: 'Customer', objectId: customer.CustomerId, action, actor },
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
        ...(also ? { also } : {}),
      });
    },
  };
}
