import { describe, expect, it } from 'vitest';
import { paginate, pagingSchema } from './paging';

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
});
