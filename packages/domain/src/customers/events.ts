import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

/** The customers context's events; they carry ids, not personal data. */
const customerData = z.object({ CustomerId: z.string() });

export const onboardingCompleted = defineEvent({
  name: 'customer.onboarding-completed',
  source: sources.customers,
  version: 1,
  schema: customerData,
});

const ekycData = z.object({ EkycId: z.string(), ObjectType: z.string(), ObjectId: z.string() });
export const ekycCompleted = defineEvent({
  name: 'customer.ekyc-completed',
  source: sources.customers,
  version: 1,
  schema: ekycData,
});
export const ekycFailed = defineEvent({
  name: 'customer.ekyc-failed',
  source: sources.customers,
  version: 1,
  schema: ekycData,
});

/**
 * A customer's own documents changed: one stored (uploaded or a browser upload confirmed) or
 * deleted. Whoever waits for a complete set of required documents checks again.
 */
export const customerDocumentsChanged = defineEvent({
  name: 'customer.documents-changed',
  source: sources.customers,
  version: 1,
  schema: customerData,
});

/**
 * The retention policy erased a customer's personal data: the sign-in account that owned the
 * record is closed, as nobody is left for it to sign in as.
 */
export const customerPersonalDataErased = defineEvent({
  name: 'customer.personal-data-erased',
  source: sources.customers,
  version: 1,
  schema: z.object({ CustomerId: z.string(), AccountId: z.string(), Rule: z.string() }),
});

/**
 * The retention policy's daily run checked one page of customers as of `At` (its tick's slot) and
 * goes on after `Cursor`: each page is its own short invocation, however many customers there are.
 */
export const retentionRunContinued = defineEvent({
  name: 'retention-run.continued',
  source: sources.customers,
  version: 1,
  schema: z.object({ At: z.string(), Cursor: z.string(), Page: z.number().int().min(2) }),
});

/** An Admin asked for the document reads of a period as a file: the job that writes it takes it from here. */
export const documentReadsExportRequested = defineEvent({
  name: 'document-reads-export.requested',
  source: sources.customers,
  version: 1,
  schema: z.object({ ExportId: z.string() }),
});
