import {
  customerRegistered,
  documentReadsExportRequested,
  jobsTick,
  retentionRunContinued,
} from '@ezc/domain';
import { ConditionFailedError, type Consumer, outboxWrite, type Platform, platform } from '@ezc/platform';
import { customersPorts } from './ports';
import { applyRetention } from './use-cases/apply-retention';
import { countDocumentReads } from './use-cases/count-document-reads';
import { writeDocumentReadsExport } from './use-cases/document-reads';
import { indexCustomerLists, listCustomersApart } from './use-cases/index-customer-lists';
import { indexEkycLists, listEkycsApart } from './use-cases/index-ekyc-lists';
import { openCustomerRecord } from './use-cases/open-customer-record';

/** A borrower registered: their customer record opens at onboarding step 2. */
const openRecord: Consumer = async (event) => {
  const registered = customerRegistered.parse(event);
  await openCustomerRecord(customersPorts(platform()), registered, {
    id: registered.AccountId,
    kind: 'customer',
    ...(event.actor?.ip ? { ip: event.actor.ip } : {}),
  });
};

/**
 * The daily retention run, as of its own slot and never ahead of the business clock, a page of
 * customers at a time: each next page is an event of its own, so no invocation runs long however
 * many customers there are. A repeat of the same tick finds the erased records erased.
 */
const retentionRun: Consumer = async (event) => {
  const p = platform();
  const slot = new Date(jobsTick.parse(event).at);
  // Records kept from before the listings read their pages from a key are listed (and document
  // reads counted), and records kept whole on their lists' indexes get entries, the first time only.
  await indexCustomerLists(customersPorts(p));
  await indexEkycLists(customersPorts(p));
  await listCustomersApart(customersPorts(p));
  await listEkycsApart(customersPorts(p));
  await countDocumentReads(customersPorts(p));
  await retentionPage(p, new Date(Math.min(slot.getTime(), p.clock.now().getTime())), 1);
};

/** The next page of a day's run, as of the same moment; a redelivery hands on under the same id. */
const retentionContinued: Consumer = async (event) => {
  const next = retentionRunContinued.parse(event);
  await retentionPage(platform(), new Date(next.At), next.Page, next.Cursor);
};

async function retentionPage(p: Platform, at: Date, page: number, cursor?: string) {
  const summary = await applyRetention(customersPorts(p), at, { limit: p.config.RETENTION_RUN_PAGE, cursor });
  if (summary.erased.length > 0) p.log.info('customers.retention-run', { page, erased: summary.erased });
  if (!summary.cursor) return;
  const now = p.clock.now().toISOString();
  const next = retentionRunContinued.create({
    // One id per run and page: a page run twice hands on once (the outbox row exists).
    id: `retention-run-${at.toISOString()}-${page + 1}`,
    occurredAt: now,
    data: { At: at.toISOString(), Cursor: summary.cursor, Page: page + 1 },
  });
  await p.table.transact([outboxWrite(next, now)]).catch((e) => {
    if (!(e instanceof ConditionFailedError)) throw e;
  });
}

const exportJob = { id: 'system', kind: 'system', name: 'Document reads exports' } as const;

/** An Admin asked for the reads as a file: it is written to the document store, its progress kept as it goes. */
const writeReadsExport: Consumer = async (event) => {
  const { ExportId } = documentReadsExportRequested.parse(event);
  const ports = customersPorts(platform());
  await writeDocumentReadsExport({ ...ports, now: () => ports.clock.now() }, ExportId, exportJob);
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'customers-open-record': openRecord,
  'customers-retention-run': retentionRun,
  'customers-retention-run-continue': retentionContinued,
  'customers-write-reads-export': writeReadsExport,
};
