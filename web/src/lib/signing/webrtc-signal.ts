import { apiFetch } from '../api-client';

/**
 * The live room's signalling channel: the product's WebSocket, opened with a one-minute ticket of
 * the page's session, joined to one signing session. The server passes `signal` messages only
 * between the session's two people and tells each who else is in the room. A lost socket is
 * reopened (and the room joined again) for as long as the page lives.
 */

export type Side = 'borrower' | 'attestor';

export type SignalEvent =
  | { readonly type: 'joined'; readonly side: Side; readonly peers: readonly Side[] }
  | { readonly type: 'peer'; readonly side: Side; readonly present: boolean }
  | { readonly type: 'signal'; readonly from: Side; readonly data: unknown }
  | { readonly type: 'session-taken' }
  | { readonly type: 'signal-error'; readonly code: string; readonly message: string }
  | { readonly type: 'channel'; readonly state: ChannelState };

export type ChannelState = 'connecting' | 'open' | 'lost';

export interface SignalChannel {
  /** Passes `data` to the other side's window, when the socket is open (dropped otherwise). */
  send(data: unknown): void;
  close(): void;
}

const MAX_PAUSE_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** API Gateway closes a socket idle for 10 minutes. */
const KEEP_ALIVE_MS = 60_000;

const sides = new Set<unknown>(['borrower', 'attestor']);
const isSide = (v: unknown): v is Side => sides.has(v);

/** The server's messages about `sessionId`, checked; anything else is not for the room. */
export function readSignalMessage(raw: unknown, sessionId: string): SignalEvent | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const m = raw as Record<string, unknown>;
  if (m.SigningSessionId !== undefined && m.SigningSessionId !== sessionId) return undefined;
  switch (m.type) {
    case 'joined':
      return isSide(m.side) && Array.isArray(m.peers)
        ? { type: 'joined', side: m.side, peers: m.peers.filter(isSide) }
        : undefined;
    case 'peer':
      return isSide(m.side) && typeof m.present === 'boolean'
        ? { type: 'peer', side: m.side, present: m.present }
        : undefined;
    case 'signal':
      return isSide(m.from) ? { type: 'signal', from: m.from, data: m.data } : undefined;
    case 'session-taken':
      return m.SigningSessionId === sessionId ? { type: 'session-taken' } : undefined;
    case 'signal-error':
      return {
        type: 'signal-error',
        code: typeof m.code === 'string' ? m.code : '',
        message: typeof m.message === 'string' ? m.message : '',
      };
    default:
      return undefined;
  }
}

function socketAddress(token: string): string {
  const host = document.querySelector<HTMLElement>('[data-realtime]');
  const base =
    host?.dataset.wsUrl || `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
  const url = new URL(base);
  url.searchParams.set('token', token);
  return url.toString();
}

export function openSignalChannel(sessionId: string, onEvent: (event: SignalEvent) => void): SignalChannel {
  let socket: WebSocket | undefined;
  let closed = false;
  let failures = 0;
  let keepAlive: number | undefined;

  const retry = () => {
    if (closed) return;
    failures += 1;
    onEvent({ type: 'channel', state: 'lost' });
    window.setTimeout(connect, Math.min(MAX_PAUSE_MS, 500 * 2 ** Math.min(failures, 5)));
  };

  async function connect(): Promise<void> {
    if (closed) return;
    onEvent({ type: 'channel', state: 'connecting' });
    const ticket = await apiFetch<string>('/api/realtime/ticket', {
      method: 'POST',
      body: {},
      quiet: true,
      parse: (b) =>
        typeof (b as { token?: unknown })?.token === 'string' ? (b as { token: string }).token : undefined,
    });
    if (closed) return;
    if (!ticket.ok) {
      // A lost session is handled by the client (it leaves the page).
      if (ticket.status !== 401) retry();
      return;
    }
    const ws = new WebSocket(socketAddress(ticket.data));
    socket = ws;
    const timer = window.setTimeout(() => ws.close(), CONNECT_TIMEOUT_MS);
    ws.addEventListener('open', () => {
      window.clearTimeout(timer);
      failures = 0;
      onEvent({ type: 'channel', state: 'open' });
      ws.send(JSON.stringify({ type: 'join-session', SigningSessionId: sessionId }));
      keepAlive = window.setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), KEEP_ALIVE_MS);
    });
    ws.addEventListener('message', (e) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(e.data));
      } catch {
        return;
      }
      const event = readSignalMessage(parsed, sessionId);
      if (!event) return;
      if (event.type === 'session-taken') closed = true;
      onEvent(event);
    });
    ws.addEventListener('close', () => {
      window.clearTimeout(timer);
      window.clearInterval(keepAlive);
      if (socket === ws) socket = undefined;
      retry();
    });
  }

  void connect();

  return {
    send(data) {
      if (socket?.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'signal', SigningSessionId: sessionId, data }));
      }
    },
    close() {
      closed = true;
      const ws = socket;
      socket = undefined;
      if (ws?.readyState === WebSocket.OPEN) {
        ws.send(JSON.stringify({ type: 'leave-session', SigningSessionId: sessionId }));
      }
      ws?.close();
    },
  };
}
