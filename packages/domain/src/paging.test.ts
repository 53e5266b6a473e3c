import { describe, expect, it } from 'vitest';
import { matchesSearch, paginate, pagingSchema } from './paging';

describe('paging', () => {
  it('defaults to page 1 of 20 rows', () => {
    expect(pagingSchema().parse({})).toEqual({ Rows: 20, Page: 1 });
    expect(pagingSchema(999).parse({ Page: '2' })).toEqual({ Rows: 999, Page: 2 });
    expect(pagingSchema().safeParse({ Rows: 0 }).success).toBe(false);
  });

  it('answers one page and the count of everything', () => {
    const items = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(paginate(items, { Rows: 20, Page: 3 })).toEqual({ Data: [41, 42, 43, 44, 45], Count: 45 });
    expect(paginate(items, { Rows: 20, Page: 4 })).toEqual({ Data: [], Count: 45 });
  });

  it('treats All and empty values as no filter and matches text anywhere', () => {
    const loan = { LoanNo: 'EZC000123', Status: 'Active', Amount: 5000 };
    expect(matchesSearch(loan, { LoanNo: 'ezc', Status: 'All', BorrowerName: '' })).toBe(true);
    expect(matchesSearch(loan, { Status: 'Completed' })).toBe(false);
    expect(matchesSearch(loan, { Amount: 5000 })).toBe(true);
    expect(matchesSearch(loan, { BorrowerName: 'Ahmad' })).toBe(false);
  });
});
