/**
 * Real-time pushes to signed-in users. Connections are rows in the table (so any function can
 * find a user's connections); the gateway delivers to one connection.
 */
export interface Connection {
  connectionId: string;
  userId: string;
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
  ofUser(userId: string): Promise<Connection[]>;
}
