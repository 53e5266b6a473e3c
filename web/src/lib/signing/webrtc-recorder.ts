/**
 * The attestor's recording of a live signing session: both cameras side by side on a canvas (the
 * borrower on the left, the attestor on the right, names and the time along the bottom) and both
 * microphones mixed with WebAudio, recorded as MP4 with MediaRecorder. States as the spec names
 * them: start (not yet recording), in progress, paused, stop.
 */

export type RecordingState = 'start' | 'in progress' | 'paused' | 'stop';

/** MP4 types in order of preference: H.264 plays everywhere; the codecs the browser offers decide. */
const MP4_TYPES = [
  'video/mp4;codecs=avc1,opus',
  'video/mp4;codecs=avc1.42E01E,opus',
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4;codecs=vp9,opus',
  'video/mp4',
];

/** The MP4 type this browser records, or undefined (the recording is refused rather than made in another format). */
export function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return MP4_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
}

export interface RecordedSource {
  readonly video: HTMLVideoElement | null;
  readonly label: string;
}

const WIDTH = 1280;
const HEIGHT = 480;
const FPS = 15;
/** About 4 MB a minute: a long session stays far below the upload limit. */
const VIDEO_BITS = 500_000;

export class SessionRecorder {
  private readonly canvas = document.createElement('canvas');
  private readonly audio: AudioContext | undefined;
  private readonly mix: MediaStreamAudioDestinationNode | undefined;
  private readonly mixed = new WeakSet<MediaStream>();
  private readonly recorder: MediaRecorder;
  private readonly chunks: Blob[] = [];
  private timer: number | undefined;
  private finished: Promise<Blob>;

  constructor(
    private readonly sources: () => readonly RecordedSource[],
    private readonly caption: () => string,
    streams: readonly (MediaStream | undefined)[],
    type: string,
  ) {
    this.canvas.width = WIDTH;
    this.canvas.height = HEIGHT;
    try {
      this.audio = new AudioContext();
      this.mix = this.audio.createMediaStreamDestination();
    } catch {
      this.audio = undefined;
      this.mix = undefined;
    }
    for (const s of streams) this.addAudio(s);
    this.draw();
    const tracks = [
      ...this.canvas.captureStream(FPS).getVideoTracks(),
      ...(this.mix ? this.mix.stream.getAudioTracks() : []),
    ];
    this.recorder = new MediaRecorder(new MediaStream(tracks), {
      mimeType: type,
      videoBitsPerSecond: VIDEO_BITS,
      audioBitsPerSecond: 64_000,
    });
    this.recorder.ondataavailable = (e) => {
      if (e.data.size > 0) this.chunks.push(e.data);
    };
    this.finished = new Promise((resolve) => {
      this.recorder.onstop = () => {
        this.cleanUp();
        // The container is what the store checks; the codecs stay in the file itself.
        resolve(new Blob(this.chunks, { type: 'video/mp4' }));
      };
    });
  }

  get state(): RecordingState {
    switch (this.recorder.state) {
      case 'recording':
        return 'in progress';
      case 'paused':
        return 'paused';
      default:
        return this.timer === undefined && this.chunks.length > 0 ? 'stop' : 'start';
    }
  }

  /** A microphone joins the mix (the other side's arrives, or comes back after a reconnect). */
  addAudio(stream: MediaStream | undefined): void {
    if (!stream || !this.audio || !this.mix || this.mixed.has(stream)) return;
    if (stream.getAudioTracks().length === 0) return;
    this.mixed.add(stream);
    this.audio.createMediaStreamSource(stream).connect(this.mix);
  }

  start(): void {
    void this.audio?.resume();
    this.timer = window.setInterval(() => this.draw(), 1000 / FPS);
    this.recorder.start(1000);
  }

  pause(): void {
    if (this.recorder.state === 'recording') this.recorder.pause();
  }

  resume(): void {
    if (this.recorder.state === 'paused') this.recorder.resume();
  }

  /** Stops and answers the whole recording as one MP4. */
  stop(): Promise<Blob> {
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    else this.cleanUp();
    return this.finished;
  }

  private cleanUp(): void {
    if (this.timer !== undefined) window.clearInterval(this.timer);
    this.timer = undefined;
    void this.audio?.close().catch(() => undefined);
  }

  private draw(): void {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#101820';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    const sources = this.sources();
    const half = WIDTH / Math.max(1, sources.length);
    sources.forEach((source, i) => {
      const video = source.video;
      const x = i * half;
      if (video && video.videoWidth > 0 && video.videoHeight > 0) {
        const scale = Math.min(half / video.videoWidth, (HEIGHT - 40) / video.videoHeight);
        const w = video.videoWidth * scale;
        const h = video.videoHeight * scale;
        ctx.drawImage(video, x + (half - w) / 2, (HEIGHT - 40 - h) / 2, w, h);
      }
      ctx.fillStyle = '#ffffff';
      ctx.font = '18px sans-serif';
      ctx.fillText(source.label, x + 12, HEIGHT - 14);
    });
    ctx.fillStyle = '#c8d6e5';
    ctx.font = '16px sans-serif';
    const text = this.caption();
    ctx.fillText(text, WIDTH - 12 - ctx.measureText(text).width, HEIGHT - 14);
  }
}

export type SendResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: number; readonly message: string | undefined };

/**
 * Posts the recording with the presigned form: every field as given, then the file, named `file`
 * (the store reads the fields first). `onProgress` gets the sent fraction, 0 to 1.
 */
export function sendRecording(
  form: { readonly Url: string; readonly Fields: Readonly<Record<string, string>> },
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.Fields)) body.append(name, value);
  body.append('file', file, 'recording.mp4');
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', form.Url);
    // Generous: a long recording over a slow uplink.
    xhr.timeout = Math.max(300_000, Math.ceil(file.size / (32 * 1024)) * 1000);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true });
        return;
      }
      let message: string | undefined;
      try {
        const parsed = JSON.parse(xhr.responseText) as { message?: unknown };
        message = typeof parsed.message === 'string' ? parsed.message : undefined;
      } catch {
        // S3 answers XML; its text is not for people.
      }
      resolve({ ok: false, status: xhr.status, message });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: undefined });
    xhr.ontimeout = () => resolve({ ok: false, status: 0, message: undefined });
    xhr.send(body);
  });
}
