import { consentPartition } from '@ezc/domain';
import {
  ConditionFailedError,
  ERASED,
  type Item,
  platformKeys,
  redactAuditTrail,
  redactOnce,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import { type AccountKind, normaliseEmail } from './account';

/** Where a person's traces sit in the identity context beside the account itself. */
export interface AccountTraces {
  /** Takes the person's values out of the account's audit trail; every row stays. */
  redactAccountTrail(accountId: string, rule: string, at: string): Promise<number>;
  /** Erases the IP address of each consent the account gave; the version and time stay. */
  eraseConsentIps(accountId: string, rule: string, at: string): Promise<number>;
  /**
   * The sign-in attempts made with the account's e-mail are filed under the e-mail itself; they
   * move under the erased account's id, without the e-mail and the IP address. Each row stays.
   */
  fileAwaySignInAttempts(
    kind: AccountKind,
    email: string,
    accountId: string,
    rule: string,
    at: string,
  ): Promise<number>;
}

const ignoreRaced = (e: unknown) => {
  // Another delivery of the same erasure did it first.
  if (!(e instanceof ConditionFailedError)) throw e;
  return false;
};

export function accountTraces(table: Table): AccountTraces {
  return {
    redactAccountTrail: (accountId, rule, at) =>
      redactAuditTrail(table, {
        objectType: 'Account',
        objectId: accountId,
        personActorIds: [accountId],
        rule,
        at,
      }),

    async eraseConsentIps(accountId, rule, at) {
      const rows = await table.queryAll({ pk: consentPartition(accountId) });
      let erased = 0;
      for (const row of rows) {
        if (row.RedactedAt !== undefined) continue;
        if (await redactOnce(table, row, { IpAddress: ERASED, RedactedAt: at, RedactedUnder: rule }))
          erased += 1;
      }
      return erased;
    },

    async fileAwaySignInAttempts(kind, email, accountId, rule, at) {
      const from = `${kind}:${normaliseEmail(email)}`;
      const to = `erased:${accountId}`;
      const rows = await table.queryAll({ pk: platformKeys.auditOf('SignIn', from) });
      let moved = 0;
      for (const row of rows) {
        const done = await table.transact(fileAway(row, to, rule, at)).then(() => true, ignoreRaced);
        if (done) moved += 1;
      }
      return moved;
    },
  };
}

function fileAway(row: Item, objectId: string, rule: string, at: string): TableWrite[] {
  const { PK, SK, ...rest } = row;
  return [
    {
      kind: 'put',
      item: {
        ...rest,
        PK: platformKeys.auditOf('SignIn', objectId),
        SK: String(SK),
        ObjectId: objectId,
        // The e-mail typed and where from: the person's, or someone trying their e-mail.
        ActorId: ERASED,
        ...(row.IpAddress ? { IpAddress: ERASED } : {}),
        RedactedAt: at,
        RedactedUnder: rule,
      },
      condition: { expression: 'attribute_not_exists(PK)' },
    },
    {
      kind: 'delete',
      key: { PK: String(PK), SK: String(SK) },
      condition: { expression: 'attribute_exists(PK)' },
    },
  ];
}
