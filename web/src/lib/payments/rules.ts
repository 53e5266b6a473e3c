/**
 * One payment attempt's Idempotency-Key. A try that got no answer (time-out, lost connection,
 * a server failure) may have been recorded, so the next try of the same attempt sends the same
 * key and is answered with the first result. An answered refusal (the server saw the request and
 * said no) ends the attempt: the corrected form is another request and takes a fresh key. A
 * conflict is the exception: the key was still being used by the first try.
 */
export function endsAttempt(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429;
}

/** The payments API takes a receipt of up to 3 MB (smaller than the documents' limit). */
export const PAYMENT_RECEIPT_MAX_MB = 3;

/** Ringgit with at most two decimals, above zero; commas and spaces allowed. */
export function parseAmount(text: string): number | undefined {
  const clean = text.replace(/[,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) && Number(clean) > 0 ? Number(clean) : undefined;
}
