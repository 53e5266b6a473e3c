import {
  type SlotGroupInput,
  type SlotSessionInput,
  slotGroupInputSchema,
  slotSessionInputSchema,
} from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { addSlotGroup } from '../use-cases/slots/add-slot-group';
import { addSlotSession } from '../use-cases/slots/add-slot-session';
import type { SlotsPorts } from './slots-ports';

/** The demo data is set up as an Admin would, through the same use cases. */
const actor: Actor = { id: 'system', kind: 'system', name: 'Demo data' };

/** The demo attorney (attorney@demo.test). */
export const DEMO_ATTESTOR_ID = 'STF-0006';

const group: SlotGroupInput = slotGroupInputSchema.parse({
  Name: 'Attorney weekday sessions',
  AttestatorId: DEMO_ATTESTOR_ID,
  Description: 'Live signing sessions with the attorney, Monday to Friday (Malaysia time).',
  Status: 'Active',
  Type: 'Signing',
});

/** Four half-hour sessions a weekday, Monday (1) to Friday (5). */
const HOURS = [
  ['10:00', '10:30'],
  ['11:00', '11:30'],
  ['14:30', '15:00'],
  ['16:00', '16:30'],
] as const;
const sessionsOf = (slotGroupId: string): SlotSessionInput[] =>
  [1, 2, 3, 4, 5].flatMap((Weekday) =>
    HOURS.map(([StartTime, EndTime]) =>
      slotSessionInputSchema.parse({ SlotGroupId: slotGroupId, Weekday, StartTime, EndTime }),
    ),
  );

/**
 * The attorney's slot group (SG-0001, the first group a fresh store hands out) with its weekday
 * sessions. Idempotent: an existing group of that name for the attorney is kept, and only its
 * missing sessions (by day and start) are added.
 */
export async function seedSlotGroups(
  ports: Pick<SlotsPorts, 'slotGroups' | 'attestors' | 'clock'>,
): Promise<void> {
  const mine = (await ports.slotGroups.ofAttestor(DEMO_ATTESTOR_ID)).find((g) => g.Name === group.Name);
  const slotGroupId = mine?.SlotGroupId ?? (await addSlotGroup(ports, { actor, group })).SlotGroupId;
  const found = await ports.slotGroups.loadWithSessions(slotGroupId);
  const has = new Set(found?.sessions.map((s) => `${s.value.Weekday} ${s.value.StartTime}`));
  for (const session of sessionsOf(slotGroupId)) {
    if (!has.has(`${session.Weekday} ${session.StartTime}`)) await addSlotSession(ports, { actor, session });
  }
}
