import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { clientIp } from '../../lib/lending/client';
import { PeerCall, readPeerMessage } from '../../lib/signing/webrtc';
import {
  endSession,
  type JoinAnswer,
  joinSession,
  markNoShow,
  recordingUploadForm,
  type SessionStatus,
  signAs,
  startSession,
} from '../../lib/signing/webrtc-api';
import {
  type RecordingState,
  recordingType,
  SessionRecorder,
  sendRecording,
} from '../../lib/signing/webrtc-recorder';
import {
  type ChannelState,
  openSignalChannel,
  type Side,
  type SignalChannel,
} from '../../lib/signing/webrtc-signal';
import type { LiveRoomTexts } from '../../lib/signing/webrtc-texts';
import { notify } from '../../stores/notifications';
import ConfirmDialog from '../identity/ConfirmDialog';
import './LiveSession.css';

/**
 * The live signing room (spec §4), the same for both people: each sees the other's camera and
 * their own, the session's steps (Borrower To Sign → Signing → Attestor To Sign → Signing →
 * Completed) and what they may do now. The borrower signs once the attestor has started the
 * session; then the attestor signs. The attestor starts and ends the session, records it (both
 * cameras and both microphones, as MP4, uploaded straight to the document store when it stops)
 * and may mark a borrower who did not come as no show.
 *
 * Media travel browser to browser over WebRTC; the product's WebSocket carries the negotiation.
 * The room also tells the other window, over the same channel, when something changed (a start,
 * a signature, the end), so both show the same state at once; a slow poll covers a lost message.
 *
 * Props: `sessionId` (SigningSessionId), `texts` (`liveRoomTexts(lang)`), and optionally
 * `backHref`/`backLabel` for the link shown once the session is over.
 */
interface Props {
  readonly sessionId: string;
  readonly texts: LiveRoomTexts;
  readonly backHref?: string;
  readonly backLabel?: string;
}

type App = { readonly app: 'refresh' } | { readonly app: 'signing'; readonly side: Side };

const POLL_MS = 10_000;
/** How long the call waits for the other side's window to come back before it hangs up. */
const ABSENCE_GRACE_MS = 8_000;
const STEP_KEYS = ['borrowerToSign', 'signing', 'attestorToSign', 'signing', 'completed'] as const;
const TIME_ZONE = 'Asia/Kuala_Lumpur';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const readApp = (data: unknown): App | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as { app?: unknown; side?: unknown };
  if (d.app === 'refresh') return { app: 'refresh' };
  if (d.app === 'signing' && (d.side === 'borrower' || d.side === 'attestor'))
    return { app: 'signing', side: d.side };
  return undefined;
};

const statusWord = (texts: LiveRoomTexts, status: SessionStatus) =>
  ({
    'Pending Start': texts.statuses.pendingStart,
    'In Progress': texts.statuses.inProgress,
    Completed: texts.statuses.completed,
    'No Show': texts.statuses.noShow,
  })[status];

const recordingWord = (texts: LiveRoomTexts, state: RecordingState) =>
  ({
    start: texts.recordingStates.start,
    'in progress': texts.recordingStates.inProgress,
    paused: texts.recordingStates.paused,
    stop: texts.recordingStates.stop,
  })[state];

function malaysia(iso: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(document.documentElement.lang === 'ms' ? 'ms-MY' : 'en-MY', {
    timeZone: TIME_ZONE,
    ...options,
  }).format(new Date(iso));
}

/** The index in the five steps: the server's step, with "Signing" while a signature is on its way. */
export function stepIndex(view: Pick<JoinAnswer, 'Status' | 'Step'>, signing: Side | undefined): number {
  if (view.Status === 'Completed' || view.Step === 'Completed') return 4;
  if (signing === 'attestor' || (view.Step === 'Attestor To Sign' && signing !== undefined)) return 3;
  if (signing === 'borrower') return 1;
  return view.Step === 'Attestor To Sign' ? 2 : 0;
}

