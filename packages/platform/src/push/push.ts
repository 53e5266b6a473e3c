/**
 * Real-time pushes to signed-in users. A connection listens to audiences (a customer's own
 * objects; for staff, the objects each privilege lets them see); connections are rows in the
 * table, one per audience, so any function can find who listens; the gateway delivers to one.
 * A connection lives no longer than the sign-in session it was opened with: every push asks
 * whether that session still stands, and a connection whose session ended is closed.
 */
export interface Connection {
  connectionId: string;
  /** The account that opened it. */
  userId: string;
  /** The sign-in session its ticket belonged to (absent on rows from before sessions were kept). */
  sessionId?: string | undefined;
  audiences: string[];
  kind: 'customer' | 'staff' | 'service';
  connectedAt: string;
}

export interface PushGateway {
  /** 'gone' means the connection no longer exists and its row should be removed. */
  send(connectionId: string, message: unknown): Promise<'sent' | 'gone'>;
  /**
   * Closes the connection from the server's side (its session ended). API Gateway then calls the
   * `$disconnect` route, as the local socket's close does; a connection already gone is no error.
   */
  close(connectionId: string): Promise<void>;
}

export interface ConnectionRegistry {
  add(connection: Connection): Promise<void>;
  remove(connectionId: string): Promise<void>;
  inAudience(audience: string): Promise<Connection[]>;
  /** The open connections of one account, whatever they listen to (to close them when its sessions end). */
  ofAccount(accountId: string): Promise<Connection[]>;
}

/** The session a connection was opened with, as the token check knows sessions. */
export interface ConnectionSession {
  userId: string;
  sessionId?: string | undefined;
  kind: Connection['kind'];
}

/**
 * Whether a connection's session still stands now: active, not expired nor idle too long, of the
 * account's current session generation, the account active. `fresh` reads it again rather than
 * trusting what was read a moment ago.
 */
export interface SessionCheck {
  live(session: ConnectionSession, options?: { fresh?: boolean }): Promise<boolean>;
}
