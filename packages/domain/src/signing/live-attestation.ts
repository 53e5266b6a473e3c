/**
 * Where the attestor of a live signing signs (spec §4: borrower to sign, attestor to sign,
 * completed). Normally in the session while it is in progress: the session cannot end, nor be
 * marked no-show, once the borrower has signed in it until the attestor has too. A session that
 * ended after the borrower signed in it and before the attestor did (possible before that rule)
 * would leave the loan waiting for ever; its own attestor then signs after reviewing it, as after
 * a pre-recorded acceptance. Pure, so the signing page offers what the API allows.
 */
export interface LiveSessionFlags {
  readonly Status: string;
  readonly BorrowerSignYN?: 'Y' | 'N' | undefined;
  readonly AttestatorSignYN?: 'Y' | 'N' | undefined;
}

const over = (s: LiveSessionFlags) => s.Status === 'Completed' || s.Status === 'No Show';

/** The session ended with the borrower's signature in it and no attestor's. */
export const attestsAfterSession = (s: LiveSessionFlags): boolean =>
  over(s) && s.BorrowerSignYN === 'Y' && s.AttestatorSignYN !== 'Y';

/** Whether the session's attestor may sign the loan's agreement now. */
export const attestorMaySignLive = (s: LiveSessionFlags): boolean =>
  s.Status === 'In Progress' || attestsAfterSession(s);