function Video({
  stream,
  muted,
  label,
  videoRef,
  soundOnLabel,
}: {
  readonly stream: MediaStream | undefined;
  readonly muted: boolean;
  readonly label: string;
  readonly videoRef: RefObject<HTMLVideoElement | null>;
  /** For the other side's video: the button that turns its sound on when the browser would not. */
  readonly soundOnLabel?: string;
}) {
  const [silenced, setSilenced] = useState(false);
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (el.srcObject !== (stream ?? null)) el.srcObject = stream ?? null;
    if (!stream) return;
    el.muted = muted;
    el.play().catch(() => {
      // A browser that will not play sound unasked plays the picture muted, and offers the sound.
      if (muted) return;
      el.muted = true;
      setSilenced(true);
      void el.play().catch(() => undefined);
    });
  }, [stream, videoRef, muted]);
  const soundOn = () => {
    const el = videoRef.current;
    if (!el) return;
    el.muted = false;
    void el.play().then(
      () => setSilenced(false),
      () => undefined,
    );
  };
  return (
    <figure className="live-video">
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted={muted || silenced}
        aria-label={label}
        data-has-stream={stream ? 'yes' : 'no'}
      />
      <figcaption>
        {label}
        {silenced && soundOnLabel && (
          <button type="button" className="btn btn-small live-sound" onClick={soundOn}>
            {soundOnLabel}
          </button>
        )}
      </figcaption>
    </figure>
  );
}

/** "Use my saved signature", or a signature drawn now (the pad loads only when asked for). */
function SignatureChoice({
  texts,
  onChange,
}: {
  readonly texts: LiveRoomTexts;
  readonly onChange: (
    read: () => { UseSavedSignature: true } | { SignatureFile: string } | undefined,
  ) => void;
}) {
  const [mode, setMode] = useState<'saved' | 'draw'>('saved');
  const [ready, setReady] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<{
    isEmpty(): boolean;
    toDataURL(type?: string): string;
    clear(): void;
    off(): void;
  } | null>(null);
  const name = useId();

  useEffect(() => {
    if (mode === 'saved') {
      onChange(() => ({ UseSavedSignature: true }));
      return;
    }
    let cancelled = false;
    void import('signature_pad').then(({ default: SignaturePad }) => {
      const el = canvas.current;
      if (cancelled || !el) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      pad.current = new SignaturePad(el, { penColor: '#13213a', backgroundColor: 'rgb(255,255,255)' });
      setReady(true);
    });
    onChange(() =>
      pad.current && !pad.current.isEmpty()
        ? { SignatureFile: pad.current.toDataURL('image/png') }
        : undefined,
    );
    return () => {
      cancelled = true;
      pad.current?.off();
      pad.current = null;
      setReady(false);
    };
  }, [mode, onChange]);

  return (
    <fieldset className="live-signature">
      <legend>{texts.signHeading}</legend>
      <label>
        <input type="radio" name={name} checked={mode === 'saved'} onChange={() => setMode('saved')} />{' '}
        {texts.useSaved}
      </label>
      <label>
        <input type="radio" name={name} checked={mode === 'draw'} onChange={() => setMode('draw')} />{' '}
        {texts.drawNew}
      </label>
      {mode === 'draw' && (
        <div className="live-pad">
          <canvas ref={canvas} aria-label={texts.padLabel} role="img" data-ready={ready ? 'yes' : 'no'} />
          <button type="button" className="btn btn-small" onClick={() => pad.current?.clear()}>
            {texts.clearPad}
          </button>
        </div>
      )}
    </fieldset>
  );
}

