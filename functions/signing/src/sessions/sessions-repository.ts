import type { Decision, SigningSessionStatus } from '@ezc/domain';
import { signingSessionEventData } from '@ezc/domain';
import { type Actor, type AggregateStore, raced, type Table, type TableWrite } from '@ezc/platform';
import { sessionListWrites } from './session-lists';
import {
  type LoadedSession,
  SESSION_AUDIT,
  type SigningSession,
  sessionIndexes,
  signingSessionEntity,
} from './signing-session';

export interface SessionChange {
  before: LoadedSession;
  after: SigningSession;
  decision?: Decision<SigningSessionStatus>;
  action: string;
  remarks?: string | undefined;
  /** What the history row records as changed (field names and counts, where values must not be kept). */
  changes?: Record<string, unknown>;
  actor: Actor;
  also?: TableWrite[];
}

export const sessionEventData = (s: SigningSession) =>
  signingSessionEventData.parse({
    SigningSessionId: s.SigningSessionId,
    LoanNo: s.LoanNo,
    Status: s.Status,
    CustomerId: s.CustomerId,
    AttestatorId: s.AttestatorId,
  });

export interface Sessions {
  load(id: string): Promise<LoadedSession | undefined>;
  /** A loan's sessions, earliest first. */
  ofLoan(loanNo: string): Promise<SigningSession[]>;
  save(change: SessionChange): Promise<SigningSession>;
  /** The put of a new session with its lists' writes, for the booking's transaction (fails if the id exists). */
  creation(session: SigningSession, at: string): TableWrite[];
  /**
   * The version-checked put of a session's change that no status decides (a sign flag), for the
   * transaction of the signing it goes with.
   */
  flagWrite(before: LoadedSession, after: SigningSession, at: string): TableWrite;
}

export function sessionsRepository(table: Table, store: AggregateStore): Sessions {
  return {
    load: (id) => store.load(signingSessionEntity, id),
    async ofLoan(loanNo) {
      const items = await table.queryAll(sessionIndexes.ofLoan(loanNo));
      return items.map((i) => signingSessionEntity.fromItem(i).value);
    },
    async save({ before, after, decision, action, remarks, changes, actor, also }) {
      const value: SigningSession = decision
        ? { ...after, Status: decision.status, MachineVersion: decision.machineVersion }
        : { ...after, Status: before.value.Status, MachineVersion: before.value.MachineVersion };
      await raced(
        () =>
          store.commit({
            entity: signingSessionEntity,
            value,
            expectedVersion: before.version,
            ...(decision
              ? { emitted: { events: decision.events, data: sessionEventData(value), actor } }
              : {}),
            audit: {
              objectType: SESSION_AUDIT,
              objectId: value.SigningSessionId,
              action,
              actor,
              ...(remarks ? { remarks } : {}),
              ...(changes ? { changes } : {}),
            },
            also: [...sessionListWrites(before.value, value), ...(also ?? [])],
            at: value.UpdatedAt,
          }),
        'SESSION.CHANGED',
        'The signing session was changed by someone else; reload it and try again.',
      );
      return value;
    },
    flagWrite: (before, after, at) => ({
      kind: 'put',
      item: signingSessionEntity.toItem({ ...after, UpdatedAt: at }, before.version + 1, at),
      condition: { expression: 'version = :v', values: { ':v': before.version } },
    }),
    creation: (session, at) => [
      {
        kind: 'put',
        item: signingSessionEntity.toItem(session, 1, at),
        condition: { expression: 'attribute_not_exists(PK)' },
      },
      ...sessionListWrites(undefined, session),
    ],
  };
}
