import { describe, expect, it } from 'vitest';
import { agreementMediaId, agreementOfMediaId } from './agreement-ids';

describe("an agreement's ids", () => {
  it('name the loan and the version, both ways', () => {
    expect(agreementMediaId('EZC000005', 4)).toBe('AGR-EZC000005-v4');
    expect(agreementOfMediaId('AGR-EZC000005-v4')).toEqual({ loanNo: 'EZC000005', version: 4 });
    expect(agreementOfMediaId('AGR-EZC000012-v12')).toEqual({ loanNo: 'EZC000012', version: 12 });
  });

  it('are told apart from every other id', () => {
    for (const id of [
      'MED-1',
      'AGR-EZC000005',
      'AGR-EZC000005-v0',
      'AGR-../x-v1',
      'agr-EZC1-v1',
      'AGR-EZC1-v1 ',
    ]) {
      expect(agreementOfMediaId(id), id).toBeUndefined();
    }
  });
});
