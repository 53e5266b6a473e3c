import type { ApplicationStatus, LoanStatus } from '@ezc/domain';

/**
 * What the lending demo data tells: one loan in every loan status and one application in every
 * other application status, each on its days in the past. The order is the numbering: the loans
 * take EZC000001… (and APP-000001…) in this order, the applications the numbers after them.
 */

/** The demo borrowers (identity's demo accounts, the customers context's records). */
export const owners = {
  borrower: { AccountId: 'ACC-0001', CustomerId: 'CUST-000001' },
  company: { AccountId: 'ACC-0002', CustomerId: 'CUST-000002' },
} as const;
export type Owner = keyof typeof owners;

export interface Requested {
  owner: Owner;
  sku: string;
  /** Ringgit. */
  amount: number;
  installments: number;
  /** Days before today the borrower applied; a decision comes the day after. */
  appliedDaysAgo: number;
}

export interface LoanStory extends Requested {
  status: LoanStatus;
  /** Installments paid before the loan reached its status. */
  paid?: number;
  /**
   * The next installment paid in part, late (so it is overdue and charged late interest), and a
   * borrower's payment waiting for staff to confirm it.
   */
  inArrears?: boolean;
}

export interface ApplicationStory extends Requested {
  status: Exclude<ApplicationStatus, 'Approved'>;
}

const story = (
  owner: Owner,
  sku: string,
  amount: number,
  installments: number,
  appliedDaysAgo: number,
  status: LoanStatus,
  paid?: number,
  inArrears?: boolean,
): LoanStory => ({
  owner,
  sku,
  amount,
  installments,
  appliedDaysAgo,
  status,
  ...(paid ? { paid } : {}),
  ...(inArrears ? { inArrears } : {}),
});

export const loanStories: readonly LoanStory[] = [
  story('borrower', 'PL-SIMPLE-18', 5000, 12, 3, 'Pending Signing Company'),
  story('company', 'BF-CM-10', 50000, 36, 6, 'Signed By Company'),
  story('borrower', 'SL-SIMPLE-12', 20000, 24, 8, 'Pending Signing Borrower'),
  story('company', 'SL-SIMPLE-12', 100000, 24, 10, 'Pending Signing Attestor'),
  story('borrower', 'PL-SIMPLE-18', 8000, 12, 12, 'Signed'),
  story('company', 'BF-CM-10', 80000, 36, 14, 'Stamped'),
  story('borrower', 'PL-SIMPLE-18', 12000, 12, 16, 'Disbursed'),
  story('borrower', 'PL-SIMPLE-18', 10000, 12, 80, 'Active', 1, true),
  story('borrower', 'PL-SIMPLE-18', 3000, 6, 240, 'Completed', 6),
  story('company', 'SL-SIMPLE-12', 30000, 24, 110, 'Early Settlement', 2),
  story('borrower', 'SL-SIMPLE-12', 15000, 24, 60, 'Settlement Under Review', 1),
  story('company', 'PL-SIMPLE-18', 6000, 12, 20, 'Termination In Process'),
  story('borrower', 'PL-SIMPLE-18', 4000, 12, 45, 'Terminated'),
];

export const applicationStories: readonly ApplicationStory[] = [
  {
    owner: 'borrower',
    sku: 'SL-SIMPLE-12',
    amount: 25000,
    installments: 24,
    appliedDaysAgo: 1,
    status: 'New',
  },
  // Submitted at the seed's moment, after the demo borrowers' onboarding and documents: those
  // (already seen when it was submitted) do not send it to review.
  {
    owner: 'company',
    sku: 'BF-CM-10',
    amount: 150000,
    installments: 36,
    appliedDaysAgo: 0,
    status: 'Pending Profile',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 7500,
    installments: 12,
    appliedDaysAgo: 2,
    status: 'In Review',
  },
  {
    owner: 'company',
    sku: 'PL-SIMPLE-18',
    amount: 45000,
    installments: 12,
    appliedDaysAgo: 20,
    status: 'Rejected',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 2000,
    installments: 6,
    appliedDaysAgo: 15,
    status: 'Cancelled',
  },
  {
    owner: 'borrower',
    sku: 'SL-SIMPLE-12',
    amount: 60000,
    installments: 24,
    appliedDaysAgo: 30,
    status: 'Void',
  },
];
