/**
 * The WebRTC call between the two windows of a live signing session. The attestor's window calls
 * and the borrower's answers. Each attempt at a connection is a generation, a number the calling
 * window raises with every attempt, and every message carries it, so a message of an attempt
 * already given up is dropped rather than applied to the next one.
 *
 * The signalling path keeps neither order nor every message: the server relays each message on its
 * own (in AWS each is an invocation of its own), and a socket that reconnects drops what is sent
 * meanwhile. So a candidate that overtakes its offer or answer waits for it, and an attempt that
 * has not connected in time is replaced by a new one: the calling window starts it, the answering
 * window asks for it with a `hello`. Patience grows with each try, so a slow device is not cut off
 * just before it would have connected.
 */

export type PeerMessage =
  | {
      readonly gen: number;
      readonly description: { readonly type: 'offer' | 'answer'; readonly sdp: string };
    }
  | { readonly gen: number; readonly candidate: RTCIceCandidateInit }
  | { readonly hello: true };

type CallRole = 'caller' | 'answerer';

const isGeneration = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** A message from the other side, checked: a description or candidate of a generation, or a hello. */
export function readPeerMessage(data: unknown): PeerMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (d.hello === true) return { hello: true };
  if (!isGeneration(d.gen)) return undefined;
  const gen = d.gen;
  const description = d.description as Record<string, unknown> | undefined;
  if (description && typeof description === 'object') {
    const { type, sdp } = description;
    if ((type === 'offer' || type === 'answer') && typeof sdp === 'string') {
      return { gen, description: { type, sdp } };
    }
    return undefined;
  }
  const candidate = d.candidate as Record<string, unknown> | undefined;
  if (candidate && typeof candidate === 'object' && typeof candidate.candidate === 'string') {
    return {
      gen,
      candidate: {
        candidate: candidate.candidate,
        sdpMid: typeof candidate.sdpMid === 'string' ? candidate.sdpMid : null,
        sdpMLineIndex: typeof candidate.sdpMLineIndex === 'number' ? candidate.sdpMLineIndex : null,
        ...(typeof candidate.usernameFragment === 'string'
          ? { usernameFragment: candidate.usernameFragment }
          : {}),
      },
    };
  }
  return undefined;
}

/** How long attempt `n` (from 0) may take to connect: 10 s, 15 s, 20 s … up to 30 s. */
const patienceMs = (n: number): number => Math.min(30_000, 10_000 + 5_000 * n);

export interface PeerCallOptions {
  readonly role: CallRole;
  readonly iceServers: readonly RTCIceServer[];
  /** The camera and microphone; without them the call only receives. */
  readonly local: MediaStream | undefined;
  readonly send: (message: PeerMessage) => void;
  /** The other side's camera and microphone, or undefined once the call hangs up. */
  readonly onRemoteStream: (stream: MediaStream | undefined) => void;
  readonly onState: (state: RTCPeerConnectionState) => void;
  /** The clock of the calling window's generations (a later page load numbers on from it). */
  readonly now?: () => number;
}

interface Attempt {
  readonly gen: number;
  readonly pc: RTCPeerConnection;
  /** Candidates that came before the other side's description. */
  readonly waiting: RTCIceCandidateInit[];
}

export class PeerCall {
  private attempt: Attempt | undefined;
  /** The caller's latest generation; the answerer's newest one answered. */
  private gen = 0;
  /** The answerer's candidates of a newer generation whose offer has not come yet. */
  private early: { gen: number; candidates: RTCIceCandidateInit[] } | undefined;
  private tries = 0;
  private wanted = false;
  private closed = false;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private inbox: Promise<void> = Promise.resolve();

  constructor(private readonly options: PeerCallOptions) {}

  /** The other side is in the room: call them, or (answering) wait for their call. */
  start(): void {
    if (this.closed) return;
    this.wanted = true;
    this.tries = 0;
    if (this.options.role === 'caller') void this.enqueue(() => this.call()).catch(() => this.arm());
    else this.arm();
  }

  /** The other side has gone: hang up until they come back. */
  stop(): void {
    this.wanted = false;
    this.disarm();
    this.hangUp();
  }

  close(): void {
    this.closed = true;
    this.stop();
  }

  /** A message from the other side, handled after the ones before it. */
  receive(message: PeerMessage): Promise<void> {
    return this.enqueue(() => this.handle(message));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const done = this.inbox.then(work);
    // The next message waits for this one whether it worked or not.
    this.inbox = done.catch(() => undefined);
    return done;
  }

  private async handle(message: PeerMessage): Promise<void> {
    if (this.closed) return;
    if ('hello' in message) {
      // Only the session's other person can say hello (the server checks), so they are here.
      if (this.options.role === 'caller') {
        this.wanted = true;
        this.tries = 0;
        await this.call();
      }
      return;
    }
    if ('description' in message) {
      if (this.options.role === 'caller') await this.answered(message.gen, message.description);
      else await this.offered(message.gen, message.description);
      return;
    }
    await this.candidate(message.gen, message.candidate);
  }

