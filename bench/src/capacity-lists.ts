import { performance } from 'node:perf_hooks';
import { decideMandate } from '@ezc/domain';
import {
  CUSTOMER_SEARCH,
  contactPersonOwnerWrites,
  customerCounterWrites,
  customerEntity,
  customerIndexes,
  customerSearchTerms,
} from '@ezc/fn-customers/customers/customer';
import { ekycCounterWrites, ekycEntity, ekycIndexes } from '@ezc/fn-customers/ekyc/ekyc-record';
import { applicationEntity } from '@ezc/fn-loans/applications/application';
import {
  APPLICATION_SEARCH,
  applicationCounterWrites,
  applicationSearchTerms,
} from '@ezc/fn-loans/applications/applications-repository';
import { type Mandate, mandateEntity, mandateIdKey } from '@ezc/fn-payments/mandates/mandate-record';
import { counterWrites as mandateCounterWrites } from '@ezc/fn-payments/mandates/mandates-repository';
import { signingCountWrites, signingEntity, signingIndexes } from '@ezc/fn-signing/signing/signing-record';
import type { LocalRuntime } from '@ezc/local';
import {
  entityWrites,
  type Item,
  type Key,
  listedItems,
  searchKeyWrites,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import { round } from './in-process-load';

/**
 * The capacity sets' applications, customers, eKYC records, signings and e-mandates: an
 * application, a signing and a mandate a loan, one customer and one eKYC record a borrower, each written as the product writes
 * it (its item, its entry in its lists, its search keys and its counts), copied from the demo's own
 * records with the set's numbers and names, so every field is one the product made.
 */

const MARKER: Key = { PK: 'BENCH#CAPACITY-LISTS-2', SK: 'BENCH' };
/** An application in review every fourth loan, the rest approved; a signing waiting for the attestor every tenth. */
const applicationStatusOf = (i: number) => (i % 4 === 0 ? 'In Review' : 'Approved');
const signingStatusOf = (i: number) => (i % 10 === 0 ? 'Pending Signing Attestor' : 'Signed');

export interface SetNames {
  loanNoOf(i: number): string;
  customerIdOf(i: number): string;
  borrowerNameOf(i: number): string;
  icOf(i: number): string;
  /** Whether loan `i` is its borrower's first (the borrower's records are written with it). */
  firstOfBorrower(i: number): boolean;
}

async function templates(table: Table) {
  const first = async (spec: Parameters<Table['queryFirst']>[0]) => {
    const [item] = await listedItems(table, await table.queryFirst(spec, 1));
    if (!item) throw new Error(`The demo has no record under ${spec.pk} to copy`);
    return item;
  };
  return {
    application: applicationEntity.fromItem(
      (await table.get(applicationEntity.key('APP-000001'))) ??
        (await first({ index: 'GSI1', pk: 'APPLICATIONS' })),
    ).value,
    customer: customerEntity.fromItem(await first(customerIndexes.all)).value,
    ekyc: ekycEntity.fromItem(await first(ekycIndexes.all)).value,
    signing: signingEntity.fromItem(await first(signingIndexes.ofStatus('Signed'))).value,
  };
}

/** Writes items 25 a batch, four batches at a time. */
export async function putInBatches(table: Table, items: readonly (Item & Key)[]) {
  const chunks: (Item & Key)[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  for (let i = 0; i < chunks.length; i += 4)
    await Promise.all(chunks.slice(i, i + 4).map((c) => table.batchPut(c)));
}

/** Loads the records of loans `from`… up to `count` (once; a marker remembers how far). */
export async function ensureListSet(
  rt: LocalRuntime,
  count: number,
  names: SetNames,
  log: (line: string) => void,
): Promise<{ loaded: number; seconds: number }> {
  const table = rt.platform.table;
  const from = Number((await table.get(MARKER))?.count ?? 0);
  if (from >= count) return { loaded: 0, seconds: 0 };
  const start = performance.now();
  const t = await templates(table);
  const at = '2026-01-10T02:00:00.000Z';
  // Counts are moved by ADD in the product; here each count's moves are added up and moved once.
  const moves = new Map<string, { key: Key; add: Record<string, number> }>();
  let batch: (Item & Key)[] = [];
  const take = (writes: TableWrite[]) => {
    for (const w of writes) {
      if (w.kind === 'put') batch.push(w.item);
      else if (w.kind === 'update' && w.spec.add && !w.spec.set) {
        const id = `${w.key.PK}|${w.key.SK}`;
        const move = moves.get(id) ?? { key: w.key, add: {} };
        for (const [name, by] of Object.entries(w.spec.add)) move.add[name] = (move.add[name] ?? 0) + by;
        moves.set(id, move);
      } else throw new Error(`Unexpected ${w.kind} write in the list set`);
    }
  };
  const flush = async () => {
    await putInBatches(table, batch);
    batch = [];
  };
  for (let i = from; i < count; i++) {
    const loanNo = names.loanNoOf(i);
    const customerId = names.customerIdOf(i);
    const name = names.borrowerNameOf(i);
    const createdAt = new Date(Date.parse(at) + i * 60_000).toISOString();
    const application = {
      ...t.application,
      ApplicationId: `APP-${loanNo.slice(3)}`,
      LoanNo: loanNo,
      CustomerId: customerId,
      BorrowerName: name,
      BorrowerICNo: names.icOf(i),
      Status: applicationStatusOf(i),
      CreatedAt: createdAt,
    } as typeof t.application;
    take([
      ...entityWrites(applicationEntity, application, 1, createdAt),
      ...applicationCounterWrites(
        application.ApplicationId,
        undefined,
        application.Status,
        application.Product.SKU,
      ),
      ...searchKeyWrites(APPLICATION_SEARCH, application.ApplicationId, applicationSearchTerms(application)),
    ]);
    const signing = {
      ...t.signing,
      LoanNo: loanNo,
      CustomerId: customerId,
      BorrowerName: name,
      Status: signingStatusOf(i),
      Counted: true as const,
      CreatedAt: createdAt,
      UpdatedAt: createdAt,
    } as typeof t.signing;
    take([...entityWrites(signingEntity, signing, 1, createdAt), ...signingCountWrites(undefined, signing)]);
    // Every loan's mandate registered and approved (the demo has none to copy): the debit run's
    // list, and the staff listing's.
    const active = decideMandate(decideMandate('Not Set Up', { type: 'REGISTER' }).status, {
      type: 'APPROVE',
    });
    const mandate: Mandate = {
      LoanNo: loanNo,
      CustomerId: customerId,
      BorrowerName: name,
      MandateId: `MDT-${loanNo}`,
      ObjectType: 'LoanNo',
      Status: active.status,
      MachineVersion: active.machineVersion,
      BankCode: 'MBBEMYKL',
      AccountNo: `5140${loanNo.slice(3)}`,
      AccountName: name,
      AmountSen: 46_667,
      RegisteredAt: createdAt,
      DecidedAt: createdAt,
      CreatedAt: createdAt,
      UpdatedAt: createdAt,
    };
    take([
      ...entityWrites(mandateEntity, mandate, 1, createdAt),
      ...mandateCounterWrites('Not Set Up', mandate),
      { kind: 'put', item: { ...mandateIdKey(mandate.MandateId), EntityType: 'MandateId', LoanNo: loanNo } },
    ]);
    if (names.firstOfBorrower(i)) {
      const customer = {
        ...t.customer,
        CustomerId: customerId,
        FullName: name,
        Email: `${customerId.toLowerCase()}@bench.example`,
        ...(t.customer.Personal ? { Personal: { ...t.customer.Personal, NRIC: names.icOf(i) } } : {}),
        ContactPersons: t.customer.ContactPersons.map((p, n) => ({
          ...p,
          ContactPersonId: `CP-${customerId}-${n}`,
          CustomerId: customerId,
        })),
        CreatedAt: createdAt,
      } as typeof t.customer;
      take([
        ...entityWrites(customerEntity, customer, 1, createdAt),
        ...customerCounterWrites(customerId, undefined, customer.MemberType),
        ...searchKeyWrites(CUSTOMER_SEARCH, customerId, customerSearchTerms(customer)),
        ...contactPersonOwnerWrites(undefined, customer),
      ]);
      const ekyc = {
        ...t.ekyc,
        EkycId: `EKYC-${customerId}`,
        ObjectId: customerId,
        CreatedAt: createdAt,
        UpdatedAt: createdAt,
      } as typeof t.ekyc;
      take([...entityWrites(ekycEntity, ekyc, 1, createdAt), ...ekycCounterWrites(ekyc)]);
    }
    if (batch.length >= 500) await flush();
    if ((i + 1) % 5000 === 0) log(`  ${i + 1} of ${count} loans' records for the lists written`);
  }
  await flush();
  for (const { key, add } of moves.values()) await table.update(key, { add });
  await table.put({ ...MARKER, count });
  return { loaded: count - from, seconds: round((performance.now() - start) / 1000) };
}
