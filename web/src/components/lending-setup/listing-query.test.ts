import { describe, expect, it } from 'vitest';
import {
  type FilterSpec,
  isFiltered,
  pageCount,
  pageHref,
  readListingQuery,
  rowRange,
} from './listing-query';

const FILTERS: readonly FilterSpec[] = [
  { name: 'Name', kind: 'text' },
  { name: 'Status', kind: 'choice', choices: ['Active', 'Inactive'] },
];

const read = (qs: string) => readListingQuery(new URLSearchParams(qs), FILTERS);

describe('a setup listing’s address', () => {
  it('has no filter and page 1 when it says nothing', () => {
    expect(read('')).toEqual({ page: 1, values: { Name: '', Status: 'All' }, search: {} });
  });

  it('sends only the filters that filter: "All" and empty texts are no filter', () => {
    expect(read('Name=%20Personal%20&Status=All&page=3')).toEqual({
      page: 3,
      values: { Name: 'Personal', Status: 'All' },
      search: { Name: 'Personal' },
    });
    expect(read('Status=Inactive').search).toEqual({ Status: 'Inactive' });
  });

  it('drops values it cannot take: an unknown status, a page that is not a positive whole number', () => {
    expect(read('Status=Deleted').values.Status).toBe('All');
    for (const page of ['0', '-2', '1.5', 'two', '99999']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('cuts a long text to its limit', () => {
    expect(read(`Name=${'x'.repeat(150)}`).values.Name).toHaveLength(100);
  });

  it('knows whether anything filters', () => {
    expect(isFiltered(read('Status=All'))).toBe(false);
    expect(isFiltered(read('Name=loan'))).toBe(true);
  });
});

describe('paging', () => {
  it('counts pages of 20 rows, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45)).toBe(3);
  });

  it('keeps the filters in the links and leaves page 1 without a parameter', () => {
    const url = new URL('http://x/product/listing?Name=loan&page=2');
    expect(pageHref(url, 3)).toBe('/product/listing?Name=loan&page=3');
    expect(pageHref(url, 1)).toBe('/product/listing?Name=loan');
    expect(pageHref(new URL('http://x/partner/listing?page=2'), 1)).toBe('/partner/listing');
  });

  it('numbers the rows of a page: 21–40, then 41–45 of 45', () => {
    expect(rowRange(2, 20)).toEqual({ from: 21, to: 40 });
    expect(rowRange(3, 5)).toEqual({ from: 41, to: 45 });
    expect(rowRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
