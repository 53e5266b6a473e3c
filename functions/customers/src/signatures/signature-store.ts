import { conflict } from '@ezc/domain';
import {
  type Actor,
  auditWrite,
  type Clock,
  ConditionFailedError,
  type Ids,
  type Table,
} from '@ezc/platform';
import { type Signature, signatureEntity } from './signature-record';

/**
 * Deletes a signature record if it is still the version read, with its audit row in the same
 * write (the aggregate store saves versions; deleting one is this context's own write).
 */
export async function deleteSignatureRecord(
  deps: { table: Table; clock: Clock; ids: Ids },
  found: { value: Signature; version: number },
  actor: Actor,
): Promise<void> {
  const s = found.value;
  try {
    await deps.table.transact([
      {
        kind: 'delete',
        key: signatureEntity.key(s),
        condition: { expression: 'version = :v', values: { ':v': found.version } },
      },
      auditWrite(
        {
          objectType: s.ObjectType,
          objectId: s.ObjectId,
          action: 'Signature deleted',
          actor,
          changes: { SignatureMediaId: s.SignatureMediaId },
        },
        deps.clock.now().toISOString(),
        deps.ids.next(),
      ),
    ]);
  } catch (e) {
    if (e instanceof ConditionFailedError) {
      throw conflict(
        'AGGREGATE.VERSION_CONFLICT',
        'Signature was changed by someone else; reload and try again',
      );
    }
    throw e;
  }
}
