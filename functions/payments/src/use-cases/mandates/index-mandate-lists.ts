import { rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
import { mandateEntity, mandateIndexes } from '../../mandates/mandate-record';
import { counterWrites } from '../../mandates/mandates-repository';
import type { PaymentsPorts } from '../../ports';

/**
 * Mandates stored before the lists were read by status and by customer are put in those lists and
 * counted, once per store. Each keeps its version: its index keys and its counts are written in
 * one transaction conditioned on it, and one changed meanwhile was listed by its own change.
 */
export function indexMandateLists(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'payments-mandate-lists', mandateIndexes.all, (item) => {
    if (item.GSI3PK !== undefined) return undefined;
    const { value, writes } = rewrittenAtVersion(mandateEntity, item);
    return [...writes, ...counterWrites('Not Set Up', value)];
  });
}
