import { signUpLinkSignature } from '@ezc/platform/webhooks/sign-up-link';

/** A debit asked of the bank under a borrower's mandate. */
export interface DebitRequest {
  /**
   * Ours, one per installment and due date: the provider answers a repeat of a reference with its
   * first answer and never debits twice, so asking again after a restart is safe.
   */
  Reference: string;
  MandateId: string;
  AccountNo?: string | undefined;
  AmountSen: number;
}

/** The bank's answer to a debit: the money collected, or refused with its reason. */
export type DebitResult =
  | { Outcome: 'Collected'; ProviderRef: string }
  | { Outcome: 'Refused'; Reason: string };

/**
 * The e-mandate provider: the bank's direct-debit sign-up, where the borrower authorises the
 * mandate (its answer comes back later as a signed webhook), and the debits made under an active
 * mandate.
 */
export interface EmandateProvider {
  /** The provider's sign-up page for the mandate (spec §2: with a MandateId query parameter). */
  signUpUrl(mandate: { MandateId: string }): string;
  debit(request: DebitRequest): Promise<DebitResult>;
}

/**
 * No provider's debit interface is connected yet outside the local process: a debit fails as
 * unavailable, which posts nothing, so the installment is asked for again on the next run.
 */
export const unconnectedDebit: EmandateProvider['debit'] = async () => {
  throw new Error('No e-mandate provider is connected for debits');
};

/** The provider whose sign-up page is at `baseUrl` (configuration, `EMANDATE_SIGNUP_URL`). */
export const hostedEmandateProvider = (baseUrl: string): EmandateProvider => ({
  signUpUrl(mandate) {
    const url = new URL(baseUrl);
    url.searchParams.set('MandateId', mandate.MandateId);
    return url.toString();
  },
  debit: unconnectedDebit,
});

/** Where the local process serves its simulated provider's sign-up page (never deployed). */
export const SIMULATED_SIGNUP_PATH = '/api/dev/e-mandate/sign-up';

/** The simulated bank refuses debits from accounts whose number ends so (README "Payments"). */
export const SIMULATED_REFUSED_ACCOUNT_SUFFIX = '000';

/**
 * The simulated provider of the local process: its page is on the product's own origin, reached by
 * a link signed with `linkSecret` (the webhook secret it shares with the product), and its bank
 * collects every debit but from an account whose number ends in `refusedSuffix` ('Insufficient
 * funds'), so both answers can be tried. Its answers depend only on the request, so a repeated
 * reference gets the same answer, as from the real provider.
 */
export const simulatedEmandateProvider = (
  refusedSuffix: string = SIMULATED_REFUSED_ACCOUNT_SUFFIX,
  linkSecret = '',
): EmandateProvider => ({
  signUpUrl: (mandate) =>
    `${SIMULATED_SIGNUP_PATH}?${new URLSearchParams({
      MandateId: mandate.MandateId,
      Signature: signUpLinkSignature(linkSecret, mandate.MandateId),
    })}`,
  debit: async (request) =>
    request.AccountNo?.endsWith(refusedSuffix)
      ? { Outcome: 'Refused', Reason: 'Insufficient funds' }
      : { Outcome: 'Collected', ProviderRef: `SIM-${request.Reference}` },
});
