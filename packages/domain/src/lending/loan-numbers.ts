import { LOAN_NO_PREFIX } from '../constants';

const numbered = (prefix: string, seq: number) => {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Not a sequence number: ${seq}`);
  return `${prefix}${String(seq).padStart(6, '0')}`;
};

/** The loan number of the `seq`-th loan: 'EZC000001' (spec §9: loan numbers start EZC). */
export const loanNumber = (seq: number) => numbered(LOAN_NO_PREFIX, seq);

/** The id of the `seq`-th application: 'APP-000001'. */
export const applicationId = (seq: number) => numbered('APP-', seq);
