import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One kept-alive HTTP/1.1 connection driven by hand, as a client on a slow network would: the
 * body can be sent in pieces with pauses, and the same connection asked again afterwards. fetch
 * hides both (it buffers the body and may open another connection).
 */
export class RawConnection {
  private received = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (d: Buffer) => {
      this.received = Buffer.concat([this.received, d]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    // A write refused by a closed connection shows as `closed`.
    socket.on('error', () => undefined);
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((res, rej) => {
      const socket = connect({ port, host }, () => res(new RawConnection(socket)));
      socket.once('error', rej);
    });
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  private next(): Promise<void> {
    return new Promise((res) => this.waiters.push(res));
  }

  /** Writes `head` (the request line and headers, without the blank line) and the body, `pieces` at a time. */
  async send(
    head: string,
    body = Buffer.alloc(0),
    pace?: { pieces: number; pauseMs: number },
  ): Promise<void> {
    this.socket.write(`${head}\r\n\r\n`);
    const pieces = pace?.pieces ?? 1;
    const size = Math.ceil(body.length / pieces);
    for (let at = 0; at < body.length && !this.closed; at += size) {
      this.socket.write(body.subarray(at, at + size));
      if (pace) await new Promise((r) => setTimeout(r, pace.pauseMs));
    }
  }

  /** The next whole answer on the connection; throws if the connection closes first. */
  async answer(): Promise<RawAnswer> {
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) throw new Error(`the connection closed before an answer: ${this.received.toString()}`);
      await this.next();
    }
  }

  private parse(): RawAnswer | undefined {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    let rest = this.received.subarray(end + 4);
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd < 0) return undefined;
        const size = Number.parseInt(rest.subarray(0, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return undefined;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.received = rest;
    return { status: Number(statusLine?.split(' ')[1]), headers, body: body.toString('utf8') };
  }

  close() {
    this.socket.destroy();
  }
}
