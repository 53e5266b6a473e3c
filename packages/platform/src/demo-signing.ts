import type { Platform } from './platform';
import type { Actor } from './table/aggregate-store';

/**
 * How the lending demo stories have a loan signed: the signing context offers it, the local seed
 * hands it to the loans context's stories, so each context keeps its own use cases and a loan is
 * signed in the demo exactly as in the product.
 */
export interface DemoSigningRequest {
  LoanNo: string;
  /** The signing status to reach. */
  upTo: 'Signed By Company' | 'Pending Signing Borrower' | 'Pending Signing Attestor' | 'Signed';
  /** After the explanation video, or in a live session booked with the demo attorney. */
  way: 'Pre-recorded' | 'Live';
  /** The moments of the steps: company, borrower's signing opened, borrower, attestor. */
  moments: readonly [Date, Date, Date, Date];
}

/** One signing step taken: the status the loan follows to, at its moment. */
export interface DemoSigningStep {
  Status: string;
  AgreementMediaId?: string | undefined;
  at: Date;
  /** Who took the step (the loan's history names them). */
  by: Actor;
}

export type DemoLoanSigner = (p: Platform, request: DemoSigningRequest) => Promise<DemoSigningStep[]>;

/** How a demo borrower is verified (eKYC) before signing: the customers context's way. */
export type DemoBorrowerVerifier = (p: Platform, customerId: string) => Promise<void>;
