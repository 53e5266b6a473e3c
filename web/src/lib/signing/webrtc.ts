/**
 * One WebRTC connection between the two windows of a live signing session, negotiated the
 * "perfect negotiation" way (W3C WebRTC, §10.7): either side may (re)negotiate at any time, and
 * when both offer at once the polite side gives way. The borrower is always the polite side, the
 * attestor the impolite one, so both agree without asking. Offers, answers and ICE candidates
 * travel as `PeerMessage`s over the signalling channel.
 */

export type PeerMessage =
  | { readonly description: { readonly type: RTCSdpType; readonly sdp: string } }
  | { readonly candidate: RTCIceCandidateInit };

/** A message from the other side, checked: only descriptions and candidates. */
export function readPeerMessage(data: unknown): PeerMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  const description = d.description as Record<string, unknown> | undefined;
  if (description && typeof description === 'object') {
    const { type, sdp } = description;
    if (
      (type === 'offer' || type === 'answer' || type === 'pranswer' || type === 'rollback') &&
      typeof sdp === 'string'
    ) {
      return { description: { type, sdp } };
    }
    return undefined;
  }
  const candidate = d.candidate as Record<string, unknown> | undefined;
  if (candidate && typeof candidate === 'object' && typeof candidate.candidate === 'string') {
    return {
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

export interface PeerLinkOptions {
  readonly polite: boolean;
  readonly iceServers: readonly RTCIceServer[];
  /** The camera and microphone; without them the link only receives. */
  readonly local: MediaStream | undefined;
  readonly send: (message: PeerMessage) => void;
  readonly onRemoteStream: (stream: MediaStream) => void;
  readonly onState: (state: RTCPeerConnectionState) => void;
}

export class PeerLink {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private readonly remote = new MediaStream();
  private closed = false;
  private inbox: Promise<void> = Promise.resolve();

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection({ iceServers: [...options.iceServers] });
    this.pc = pc;
    if (options.local && options.local.getTracks().length > 0) {
      for (const track of options.local.getTracks()) pc.addTrack(track, options.local);
    } else {
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0];
      if (stream) {
        options.onRemoteStream(stream);
        return;
      }
      this.remote.addTrack(track);
      options.onRemoteStream(this.remote);
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription();
      } catch {
        // The next negotiationneeded, or the other side's offer, tries again.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send({ candidate: candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => options.onState(pc.connectionState);
    pc.oniceconnectionstatechange = () => {
      // The impolite side restarts ICE; its new offer brings the polite side along.
      if (pc.iceConnectionState === 'failed' && !options.polite) pc.restartIce();
    };
  }

  private sendDescription(): void {
    const d = this.pc.localDescription;
    if (d) this.options.send({ description: { type: d.type, sdp: d.sdp } });
  }

  /**
   * A description or candidate from the other side, handled after the ones before it: a candidate
   * that overtook its offer, still being applied on a slow device, would be refused and lost.
   */
  receive(message: PeerMessage): Promise<void> {
    const handled = this.inbox.then(() => this.handle(message));
    // The next message waits for this one whether it worked or not.
    this.inbox = handled.catch(() => undefined);
    return handled;
  }

  private async handle(message: PeerMessage): Promise<void> {
    if (this.closed) return;
    const pc = this.pc;
    if ('description' in message) {
      const description = message.description;
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        await pc.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription();
      }
      return;
    }
    try {
      await pc.addIceCandidate(message.candidate);
    } catch (e) {
      // A candidate of an offer this side ignored fails, and that is expected.
      if (!this.ignoreOffer) throw e;
    }
  }

  close(): void {
    this.closed = true;
    this.pc.ontrack = null;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.close();
  }
}
