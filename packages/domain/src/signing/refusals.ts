import { conflict, DomainError, notFound, ruleBroken } from '../errors';

/**
 * The signing failures the API answers, each with its stable code and English message; the
 * Malay texts live in i18n/signing-server.ts (`apiErrors.<CODE with _>`), filled from the
 * details.
 */
const withDetails = (e: DomainError, details: Record<string, string | number>) =>
  new DomainError(e.kind, e.code, e.message, details);

export const signingNotFound = () => notFound('SIGNING.NOT_FOUND', 'Loan not found');
/** spec §5: unverified users are prompted to verify before signing. */
export const ekycRequired = () =>
  ruleBroken(
    'SIGNING.EKYC_REQUIRED',
    'Please complete your identity and account verification before signing.',
  );
export const videoNotWatched = () =>
  ruleBroken('SIGNING.VIDEO_NOT_WATCHED', 'Please watch the explanation video to the end before signing.');
export const noSignature = () =>
  ruleBroken(
    'SIGNING.NO_SIGNATURE',
    'There is no saved signature: draw your signature or save one on your profile first.',
  );
export const loanEnding = (status: string) =>
  withDetails(ruleBroken('SIGNING.LOAN_ENDING', `A loan that is '${status}' can no longer be signed.`), {
    status,
  });
export const liveSessionNeeded = () =>
  ruleBroken(
    'SIGNING.LIVE_SESSION_NEEDED',
    'The borrower signs in the live session: the session must be in progress.',
  );
export const notTheAttestor = () =>
  ruleBroken('SESSION.NOT_ATTESTOR', 'Only the attestor of this signing session may do this.');
export const sessionNotFound = () => notFound('SESSION.NOT_FOUND', 'Signing session not found');
export const slotTaken = () =>
  conflict('SESSION.SLOT_TAKEN', 'This slot has just been booked. Please choose another.');
export const slotUnavailable = () =>
  ruleBroken('SESSION.SLOT_UNAVAILABLE', 'This slot is not open for booking. Please choose another.');
/** A loan has one live booking at a time: a second one moves it (reschedule). */
export const sessionAlreadyBooked = () =>
  ruleBroken(
    'SESSION.ALREADY_BOOKED',
    'This loan already has a signing session booked. Reschedule it instead.',
  );
export const tooLateToReschedule = () =>
  ruleBroken(
    'SESSION.TOO_LATE_TO_RESCHEDULE',
    'A signing session can be rescheduled only at least 24 hours before it starts.',
  );
/** spec §5: title 'Upload Video Failed', text 'You can only upload MP4'. */
export const videoNotMp4 = () => ruleBroken('SIGNING.VIDEO_NOT_MP4', 'You can only upload MP4');
export const videoNotFound = () => notFound('SIGNING.VIDEO_NOT_FOUND', 'No file found');
/** The live room's recordings (spec §4: the attestor records the session, staff download it). */
export const recordingNotFound = () => notFound('SESSION.RECORDING_NOT_FOUND', 'No file found');
export const recordingNotMp4 = () => ruleBroken('SESSION.RECORDING_NOT_MP4', 'You can only upload MP4');
export const recordingNotAllowed = (status: string) =>
  withDetails(
    ruleBroken(
      'SESSION.RECORDING_NOT_ALLOWED',
      `A recording cannot be added to a signing session that is '${status}'.`,
    ),
    { status },
  );
export const recordingUnknown = () =>
  ruleBroken('SESSION.RECORDING_UNKNOWN', 'This recording does not belong to this signing session.');
export const tooEarlyForNoShow = () =>
  ruleBroken(
    'SESSION.TOO_EARLY_FOR_NO_SHOW',
    'The borrower can be marked as no show only once the session has begun.',
  );
