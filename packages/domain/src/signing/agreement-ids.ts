/**
 * The ids a loan agreement's versions are known by (a loan's `LoanAgreements[0].MediaId`). The
 * signing context makes the versions; the loans context opens them as the loan's documents
 * (`/loan-documents/find-one`, `/download`), finding the loan from the id.
 */
export const agreementMediaId = (loanNo: string, version: number) => `AGR-${loanNo}-v${version}`;

/** The loan and version an agreement's id names, or undefined for any other id. */
export function agreementOfMediaId(mediaId: string): { loanNo: string; version: number } | undefined {
  const m = /^AGR-([A-Z0-9]{1,40})-v([1-9]\d{0,5})$/.exec(mediaId);
  return m ? { loanNo: m[1]!, version: Number(m[2]) } : undefined;
}
