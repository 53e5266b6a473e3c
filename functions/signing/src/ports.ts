import {
  AggregateStore,
  type BlobStore,
  type Clock,
  type Ids,
  type Logger,
  type Platform,
  platformKeys,
  type Scheduler,
  type Table,
} from '@ezc/platform';
import type { Lender } from './agreements';
import { type LoanReader, loanReader } from './parties/loan-reader';
import { type PeopleReader, peopleReader } from './parties/people-reader';
import { type SessionLists, sessionLists } from './sessions/session-lists';
import { type Sessions, sessionsRepository } from './sessions/sessions-repository';
import { type Signings, signingsRepository } from './signing/signings-repository';

/**
 * The signing context's ports. Each use case names the few it needs (`Pick<SigningPorts, …>`).
 */
export interface SigningPorts {
  clock: Clock;
  ids: Ids;
  log: Logger;
  table: Table;
  store: AggregateStore;
  blobs: BlobStore;
  scheduler: Scheduler;
  /** Numbers handed out once each (session ids, slot group ids). */
  sequence(name: string): Promise<number>;
  signings: Signings;
  sessions: Sessions;
  /** How staff find sessions: pages by status and time, searches by name, number and contact. */
  sessionLists: SessionLists;
  /** The loan, read from the loans context (never written here). */
  loans: LoanReader;
  /** Borrowers' contacts, eKYC and saved signatures, read from the customers context. */
  people: PeopleReader;
  /** The licensed moneylender the agreements name (configuration). */
  lender: Lender;
}

const built = new WeakMap<Platform, SigningPorts>();

/** The ports with the given clock (the demo data tells its stories on their own days). */
export function signingPortsAt(p: Platform, clock: Clock): SigningPorts {
  const store = clock === p.clock ? p.store : new AggregateStore(p.table, clock, p.ids);
  return {
    clock,
    ids: p.ids,
    log: p.log,
    table: p.table,
    store,
    get blobs() {
      return p.blobs;
    },
    get scheduler() {
      return p.scheduler;
    },
    sequence: (name) => p.table.increment(platformKeys.sequence(name), 'value'),
    signings: signingsRepository(store),
    sessions: sessionsRepository(p.table, store),
    sessionLists: sessionLists(p.table, store),
    loans: loanReader(p.table),
    people: peopleReader(p.table, () => p.blobs),
    lender: {
      Name: p.config.COMPANY_NAME,
      LicenceNo: p.config.LENDING_LICENCE_NO,
      Address: p.config.COMPANY_ADDRESS,
    },
  };
}

export function signingPorts(p: Platform): SigningPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = signingPortsAt(p, p.clock);
    built.set(p, ports);
  }
  return ports;
}
