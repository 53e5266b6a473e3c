import { recordingNotAllowed, recordingNotMp4 } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { attestorSession, recordingMediaIdOf } from './attestor-session';
import { recordingUploadKey } from './session-recording';

/** A long session recorded at the room's bit rate stays well under this. */
export const MAX_RECORDING_BYTES = 500 * 1024 * 1024;
/** Time to start posting the file; a large one on a slow line takes a while to arrive after that. */
const FORM_SECONDS = 60 * 60;

/**
 * `/signing-sessions/recording-upload`: the session's attestor uploads the room's recording straight
 * to the document store (it is far larger than an API body). The form is granted for one MP4 of
 * at most 500 MB at the session's upload key; `/signing-sessions/end` then checks it and keeps it.
 */
export async function requestRecordingUpload(
  deps: Pick<SigningPorts, 'sessions' | 'blobs' | 'store'>,
  caller: { principal: Principal; actor: Actor },
  input: { SigningSessionId: string; ContentType: string },
) {
  const session = await attestorSession(deps, caller.principal, input.SigningSessionId);
  // The browser's recorder names its codecs (`video/mp4;codecs=avc1,opus`): the container is what counts.
  if (input.ContentType.split(';')[0]?.trim().toLowerCase() !== 'video/mp4') throw recordingNotMp4();
  const status = session.value.Status;
  if (status !== 'In Progress' && status !== 'Completed') throw recordingNotAllowed(status);
  const id = session.value.SigningSessionId;
  const form = await deps.blobs.presignUpload(recordingUploadKey(id), {
    contentType: 'video/mp4',
    maxBytes: MAX_RECORDING_BYTES,
    expiresInSeconds: FORM_SECONDS,
  });
  await deps.store.record({
    objectType: 'SigningSession',
    objectId: id,
    action: 'Recording upload granted',
    actor: caller.actor,
  });
  return {
    SigningSessionId: id,
    RecordingMediaId: recordingMediaIdOf(id),
    Url: form.url,
    Method: form.method,
    Fields: form.fields,
    MaxBytes: MAX_RECORDING_BYTES,
  };
}
