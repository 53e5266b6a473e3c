import {
  AggregateStore,
  type BlobStore,
  type Clock,
  type Ids,
  type Logger,
  type Platform,
  type Table,
} from '@ezc/platform';
import { type Applications, applicationsRepository } from './applications/applications-repository';
import { accountsReader, type LendingAccounts } from './borrowers/accounts';
import { type Borrowers, borrowersReader } from './borrowers/borrowers';
import { type AgreementReader, agreementReader } from './documents/agreement-reader';
import { type LendingDocuments, lendingDocuments } from './documents/lending-documents';
import { type Loans, loansRepository } from './loans/loans-repository';
import { type Sequences, sequences } from './loans/sequences';
import { type Notes, notesRepository } from './notes/notes-repository';
import { type ActionRightsSetting, actionRightsSetting } from './setup/action-rights';
import { type Packages, packagesRepository } from './setup/packages-repository';
import { type Partners, partnersRepository } from './setup/partners-repository';
import { type Products, productsRepository } from './setup/products-repository';

/**
 * The loans context's ports. Each use case names the few it needs (`Pick<LoansPorts, …>`), so it
 * says what it touches and a test can hand it exactly that.
 */
export interface LoansPorts {
  clock: Clock;
  ids: Ids;
  log: Logger;
  table: Table;
  store: AggregateStore;
  /** Audit rows and histories of objects. */
  audit: Pick<AggregateStore, 'record' | 'recordDocumentRead' | 'history' | 'latestHistory'>;
  blobs: BlobStore;
  /** Loan numbers, application ids and the like, counted atomically. */
  sequences: Sequences;
  applications: Applications;
  loans: Loans;
  /** The borrower's profile as the customers context keeps it (read only). */
  borrowers: Borrowers;
  /** Sign-in accounts as identity keeps them (read only): e-mails, and whether verified. */
  accounts: LendingAccounts;
  /** Application and loan documents: receipts, agreements, uploads. */
  documents: LendingDocuments;
  /** The loan agreement's versions, as the signing context keeps them (read only). */
  agreements: AgreementReader;
  /** Loan products and their fees. */
  products: Products;
  packages: Packages;
  partners: Partners;
  /** Which staff roles may do each lending action (cached briefly per process). */
  actionRights: ActionRightsSetting;
  /** Staff notes on customers, applications and loans. */
  notes: Notes;
}

const built = new WeakMap<Platform, LoansPorts>();

/**
 * The ports over a platform with the given clock. The demo data uses it to tell a loan's story
 * on the days it happened (approved months ago, paid since), through the same use cases.
 */
export function loansPortsAt(p: Platform, clock: Clock): LoansPorts {
  const store = clock === p.clock ? p.store : new AggregateStore(p.table, clock, p.ids);
  const writes = { table: p.table, store, clock, ids: p.ids };
  return {
    clock,
    ids: p.ids,
    log: p.log,
    table: p.table,
    store,
    audit: store,
    get blobs() {
      return p.blobs;
    },
    sequences: sequences(p.table),
    applications: applicationsRepository(p.table, store),
    loans: loansRepository(writes),
    borrowers: borrowersReader(p.table),
    accounts: accountsReader(p.table),
    documents: lendingDocuments({ table: p.table, blobs: () => p.blobs, clock }),
    agreements: agreementReader(p.table),
    products: productsRepository(writes),
    packages: packagesRepository(writes),
    partners: partnersRepository(writes),
    actionRights: actionRightsSetting(store),
    notes: notesRepository(p.table),
  };
}

/** The loans context's ports over the process's platform, assembled once. */
export function loansPorts(p: Platform): LoansPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = loansPortsAt(p, p.clock);
    built.set(p, ports);
  }
  return ports;
}
