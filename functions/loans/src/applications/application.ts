import {
  type ApplicationEvent,
  type ApplicationStatus,
  applicationStatuses,
  type Decision,
  decideApplication,
  interestTypes,
  regimes,
} from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/**
 * An application for a loan (spec §3, §4). The product's terms are copied into it when the
 * borrower applies, so a later change to the product changes nothing the borrower was shown; the
 * amounts are integer sen. Its status is decided by the application machine.
 */

/** The product as it was when the borrower applied. */
export const productSnapshotSchema = z.object({
  SKU: z.string(),
  Name: z.string(),
  InterestType: z.enum(interestTypes),
  /** Percent a year, as charged (a variable rate's margin included). */
  InterestRate: z.number(),
  WithCollateralYN: z.enum(['Y', 'N']),
  Regime: z.enum(regimes),
  /** The product's own number of installments (the application may ask for another). */
  NumberOfInstallments: z.number().int(),
  MinAmountSen: z.number().int(),
  MaxAmountSen: z.number().int(),
  PackageCode: z.string().optional(),
  AutoCompanySigningYN: z.enum(['Y', 'N']).optional(),
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

export const applicationSchema = z.object({
  ApplicationId: z.string(),
  /** Given when the borrower applies; the loan made on approval keeps it. */
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  BorrowerICNo: z.string(),
  Status: z.enum(applicationStatuses),
  MachineVersion: z.string(),
  Product: productSnapshotSchema,
  AmountSen: z.number().int(),
  NumberOfInstallments: z.number().int(),
  TotalInterestSen: z.number().int(),
  TotalRepaymentSen: z.number().int(),
  MonthlyInstallmentSen: z.number().int(),
  /** The first and last due dates of the schedule quoted (the loan's own start from its agreement date). */
  StartDate: z.string(),
  EndDate: z.string(),
  /** The borrower's remarks on cancelling, or staff's on voiding. */
  Remarks: z.string().optional(),
  /** Staff's reason for approving or rejecting. */
  Reason: z.string().optional(),
  CreatedAt: z.string(),
  SubmittedAt: z.string().optional(),
  DecidedAt: z.string().optional(),
});
export type Application = z.infer<typeof applicationSchema>;
export interface LoadedApplication {
  value: Application;
  version: number;
}

/** The listing's sort key: newest last in key order, so a backwards query gives newest first. */
const listed = (a: Application) => `${a.CreatedAt}#${a.ApplicationId}`;

/**
 * Applications by id; all of them (GSI1), by status (GSI2) and by customer (GSI3), each by
 * creation time, through an entry beside each (its index keys only): an application is large and
 * changes at every step, its lists' keys at a few.
 */
export const applicationEntity = defineEntity({
  name: 'Application',
  schema: applicationSchema,
  id: (a) => a.ApplicationId,
  key: (id: string) => ({ PK: `APPLICATION#${id}`, SK: 'APPLICATION' }),
  listedApart: true,
  indexes: {
    GSI1: (a) => ({ pk: 'APPLICATIONS', sk: listed(a) }),
    GSI2: (a) => ({ pk: `APPLICATIONS#STATUS#${a.Status}`, sk: listed(a) }),
    GSI3: (a) => ({ pk: `APPLICATIONS#CUSTOMER#${a.CustomerId}`, sk: listed(a) }),
  },
});

export const applicationIndexes = {
  all: { index: 'GSI1', pk: 'APPLICATIONS' },
  ofStatus: (status: string) => ({ index: 'GSI2' as const, pk: `APPLICATIONS#STATUS#${status}` }),
  ofCustomer: (customerId: string) => ({ index: 'GSI3' as const, pk: `APPLICATIONS#CUSTOMER#${customerId}` }),
} as const;

/**
 * Counts of applications, moved (ADD) in the same transaction as every application made and every
 * status change, so the staff listing's Count never needs the whole partition read. A customer's
 * own few are counted as they are read.
 */
const applicationCounterKey = (scope: string) => ({ PK: `APPLICATIONCOUNT#${scope}`, SK: 'COUNT' });
export const applicationCounters = {
  all: applicationCounterKey('ALL'),
  ofStatus: (status: string) => applicationCounterKey(`STATUS#${status}`),
  /** Applications ever made with a product: one that has any is never deleted. */
  ofProduct: (sku: string) => applicationCounterKey(`PRODUCT#${sku}`),
};

/** The machine decides `event` from the application's stored status. */
export const decideFor = (a: Application, event: ApplicationEvent): Decision<ApplicationStatus> =>
  decideApplication({ status: a.Status, machineVersion: a.MachineVersion }, event);

/** The data every event of an application carries. */
export const applicationEventData = (a: Application) => ({
  ApplicationId: a.ApplicationId,
  LoanNo: a.LoanNo,
  Status: a.Status,
  CustomerId: a.CustomerId,
});
