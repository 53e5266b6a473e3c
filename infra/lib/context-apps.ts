import type { ContextName } from '@ezc/platform/bus/rules';
import { app as customers } from '../../functions/customers/src/app';
import { app as identity } from '../../functions/identity/src/app';
import { app as jobs } from '../../functions/jobs/src/app';
import { app as loans } from '../../functions/loans/src/app';
import { app as payments } from '../../functions/payments/src/app';
import { app as realtime } from '../../functions/realtime/src/app';
import { app as reports } from '../../functions/reports/src/app';
import { app as signing } from '../../functions/signing/src/app';

/** The route table Hono keeps for each app; all the stack needs from a context's app. */
export interface RoutedApp {
  readonly routes: readonly { readonly method: string; readonly path: string }[];
}

/**
 * Each context's Hono app, read only for its routes. Typed by `ContextName`, so adding a context to
 * the platform's list fails type-checking here until its app is wired in.
 */
export const contextApps: Record<ContextName, RoutedApp> = {
  identity,
  customers,
  loans,
  signing,
  payments,
  reports,
  realtime,
  jobs,
};
