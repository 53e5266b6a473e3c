import * as customers from '@ezc/fn-customers';
import * as identity from '@ezc/fn-identity';
import * as jobs from '@ezc/fn-jobs';
import * as loans from '@ezc/fn-loans';
import * as payments from '@ezc/fn-payments';
import * as realtime from '@ezc/fn-realtime';
import * as reports from '@ezc/fn-reports';
import * as signing from '@ezc/fn-signing';
import type { ContextName } from '@ezc/platform/bus/rules';
import type { ContextModule } from './context-module';

export type { ContextModule } from './context-module';

/**
 * Every bounded context, once: the local process mounts their apps, registers their consumers and
 * runs their seeds in this order; the CDK app reads their routes and consumers. In AWS each Lambda
 * imports only its own context, never this registry.
 */
export const contexts: Record<ContextName, ContextModule> = {
  identity,
  customers,
  // Before loans: the demo loans are signed in the attorney's slots, which signing's seed makes.
  signing,
  loans,
  payments,
  reports,
  realtime,
  jobs,
};

/** The demo accounts identity seeds, for `npm start` to print. */
export { demoIdentities } from '@ezc/fn-identity';

/** Every report worked out again from a store's loans, ledgers and payments (`npm run reports:rebuild`). */
export { rebuildStoreReports } from '@ezc/fn-reports';
