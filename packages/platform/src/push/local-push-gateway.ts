import type { PushGateway } from './push';

/**
 * What the gateway needs of a live socket: a `ws` WebSocket (or Hono's WSContext around one).
 * Structural, so the local runner can hand over whichever it holds.
 */
export interface PushSocket {
  readonly readyState: number;
  send(data: string): void;
}

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
