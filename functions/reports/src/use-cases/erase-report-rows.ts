import { endedLoanStatuses } from '@ezc/domain';
import { auditWrite, type Ids, type Logger, retentionActor } from '@ezc/platform';
import { erasedPicture, personalColumns } from '../projection/erased-picture';
import type { ReportStore } from '../projection/report-store';
import type { ReportSources } from '../projection/sources';
import { changeLoanPicture } from './refresh-loan-reports';

export interface EraseRowsPorts {
  sources: Pick<ReportSources, 'loanNosOfCustomer'>;
  store: ReportStore;
  now: () => Date;
  ids: Ids;
  log: Pick<Logger, 'warn'>;
  /** False for a generation being built: the erasure is on the record once, with the live one's. */
  audited?: boolean;
}

export const REPORT_ROWS_ERASED = 'Personal data erased from the reports under the retention policy';
const ended: readonly string[] = endedLoanStatuses;

/**
 * The customers context erased a customer under the loan-records rule: the rows of their loans in
 * every report keep their figures and lose the borrower's name and IC number.
 *
 * Finding the rows without a scan: the projection keeps each loan's picture under its number
 * (`RPTLOAN#<LoanNo>`), and every row of that loan in every report is derived from the picture,
 * in buckets the picture itself says (its rows' days, the loan's shard). So the customer's loan
 * numbers (the loans context's index by customer, one query) lead to the pictures, and moving each
 * picture to its erased form rewrites exactly those rows through the store's usual change — the
 * rows' text only, every count and sum unchanged — with the audit row in the same transaction.
 *
 * A loan not ended, or not the customer's, is left whole (the customers context erases only once
 * all have ended: this is the second look). A repeat finds the pictures erased and writes nothing.
 */
export async function eraseReportRows(
  ports: EraseRowsPorts,
  input: { customerId: string; rule: string },
): Promise<{ erased: string[]; kept: string[] }> {
  const erased: string[] = [];
  const kept: string[] = [];
  for (const loanNo of await ports.sources.loanNosOfCustomer(input.customerId)) {
    const outcome = await changeLoanPicture(ports, loanNo, async (stored, at) => {
      const picture = stored.picture;
      // Not in the reports (never disbursed): nothing of the person is there.
      if (!picture) return { result: 'absent' as const };
      if (picture.CustomerId !== input.customerId || !ended.includes(picture.Status)) {
        ports.log.warn('reports.retention.loan-kept', {
          loanNo,
          customerId: input.customerId,
          status: picture.Status,
        });
        return { result: 'kept' as const };
      }
      const after = erasedPicture(picture);
      if (JSON.stringify(after) === JSON.stringify(picture)) return { result: 'already' as const };
      const audit = auditWrite(
        {
          objectType: 'Loan',
          objectId: loanNo,
          action: REPORT_ROWS_ERASED,
          remarks: `Report rows: ${personalColumns.length} columns (${personalColumns.join(', ')})`,
          actor: retentionActor,
          changes: { Record: 'Report rows', Fields: [...personalColumns], Rule: input.rule },
        },
        at,
        ports.ids.next(),
      );
      return {
        apply: { picture: after, also: ports.audited === false ? [] : [audit] },
        result: 'erased' as const,
      };
    });
    if (outcome === 'erased') erased.push(loanNo);
    if (outcome === 'kept') kept.push(loanNo);
  }
  return { erased, kept };
}
