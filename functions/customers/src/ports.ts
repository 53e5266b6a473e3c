import type {
  AggregateStore,
  BlobStore,
  Clock,
  Ids,
  Logger,
  Platform,
  SmsSender,
  Table,
} from '@ezc/platform';
import { type ReadsExports, readsExports } from './compliance/reads-exports';
import { type Customers, customersRepository } from './customers/customer';
import { type SubjectRecords, subjectRecords } from './data-export/subject-records';
import { type EkycRecords, ekycRecords } from './ekyc/ekyc-record';
import { type EkycSettings, ekycSettings } from './ekyc/ekyc-settings';
import {
  type IdentityProvider,
  simulatedIdentityProvider,
  unconnectedIdentityProvider,
} from './ekyc/identity-provider';
import { type SendCounters, type SmsCodes, sendCounters, smsCodes } from './ekyc/sms-codes';
import { type Medias, mediasRepository } from './media/media-repository';

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
  audit: Pick<AggregateStore, 'record' | 'recordDocumentRead' | 'envelope' | 'history' | 'latestHistory'>;
  store: AggregateStore;
  blobs: BlobStore;
  sms: SmsSender;
  /** eKYC records of customers, Company Signers and Attorneys. */
  ekyc: EkycRecords;
  /** The eKYC's SMS codes, hashed, single use, with their attempts counted. */
  smsCodes: SmsCodes;
  /** Codes sent per person and per phone in the last hour. */
  smsCounters: SendCounters;
  /** Who verifies a person's identity: the simulator locally, the contracted provider in AWS. */
  identityProvider: IdentityProvider;
  /** Whether the perform-KYC menu entry is open. */
  ekycSettings: EkycSettings;
  /** Documents and media rows, and granted browser uploads. */
  medias: Medias;
  /** Other contexts' rows about a customer, read for a PDPA data-subject export. */
  subjectRecords: SubjectRecords;
  /** Exports of the compliance page's document reads, each a file a job writes. */
  readsExports: ReadsExports;
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
      ekyc: ekycRecords(p),
      smsCodes: smsCodes(p.table, p.tokenSecret),
      smsCounters: sendCounters(p.table),
      identityProvider:
        p.config.STAGE === 'local' ? simulatedIdentityProvider(p) : unconnectedIdentityProvider(),
      ekycSettings: ekycSettings(p.store),
      medias: mediasRepository(p),
      subjectRecords: subjectRecords(p.table, p.store, p.log),
      readsExports: readsExports(p.table, p.store),
    };
    built.set(p, ports);
  }
  return ports;
}
