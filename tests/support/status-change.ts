import { loanStatusChanged } from '@ezc/domain';
import { defineEntity, type Platform } from '@ezc/platform';
import { z } from 'zod';

/** A stand-in aggregate: enough to commit a loan status change through the real outbox. */
const probe = defineEntity({
  name: 'Probe',
  schema: z.object({ LoanNo: z.string(), Status: z.string() }),
  id: (p) => p.LoanNo,
  key: (id: string) => ({ PK: `PROBE#${id}`, SK: 'PROBE' }),
});

/** Commits a loan status change with its outbox event, as a loans use case would. */
export async function commitLoanStatusChange(
  p: Platform,
  change: { LoanNo: string; Status: string; CustomerId: string },
): Promise<void> {
  await p.store.commit({
    entity: probe,
    value: { LoanNo: change.LoanNo, Status: change.Status },
    expectedVersion: 0,
    events: [
      loanStatusChanged.create({ id: p.ids.next(), occurredAt: p.clock.now().toISOString(), data: change }),
    ],
    audit: {
      objectType: 'Loan',
      objectId: change.LoanNo,
      action: `Status: ${change.Status}`,
      actor: { id: 'system', kind: 'system' },
    },
  });
}
