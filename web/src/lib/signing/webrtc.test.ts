import { describe, expect, it } from 'vitest';
import { PeerLink, readPeerMessage } from './webrtc';
import { readSignalMessage } from './webrtc-signal';

describe('a negotiation message from the other side', () => {
  it('is a description or a candidate', () => {
    expect(readPeerMessage({ description: { type: 'offer', sdp: 'v=0' } })).toEqual({
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(
      readPeerMessage({
        candidate: {
          candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
      }),
    ).toEqual({
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
  });

  it('is nothing else', () => {
    expect(readPeerMessage({ description: { type: 'bogus', sdp: 'v=0' } })).toBeUndefined();
    expect(readPeerMessage({ description: { type: 'offer' } })).toBeUndefined();
    expect(readPeerMessage({ candidate: { sdpMid: '0' } })).toBeUndefined();
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

describe('the messages of the other side', () => {
  it('are applied in the order they came, a candidate only after the offer before it', async () => {
    const applied: string[] = [];
    let finishOffer: () => void = () => undefined;
    /** A connection whose offer takes its time, as on a slow phone, and that refuses a candidate before any offer, as browsers do. */
    class SlowConnection {
      remoteDescription: { type: string } | null = null;
      localDescription: { type: string; sdp: string } | null = null;
      signalingState = 'stable';
      addTransceiver() {}
      setRemoteDescription(d: { type: string }) {
        return new Promise<void>((resolve) => {
          finishOffer = () => {
            this.remoteDescription = d;
            applied.push(d.type);
            resolve();
          };
        });
      }
      async setLocalDescription() {
        this.localDescription = { type: 'answer', sdp: 'v=0' };
      }
      async addIceCandidate(c: { candidate: string }) {
        if (!this.remoteDescription) throw new Error('The remote description was null');
        applied.push(c.candidate);
      }
      close() {}
    }
    const globals = globalThis as Record<string, unknown>;
    const saved = { pc: globals.RTCPeerConnection, stream: globals.MediaStream };
    globals.RTCPeerConnection = SlowConnection;
    globals.MediaStream = class {};
    try {
      const sent: unknown[] = [];
      const link = new PeerLink({
        polite: true,
        iceServers: [],
        local: undefined,
        send: (m) => sent.push(m),
        onRemoteStream: () => undefined,
        onState: () => undefined,
      });
      const offer = link.receive({ description: { type: 'offer', sdp: 'v=0' } });
      const candidate = link.receive({
        candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
      });
      await Promise.resolve();
      finishOffer();
      await Promise.all([offer, candidate]);
      expect(applied).toEqual(['offer', 'candidate:1 1 udp 1 10.0.0.2 5000 typ host']);
      expect(sent).toEqual([{ description: { type: 'answer', sdp: 'v=0' } }]);
    } finally {
      globals.RTCPeerConnection = saved.pc;
      globals.MediaStream = saved.stream;
    }
  });
});
