import type {
  Consumer,
  ContextApp,
  DemoBorrowerVerifier,
  DemoLoanPayer,
  DemoLoanSigner,
  Platform,
} from '@ezc/platform';

/**
 * What the local demo data needs to know: the password every demo account gets, and how a demo
 * loan is signed (the signing context's way, for the lending stories).
 */
export interface DemoSeed {
  password: string;
  signLoan?: DemoLoanSigner;
  verifyBorrower?: DemoBorrowerVerifier;
  /** How a demo loan's money moves (the payments context's way). */
  payLoan?: DemoLoanPayer;
  /**
   * Hashes already made for passwords the seed sets (the test suite hashes the demo password once
   * for the whole run, instead of once per account on every test server).
   */
  passwordHashes?: Readonly<Record<string, string>>;
}

/** What a bounded context offers the composition roots (the local process and the CDK app). */
export interface ContextModule {
  readonly app: ContextApp;
  /** Bus rule name → consumer, for the rules that target this context. */
  readonly consumers: Partial<Record<string, Consumer>>;
  /** The context's part of the demo data; idempotent (writes only what is absent). */
  readonly seed?: (p: Platform, demo: DemoSeed) => Promise<void>;
  /** How this context signs a demo loan (the signing context only). */
  readonly signDemoLoan?: DemoLoanSigner;
  /** How a demo borrower's eKYC is done (the customers context only). */
  readonly verifyDemoBorrower?: DemoBorrowerVerifier;
  /** How a demo loan is paid, charged and settled (the payments context only). */
  readonly payDemoLoan?: DemoLoanPayer;
}
