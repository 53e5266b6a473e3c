import {
  decideSession,
  recordingUnknown,
  type SessionEvent,
  signaturesOf,
  tooEarlyForNoShow,
} from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { recordingBlobKey, type SigningSession, sessionView } from '../../sessions/signing-session';
import { attestorSession, recordingMediaIdOf } from './attestor-session';
import { keepRecording } from './session-recording';

type Deps = Pick<SigningPorts, 'sessions' | 'clock'>;
type Caller = { principal: Principal; actor: Actor };

async function change(
  deps: Deps,
  caller: Caller,
  sessionId: string,
  /** The event, given the session as loaded (an end or no-show carries who has signed in it). */
  event: (s: SigningSession) => SessionEvent,
  action: string,
  edit: (s: SigningSession, now: string) => SigningSession,
  /** A rule of the action besides the machine's, checked after it. */
  check?: (s: SigningSession, now: Date) => void | Promise<void>,
) {
  const loaded = await attestorSession(deps, caller.principal, sessionId);
  const decision = decideSession(
    { status: loaded.value.Status, machineVersion: loaded.value.MachineVersion },
    event(loaded.value),
  );
  await check?.(loaded.value, deps.clock.now());
  const now = deps.clock.now().toISOString();
  const saved = await deps.sessions.save({
    before: loaded,
    after: { ...edit(loaded.value, now), UpdatedAt: now },
    decision,
    action,
    actor: caller.actor,
  });
  return sessionView(saved);
}

/** `/signing-sessions/start`: the session's attestor starts it ('Pending Start' → 'In Progress'). */
export const startSession = (deps: Deps, caller: Caller, input: { SigningSessionId: string }) =>
  change(
    deps,
    caller,
    input.SigningSessionId,
    () => ({ type: 'START' }),
    'Session started',
    (s, now) => ({
      ...s,
      StartedAt: now,
    }),
  );

/**
 * `/signing-sessions/end`: the attestor ends the session ('In Progress' → 'Completed'), once they
 * have signed what the borrower signed in it (else SESSION.ATTESTOR_SIGNS_FIRST), with the
 * recording they uploaded through `/signing-sessions/recording-upload` when there is one. The
 * recording is checked as every upload is (an MP4 and nothing more); one refused is deleted.
 */
export const endSession = (
  deps: Deps & Pick<SigningPorts, 'blobs'>,
  caller: Caller,
  input: { SigningSessionId: string; RecordingMediaId?: string | undefined },
) => {
  const recording = input.RecordingMediaId;
  if (recording !== undefined && recording !== recordingMediaIdOf(input.SigningSessionId)) {
    throw recordingUnknown();
  }
  return change(
    deps,
    caller,
    input.SigningSessionId,
    // Refused while the borrower's signature in it waits for the attestor's (spec §4).
    (s) => ({ type: 'END', ...signaturesOf(s) }),
    'Session ended',
    (s, now) => ({
      ...s,
      EndedAt: now,
      ...(recording
        ? { RecordingMediaId: recording, RecordingBlobKey: recordingBlobKey(s.SigningSessionId) }
        : {}),
    }),
    recording ? (s) => keepRecording(deps, s.SigningSessionId) : undefined,
  );
};

/**
 * `/signing-sessions/no-show`: the attestor marks that the borrower did not come ('No Show'), from
 * the session's start time on.
 */
export const markNoShow = (deps: Deps, caller: Caller, input: { SigningSessionId: string }) =>
  change(
    deps,
    caller,
    input.SigningSessionId,
    // A borrower who signed in the session came to it.
    (s) => ({ type: 'NO_SHOW', ...signaturesOf(s) }),
    'Marked as no show',
    (s, now) => ({ ...s, EndedAt: now }),
    (s, now) => {
      if (now.getTime() < Date.parse(s.DateTimeRange[0])) throw tooEarlyForNoShow();
    },
  );
