import type { Decision, SigningStatus } from '@ezc/domain';
import { signingEventData } from '@ezc/domain';
import { type Actor, type AggregateStore, raced, type TableWrite } from '@ezc/platform';
import {
  type LoadedSigning,
  SIGNING_AUDIT,
  type Signing,
  signingCountWrites,
  signingEntity,
} from './signing-record';

export interface SigningChange {
  before: LoadedSigning;
  after: Signing;
  decision?: Decision<SigningStatus>;
  action: string;
  remarks?: string | undefined;
  /** What the history row records as changed (field names and counts, where values must not be kept). */
  changes?: Record<string, unknown>;
  actor: Actor;
  /** Writes that land with it: a session, a slot claim, the session's events. */
  also?: TableWrite[];
}

export interface Signings {
  load(loanNo: string): Promise<LoadedSigning | undefined>;
  /** Saves a change, version-checked (a first save creates it); the decision's events go with it. */
  save(change: SigningChange): Promise<Signing>;
}

export function signingsRepository(store: AggregateStore): Signings {
  return {
    load: (loanNo) => store.load(signingEntity, loanNo),
    async save({ before, after, decision, action, remarks, changes, actor, also }) {
      const value: Signing = {
        ...after,
        ...(decision
          ? { Status: decision.status, MachineVersion: decision.machineVersion }
          : { Status: before.value.Status, MachineVersion: before.value.MachineVersion }),
        Counted: true,
      };
      // Counted by its status, in the same transaction (a first save has nothing before it).
      const counts = signingCountWrites(before.version === 0 ? undefined : before.value, value);
      await raced(
        () =>
          store.commit({
            entity: signingEntity,
            value,
            expectedVersion: before.version,
            ...(decision
              ? {
                  emitted: {
                    events: decision.events,
                    data: signingEventData.parse({
                      LoanNo: value.LoanNo,
                      Status: value.Status,
                      CustomerId: value.CustomerId,
                      AgreementMediaId: value.Versions.at(-1)?.MediaId,
                    }),
                    actor,
                  },
                }
              : {}),
            audit: {
              objectType: SIGNING_AUDIT,
              objectId: value.LoanNo,
              action,
              actor,
              ...(remarks ? { remarks } : {}),
              ...(changes ? { changes } : {}),
            },
            also: [...counts, ...(also ?? [])],
            at: value.UpdatedAt,
          }),
        'SIGNING.CHANGED',
        'The signing was changed by someone else; reload it and try again.',
      );
      return value;
    },
  };
}
