/**
 * The rules of the Moneylenders Act 1951 and its Moneylenders (Control and Licensing) Regulations
 * 2003 that the product enforces, as data: where each is enforced and the tests that prove it.
 * `/settings/compliance` shows this list to staff; a test opens every named test file and finds
 * the title in it, so the page cannot keep naming a proof that was renamed or removed.
 */

/** The Moneylenders Act 1951, and the Moneylenders (Control and Licensing) Regulations 2003 made under it. */
export const complianceSources = ['act1951', 'regulations2003'] as const;
export type ComplianceSource = (typeof complianceSources)[number];

export const complianceRuleIds = [
  'rateCaps',
  'simpleInterest',
  'interestNotAbovePrincipal',
  'prescribedForms',
  'lateInterest',
  'stampingBeforeDisbursement',
  'receiptForEveryPayment',
  'licenceShown',
] as const;
export type ComplianceRuleId = (typeof complianceRuleIds)[number];

/** A module of the repository and the function, guard or constant in it that enforces the rule. */
export interface EnforcedAt {
  readonly module: string;
  readonly guard: string;
}

/** A test `npm test` runs: its file and its exact title (the `it` text). */
export interface Proof {
  readonly file: string;
  readonly title: string;
}

export interface ComplianceRule {
  readonly id: ComplianceRuleId;
  readonly source: ComplianceSource;
  readonly enforcedAt: readonly EnforcedAt[];
  readonly proofs: readonly Proof[];
}

export const complianceRules: readonly ComplianceRule[] = [
  {
    id: 'rateCaps',
    source: 'act1951',
    enforcedAt: [
      { module: 'packages/domain/src/lending/regime.ts', guard: 'checkProductTerms (regimeLimits)' },
      { module: 'functions/loans/src/use-cases/products/product-terms.ts', guard: 'checkProductSetup' },
    ],
    proofs: [
      {
        file: 'packages/domain/src/lending/regime.test.ts',
        title: 'caps the rate at 18% without collateral and 12% with',
      },
      {
        file: 'tests/journeys/lending-setup.test.ts',
        title: 'refuses 19% a year without collateral under the Act, with the cap',
      },
      {
        file: 'tests/journeys/lending-setup.test.ts',
        title: 'refuses 13% a year with collateral under the Act, with the cap',
      },
    ],
  },
  {
    id: 'simpleInterest',
    source: 'act1951',
    enforcedAt: [
      {
        module: 'packages/domain/src/lending/regime.ts',
        guard: 'checkProductTerms (LENDING.SIMPLE_INTEREST_ONLY)',
      },
      { module: 'packages/domain/src/lending/schedule.ts', guard: 'the Simple schedule' },
    ],
    proofs: [
      { file: 'packages/domain/src/lending/regime.test.ts', title: 'allows simple interest only' },
      {
        file: 'packages/domain/src/lending/schedule.test.ts',
        title: 'charges simple interest of principal × rate × years, rounded half up to the sen',
      },
    ],
  },
  {
    id: 'interestNotAbovePrincipal',
    source: 'act1951',
    enforcedAt: [
      {
        module: 'packages/domain/src/lending/regime.ts',
        guard: 'checkLoanTerms (LENDING.INTEREST_ABOVE_PRINCIPAL)',
      },
      { module: 'packages/domain/src/lending/quote.ts', guard: 'quoteLoan' },
    ],
    proofs: [
      {
        file: 'packages/domain/src/lending/regime.test.ts',
        title: 'refuses total interest above the amount lent',
      },
      {
        file: 'packages/domain/src/lending/regime.test.ts',
        title: 'applies the Act to the loan: 18% simple over 72 months would charge more interest than lent',
      },
    ],
  },
  {
    id: 'prescribedForms',
    source: 'regulations2003',
    enforcedAt: [
      { module: 'functions/signing/src/agreements/agreement-content.ts', guard: 'formOf, agreementContent' },
    ],
    proofs: [
      {
        file: 'functions/signing/src/agreements/agreement-content.test.ts',
        title: 'follows Schedule J for a loan without collateral',
      },
      {
        file: 'functions/signing/src/agreements/agreement-content.test.ts',
        title: 'follows Schedule K for a loan with collateral, with a clause on the security',
      },
    ],
  },
  {
    id: 'lateInterest',
    source: 'act1951',
    enforcedAt: [
      {
        module: 'packages/domain/src/payments/late-charges.ts',
        guard: 'accrueBetween, chargeSenOf (LATE_CHARGE_PERCENT_A_YEAR = 8)',
      },
    ],
    proofs: [
      {
        file: 'packages/domain/src/payments/late-charges.test.ts',
        title: 'RM 983.33 overdue for 30 days: 8 × 98,333 × 30 / 36,500 = 646.57… sen, RM 6.47',
      },
      {
        file: 'packages/domain/src/payments/late-charges.test.ts',
        title: 'accrues a day at 8 × S, unrounded: one day of RM 983.33 is 786,664, 21.55… sen',
      },
    ],
  },
  {
    id: 'stampingBeforeDisbursement',
    source: 'act1951',
    enforcedAt: [
      {
        module: 'packages/domain/src/lending/loan-machine.ts',
        guard: 'loanMachine (DISBURSE only from Stamped)',
      },
      {
        module: 'functions/loans/src/use-cases/loans/stamp-and-disburse.ts',
        guard: "decideFor(loan, 'DISBURSE')",
      },
    ],
    proofs: [
      {
        file: 'packages/domain/src/lending/loan-stamping.test.ts',
        title: 'disburses a loan only once it is stamped',
      },
    ],
  },
  {
    id: 'receiptForEveryPayment',
    source: 'act1951',
    enforcedAt: [
      {
        module: 'functions/payments/src/use-cases/payments/record-payment.ts',
        guard: "nextReceiptNo(deps.table, payment.LoanNo) in the approval's transaction",
      },
      { module: 'functions/payments/src/documents/payment-documents.ts', guard: 'makeReceipt' },
    ],
    proofs: [
      {
        file: 'tests/journeys/payments.test.ts',
        title:
          'approves it: interest first, RM 180.00, then RM 320.00 of principal; a receipt number is given',
      },
      {
        file: 'tests/journeys/payments-concurrency.test.ts',
        title: 'applies all fifty with distinct keys, numbering their receipts without a gap',
      },
      {
        file: 'tests/journeys/payments.test.ts',
        title: 'downloads the official receipt of an approved payment as a PDF',
      },
    ],
  },
  {
    id: 'licenceShown',
    source: 'regulations2003',
    enforcedAt: [
      { module: 'web/src/components/SiteFooter.astro', guard: 'the footer of every page (lendingLicenceNo)' },
      {
        module: 'functions/signing/src/agreements/agreement-content.ts',
        guard: 'defaultLender (the agreement)',
      },
    ],
    proofs: [
      {
        file: 'tests/browser/compliance.test.ts',
        title: 'shows the lending licence number in the footer of every page',
      },
    ],
  },
];
