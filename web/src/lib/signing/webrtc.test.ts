import { describe, expect, it } from 'vitest';
import { readPeerMessage } from './webrtc';
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
