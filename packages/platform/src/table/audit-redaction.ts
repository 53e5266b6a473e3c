import { platformKeys } from './keys';
import { ConditionFailedError, type Item, type Table } from './table';

/** What stands in for an erased value: a record keeps its shape, never the value. */
export const ERASED = '[erased]';

/**
 * Keys whose values say what happened, never who it happened to: ids, statuses, amounts, dates of
 * events, the names of products and documents. Everything else in an audit row's changes is
 * treated as the person's and erased — a key nobody listed here is erased, not kept, so a field
 * added later can never slip through.
 */
const KEPT_KEYS = new Set([
  'Status',
  'From',
  'To',
  'Rule',
  'Title',
  'Kind',
  'Type',
  'Method',
  'Currency',
  'Format',
  'Version',
  'NoticeVersion',
  'Purpose',
  'Role',
  'ObjectType',
  'SKU',
  'LoanNo',
  'ReceiptNo',
  'InvoiceNo',
  'CreditNoteNo',
  'RefNo',
  'NumberOfInstallments',
  'InstallmentNo',
  'InterestRate',
  'PaymentDate',
  'DueDate',
  'AgreementDate',
  'StampingDate',
  'EndDate',
  'DisbursementDate',
]);
/** Objects whose every value is about the product, not the person (a loan's product snapshot). */
const KEPT_OBJECTS = new Set(['Product']);
/** Suffixes of keys kept whatever their stem: record ids, amounts in sen, times of events. */
const KEPT_SUFFIXES = ['Id', 'Sen', 'At'];

const kept = (key: string | undefined) =>
  key !== undefined && (KEPT_KEYS.has(key) || KEPT_SUFFIXES.some((s) => key.endsWith(s)));

/**
 * An audit row's changes with every value not known to be impersonal replaced by {@link ERASED}.
 * Only scalars are kept by their key; an object is walked (a kept key holding a whole record, such
 * as `From: {...profile}`, keeps none of it), except the product snapshot.
 */
export function redactChanges(value: unknown, key?: string): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (Array.isArray(value)) return value.map((v) => redactChanges(v, key));
  if (typeof value === 'object') {
    if (key !== undefined && KEPT_OBJECTS.has(key)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactChanges(v, k)]));
  }
  return kept(key) ? value : ERASED;
}

export interface AuditRedaction {
  objectType: string;
  objectId: string;
  /** Who the person is among the rows' actors: their sign-in account's id. */
  personActorIds: readonly string[];
  /** The rule the redaction is made under, and when. */
  rule: string;
  at: string;
}

/** Who every context's retention writes are recorded as. */
export const retentionActor = { id: 'system', kind: 'system', name: 'Retention policy' } as const;
/** The audit action of every context's erasure of a record's personal fields. */
export const PERSONAL_DATA_ERASED = 'Personal data erased under the retention policy';

/** Rows the retention policy itself wrote name counts and parts only, and are kept whole. */
const writtenByRetention = (row: Item) =>
  row.ActorId === retentionActor.id && row.ActorName === retentionActor.name;

/**
 * The audit trail of one object, with the person's values taken out of every row: what each change
 * set (the row's `Changes`), the free-text remarks, and — where the person acted themselves — their
 * IP address and name. Every row stays, with its time, activity and the staff who acted, so the
 * trail still says what happened and who did it. Each row is rewritten at most once (a repeat finds
 * `RedactedAt` and leaves it); returns how many rows were rewritten.
 */
export async function redactAuditTrail(table: Table, r: AuditRedaction): Promise<number> {
  const rows = await table.queryAll({ pk: platformKeys.auditOf(r.objectType, r.objectId) });
  let redacted = 0;
  for (const row of rows) {
    if (row.RedactedAt !== undefined || writtenByRetention(row)) continue;
    const byPerson = row.ActorKind === 'customer' || r.personActorIds.includes(String(row.ActorId));
    const set: Record<string, unknown> & { RedactedAt: string } = { RedactedAt: r.at, RedactedUnder: r.rule };
    if (typeof row.Changes === 'string' && row.Changes !== '') {
      set.Changes = JSON.stringify(redactChanges(parseChanges(row.Changes)));
    }
    if (row.Remarks) set.Remarks = ERASED;
    if (byPerson && row.IpAddress) set.IpAddress = ERASED;
    if (byPerson && row.ActorName) set.ActorName = ERASED;
    if (await redactOnce(table, row, set)) redacted += 1;
  }
  return redacted;
}

/**
 * Rewrites one row's fields (`set`, which carries `RedactedAt`) unless it was redacted already;
 * answers whether this call did it. Another run that got there first is not an error.
 */
export async function redactOnce(
  table: Pick<Table, 'transact'>,
  row: Item,
  set: Record<string, unknown> & { RedactedAt: string },
): Promise<boolean> {
  try {
    await table.transact([
      {
        kind: 'update',
        key: { PK: String(row.PK), SK: String(row.SK) },
        spec: { set, condition: { expression: 'attribute_exists(PK) AND attribute_not_exists(RedactedAt)' } },
      },
    ]);
    return true;
  } catch (e) {
    if (!(e instanceof ConditionFailedError)) throw e;
    return false;
  }
}

function parseChanges(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the whole text is the change, and it goes.
    return ERASED;
  }
}
