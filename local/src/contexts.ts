import * as customers from '@ezc/fn-customers';
import * as identity from '@ezc/fn-identity';
import * as jobs from '@ezc/fn-jobs';
import * as loans from '@ezc/fn-loans';
import * as payments from '@ezc/fn-payments';
import * as realtime from '@ezc/fn-realtime';
import * as reports from '@ezc/fn-reports';
import * as signing from '@ezc/fn-signing';
import type { Consumer, ContextApp, ContextName } from '@ezc/platform';

/** Every bounded context, as the local process mounts them (one Lambda each in AWS). */
export const contexts: Record<
  ContextName,
  { app: ContextApp; consumers: Partial<Record<string, Consumer>> }
> = {
  identity,
  customers,
  loans,
  signing,
  payments,
  reports,
  realtime,
  jobs,
};