export default function LiveSession({ sessionId, texts, backHref, backLabel }: Props) {
  const [view, setView] = useState<JoinAnswer | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const [channel, setChannel] = useState<ChannelState>('connecting');
  const [peerPresent, setPeerPresent] = useState(false);
  const [pcState, setPcState] = useState<RTCPeerConnectionState>('new');
  const [local, setLocal] = useState<MediaStream | undefined>(undefined);
  const [remote, setRemote] = useState<MediaStream | undefined>(undefined);
  const [mediaDenied, setMediaDenied] = useState(false);
  const [micOn, setMicOn] = useState(true);
  const [camOn, setCamOn] = useState(true);
  const [signing, setSigning] = useState<Side | undefined>(undefined);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [recState, setRecState] = useState<RecordingState>('start');
  const [upload, setUpload] = useState<
    { state: 'sending'; percent: number } | { state: 'done'; id: string } | { state: 'failed' } | undefined
  >(undefined);
  const [confirmNoShow, setConfirmNoShow] = useState(false);
  const [signError, setSignError] = useState<string | undefined>(undefined);

  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const call = useRef<PeerCall | null>(null);
  const signal = useRef<SignalChannel | null>(null);
  const recorder = useRef<SessionRecorder | null>(null);
  const recording = useRef<Blob | null>(null);
  const viewRef = useRef<JoinAnswer | undefined>(undefined);
  const absence = useRef<number | undefined>(undefined);
  const localRef = useRef<MediaStream | undefined>(undefined);
  const readSignature = useRef<() => { UseSavedSignature: true } | { SignatureFile: string } | undefined>(
    () => ({
      UseSavedSignature: true,
    }),
  );
  viewRef.current = view;

  const side = view?.Side;
  const finished = view?.Status === 'Completed' || view?.Status === 'No Show';

  const refresh = useCallback(async () => {
    const answer = await joinSession(sessionId, true);
    if (!answer.ok) return;
    setView(answer.data);
    setSigning(undefined);
  }, [sessionId]);

  const tellOther = useCallback((data: App) => signal.current?.send(data), []);

  const hangUp = useCallback(() => call.current?.stop(), []);
  const callOther = useCallback(() => call.current?.start(), []);

  // Open: the session first (it says which side this is), then the camera, then the channel.
  useEffect(() => {
    let stopped = false;
    void (async () => {
      const answer = await joinSession(sessionId);
      if (stopped) return;
      if (!answer.ok) {
        setLoadError(answer.message ?? texts.loadFailed);
        return;
      }
      setView(answer.data);
      viewRef.current = answer.data;
      if (answer.data.Status === 'Completed' || answer.data.Status === 'No Show') return;
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        if (stopped) {
          for (const t of stream.getTracks()) t.stop();
          return;
        }
        localRef.current = stream;
        setLocal(stream);
      } catch {
        setMediaDenied(true);
      }
      call.current = new PeerCall({
        role: answer.data.Side === 'attestor' ? 'caller' : 'answerer',
        iceServers: answer.data.IceServers,
        local: localRef.current,
        send: (m) => signal.current?.send(m),
        onRemoteStream: (stream) => {
          setRemote(stream);
          if (stream) recorder.current?.addAudio(stream);
        },
        onState: setPcState,
      });
      signal.current = openSignalChannel(sessionId, (event) => {
        switch (event.type) {
          case 'channel':
            // The call itself goes browser to browser: it carries on while the server is out of reach.
            setChannel(event.state);
            return;
          case 'joined':
            window.clearTimeout(absence.current);
            setPeerPresent(event.peers.length > 0);
            // Whoever was there connects afresh with this window.
            if (event.peers.length > 0) callOther();
            return;
          case 'peer':
            window.clearTimeout(absence.current);
            setPeerPresent(event.present);
            if (event.present) callOther();
            // The other side's socket may only have dropped while their media still flow: hang up
            // only if they do not come back, or the call has already broken.
            else absence.current = window.setTimeout(hangUp, ABSENCE_GRACE_MS);
            return;
          case 'signal': {
            const app = readApp(event.data);
            if (app?.app === 'refresh') void refresh();
            else if (app?.app === 'signing') setSigning(app.side);
            else {
              const message = readPeerMessage(event.data);
              if (message) void call.current?.receive(message).catch(() => undefined);
            }
            return;
          }
          case 'session-taken':
            setTaken(true);
            hangUp();
            return;
          case 'signal-error':
            return;
        }
      });
    })();
    return () => {
      stopped = true;
      window.clearTimeout(absence.current);
      signal.current?.close();
      signal.current = null;
      call.current?.close();
      call.current = null;
      for (const t of localRef.current?.getTracks() ?? []) t.stop();
    };
  }, [sessionId, texts.loadFailed, callOther, hangUp, refresh]);

  // Status changes pushed to the page, and a slow poll for anything missed.
  useEffect(() => {
    const onPush = (e: Event) => {
      const push = (e as CustomEvent<{ SigningSessionId?: unknown; LoanNo?: unknown }>).detail;
      if (
        push?.SigningSessionId === sessionId ||
        (viewRef.current && push?.LoanNo === viewRef.current.LoanNo)
      ) {
        void refresh();
      }
    };
    window.addEventListener('ezc:push', onPush);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => {
      window.removeEventListener('ezc:push', onPush);
      window.clearInterval(timer);
    };
  }, [sessionId, refresh]);

  // Leaving while recording or uploading loses the recording: the browser asks first.
  const unsaved = recState === 'in progress' || recState === 'paused' || upload?.state === 'sending';
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // A finished session hangs up.
  useEffect(() => {
    if (!finished) return;
    call.current?.close();
    signal.current?.close();
    signal.current = null;
    for (const t of localRef.current?.getTracks() ?? []) t.stop();
  }, [finished]);

  const toggle = (kind: 'audio' | 'video') => {
    const next = kind === 'audio' ? !micOn : !camOn;
    for (const t of (kind === 'audio' ? local?.getAudioTracks() : local?.getVideoTracks()) ?? [])
      t.enabled = next;
    if (kind === 'audio') setMicOn(next);
    else setCamOn(next);
  };

  const act = async (run: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await run()) {
        tellOther({ app: 'refresh' });
        await refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    act(async () => {
      notify({ type: 'warning', title: texts.changingStatus });
      const answer = await startSession(sessionId, texts.changeInProgressFailed);
      return answer.ok;
    });

  const sign = () =>
    act(async () => {
      if (!view || !side) return false;
      const signature = readSignature.current();
      setSignError(signature ? undefined : texts.drawFirst);
      if (!signature) return false;
      setSigning(side);
      tellOther({ app: 'signing', side });
      notify({ type: 'warning', title: texts.signingInProgress });
      const answer = await signAs(
        side,
        { LoanNo: view.LoanNo, IpAddress: await clientIp(), ...signature },
        side === 'borrower' ? texts.borrowerSigningFailed : texts.attestorSigningFailed,
      );
      if (!answer.ok) {
        setSigning(undefined);
        tellOther({ app: 'refresh' });
      }
      return answer.ok;
    });

  const mp4 = recordingType();

  const startRecording = () => {
    if (!view || !mp4) return;
    const r = new SessionRecorder(
      () => [
        { video: remoteVideo.current, label: `${texts.borrower}: ${view.Name}` },
        { video: localVideo.current, label: `${texts.attestor}: ${view.AttestatorName}` },
      ],
      () =>
        `${view.LoanNo} · ${malaysia(new Date().toISOString(), { dateStyle: 'medium', timeStyle: 'medium' })}`,
      [localRef.current, remote],
      mp4,
    );
    recorder.current = r;
    recording.current = null;
    setUpload(undefined);
    r.start();
    setRecState('in progress');
  };

  const uploadRecording = async (file: Blob): Promise<string | undefined> => {
    setUpload({ state: 'sending', percent: 0 });
    const form = await recordingUploadForm(sessionId, texts.uploadVideoFailed);
    if (!form.ok) {
      setUpload({ state: 'failed' });
      return undefined;
    }
    const sent = await sendRecording(form.data, file, (f) =>
      setUpload({ state: 'sending', percent: Math.round(f * 100) }),
    );
    if (!sent.ok) {
      notify({
        type: 'error',
        title: texts.uploadVideoFailed,
        ...(sent.message ? { description: sent.message } : {}),
      });
      setUpload({ state: 'failed' });
      return undefined;
    }
    setUpload({ state: 'done', id: form.data.RecordingMediaId });
    return form.data.RecordingMediaId;
  };

  const stopRecording = async (): Promise<string | undefined> => {
    const r = recorder.current;
    if (!r) return undefined;
    recorder.current = null;
    const file = await r.stop();
    recording.current = file;
    setRecState('stop');
    return uploadRecording(file);
  };

  const end = () =>
    act(async () => {
      let id = upload?.state === 'done' ? upload.id : undefined;
      if (recorder.current) id = await stopRecording();
      else if (!id && recording.current) id = await uploadRecording(recording.current);
      // A recording that could not be uploaded keeps the session open, to try again.
      if (recording.current && !id) return false;
      notify({ type: 'warning', title: texts.changingStatus });
      const answer = await endSession(sessionId, id, texts.changeInProgressFailed);
      return answer.ok;
    });

  const noShow = () =>
    act(async () => {
      setConfirmNoShow(false);
      notify({ type: 'warning', title: texts.changingStatus });
      const answer = await markNoShow(sessionId, texts.changeNoShowFailed);
      return answer.ok;
    });

  if (loadError) {
    return (
      <div className="live-room" data-live-room="error">
        <p className="live-error" role="alert">
          {loadError}
        </p>
        {backHref && backLabel && <a href={backHref}>{backLabel}</a>}
      </div>
    );
  }
  if (!view || !side) {
    return (
      <div className="live-room" data-live-room="loading">
        <p role="status">{texts.loading}</p>
      </div>
    );
  }

  const other: Side = side === 'borrower' ? 'attestor' : 'borrower';
  const current = stepIndex(view, signing);
  const inProgress = view.Status === 'In Progress';
  const mayBorrowerSign =
    side === 'borrower' && inProgress && view.BorrowerSignYN === 'N' && signing === undefined;
  const mayAttestorSign =
    side === 'attestor' &&
    inProgress &&
    view.BorrowerSignYN === 'Y' &&
    view.AttestatorSignYN === 'N' &&
    signing === undefined;
  const linked = pcState === 'connected' || (peerPresent && pcState !== 'new');
  const connectionText = [
    linked || peerPresent
      ? texts.connection[pcState]
      : other === 'borrower'
        ? texts.waitingForBorrower
        : texts.waitingForAttestor,
    ...(channel === 'lost' ? [texts.signalling.lost] : []),
  ].join(' ');
  const [startIso, endIso] = view.DateTimeRange;

  return (
    <div
      className="live-room"
      data-live-room={side}
      data-session-status={view.Status}
      data-connection={linked || peerPresent ? pcState : 'waiting'}
    >
      <div className="live-head">
        <p>
          {fill(texts.scheduled, {
            date: malaysia(startIso, { dateStyle: 'full' }),
            start: malaysia(startIso, { timeStyle: 'short' }),
            end: malaysia(endIso, { timeStyle: 'short' }),
          })}
        </p>
        <p>{fill(texts.with, { name: view.Name, attestor: view.AttestatorName })}</p>
        <p>
          {texts.statusLabel}:{' '}
          <strong className="live-status" data-status={view.Status}>
            {statusWord(texts, view.Status)}
          </strong>
        </p>
      </div>

      {taken && (
        <p className="live-error" role="alert">
          {texts.takenElsewhere}
        </p>
      )}

      {!finished && !taken && (
        <section className="live-videos" aria-label={texts.videosHeading}>
          <Video
            stream={remote}
            muted={false}
            label={other === 'borrower' ? texts.borrowerCamera : texts.attestorCamera}
            videoRef={remoteVideo}
            soundOnLabel={texts.turnOnSound}
          />
          <Video stream={local} muted label={texts.yourCamera} videoRef={localVideo} />
        </section>
      )}

      {!finished && !taken && (
        <div className="live-bar">
          <p className="live-connection" role="status" data-channel={channel}>
            {texts.connectionLabel}: {connectionText}
          </p>
          {local && (
            <div className="live-toggles">
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={!micOn}
                onClick={() => toggle('audio')}
                disabled={local.getAudioTracks().length === 0}
              >
                {micOn ? texts.muteMic : texts.unmuteMic}
              </button>
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={!camOn}
                onClick={() => toggle('video')}
                disabled={local.getVideoTracks().length === 0}
              >
                {camOn ? texts.cameraOff : texts.cameraOn}
              </button>
            </div>
          )}
          {mediaDenied && <p className="live-error">{texts.mediaDenied}</p>}
        </div>
      )}

      <section className="live-steps" aria-labelledby="live-steps-heading">
        <h2 id="live-steps-heading">{texts.stepsHeading}</h2>
        <ol>
          {STEP_KEYS.map((key, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the five steps are fixed, and 'signing' appears twice.
              key={i}
              className={i < current ? 'done' : i === current ? 'current' : ''}
              aria-current={i === current ? 'step' : undefined}
              data-step={texts.steps[key]}
            >
              {texts.steps[key]}
              {i < current && <span className="visually-hidden"> ({texts.stepDone})</span>}
            </li>
          ))}
        </ol>
      </section>

      {finished && (
        <div className="live-finished" role="status">
          <p>{view.Status === 'No Show' ? texts.noShowDone : texts.ended}</p>
          {view.AttestatorSignYN === 'Y' && <p>{texts.signed}</p>}
          {backHref && backLabel && <a href={backHref}>{backLabel}</a>}
        </div>
      )}

      {!finished && !taken && (
        <div className="live-actions">
          {view.Status === 'Pending Start' && (
            <p>{side === 'borrower' ? texts.pendingStartBorrower : texts.pendingStartAttestor}</p>
          )}
          {side === 'attestor' && view.Status === 'Pending Start' && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
              {texts.start}
            </button>
          )}

          {(mayBorrowerSign || mayAttestorSign) && (
            <div className="live-sign">
              <SignatureChoice
                texts={texts}
                onChange={(read) => {
                  readSignature.current = read;
                }}
              />
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void sign()}>
                {side === 'borrower' ? texts.signAsBorrower : texts.signAsAttestor}
              </button>
              {signError && (
                <p className="live-error" role="alert">
                  {signError}
                </p>
              )}
            </div>
          )}
          {inProgress && side === 'borrower' && view.BorrowerSignYN === 'Y' && <p>{texts.borrowerWaits}</p>}
          {inProgress && side === 'attestor' && view.BorrowerSignYN === 'N' && <p>{texts.attestorWaits}</p>}
          {view.AttestatorSignYN === 'Y' && <p>{texts.signed}</p>}

          {side === 'attestor' && inProgress && (
            <section className="live-recording" aria-labelledby="live-recording-heading">
              <h2 id="live-recording-heading">{texts.recordingHeading}</h2>
              <p role="status" data-recording={recState}>
                {fill(texts.recordingState, { state: recordingWord(texts, recState) })}
              </p>
              {!mp4 && <p className="live-error">{texts.recordingUnsupported}</p>}
              <div className="live-buttons">
                {mp4 && recState === 'start' && (
                  <button type="button" className="btn" onClick={startRecording} disabled={busy}>
                    {texts.startRecording}
                  </button>
                )}
                {recState === 'in progress' && (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => {
                      recorder.current?.pause();
                      setRecState('paused');
                    }}
                  >
                    {texts.pauseRecording}
                  </button>
                )}
                {recState === 'paused' && (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => {
                      recorder.current?.resume();
                      setRecState('in progress');
                    }}
                  >
                    {texts.resumeRecording}
                  </button>
                )}
                {(recState === 'in progress' || recState === 'paused') && (
                  <button type="button" className="btn" disabled={busy} onClick={() => void stopRecording()}>
                    {texts.stopRecording}
                  </button>
                )}
                {upload?.state === 'failed' && recording.current && (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => recording.current && void uploadRecording(recording.current)}
                  >
                    {texts.retryUpload}
                  </button>
                )}
              </div>
              {upload?.state === 'sending' && (
                <div className="live-progress">
                  <progress
                    max={100}
                    value={upload.percent}
                    aria-label={fill(texts.uploading, { percent: String(upload.percent) })}
                  />
                  <span>{fill(texts.uploading, { percent: String(upload.percent) })}</span>
                </div>
              )}
              {upload?.state === 'done' && <p data-uploaded={upload.id}>{texts.uploaded}</p>}
              {upload?.state === 'failed' && <p className="live-error">{texts.uploadFailed}</p>}
            </section>
          )}

          {side === 'attestor' && (
            <div className="live-buttons">
              {inProgress && (
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void end()}>
                  {texts.end}
                </button>
              )}
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => setConfirmNoShow(true)}
              >
                {texts.noShow}
              </button>
            </div>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirmNoShow}
        title={texts.confirmNoShowTitle}
        text={texts.confirmNoShow}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        onConfirm={() => void noShow()}
        onDismiss={() => setConfirmNoShow(false)}
      />
    </div>
  );
}
