import type { Language } from '@ezc/domain/constants';
import { CATALOGUES, type Catalogue } from '@ezc/domain/i18n/index';

/** What the live room says, in one language, with spec §8's notification titles. */
export type LiveRoomTexts = Catalogue['signingLive']['room'] & {
  readonly statuses: Catalogue['signingLive']['statuses'];
  readonly changeInProgressFailed: string;
  readonly changeNoShowFailed: string;
  readonly borrowerSigningFailed: string;
  readonly attestorSigningFailed: string;
  readonly fetchSigningSessionFailed: string;
  readonly signingInProgress: string;
  readonly changingStatus: string;
  readonly uploadVideoFailed: string;
};

export function liveRoomTexts(lang: Language): LiveRoomTexts {
  const c = CATALOGUES[lang];
  return {
    ...c.signingLive.room,
    statuses: c.signingLive.statuses,
    changeInProgressFailed: c.notify.changeInProgressFailed,
    changeNoShowFailed: c.notify.changeNoShowFailed,
    borrowerSigningFailed: c.notify.borrowerSigningFailed,
    attestorSigningFailed: c.notify.attestorSigningFailed,
    fetchSigningSessionFailed: c.notify.fetchSigningSessionFailed,
    signingInProgress: c.notify.signingInProgress,
    changingStatus: c.notify.changingStatus,
    uploadVideoFailed: c.notify.uploadVideoFailed,
  };
}

/** What the staff listing of signing sessions says, with spec §8's notification titles. */
export type SessionListTexts = Catalogue['signingLive']['listing'] & {
  readonly statuses: Catalogue['signingLive']['statuses'];
  readonly changeNoShowFailed: string;
  readonly changingStatus: string;
  readonly downloadRecordingFailed: string;
  readonly downloadingRecording: string;
};

export function sessionListTexts(lang: Language): SessionListTexts {
  const c = CATALOGUES[lang];
  return {
    ...c.signingLive.listing,
    statuses: c.signingLive.statuses,
    changeNoShowFailed: c.notify.changeNoShowFailed,
    changingStatus: c.notify.changingStatus,
    downloadRecordingFailed: c.notify.downloadRecordingFailed,
    downloadingRecording: c.notify.downloadingRecording,
  };
}
