import type { PushGateway } from './push';

/**
 * What the gateway needs of a live socket: a `ws` WebSocket (or Hono's WSContext around one).
 * Structural, so the local runner can hand over whichever it holds.
 */
export interface PushSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** The close code a socket gets when its session ended (4401: the 4000 range is the application's). */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Session ended' } as const;

/** WebSocket.OPEN, the same number in `ws`, browsers and Hono. */
const OPEN = 1;

/** The local gateway: the process holds the live sockets itself, by connection id. */
export class LocalPushGateway implements PushGateway {
  private readonly sockets = new Map<string, PushSocket>();

  attach(connectionId: string, socket: PushSocket): void {
    this.sockets.set(connectionId, socket);
  }

  /** Only removes `socket` when given and still the attached one, so a late close cannot drop a newer socket. */
  detach(connectionId: string, socket?: PushSocket): void {
    if (socket && this.sockets.get(connectionId) !== socket) return;
    this.sockets.delete(connectionId);
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Closes the socket; its own close handler then removes the connection, as `$disconnect` does in AWS. */
  async close(connectionId: string): Promise<void> {
    const socket = this.sockets.get(connectionId);
    this.sockets.delete(connectionId);
    try {
      socket?.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    } catch {
      // Already closing: nothing more to do.
    }
  }

  async send(connectionId: string, message: unknown): Promise<'sent' | 'gone'> {
    const socket = this.sockets.get(connectionId);
    if (!socket || socket.readyState !== OPEN) {
      this.sockets.delete(connectionId);
      return 'gone';
    }
    try {
      socket.send(JSON.stringify(message));
      return 'sent';
    } catch {
      // A socket closing under us: the same as API Gateway's GoneException.
      this.sockets.delete(connectionId);
      return 'gone';
    }
  }
}
