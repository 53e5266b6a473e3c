import { type SigningSessionStatus, sessionStepOf, signingSessionStatuses } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

const yn = z.enum(['Y', 'N']);

/**
 * A live signing session (spec §3, §4): one borrower, one attestor, one slot. Its status is
 * decided by the session machine. Times are ISO UTC; the screens show them in Malaysia time.
 */
export const signingSessionSchema = z.object({
  SigningSessionId: z.string(),
  LoanNo: z.string(),
  CustomerId: z.string(),
  /** The borrower taking part (their customer id). */
  ParticipantId: z.string(),
  AttestatorId: z.string(),
  AttestatorName: z.string(),
  /** The borrower's name and contacts, for the listing and the reminders. */
  Name: z.string(),
  Contact: z.string(),
  Email: z.string(),
  /** [start, end], ISO UTC. */
  DateTimeRange: z.tuple([z.string(), z.string()]),
  SlotSessionId: z.string(),
  Status: z.enum(signingSessionStatuses),
  MachineVersion: z.string(),
  BorrowerSignYN: yn,
  AttestatorSignYN: yn,
  CompanySignerSignYN: yn,
  RecordingMediaId: z.string().optional(),
  RecordingBlobKey: z.string().optional(),
  BorrowerJoinedAt: z.string().optional(),
  AttestatorJoinedAt: z.string().optional(),
  StartedAt: z.string().optional(),
  EndedAt: z.string().optional(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;
export interface LoadedSession {
  value: SigningSession;
  version: number;
}

export const signingSessionEntity = defineEntity({
  name: 'SigningSession',
  schema: signingSessionSchema,
  id: (s) => s.SigningSessionId,
  key: (id: string) => ({ PK: `SIGNSESSION#${id}`, SK: 'SIGNSESSION' }),
  indexes: {
    GSI1: (s) => ({ pk: 'SIGNSESSIONS', sk: `${s.DateTimeRange[0]}#${s.SigningSessionId}` }),
    GSI2: (s) => ({ pk: `SIGNSESSIONS#LOAN#${s.LoanNo}`, sk: s.DateTimeRange[0] }),
    GSI3: (s) => ({ pk: `SIGNSESSIONS#ATTESTOR#${s.AttestatorId}`, sk: s.DateTimeRange[0] }),
  },
});

export const sessionIndexes = {
  all: { index: 'GSI1' as const, pk: 'SIGNSESSIONS' },
  ofLoan: (loanNo: string) => ({ index: 'GSI2' as const, pk: `SIGNSESSIONS#LOAN#${loanNo}` }),
  ofAttestor: (attestorId: string) => ({ index: 'GSI3' as const, pk: `SIGNSESSIONS#ATTESTOR#${attestorId}` }),
};

/** A slot taken: written only if absent, in the booking's transaction, so no slot is booked twice. */
export const slotClaimKey = (attestorId: string, startIso: string) => ({
  PK: `SLOTCLAIM#${attestorId}`,
  SK: startIso,
});
export const slotClaimsOf = (attestorId: string) => `SLOTCLAIM#${attestorId}`;

export const SESSION_AUDIT = 'SigningSession';

export const sessionIdOf = (n: number) => `SS-${String(n).padStart(6, '0')}`;
export const recordingBlobKey = (sessionId: string) => `signing/recordings/${sessionId}.mp4`;

/** What the API shows of a session: the spec's fields, its step and the loan rows (spec §3). */
export function sessionView(s: SigningSession) {
  const { MachineVersion: _v, RecordingBlobKey: _k, ...rest } = s;
  return {
    ...rest,
    Step: sessionStepOf(s),
    LoanSigningSessions: [
      { LoanNo: s.LoanNo, Status: s.Status as SigningSessionStatus, RecordingMediaId: s.RecordingMediaId },
    ],
  };
}
export type SessionView = ReturnType<typeof sessionView>;
