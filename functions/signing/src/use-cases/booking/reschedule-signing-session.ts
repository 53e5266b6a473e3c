import {
  decideSession,
  isDomainError,
  mayReschedule,
  sessionNotFound,
  slotTaken,
  tooLateToReschedule,
} from '@ezc/domain';
import { auditWrite, entityWrites, type TableWrite } from '@ezc/platform';
import type { LoadedSession, SigningSession } from '../../sessions/signing-session';
import { sessionView } from '../../sessions/signing-session';
import type { LoadedSigning } from '../../signing/signing-record';
import { SIGNING_AUDIT, signingEntity } from '../../signing/signing-record';
import { refuseEnding, signedLoanFor } from '../signing/prepared-signing';
import { bookableSlot } from './bookable-slot';
import {
  type BookingCaller,
  type BookingDeps,
  type BookingInput,
  signingOf,
  whenText,
} from './schedule-signing-session';
import { claimHolder, claimWrite, releaseWrite } from './slot-claims';

const ATTEMPTS = 3;

/**
 * `/loans/reschedule-signing-session` (spec §4: "rescheduling replaces the one for that loan"):
 * the loan's booked session moves to another slot, keeping its SigningSessionId. Only a session
 * still 'Pending Start' moves (the session machine's RESCHEDULE), and only at least 24 hours
 * before it starts (spec §5). One transaction moves the session, frees the old slot and claims the
 * new one (only if nobody holds it). The moved session's `signing-session.booked` event replaces
 * its reminders.
 */
export async function rescheduleSigningSession(
  deps: BookingDeps,
  caller: BookingCaller,
  input: BookingInput,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await moveOnce(deps, caller, input);
    } catch (e) {
      if (!(isDomainError(e) && e.kind === 'conflict' && e.code !== 'SESSION.SLOT_TAKEN')) throw e;
      const slot = await bookableSlot(deps, input).catch(() => undefined);
      const holder = slot ? await claimHolder(deps.table, input.AttestatorId, slot.Start) : undefined;
      if (holder) {
        const signing = await deps.signings.load(input.LoanNo.trim().toUpperCase());
        if (holder !== signing?.value.SigningSessionId) throw slotTaken();
      }
      if (attempt >= ATTEMPTS) throw e;
    }
  }
}

async function moveOnce(deps: BookingDeps, caller: BookingCaller, input: BookingInput) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  refuseEnding(loan);
  const signing = await signingOf(deps, loan);
  const loaded = signing.value.SigningSessionId
    ? await deps.sessions.load(signing.value.SigningSessionId)
    : undefined;
  if (!loaded) throw sessionNotFound();
  const before = loaded.value;
  const decision = decideSession(
    { status: before.Status, machineVersion: before.MachineVersion },
    { type: 'RESCHEDULE' },
  );
  if (!mayReschedule(before.DateTimeRange[0], deps.clock.now())) throw tooLateToReschedule();
  const slot = await bookableSlot(deps, input);
  const sameSlot = slot.Start === before.DateTimeRange[0] && input.AttestatorId === before.AttestatorId;
  // Moving to the slot it already has changes nothing.
  if (sameSlot) return sessionView(before);
  const holder = await claimHolder(deps.table, input.AttestatorId, slot.Start);
  if (holder) throw slotTaken();

  const at = deps.clock.now().toISOString();
  const after: SigningSession = {
    ...before,
    AttestatorId: input.AttestatorId,
    AttestatorName: slot.AttestatorName,
    DateTimeRange: [slot.Start, slot.End],
    SlotSessionId: slot.SlotSessionId,
    UpdatedAt: at,
  };
  const remarks = `Moved from ${whenText(before.DateTimeRange[0])} with ${before.AttestatorName} to ${whenText(slot.Start)} with ${slot.AttestatorName} (Malaysia time)`;
  const saved = await deps.sessions.save({
    before: loaded,
    after,
    decision,
    action: 'Signing session rescheduled',
    remarks,
    actor: caller.actor,
    also: [
      releaseWrite(before.AttestatorId, before.DateTimeRange[0], before.SigningSessionId),
      claimWrite(
        {
          AttestatorId: input.AttestatorId,
          Start: slot.Start,
          SigningSessionId: before.SigningSessionId,
          LoanNo: before.LoanNo,
        },
        at,
      ),
      ...attestorChange(deps, caller, signing, loaded, after, at),
    ],
  });
  return sessionView(saved);
}

/** A session moved to another attestor: the loan's signing names the new one, in the same write. */
function attestorChange(
  deps: Pick<BookingDeps, 'ids'>,
  caller: BookingCaller,
  signing: LoadedSigning,
  session: LoadedSession,
  after: SigningSession,
  at: string,
): TableWrite[] {
  if (after.AttestatorId === session.value.AttestatorId) return [];
  return [
    ...entityWrites(
      signingEntity,
      { ...signing.value, AttestatorId: after.AttestatorId, UpdatedAt: at },
      signing.version + 1,
      at,
      { expression: 'version = :v', values: { ':v': signing.version } },
    ),
    auditWrite(
      {
        objectType: SIGNING_AUDIT,
        objectId: signing.value.LoanNo,
        action: 'Signing session moved to another attestor',
        actor: caller.actor,
        remarks: `Session ${after.SigningSessionId} now with ${after.AttestatorName}`,
      },
      at,
      deps.ids.next(),
    ),
  ];
}
