import type { AggregateStore, Clock, Ids, Platform } from '@ezc/platform';
import {
  type EmandateProvider,
  hostedEmandateProvider,
  simulatedEmandateProvider,
} from './mandates/emandate-provider';
import { type Mandates, mandatesRepository } from './mandates/mandates-repository';
import { type LoanReader, loanReader } from './parties/loan-reader';

/**
 * The payments context's ports. Each use case names the few it needs (`Pick<PaymentsPorts, …>`).
 */
export interface PaymentsPorts {
  clock: Clock;
  ids: Ids;
  store: AggregateStore;
  mandates: Mandates;
  /** The loan, read from the loans context (never written here). */
  loans: LoanReader;
  emandate: EmandateProvider;
  /** The key the provider signs its webhooks with (configuration). */
  webhookSecret: string;
}

const built = new WeakMap<Platform, PaymentsPorts>();

export function paymentsPorts(p: Platform): PaymentsPorts {
  let ports = built.get(p);
  if (!ports) {
    const signUpUrl = p.config.EMANDATE_SIGNUP_URL;
    ports = {
      clock: p.clock,
      ids: p.ids,
      store: p.store,
      mandates: mandatesRepository(p.table, p.store),
      loans: loanReader(p.table),
      emandate: signUpUrl ? hostedEmandateProvider(signUpUrl) : simulatedEmandateProvider,
      webhookSecret: p.config.EMANDATE_WEBHOOK_SECRET ?? '',
    };
    built.set(p, ports);
  }
  return ports;
}
