/**
 * The e-mandate provider: the bank's direct-debit sign-up, where the borrower authorises the
 * mandate; its answer comes back later as a signed webhook.
 */
export interface EmandateProvider {
  /** The provider's sign-up page for the mandate (spec §2: with a MandateId query parameter). */
  signUpUrl(mandate: { MandateId: string }): string;
}

/** The provider whose sign-up page is at `baseUrl` (configuration, `EMANDATE_SIGNUP_URL`). */
export const hostedEmandateProvider = (baseUrl: string): EmandateProvider => ({
  signUpUrl(mandate) {
    const url = new URL(baseUrl);
    url.searchParams.set('MandateId', mandate.MandateId);
    return url.toString();
  },
});

/** Where the local process serves its simulated provider's sign-up page (never deployed). */
export const SIMULATED_SIGNUP_PATH = '/api/dev/e-mandate/sign-up';

/** The simulated provider of the local process: its page is on the product's own origin. */
export const simulatedEmandateProvider: EmandateProvider = {
  signUpUrl: (mandate) => `${SIMULATED_SIGNUP_PATH}?MandateId=${encodeURIComponent(mandate.MandateId)}`,
};
