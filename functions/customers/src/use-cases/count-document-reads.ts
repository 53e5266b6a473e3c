import { documentReadCountWrites, documentReadKeys, monthsBetween, upkeepOnce } from '@ezc/platform';
import type { CustomersPorts } from '../ports';

/** The one-off count of the reads kept before each day's reads were counted. */
export const DOCUMENT_READ_COUNTS = 'customers-document-read-counts';

/** No document read is older than this month: the product kept none before. */
const FIRST_MONTH = '2000-01';

/**
 * Document reads kept before the compliance listing counted each day's reads are counted, once
 * per store: every month partition up to this month, each uncounted read marked and counted in
 * one transaction. A store seeded since needs none (the seed records it).
 */
export function countDocumentReads(deps: Pick<CustomersPorts, 'table' | 'clock'>): Promise<number> {
  const months = monthsBetween(`${FIRST_MONTH}-01`, deps.clock.now().toISOString());
  return upkeepOnce(
    deps,
    DOCUMENT_READ_COUNTS,
    months.map((month) => ({ pk: documentReadKeys.month(month) })),
    documentReadCountWrites,
  );
}