  /** A new attempt: a fresh connection and its offer. */
  private async call(): Promise<void> {
    this.hangUp();
    const gen = Math.max(this.gen + 1, (this.options.now ?? Date.now)());
    this.gen = gen;
    const attempt = this.open(gen);
    const { local } = this.options;
    if (local && local.getTracks().length > 0) {
      for (const track of local.getTracks()) attempt.pc.addTrack(track, local);
    } else {
      attempt.pc.addTransceiver('audio', { direction: 'recvonly' });
      attempt.pc.addTransceiver('video', { direction: 'recvonly' });
    }
    this.arm();
    await attempt.pc.setLocalDescription();
    if (this.attempt !== attempt) return;
    this.sendDescription(attempt);
  }

  private async answered(gen: number, description: RTCSessionDescriptionInit): Promise<void> {
    const attempt = this.attempt;
    if (description.type !== 'answer' || !attempt || attempt.gen !== gen) return;
    if (attempt.pc.signalingState !== 'have-local-offer') return;
    await attempt.pc.setRemoteDescription(description);
    await this.flush(attempt);
  }

  private async offered(gen: number, description: RTCSessionDescriptionInit): Promise<void> {
    // An offer of this attempt again, or of one already replaced, changes nothing.
    if (description.type !== 'offer' || gen <= this.gen) return;
    this.hangUp();
    this.gen = gen;
    const attempt = this.open(gen);
    if (this.early?.gen === gen) attempt.waiting.push(...this.early.candidates);
    this.early = undefined;
    await attempt.pc.setRemoteDescription(description);
    const { local } = this.options;
    for (const track of local?.getTracks() ?? []) attempt.pc.addTrack(track, local as MediaStream);
    await attempt.pc.setLocalDescription();
    if (this.attempt !== attempt) return;
    this.sendDescription(attempt);
    await this.flush(attempt);
    this.arm();
  }

  private async candidate(gen: number, candidate: RTCIceCandidateInit): Promise<void> {
    const attempt = this.attempt;
    if (attempt && attempt.gen === gen) {
      if (!attempt.pc.remoteDescription) {
        attempt.waiting.push(candidate);
        return;
      }
      await this.add(attempt, candidate);
      return;
    }
    // An answerer keeps the candidates of the newest attempt it has not been offered yet.
    if (this.options.role === 'answerer' && gen > this.gen) {
      if (this.early?.gen !== gen) {
        if (this.early && this.early.gen > gen) return;
        this.early = { gen, candidates: [] };
      }
      this.early.candidates.push(candidate);
    }
  }

  private async flush(attempt: Attempt): Promise<void> {
    const waiting = attempt.waiting.splice(0);
    for (const c of waiting) await this.add(attempt, c);
  }

  private async add(attempt: Attempt, candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await attempt.pc.addIceCandidate(candidate);
    } catch {
      // One unusable candidate does not end the attempt; the others, or the next attempt, connect.
    }
  }

  private open(gen: number): Attempt {
    const pc = new RTCPeerConnection({ iceServers: [...this.options.iceServers] });
    const attempt: Attempt = { gen, pc, waiting: [] };
    this.attempt = attempt;
    const current = () => this.attempt === attempt;
    let fallback: MediaStream | undefined;
    pc.ontrack = ({ track, streams }) => {
      if (!current()) return;
      const given = streams[0];
      if (given) {
        this.options.onRemoteStream(given);
        return;
      }
      fallback ??= new MediaStream();
      fallback.addTrack(track);
      this.options.onRemoteStream(fallback);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && current()) this.options.send({ gen, candidate: candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (!current()) return;
      const state = pc.connectionState;
      this.options.onState(state);
      if (state === 'connected') {
        this.tries = 0;
        this.disarm();
      } else if (state === 'failed') this.retry();
      else if (state === 'disconnected') this.arm();
    };
    return attempt;
  }

  private sendDescription(attempt: Attempt): void {
    const d = attempt.pc.localDescription;
    if (d && (d.type === 'offer' || d.type === 'answer')) {
      this.options.send({ gen: attempt.gen, description: { type: d.type, sdp: d.sdp } });
    }
  }

  /** Gives the attempt its time to connect; after it, another. */
  private arm(): void {
    this.disarm();
    if (!this.wanted || this.closed) return;
    this.watchdog = setTimeout(
      () => {
        if (this.attempt?.pc.connectionState !== 'connected') this.retry();
      },
      patienceMs(this.tries++),
    );
  }

  private disarm(): void {
    if (this.watchdog !== undefined) clearTimeout(this.watchdog);
    this.watchdog = undefined;
  }

  private retry(): void {
    if (!this.wanted || this.closed) return;
    if (this.options.role === 'caller') {
      void this.enqueue(() => this.call()).catch(() => this.arm());
      return;
    }
    this.options.send({ hello: true });
    this.arm();
  }

  private hangUp(): void {
    const attempt = this.attempt;
    if (!attempt) return;
    this.attempt = undefined;
    attempt.pc.ontrack = null;
    attempt.pc.onicecandidate = null;
    attempt.pc.onconnectionstatechange = null;
    attempt.pc.close();
    this.options.onRemoteStream(undefined);
    this.options.onState('new');
  }
}
