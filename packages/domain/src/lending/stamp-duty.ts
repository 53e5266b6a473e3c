/**
 * The stamp duty on a loan agreement in ringgit, as the Stamp Act 1949 (Act 378) charges it: its
 * First Schedule, item 22(1) (loan agreement), RM5 for every RM1,000 or part of RM1,000 of the
 * amount lent, that is 0.5% of the principal, with any part of a thousand counted as a whole one.
 * The borrower's agreement is stamped (LHDN's e-Stamping) before the money leaves.
 */
const DUTY_SEN_PER_THOUSAND = 500;
const THOUSAND_RINGGIT_SEN = 100_000;

/** The duty in sen on an agreement lending `principalSen`. */
export function stampDutySen(principalSen: number): number {
  if (!Number.isInteger(principalSen) || principalSen < 0)
    throw new RangeError('principalSen must be whole sen');
  return Math.ceil(principalSen / THOUSAND_RINGGIT_SEN) * DUTY_SEN_PER_THOUSAND;
}
