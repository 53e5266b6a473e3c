/**
 * Real-time pushes to signed-in users. A connection listens to audiences (a customer's own
 * objects; for staff, the objects each privilege lets them see); connections are rows in the
 * table, one per audience, so any function can find who listens; the gateway delivers to one.
 */
export interface Connection {
  connectionId: string;
  /** The account that opened it. */
  userId: string;
  audiences: string[];
  kind: 'customer' | 'staff' | 'service';
  connectedAt: string;
}

export interface PushGateway {
  /** 'gone' means the connection no longer exists and its row should be removed. */
  send(connectionId: string, message: unknown): Promise<'sent' | 'gone'>;
}

export interface ConnectionRegistry {
  add(connection: Connection): Promise<void>;
  remove(connectionId: string): Promise<void>;
  inAudience(audience: string): Promise<Connection[]>;
}
