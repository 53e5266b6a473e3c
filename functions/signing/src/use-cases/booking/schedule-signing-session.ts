import {
  DomainError,
  decideSigning,
  initial,
  isDomainError,
  SIGNING_NOT_ALLOWED,
  sessionAlreadyBooked,
  signingSessionBooked,
  signingSessionMachine,
  slotTaken,
} from '@ezc/domain';
import { type Actor, auditWrite, outboxWrite, type Principal } from '@ezc/platform';
import type { SignedLoan } from '../../parties/loan-reader';
import type { SigningPorts } from '../../ports';
import { sessionEventData } from '../../sessions/sessions-repository';
import { SESSION_AUDIT, type SigningSession, sessionIdOf, sessionView } from '../../sessions/signing-session';
import type { LoadedSigning } from '../../signing/signing-record';
import { refuseEnding, signedLoanFor } from '../signing/prepared-signing';
import { takeSigningStep } from '../signing/signing-step';
import { bookableSlot, type SlotChoice } from './bookable-slot';
import { malaysian } from './malaysian-time';
import { claimHolder, claimWrite } from './slot-claims';

export type BookingDeps = Pick<
  SigningPorts,
  | 'clock'
  | 'ids'
  | 'table'
  | 'store'
  | 'blobs'
  | 'loans'
  | 'signings'
  | 'sessions'
  | 'sequence'
  | 'people'
  | 'lender'
>;
export interface BookingCaller {
  principal: Principal;
  actor: Actor;
}
export type BookingInput = SlotChoice & { LoanNo: string };

/** A refused write that may have lost a race: tried again this many times from a fresh read. */
const ATTEMPTS = 3;

export const whenText = (start: string) => {
  const m = malaysian(start);
  return `${m.date} ${m.time}`;
};

/** The loan's signing; a loan whose agreement is not even prepared cannot be booked yet. */
export async function signingOf(
  deps: Pick<SigningPorts, 'signings'>,
  loan: SignedLoan,
): Promise<LoadedSigning> {
  const signing = await deps.signings.load(loan.LoanNo);
  if (signing) return signing;
  throw new DomainError(
    'rule',
    SIGNING_NOT_ALLOWED,
    `A loan that is '${loan.Status}' cannot be booked for a live signing session.`,
    { status: loan.Status },
  );
}

/**
 * `/loans/schedule-signing-session` (spec §4 "Scheduling"): the borrower books a slot of an
 * attestor's calendar for a live signing of their loan. One transaction writes the session
 * ('Pending Start'), the slot's claim (only if nobody holds it), the signing's change (the
 * machine's BOOK_SESSION: a loan the company signed opens for the borrower's signing) with its
 * events and history rows. Of simultaneous bookings of one slot one wins; the others are told the
 * slot has just been taken. The reminders follow from the `signing-session.booked` event.
 */
export async function scheduleSigningSession(deps: BookingDeps, caller: BookingCaller, input: BookingInput) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bookOnce(deps, caller, input);
    } catch (e) {
      if (!(isDomainError(e) && e.kind === 'conflict' && e.code !== 'SESSION.SLOT_TAKEN')) throw e;
      // The write lost a race. If another session holds the slot now, that is the answer;
      // otherwise something else about the loan changed meanwhile: read again and retry.
      const slot = await bookableSlot(deps, input).catch(() => undefined);
      if (slot && (await claimHolder(deps.table, input.AttestatorId, slot.Start))) throw slotTaken();
      if (attempt >= ATTEMPTS) throw e;
    }
  }
}

async function bookOnce(deps: BookingDeps, caller: BookingCaller, input: BookingInput) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  refuseEnding(loan);
  const slot = await bookableSlot(deps, input);
  const signing = await signingOf(deps, loan);
  // Refused here already, before a session number is spent on it.
  decideSigning(
    { status: signing.value.Status, machineVersion: signing.value.MachineVersion },
    { type: 'BOOK_SESSION' },
  );
  const current = signing.value.SigningSessionId
    ? await deps.sessions.load(signing.value.SigningSessionId)
    : undefined;
  // The claim is read after the signing: a booking the signing already shows has its claim in
  // place too (both land in one transaction), so a slot just taken is answered as taken.
  if (await claimHolder(deps.table, input.AttestatorId, slot.Start)) throw slotTaken();
  if (current && ['Pending Start', 'In Progress'].includes(current.value.Status))
    throw sessionAlreadyBooked();
  const contact = await deps.people.borrower(loan.CustomerId);
  const id = sessionIdOf(await deps.sequence('signing-session-id'));
  const first = initial(signingSessionMachine);
  const remarks = `Session ${id} with ${slot.AttestatorName} on ${whenText(slot.Start)} (Malaysia time)`;
  let booked: SigningSession | undefined;
  await takeSigningStep(deps, {
    signing,
    event: { type: 'BOOK_SESSION' },
    actor: caller.actor,
    action: 'Signing session booked',
    remarks,
    change: (s) => ({ ...s, Mode: 'Live', SigningSessionId: id, AttestatorId: input.AttestatorId }),
    also: (at) => {
      const session: SigningSession = {
        SigningSessionId: id,
        LoanNo: loan.LoanNo,
        CustomerId: loan.CustomerId,
        ParticipantId: loan.CustomerId,
        AttestatorId: input.AttestatorId,
        AttestatorName: slot.AttestatorName,
        Name: contact?.Name ?? loan.BorrowerName,
        Contact: contact?.Mobile ?? '',
        Email: contact?.Email ?? '',
        DateTimeRange: [slot.Start, slot.End],
        SlotSessionId: slot.SlotSessionId,
        Status: first.status,
        MachineVersion: first.machineVersion,
        BorrowerSignYN: signing.value.BorrowerSignYN,
        AttestatorSignYN: signing.value.AttestatorSignYN,
        CompanySignerSignYN: signing.value.CompanySignerSignYN,
        CreatedAt: at,
        UpdatedAt: at,
      };
      booked = session;
      return [
        ...deps.sessions.creation(session, at),
        claimWrite(
          { AttestatorId: input.AttestatorId, Start: slot.Start, SigningSessionId: id, LoanNo: loan.LoanNo },
          at,
        ),
        outboxWrite(
          deps.store.envelope(signingSessionBooked, sessionEventData(session), caller.actor, at),
          at,
        ),
        auditWrite(
          {
            objectType: SESSION_AUDIT,
            objectId: id,
            action: 'Signing session booked',
            actor: caller.actor,
            remarks,
          },
          at,
          deps.ids.next(),
        ),
      ];
    },
  });
  if (!booked) throw new Error('The booking wrote no session');
  return sessionView(booked);
}
