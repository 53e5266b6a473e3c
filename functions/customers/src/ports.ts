import type { AggregateStore, BlobStore, Clock, Ids, Logger, Platform, SmsSender, Table } from '@ezc/platform';
import { type Customers, customersRepository } from './customers/customer';

/**
 * The customers context's ports. Each use case names the few it needs (`Pick<CustomersPorts, …>`),
 * so it says what it touches and a test can hand it exactly that.
 */
export interface CustomersPorts {
  clock: Clock;
  ids: Ids;
  log: Logger;
  table: Table;
  customers: Customers;
  /** Audit rows and events that change no aggregate. */
  audit: Pick<AggregateStore, 'record' | 'envelope' | 'history'>;
  store: AggregateStore;
  blobs: BlobStore;
  sms: SmsSender;
}

const built = new WeakMap<Platform, CustomersPorts>();

/** The customers context's ports over the process's platform, assembled once. */
export function customersPorts(p: Platform): CustomersPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = {
      clock: p.clock,
      ids: p.ids,
      log: p.log,
      table: p.table,
      customers: customersRepository(p.table, p.store),
      audit: p.store,
      store: p.store,
      get blobs() {
        return p.blobs;
      },
      get sms() {
        return p.sms;
      },
    };
    built.set(p, ports);
  }
  return ports;
}
