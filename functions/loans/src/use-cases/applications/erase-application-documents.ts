import { APPLICATION_AUDIT } from '../../applications/applications-repository';
import { eraseLendingDocument } from '../../documents/document-erasure';
import type { LoansPorts } from '../../ports';

/** Statuses the retention policy erases after; anything else keeps its documents. */
const ERASABLE = ['Rejected', 'Cancelled'];

/**
 * The customers context erased a customer under the retention policy: the files they uploaded
 * with their applications go too, each with an audit row on the application. Only applications
 * that ended without a loan: a loan's documents are its books and are never touched here. A repeat
 * finds the rows gone and does nothing more.
 */
export async function eraseApplicationDocuments(
  deps: Pick<LoansPorts, 'applications' | 'documents' | 'table' | 'blobs' | 'clock' | 'ids'>,
  input: { customerId: string; rule: string },
): Promise<number> {
  const applications = await deps.applications.list({ customerId: input.customerId });
  let erased = 0;
  for (const a of applications) {
    if (!ERASABLE.includes(a.Status) || a.CustomerId !== input.customerId) continue;
    for (const d of await deps.documents.listOf('Application', a.ApplicationId)) {
      const done = await eraseLendingDocument(deps, d, {
        objectType: APPLICATION_AUDIT,
        objectId: a.ApplicationId,
        rule: input.rule,
      });
      if (done) erased += 1;
    }
  }
  return erased;
}
