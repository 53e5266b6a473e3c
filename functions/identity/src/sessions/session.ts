import type { Decision, SessionStatus } from '@ezc/domain';
import { type Actor, type AggregateStore, defineEntity, platformKeys, type TableWrite } from '@ezc/platform';
import * as z from 'zod';

export const sessionSchema = z.object({
  SessionId: z.string(),
  AccountId: z.string(),
  Kind: z.enum(['staff', 'customer', 'service']),
  Status: z.enum(['Active', 'Revoked', 'Expired']),
  MachineVersion: z.string().optional(),
  /** The account's session generation when the session began; a newer one ends it. */
  Generation: z.number().int().default(0),
  /**
   * 'web': the site's HttpOnly cookies carry the tokens (fixed at sign-in). Only such a session
   * gets the grace for two tabs refreshing at once; an API client's replay is always theft.
   */
  Client: z.enum(['web', 'api']).default('api'),
  /** Hash of the one refresh token that may be used next. */
  RefreshHash: z.string(),
  /** Hashes of refresh tokens already used: presenting one again revokes the family. */
  SpentHashes: z.array(z.string()),
  CreatedAt: z.string(),
  ExpiresAt: z.string(),
  /** Real time (epoch ms) the person last did something; the idle limit counts from it. */
  LastActiveAt: z.number().optional(),
  Ip: z.string(),
  UserAgent: z.string(),
  RevokedReason: z.string().optional(),
  /** Real time (epoch ms) of the last rotation, for the grace given to a racing second tab. */
  RotatedAtMs: z.number().optional(),
});
export type Session = z.infer<typeof sessionSchema>;
export interface LoadedSession {
  value: Session;
  version: number;
}

/** Sessions: by id (the token check reads it on every request); per account by start (GSI1). */
export const sessionEntity = defineEntity({
  name: 'Session',
  schema: sessionSchema,
  id: (s) => s.SessionId,
  key: (id: string) => platformKeys.session(id),
  indexes: { GSI1: (s) => ({ pk: platformKeys.sessionsOfAccount(s.AccountId), sk: s.CreatedAt }) },
  // Kept a day past its end for the record, then removed by DynamoDB's TTL.
  expiresAt: (s) => Math.floor(Date.parse(s.ExpiresAt) / 1000) + 24 * 3600,
});

export const lastActiveAt = (s: Session) => s.LastActiveAt ?? Date.parse(s.CreatedAt);

export interface Sessions {
  load(id: string): Promise<LoadedSession | undefined>;
  create(session: Session, audit: { action: string; actor: Actor }): Promise<void>;
  save(
    before: LoadedSession,
    after: Session,
    decision: Decision<SessionStatus>,
    audit: { action: string; actor: Actor },
  ): Promise<void>;
  /**
   * Moves a session to the account's new generation, as a write of the transaction that moves the
   * account on: the session it is made from outlives a change that ends all the others.
   */
  keepThroughWrite(loaded: LoadedSession, generation: number, now: string): TableWrite;
}

export function sessionsRepository(store: AggregateStore): Sessions {
  return {
    load: (id) => store.load(sessionEntity, id),
    async create(session, audit) {
      await store.commit({
        entity: sessionEntity,
        value: session,
        expectedVersion: 0,
        audit: { objectType: 'Account', objectId: session.AccountId, ...audit },
      });
    },
    async save(before, after, decision, audit) {
      await store.commit({
        entity: sessionEntity,
        value: { ...after, Status: decision.status, MachineVersion: decision.machineVersion },
        expectedVersion: before.version,
        // Ending a session emits `session.ended`: the sockets opened with it are closed.
        emitted: {
          events: decision.events,
          data: { AccountId: after.AccountId, SessionId: after.SessionId, Kind: after.Kind },
          actor: audit.actor,
        },
        audit: { objectType: 'Account', objectId: after.AccountId, ...audit },
      });
    },
    keepThroughWrite(loaded, generation, now) {
      return {
        kind: 'put',
        item: sessionEntity.toItem({ ...loaded.value, Generation: generation }, loaded.version + 1, now),
        condition: { expression: 'version = :v', values: { ':v': loaded.version } },
      };
    },
  };
}
