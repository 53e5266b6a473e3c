import { describe, expect, it } from 'vitest';
import { formatCount } from './export-progress';
import {
  exportBody,
  filterFields,
  filterProblem,
  filtersInUse,
  printHref,
  readReportQuery,
  reportBody,
  totalsLayout,
} from './report-query';

const params = (query: string) => new URLSearchParams(query);

describe('the report pages’ address', () => {
  it('offers each report its own pair of dates', () => {
    expect(filterFields('installments').slice(0, 2)).toEqual(['StartDueDate', 'EndDueDate']);
    expect(filterFields('lpc').slice(0, 2)).toEqual(['StartDueDate', 'EndDueDate']);
    for (const report of ['interest', 'payments', 'summary'] as const)
      expect(filterFields(report).slice(0, 2)).toEqual(['StartDate', 'EndDate']);
  });

  it('reads the filters the dashboard links with, and drops what the report does not know', () => {
    const q = readReportQuery(
      params('StartDueDate=2026-11-01&EndDueDate=2026-11-30&Status=Outstanding&LoanNo=ezc000008&StartDate=x'),
      'installments',
    );
    expect(q.values).toMatchObject({
      StartDueDate: '2026-11-01',
      EndDueDate: '2026-11-30',
      Status: 'Outstanding',
      LoanNo: 'EZC000008',
    });
    expect('StartDate' in q.values).toBe(false);
    expect(q.page).toBe(1);
    expect(q.print).toBe(false);
    // A payment status is no filter of the installments; 'All' is none either.
    expect(readReportQuery(params('Status=Approved'), 'installments').values.Status).toBe('');
    expect(readReportQuery(params('Status=Approved'), 'payments').values.Status).toBe('Approved');
    expect(readReportQuery(params('PartnerCode=All&print=1&page=3'), 'lpc')).toMatchObject({
      page: 3,
      print: true,
      values: { PartnerCode: '' },
    });
  });

  it('asks the API for the filters given only, top level, with the page', () => {
    const { values } = readReportQuery(params('StartDate=2026-01-01&Status=Active'), 'summary');
    expect(reportBody(values, 2, 10)).toEqual({
      Rows: 10,
      Page: 2,
      StartDate: '2026-01-01',
      Status: 'Active',
    });
    expect(exportBody(values, 'ms')).toEqual({ StartDate: '2026-01-01', Status: 'Active', Language: 'ms' });
  });

  it('links to the print view and back with the filters kept, from the first row', () => {
    expect(printHref('/report/lpc', params('LoanNo=EZC1&page=2'), true)).toBe(
      '/report/lpc?LoanNo=EZC1&print=1',
    );
    expect(printHref('/report/lpc', params('LoanNo=EZC1&print=1'), false)).toBe('/report/lpc?LoanNo=EZC1');
    expect(printHref('/report/lpc', params('print=1'), false)).toBe('/report/lpc');
  });

  it('tells the filters used in the page’s words', () => {
    const { values } = readReportQuery(params('StartDueDate=2026-11-01&Status=Outstanding'), 'lpc');
    expect(filtersInUse('lpc', values, 'en')).toEqual([
      'Due from 01/11/2026',
      'Status Outstanding (unpaid or partly paid)',
    ]);
    expect(filtersInUse('lpc', values, 'ms')).toEqual([
      'Matang dari 01/11/2026',
      'Status Tertunggak (belum dibayar atau dibayar sebahagian)',
    ]);
  });

  it('lines the totals up under the amounts', () => {
    expect(totalsLayout('installments').span).toBe(4);
    // Payment date, payment number, receipt number, loan, borrower, method, kind: then the amount.
    expect(totalsLayout('payments').span).toBe(7);
    expect(totalsLayout('summary').rest.map((c) => c.field)).toEqual([
      'Amount',
      'TotalRepayment',
      'TotalPaidToDate',
      'BalanceOutstanding',
      'Arrears',
      'DaysPastDue',
      'Status',
    ]);
  });

  it('says a refused filter in the page’s language', () => {
    const body = {
      message: 'EndDueDate: The start date is after the end date.',
      code: 'VALIDATION.INVALID_INPUT',
      fields: { EndDueDate: 'The start date is after the end date.' },
    };
    expect(filterProblem(body, 'en')).toEqual({
      message: 'The start date is after the end date.',
      fields: ['EndDueDate'],
    });
    expect(filterProblem(body, 'ms')?.message).toBe('Tarikh mula selepas tarikh akhir.');
    expect(filterProblem({ message: 'Something else.' }, 'en')).toEqual({
      message: 'Something else.',
      fields: [],
    });
    expect(filterProblem(undefined, 'en')).toBeUndefined();
  });
});

describe('an export’s progress', () => {
  it('writes its counts as the page does, in either language', () => {
    expect(formatCount(10_000, 'en')).toBe('10,000');
    expect(formatCount(1234, 'ms')).toBe('1,234');
  });
});
