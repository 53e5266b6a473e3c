import { malaysianMonth, monthAvailability } from '@ezc/domain';
import type { SigningPorts } from '../../ports';
import { activeSessionsOfAttestor } from '../../slots/slots-reader';
import { bookedStarts } from './slot-claims';

/**
 * `/signing-sessions/available-sessions` (spec §2 "Booking a signing slot"): an attestor's
 * calendar of a month (this Malaysian month when none is asked for), each day available, not
 * available, today or an off day, with its slots. An attestor who takes no bookings has a month of
 * off days.
 */
export async function findAvailableSessions(
  deps: Pick<SigningPorts, 'table' | 'clock'>,
  input: { AttestatorId: string; Month?: string | undefined },
) {
  const now = deps.clock.now();
  const Month = input.Month ?? malaysianMonth(now);
  const [sessions, booked] = await Promise.all([
    activeSessionsOfAttestor(deps.table, input.AttestatorId),
    bookedStarts(deps.table, input.AttestatorId, Month),
  ]);
  return {
    AttestatorId: input.AttestatorId,
    Month,
    Days: monthAvailability({ month: Month, sessions, booked, now }),
  };
}
