import { systemClock } from '../clock/clock';
import type { Clock } from '../table/aggregate-store';
import { platformKeys, retention, ttlFrom } from '../table/keys';
import type { Table } from '../table/table';
import type { Connection, ConnectionRegistry } from './push';

interface ConnectionRow extends Record<string, unknown> {
  connectionId: string;
  userId: string;
  sessionId?: string;
  audiences: string[];
  kind: Connection['kind'];
  connectedAt: string;
  expiresAt: number;
}

/**
 * WebSocket connections as table rows: one per audience the connection listens to, found by
 * audience through GSI1, and one filing it under its account (GSI1 too, to close an account's
 * sockets when its sessions end), all under the connection's partition (to remove them together).
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
    const expiresAt = ttlFrom(this.clock.now().toISOString(), retention.connection);
    const { sessionId, ...rest } = connection;
    const fields = { ...rest, ...(sessionId ? { sessionId } : {}), expiresAt };
    await this.table.transact([
      {
        kind: 'put' as const,
        item: {
          ...platformKeys.connectionOwner(connection.connectionId),
          EntityType: 'ConnectionOwner',
          GSI1PK: platformKeys.connectionsOfAccount(connection.userId),
          GSI1SK: connection.connectionId,
          ...fields,
        },
      },
      ...[...new Set(connection.audiences)].map((audience) => ({
        kind: 'put' as const,
        item: {
          ...platformKeys.connectionAudience(connection.connectionId, audience),
          EntityType: 'Connection',
          GSI1PK: platformKeys.connectionsOfAudience(audience),
          GSI1SK: connection.connectionId,
          ...fields,
        },
      })),
    ]);
  }

  async remove(connectionId: string): Promise<void> {
    const rows = await this.table.queryAll({ pk: platformKeys.connectionRows(connectionId) });
    await Promise.all(rows.map((r) => this.table.delete({ PK: String(r.PK), SK: String(r.SK) })));
  }

  inAudience(audience: string): Promise<Connection[]> {
    return this.liveUnder(platformKeys.connectionsOfAudience(audience));
  }

  ofAccount(accountId: string): Promise<Connection[]> {
    return this.liveUnder(platformKeys.connectionsOfAccount(accountId));
  }

  private async liveUnder(indexKey: string): Promise<Connection[]> {
    const rows = await this.table.queryAll<ConnectionRow>({ index: 'GSI1', pk: indexKey });
    // TTL deletion lags (up to days in AWS, never in DynamoDB Local), so expired rows are skipped here.
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    return rows
      .filter((r) => r.expiresAt > nowSeconds)
      .map(({ connectionId, userId, sessionId, audiences, kind, connectedAt }) => ({
        connectionId,
        userId,
        ...(sessionId ? { sessionId } : {}),
        audiences,
        kind,
        connectedAt,
      }));
  }
}
