/**
 * Spec §2: after a full settlement or a received payment the loan's page opens with an origin
 * marker of payment, which says the payment is recorded and opens the loan's payments.
 */
export const ORIGIN_PARAM = 'origin';
export const PAYMENT_ORIGIN = 'payment';

export const loanViewHref = (loanNo: string) => `/loan/view/${encodeURIComponent(loanNo)}`;

export const paymentDoneHref = (loanNo: string) =>
  `${loanViewHref(loanNo)}?${ORIGIN_PARAM}=${PAYMENT_ORIGIN}`;

export const cameFromPayment = (url: URL) => url.searchParams.get(ORIGIN_PARAM) === PAYMENT_ORIGIN;
