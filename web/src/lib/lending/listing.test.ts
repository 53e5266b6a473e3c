import { describe, expect, it } from 'vitest';
import {
  askedPage,
  isFiltered,
  pageCount,
  pageHref,
  readListQuery,
  searchFrom,
  splitIdOrLoanNo,
} from './listing';

describe('the listings’ address bar', () => {
  it('reads the named filters, trimmed, and a page number of at least 1', () => {
    const q = readListQuery(new URLSearchParams('Status=In+Review&BorrowerName=+Ahmad+&page=3&x=1'), [
      'Status',
      'BorrowerName',
      'BorrowerICNo',
    ]);
    expect(q).toEqual({ page: 3, values: { Status: 'In Review', BorrowerName: 'Ahmad', BorrowerICNo: '' } });
    expect(readListQuery(new URLSearchParams('page=0'), []).page).toBe(1);
    expect(readListQuery(new URLSearchParams('page=abc'), []).page).toBe(1);
    expect(readListQuery(new URLSearchParams('page=-2'), []).page).toBe(1);
  });

  it("drops empty filters and 'All' (spec §5: All is no filter)", () => {
    expect(searchFrom({ Status: 'All', LoanNo: '', BorrowerName: 'Siti' })).toEqual({ BorrowerName: 'Siti' });
    expect(isFiltered({ Status: 'All', LoanNo: '' })).toBe(false);
    expect(isFiltered({ Status: 'Active' })).toBe(true);
  });

  it('reads one box as a loan number when it starts with EZC, else as an application id', () => {
    expect(splitIdOrLoanNo('ezc000012')).toEqual({ LoanNo: 'EZC000012' });
    expect(splitIdOrLoanNo(' app-000003 ')).toEqual({ ApplicationId: 'APP-000003' });
    expect(splitIdOrLoanNo('  ')).toEqual({});
  });

  it('counts pages of 20 rows, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });

  it('links another page with the filters kept, page 1 without the parameter', () => {
    const params = new URLSearchParams('Status=Active&page=2');
    expect(pageHref('/loan/listing', params, 3)).toBe('/loan/listing?Status=Active&page=3');
    expect(pageHref('/loan/listing', params, 1)).toBe('/loan/listing?Status=Active');
    expect(pageHref('/loan/view/EZC000001', new URLSearchParams('transactions=4'), 3, 'transactions')).toBe(
      '/loan/view/EZC000001?transactions=3',
    );
    expect(
      pageHref('/loan/view/EZC000001', new URLSearchParams('transactions=2'), 1, 'transactions', true),
    ).toBe('/loan/view/EZC000001?transactions=1');
    expect(pageHref('/loan/listing', new URLSearchParams(), 1)).toBe('/loan/listing');
  });
});

describe('the page a second list on a page is asked for', () => {
  it('takes a whole number from 1 and nothing else', () => {
    const asked = (qs: string) => askedPage(new URLSearchParams(qs), 'transactions');
    expect(asked('transactions=3')).toBe(3);
    expect(asked('')).toBeUndefined();
    expect(asked('transactions=0')).toBeUndefined();
    expect(asked('transactions=2.5')).toBeUndefined();
    expect(asked('transactions=abc')).toBeUndefined();
    expect(asked('page=2')).toBeUndefined();
  });
});
