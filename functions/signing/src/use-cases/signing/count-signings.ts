import { signingRecordStatuses } from '@ezc/domain';
import { rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { signingCountWrites, signingEntity, signingIndexes } from '../../signing/signing-record';

/**
 * Signings kept from before the lists by status were counted are counted in their status's count,
 * once per store: each is marked counted in the transaction that counts it, conditioned on its
 * version, so one saved meanwhile (and counted by its save) is left as it is.
 */
export function countSignings(deps: Pick<SigningPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(
    deps,
    'signing-status-counts',
    signingRecordStatuses.map((status) => signingIndexes.ofStatus(status)),
    (item) => {
      const { value, write } = rewrittenAtVersion(signingEntity, item);
      if (value.Counted) return undefined;
      const counted = { ...value, Counted: true as const };
      return [
        { ...write, item: { ...write.item, Counted: true } },
        ...signingCountWrites(undefined, counted),
      ];
    },
  );
}
