import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeerCall, type PeerMessage, readPeerMessage } from './webrtc';
import { readSignalMessage } from './webrtc-signal';

describe('a message from the other side', () => {
  it('is a description or a candidate of a generation, or a hello', () => {
    expect(readPeerMessage({ gen: 7, description: { type: 'offer', sdp: 'v=0' } })).toEqual({
      gen: 7,
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(
      readPeerMessage({
        gen: 7,
        candidate: {
          candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
      }),
    ).toEqual({
      gen: 7,
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect(readPeerMessage({ hello: true })).toEqual({ hello: true });
  });

  it('is nothing else', () => {
    expect(readPeerMessage({ description: { type: 'offer', sdp: 'v=0' } })).toBeUndefined();
    expect(readPeerMessage({ gen: 0, description: { type: 'offer', sdp: 'v=0' } })).toBeUndefined();
    expect(readPeerMessage({ gen: 1.5, description: { type: 'offer', sdp: 'v=0' } })).toBeUndefined();
    expect(readPeerMessage({ gen: 1, description: { type: 'rollback', sdp: '' } })).toBeUndefined();
    expect(readPeerMessage({ gen: 1, description: { type: 'offer' } })).toBeUndefined();
    expect(readPeerMessage({ gen: 1, candidate: { sdpMid: '0' } })).toBeUndefined();
    expect(readPeerMessage({ hello: 'yes' })).toBeUndefined();
    expect(readPeerMessage({ app: 'refresh' })).toBeUndefined();
    expect(readPeerMessage('offer')).toBeUndefined();
    expect(readPeerMessage(null)).toBeUndefined();
  });
});

describe('what the server says about the room', () => {
  it('is read for this session only', () => {
    expect(
      readSignalMessage(
        { type: 'joined', SigningSessionId: 'SS-1', side: 'borrower', peers: ['attestor', 'x'] },
        'SS-1',
      ),
    ).toEqual({
      type: 'joined',
      side: 'borrower',
      peers: ['attestor'],
    });
    expect(
      readSignalMessage({ type: 'peer', SigningSessionId: 'SS-1', side: 'attestor', present: false }, 'SS-1'),
    ).toEqual({
      type: 'peer',
      side: 'attestor',
      present: false,
    });
    expect(
      readSignalMessage(
        { type: 'signal', SigningSessionId: 'SS-1', from: 'attestor', data: { n: 1 } },
        'SS-1',
      ),
    ).toEqual({
      type: 'signal',
      from: 'attestor',
      data: { n: 1 },
    });
    expect(
      readSignalMessage({ type: 'signal', SigningSessionId: 'SS-2', from: 'attestor', data: {} }, 'SS-1'),
    ).toBeUndefined();
    expect(readSignalMessage({ type: 'session-taken', SigningSessionId: 'SS-1' }, 'SS-1')).toEqual({
      type: 'session-taken',
    });
  });

  it('ignores the page’s other pushes', () => {
    expect(readSignalMessage({ type: 'welcome', at: '2026-11-23T00:00:00Z' }, 'SS-1')).toBeUndefined();
    expect(readSignalMessage({ type: 'pong' }, 'SS-1')).toBeUndefined();
    expect(readSignalMessage({ type: 'loan.status-changed', LoanNo: 'EZC000003' }, 'SS-1')).toBeUndefined();
    expect(
      readSignalMessage({ type: 'signal', SigningSessionId: 'SS-1', from: 'admin' }, 'SS-1'),
    ).toBeUndefined();
  });
});

/**
 * A stand-in for the browser's RTCPeerConnection with its rules that matter here: a candidate is
 * refused before the remote description, an answer only after an offer of its own.
 */
class FakeConnection {
  static made: FakeConnection[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  readonly candidates: string[] = [];
  closed = false;
  ontrack: unknown = null;
  onicecandidate: unknown = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor() {
    FakeConnection.made.push(this);
  }
  addTrack() {}
  addTransceiver() {}
  async setLocalDescription() {
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `${type} of connection ${FakeConnection.made.indexOf(this) + 1}` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    if (d.type === 'answer' && this.signalingState !== 'have-local-offer') throw new Error('wrong state');
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('The remote description was null');
    this.candidates.push(c.candidate ?? '');
  }
  connect() {
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }
  close() {
    this.closed = true;
  }
}

const cand = (n: number): RTCIceCandidateInit => ({
  candidate: `candidate:${n} 1 udp 1 10.0.0.${n} 5000 typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

describe('the call between the two windows', () => {
  const globals = globalThis as Record<string, unknown>;
  const saved = { pc: globals.RTCPeerConnection, stream: globals.MediaStream };
  let sent: PeerMessage[];
  let states: string[];
  const call = (role: 'caller' | 'answerer', clock = 1_000) =>
    new PeerCall({
      role,
      iceServers: [],
      local: undefined,
      send: (m) => sent.push(m),
      onRemoteStream: () => undefined,
      onState: (s) => states.push(s),
      now: () => clock,
    });
  beforeEach(() => {
    FakeConnection.made = [];
    sent = [];
    states = [];
    globals.RTCPeerConnection = FakeConnection;
    globals.MediaStream = class {};
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    globals.RTCPeerConnection = saved.pc;
    globals.MediaStream = saved.stream;
  });

  it('answers an offer whose candidates came first, and applies them after it', async () => {
    const answerer = call('answerer');
    answerer.start();
    await answerer.receive({ gen: 5, candidate: cand(1) });
    await answerer.receive({ gen: 5, candidate: cand(2) });
    await answerer.receive({ gen: 5, description: { type: 'offer', sdp: 'offer 5' } });
    await answerer.receive({ gen: 5, candidate: cand(3) });
    expect(FakeConnection.made).toHaveLength(1);
    expect(FakeConnection.made[0]!.candidates).toEqual([
      'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
      'candidate:2 1 udp 1 10.0.0.2 5000 typ host',
      'candidate:3 1 udp 1 10.0.0.3 5000 typ host',
    ]);
    expect(sent).toEqual([{ gen: 5, description: { type: 'answer', sdp: 'answer of connection 1' } }]);
    answerer.close();
  });

  it('drops what belongs to an attempt already replaced', async () => {
    const answerer = call('answerer');
    answerer.start();
    await answerer.receive({ gen: 8, description: { type: 'offer', sdp: 'offer 8' } });
    // The attempt before it, overtaken on the way.
    await answerer.receive({ gen: 7, description: { type: 'offer', sdp: 'offer 7' } });
    await answerer.receive({ gen: 7, candidate: cand(1) });
    await answerer.receive({ gen: 8, description: { type: 'offer', sdp: 'offer 8' } });
    expect(FakeConnection.made).toHaveLength(1);
    expect(FakeConnection.made[0]!.remoteDescription).toEqual({ type: 'offer', sdp: 'offer 8' });
    expect(FakeConnection.made[0]!.candidates).toEqual([]);
    // A newer attempt replaces the connection.
    await answerer.receive({ gen: 9, description: { type: 'offer', sdp: 'offer 9' } });
    expect(FakeConnection.made).toHaveLength(2);
    expect(FakeConnection.made[0]!.closed).toBe(true);
    expect(sent.at(-1)).toEqual({ gen: 9, description: { type: 'answer', sdp: 'answer of connection 2' } });
    answerer.close();
  });

  it('calls, takes only its own answer, and calls again when nothing connects in time', async () => {
    const caller = call('caller', 1_000);
    caller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]).toEqual({ gen: 1_000, description: { type: 'offer', sdp: 'offer of connection 1' } });
    await caller.receive({ gen: 999, description: { type: 'answer', sdp: 'stale' } });
    expect(FakeConnection.made[0]!.remoteDescription).toBeNull();
    await caller.receive({ gen: 1_000, candidate: cand(4) });
    await caller.receive({ gen: 1_000, description: { type: 'answer', sdp: 'answer 1000' } });
    expect(FakeConnection.made[0]!.candidates).toEqual(['candidate:4 1 udp 1 10.0.0.4 5000 typ host']);

    // Ten seconds without a connection: a new attempt, numbered on.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[1]).toEqual({ gen: 1_001, description: { type: 'offer', sdp: 'offer of connection 2' } });
    expect(FakeConnection.made[0]!.closed).toBe(true);

    // Connected: no more attempts.
    await caller.receive({ gen: 1_001, description: { type: 'answer', sdp: 'answer 1001' } });
    FakeConnection.made[1]!.connect();
    expect(states.at(-1)).toBe('connected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
    caller.close();
  });

  it('asks to be called again when no call connects, and the caller calls on a hello', async () => {
    const answerer = call('answerer');
    answerer.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([{ hello: true }]);
    // The next try waits longer: fifteen seconds.
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ hello: true }, { hello: true }]);
    answerer.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);

    sent = [];
    const caller = call('caller', 2_000);
    await caller.receive({ hello: true });
    expect(sent).toEqual([{ gen: 2_000, description: { type: 'offer', sdp: 'offer of connection 1' } }]);
    caller.close();
  });
});
