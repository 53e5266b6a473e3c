import { describe, expect, it } from 'vitest';
import { malaysiaDay, readReadsQuery, readsBody, readsExportHref } from './reads-query';

describe('document reads query', () => {
  it('defaults to the last 30 Malaysia days: at 17:00 UTC on 27 November it is already the 28th', () => {
    const q = readReadsQuery(new URLSearchParams(), new Date('2026-11-27T17:00:00Z'));
    expect(q).toEqual({ From: '2026-10-30', To: '2026-11-28', CustomerId: '', Page: 1 });
    expect(malaysiaDay(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
  });

  it('keeps the dates, customer and page asked for, and ignores what is not a date or a page', () => {
    const asked = new URLSearchParams({
      From: '2026-11-01',
      To: '2026-11-30',
      CustomerId: ' CUS-1 ',
      page: '2',
    });
    const q = readReadsQuery(asked, new Date('2026-12-05T00:00:00Z'));
    expect(q).toEqual({ From: '2026-11-01', To: '2026-11-30', CustomerId: 'CUS-1', Page: 2 });
    expect(readsBody(q)).toEqual({
      From: '2026-11-01',
      To: '2026-11-30',
      CustomerId: 'CUS-1',
      Page: 2,
      Rows: 20,
    });
    expect(readsExportHref(q)).toBe(
      '/settings/compliance/document-reads.csv?From=2026-11-01&To=2026-11-30&CustomerId=CUS-1',
    );
    const odd = readReadsQuery(
      new URLSearchParams({ To: '30/11/2026', page: '-3' }),
      new Date('2026-12-05T00:00:00Z'),
    );
    expect(odd).toEqual({ From: '2026-11-06', To: '2026-12-05', CustomerId: '', Page: 1 });
  });
});
