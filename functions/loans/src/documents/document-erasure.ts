import { auditWrite, ConditionFailedError, retentionActor } from '@ezc/platform';
import type { LoansPorts } from '../ports';
import { documentEntity, documentOfObjectEntity, type LendingDocument } from './lending-documents';

/**
 * Erases one application or loan document under the retention policy: its file, then its two rows
 * with an audit row on the history of `auditOn` (its application, or its loan) in one transaction.
 * The file goes first, so no row is left naming a file that is still there; a repeat finds the
 * rows gone (the file's delete is harmless again) and answers false.
 */
export async function eraseLendingDocument(
  deps: Pick<LoansPorts, 'table' | 'blobs' | 'clock' | 'ids'>,
  d: LendingDocument,
  auditOn: { objectType: string; objectId: string; rule: string },
): Promise<boolean> {
  await deps.blobs.delete(d.StorageKey);
  try {
    await deps.table.transact([
      {
        kind: 'delete',
        key: documentEntity.key(d.MediaId),
        condition: { expression: 'attribute_exists(PK)' },
      },
      { kind: 'delete', key: documentOfObjectEntity.key(d) },
      auditWrite(
        {
          objectType: auditOn.objectType,
          objectId: auditOn.objectId,
          action: 'Document erased under the retention policy',
          remarks: d.Title,
          actor: retentionActor,
          changes: { MediaId: d.MediaId, Title: d.Title, Rule: auditOn.rule },
        },
        deps.clock.now().toISOString(),
        deps.ids.next(),
      ),
    ]);
    return true;
  } catch (e) {
    if (!(e instanceof ConditionFailedError)) throw e;
    return false;
  }
}
