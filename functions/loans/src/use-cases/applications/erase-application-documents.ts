import { type Actor, auditWrite, ConditionFailedError } from '@ezc/platform';
import { APPLICATION_AUDIT } from '../../applications/applications-repository';
import {
  documentEntity,
  documentOfObjectEntity,
  lendingDocumentSchema,
} from '../../documents/lending-documents';
import type { LoansPorts } from '../../ports';

const retention: Actor = { id: 'system', kind: 'system', name: 'Retention policy' };
/** Statuses the retention policy erases after; anything else keeps its documents. */
const ERASABLE = ['Rejected', 'Cancelled'];

/**
 * The customers context erased a customer under the retention policy: the files they uploaded
 * with their applications go too, each with an audit row on the application. Only applications
 * that ended without a loan: a loan's documents are its books and are never touched here. A repeat
 * finds the rows gone and does nothing more.
 */
export async function eraseApplicationDocuments(
  deps: Pick<LoansPorts, 'applications' | 'table' | 'blobs' | 'clock' | 'ids'>,
  input: { customerId: string; rule: string },
): Promise<number> {
  const applications = await deps.applications.list({ customerId: input.customerId });
  let erased = 0;
  for (const a of applications) {
    if (!ERASABLE.includes(a.Status) || a.CustomerId !== input.customerId) continue;
    const rows = await deps.table.queryAll({
      pk: `APPLICATION#${a.ApplicationId}`,
      sk: { beginsWith: 'DOC#' },
    });
    for (const row of rows) {
      const d = lendingDocumentSchema.parse(row);
      if (d.ObjectType !== 'Application') continue;
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
              objectType: APPLICATION_AUDIT,
              objectId: a.ApplicationId,
              action: 'Document erased under the retention policy',
              remarks: d.Title,
              actor: retention,
              changes: { MediaId: d.MediaId, Title: d.Title, Rule: input.rule },
            },
            deps.clock.now().toISOString(),
            deps.ids.next(),
          ),
        ]);
        erased += 1;
      } catch (e) {
        if (!(e instanceof ConditionFailedError)) throw e;
      }
    }
  }
  return erased;
}
