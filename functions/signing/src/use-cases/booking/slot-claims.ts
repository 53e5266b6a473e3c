import { monthBounds } from '@ezc/domain';
import type { Table, TableWrite } from '@ezc/platform';
import { slotClaimKey, slotClaimsOf } from '../../sessions/signing-session';

/**
 * A slot taken: one row per attestor and start, written only if absent in the booking's own
 * transaction, so of any number of bookings of one slot at once exactly one lands.
 */
export interface SlotClaim {
  AttestatorId: string;
  /** ISO UTC, the key's sort value. */
  Start: string;
  SigningSessionId: string;
  LoanNo: string;
}

export const claimWrite = (claim: SlotClaim, at: string): TableWrite => ({
  kind: 'put',
  item: {
    ...slotClaimKey(claim.AttestatorId, claim.Start),
    EntityType: 'SlotClaim',
    ...claim,
    ClaimedAt: at,
  },
  condition: { expression: 'attribute_not_exists(PK)' },
});

/** Frees a slot the session held (and nothing another session holds). */
export const releaseWrite = (attestorId: string, start: string, sessionId: string): TableWrite => ({
  kind: 'delete',
  key: slotClaimKey(attestorId, start),
  condition: {
    expression: 'attribute_not_exists(PK) OR SigningSessionId = :id',
    values: { ':id': sessionId },
  },
});

/** The session holding the slot, if any. */
export async function claimHolder(
  table: Table,
  attestorId: string,
  start: string,
): Promise<string | undefined> {
  const item = await table.get(slotClaimKey(attestorId, start));
  return typeof item?.SigningSessionId === 'string' ? item.SigningSessionId : undefined;
}

/** The starts of the attestor's slots taken in a Malaysian month: one Query. */
export async function bookedStarts(table: Table, attestorId: string, month: string): Promise<Set<string>> {
  const { from, to } = monthBounds(month);
  const items = await table.queryAll({ pk: slotClaimsOf(attestorId), sk: { between: [from, to] } });
  return new Set(items.map((i) => String(i.SK)));
}
