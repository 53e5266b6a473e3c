import { signingRecordStatuses } from '@ezc/domain';
import { listApartOnce, rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
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
      // An entry (a signing listed apart) was written by a save since, which counted it.
      if (item.EntityType !== signingEntity.name) return undefined;
      const { value } = signingEntity.fromItem(item);
      if (value.Counted) return undefined;
      const counted = { ...value, Counted: true as const };
      return [
        ...rewrittenAtVersion(signingEntity, { ...item, Counted: true }).writes,
        ...signingCountWrites(undefined, counted),
      ];
    },
  );
}

/** Signings stored whole on their list's index are given their entries instead, once per store. */
export const listSigningsApart = (deps: Pick<SigningPorts, 'table' | 'clock'>) =>
  listApartOnce(
    deps,
    'signing-listed-apart',
    signingEntity,
    signingRecordStatuses.map((status) => signingIndexes.ofStatus(status)),
  );
