import { systemClock } from '../clock/clock';
import type { Clock } from '../table/aggregate-store';
import { platformKeys, retention, ttlFrom } from '../table/keys';
import type { Table } from '../table/table';
import type { Connection, ConnectionRegistry } from './push';

interface ConnectionRow extends Record<string, unknown> {
  connectionId: string;
  userId: string;
  kind: Connection['kind'];
  connectedAt: string;
  expiresAt: number;
}

/**
 * WebSocket connections as table rows, so any function can find a user's connections (GSI1).
 * Rows expire by TTL in case a disconnect is never seen.
 */
export class TableConnectionRegistry implements ConnectionRegistry {
  /**
   * `clock` decides expiry. Keep it real time (the default): a connection's life is not business
   * time, and a business clock moved ahead would otherwise hide every live connection.
   */
  constructor(
    private readonly table: Table,
    private readonly clock: Clock = systemClock,
  ) {}

  async add(connection: Connection): Promise<void> {
    await this.table.put({
      ...platformKeys.connection(connection.connectionId),
      EntityType: 'Connection',
      GSI1PK: platformKeys.connectionsOfUser(connection.userId),
      GSI1SK: connection.connectionId,
      connectionId: connection.connectionId,
      userId: connection.userId,
      kind: connection.kind,
      connectedAt: connection.connectedAt,
      expiresAt: ttlFrom(this.clock.now().toISOString(), retention.connection),
    });
  }

  async remove(connectionId: string): Promise<void> {
    await this.table.delete(platformKeys.connection(connectionId));
  }

  async ofUser(userId: string): Promise<Connection[]> {
    const rows = await this.table.queryAll<ConnectionRow>({
      index: 'GSI1',
      pk: platformKeys.connectionsOfUser(userId),
    });
    // TTL deletion lags (up to days in AWS, never in DynamoDB Local), so expired rows are skipped here.
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    return rows
      .filter((r) => r.expiresAt > nowSeconds)
      .map(({ connectionId, userId: user, kind, connectedAt }) => ({
        connectionId,
        userId: user,
        kind,
        connectedAt,
      }));
  }
}
