import { describe, expect, it } from 'vitest';
import { activeFilters, reportQuerySchema, rowMatches } from './report-filters';
import { installmentsReport, summaryReport } from './report-rows';

describe('report filters', () => {
  it("treat 'All' and empty values as no filter, and default to 10 rows of page 1", () => {
    const q = reportQuerySchema.parse({ Status: 'All', PartnerCode: '', LoanNo: 'All', StartDueDate: 'All' });
    expect(q.Rows).toBe(10);
    expect(q.Page).toBe(1);
    expect(activeFilters(installmentsReport, q)).toEqual({});
  });

  it("read the report's own date pair: due dates for installments, dates for the summary", () => {
    const q = reportQuerySchema.parse({
      StartDueDate: '2026-01-01',
      EndDueDate: '2026-01-31',
      StartDate: '2025-06-01',
    });
    expect(activeFilters(installmentsReport, q)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(activeFilters(summaryReport, q)).toEqual({ from: '2025-06-01' });
  });

  it('refuse an impossible date, a start after its end and the forbidden characters', () => {
    expect(reportQuerySchema.safeParse({ StartDate: '2026-02-30' }).success).toBe(false);
    const r = reportQuerySchema.safeParse({ StartDate: '2026-03-02', EndDate: '2026-03-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('The start date is after the end date.');
    expect(reportQuerySchema.safeParse({ LoanNo: '<script>' }).success).toBe(false);
  });

  it("'Outstanding' keeps installments unpaid or partly paid", () => {
    const row = (Status: string) => ({
      Id: 'x',
      Day: '2026-01-01',
      LoanNo: 'EZC000001',
      BorrowerName: 'A',
      PartnerCode: 'P',
      PackageCode: 'K',
      ProductId: 'S',
      Status,
    });
    const f = activeFilters(
      installmentsReport,
      reportQuerySchema.parse({ Status: 'Outstanding', LoanNo: 'ezc000001' }),
    );
    expect(['Unpaid', 'Partial Paid', 'Paid', 'Scheduled'].map((s) => rowMatches(row(s), f))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
