import {
  AggregateStore,
  type BlobStore,
  type Clock,
  type Ids,
  type Logger,
  type Platform,
  type Table,
} from '@ezc/platform';
import { type Accounts, accountsRepository } from './accounts/accounts-repository';
import { type Lender, lenderOf } from './documents';
import { type CreditNotes, creditNotesRepository } from './invoices/credit-note-record';
import { type InvoiceLists, invoiceLists } from './invoices/invoice-entries';
import {
  type EmandateProvider,
  hostedEmandateProvider,
  simulatedEmandateProvider,
  unconnectedDebit,
} from './mandates/emandate-provider';
import { type Mandates, mandatesRepository } from './mandates/mandates-repository';
import { type ActionRightsReader, actionRightsReader } from './parties/action-rights';
import { type LoanReader, loanReader } from './parties/loan-reader';
import { type Payments, paymentsRepository } from './payments/payment-record';

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
  table: Table;
  log: Logger;
  blobs: () => BlobStore;
  accounts: Accounts;
  payments: Payments;
  creditNotes: CreditNotes;
  invoices: InvoiceLists;
  actionRights: ActionRightsReader;
  /** The licensed moneylender its receipts and statements name (configuration). */
  lender: Lender;
}

const built = new WeakMap<Platform, PaymentsPorts>();

/** The ports at another clock (the seed tells a loan's payments at their moments). */
export function paymentsPortsAt(p: Platform, clock: Clock): PaymentsPorts {
  const store = clock === p.clock ? p.store : new AggregateStore(p.table, clock, p.ids);
  const signUpUrl = p.config.EMANDATE_SIGNUP_URL;
  const webhookSecret = p.config.EMANDATE_WEBHOOK_SECRET ?? '';
  const simulated = simulatedEmandateProvider(undefined, webhookSecret);
  return {
    clock,
    ids: p.ids,
    store,
    mandates: mandatesRepository(p.table, store),
    loans: loanReader(p.table),
    emandate: signUpUrl
      ? hostedEmandateProvider(signUpUrl)
      : // The simulated bank collects whatever it is asked: never trusted outside the local process.
        p.config.STAGE === 'local'
        ? simulated
        : { ...simulated, debit: unconnectedDebit },
    webhookSecret,
    table: p.table,
    log: p.log,
    blobs: () => p.blobs,
    accounts: accountsRepository(p.table, store),
    payments: paymentsRepository(p.table),
    creditNotes: creditNotesRepository(p.table),
    invoices: invoiceLists(p.table),
    actionRights: actionRightsReader(p.table),
    lender: lenderOf(p.config),
  };
}

export function paymentsPorts(p: Platform): PaymentsPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = paymentsPortsAt(p, p.clock);
    built.set(p, ports);
  }
  return ports;
}
