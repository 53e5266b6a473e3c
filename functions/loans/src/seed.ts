import {
  type ApplicationEvent,
  type ApplicationStatus,
  applicationId,
  type Decision,
  type LoanEvent,
  type LoanStatus,
} from '@ezc/domain';
import {
  type Actor,
  type AuditEntry,
  auditWrite,
  type Ids,
  type Platform,
  platformKeys,
  type TableWrite,
} from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import {
  type Application,
  applicationEntity,
  decideFor as decideApplication,
} from './applications/application';
import { APPLICATION_AUDIT } from './applications/applications-repository';
import { quoteTerms, snapshotOf } from './applications/loan-terms';
import type { Borrower } from './borrowers/borrowers';
import {
  documentEntity,
  documentOfObjectEntity,
  type LendingDocument,
  type LoanDocumentName,
} from './documents/lending-documents';
import { decideFor, type Loan, loanCounters, loanEntity } from './loans/loan';
import { activated, disbursed, paidInFull, settledInFull, stamped } from './loans/loan-changes';
import { LOAN_AUDIT } from './loans/loans-repository';
import { loansPorts } from './ports';
import type { ProductRecord } from './setup/product';
import { seedSetup } from './setup/seed-setup';
import { draftApplication, submission } from './use-cases/applications/apply';
import { loanFrom } from './use-cases/applications/decide-application';

/**
 * The lending demo data: an application in every status and a loan in every loan status, each
 * told as it would have happened — applied for, approved, signed, stamped, disbursed, paid — on
 * days in the past. Every step is the one the use cases take (the same machines decide, the same
 * loan changes apply, the same history rows are written, with the day they happened); the story
 * is then written in a few transactions rather than one call per step, so a seeded server starts
 * fast. Steps of capabilities not built yet (signing, payments, full settlement) say so in their
 * history row. No events are raised: nothing happened now.
 */

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/** The demo borrowers (identity's demo accounts, the customers context's records). */
const owners = {
  borrower: { AccountId: 'ACC-0001', CustomerId: 'CUST-000001' },
  company: { AccountId: 'ACC-0002', CustomerId: 'CUST-000002' },
} as const;
type Owner = keyof typeof owners;

/** Staff decisions are made as an Admin would make them. */
const staff: Actor = { id: 'system', kind: 'system', name: 'Demo data', ip: '10.0.0.10' };

interface LoanStory {
  owner: Owner;
  sku: string;
  amount: number;
  installments: number;
  /** Days before today the borrower applied; approval comes the day after. */
  appliedDaysAgo: number;
  status: LoanStatus;
  /** Installments paid before the loan reached its status. */
  paid?: number;
}

const story = (
  owner: Owner,
  sku: string,
  amount: number,
  installments: number,
  appliedDaysAgo: number,
  status: LoanStatus,
  paid?: number,
): LoanStory => ({ owner, sku, amount, installments, appliedDaysAgo, status, ...(paid ? { paid } : {}) });

/** One loan in every loan status, numbered EZC000001… in this order. */
const loanStories: LoanStory[] = [
  story('borrower', 'PL-SIMPLE-18', 5000, 12, 3, 'Pending Signing Company'),
  story('company', 'BF-CM-10', 50000, 36, 6, 'Signed By Company'),
  story('borrower', 'SL-SIMPLE-12', 20000, 24, 8, 'Pending Signing Borrower'),
  story('company', 'SL-SIMPLE-12', 100000, 24, 10, 'Pending Signing Attestor'),
  story('borrower', 'PL-SIMPLE-18', 8000, 12, 12, 'Signed'),
  story('company', 'BF-CM-10', 80000, 36, 14, 'Stamped'),
  story('borrower', 'PL-SIMPLE-18', 12000, 12, 16, 'Disbursed'),
  story('borrower', 'PL-SIMPLE-18', 10000, 12, 80, 'Active', 2),
  story('borrower', 'PL-SIMPLE-18', 3000, 6, 240, 'Completed', 6),
  story('company', 'SL-SIMPLE-12', 30000, 24, 110, 'Early Settlement', 2),
  story('borrower', 'SL-SIMPLE-12', 15000, 24, 60, 'Settlement Under Review', 1),
  story('company', 'PL-SIMPLE-18', 6000, 12, 20, 'Termination In Process'),
  story('borrower', 'PL-SIMPLE-18', 4000, 12, 45, 'Terminated'),
];

interface ApplicationStory {
  owner: Owner;
  sku: string;
  amount: number;
  installments: number;
  appliedDaysAgo: number;
  status: Exclude<ApplicationStatus, 'Approved'>;
}

/** The applications that did not become loans, one in every other status (after the loans' numbers). */
const applicationStories: ApplicationStory[] = [
  {
    owner: 'borrower',
    sku: 'SL-SIMPLE-12',
    amount: 25000,
    installments: 24,
    appliedDaysAgo: 1,
    status: 'New',
  },
  // Submitted now, after the demo borrowers finished onboarding: that onboarding (already seen
  // when it was submitted) does not send it to review.
  {
    owner: 'company',
    sku: 'BF-CM-10',
    amount: 150000,
    installments: 36,
    appliedDaysAgo: 0,
    status: 'Pending Profile',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 7500,
    installments: 12,
    appliedDaysAgo: 2,
    status: 'In Review',
  },
  {
    owner: 'company',
    sku: 'PL-SIMPLE-18',
    amount: 45000,
    installments: 12,
    appliedDaysAgo: 20,
    status: 'Rejected',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 2000,
    installments: 6,
    appliedDaysAgo: 15,
    status: 'Cancelled',
  },
  {
    owner: 'borrower',
    sku: 'SL-SIMPLE-12',
    amount: 60000,
    installments: 24,
    appliedDaysAgo: 30,
    status: 'Void',
  },
];

/** A one-page PDF: every seeded receipt's file. */
const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const RECEIPT_KEY = 'lending/demo-receipt.pdf';

const seededBecause = {
  signing: 'seeded: the signing capability is not built yet',
  payments: 'seeded: the payments capability is not built yet',
  settlement: 'seeded: full settlement is not built yet',
};

const withStatus = <T extends { Status: string; MachineVersion: string }, S extends string>(
  value: T,
  decision: Decision<S>,
): T => ({ ...value, Status: decision.status, MachineVersion: decision.machineVersion });

/** The story's rows: history rows with the moment they happened, documents, the final snapshots. */
class Chronicle {
  readonly writes: TableWrite[] = [];
  readonly loans: Loan[] = [];

  constructor(private readonly ids: Ids) {}

  said(entry: AuditEntry, at: Date): void {
    this.writes.push(auditWrite(entry, at.toISOString(), this.ids.next()));
  }

  /** A receipt kept with the loan, as stamping and disbursing keep theirs. */
  receipt(loan: Loan, name: LoanDocumentName, at: Date): string {
    const document: LendingDocument = {
      MediaId: this.ids.next(),
      ObjectType: 'Loan',
      ObjectId: loan.LoanNo,
      CustomerId: loan.CustomerId,
      ApplicationId: loan.ApplicationId,
      LoanNo: loan.LoanNo,
      Title: name,
      DocumentName: name,
      FileName: `${name.replace(/\s+/g, '-')}-${loan.LoanNo}.pdf`,
      FileExtension: 'pdf',
      ContentType: 'application/pdf',
      Size: RECEIPT_PDF.length,
      StorageKey: RECEIPT_KEY,
      CreatedAt: at.toISOString(),
    };
    this.writes.push(
      { kind: 'put', item: documentEntity.toItem(document, 1, document.CreatedAt) },
      { kind: 'put', item: documentOfObjectEntity.toItem(document, 1, document.CreatedAt) },
    );
    return document.MediaId;
  }

  application(a: Application, at: Date): void {
    this.writes.push({
      kind: 'put',
      item: applicationEntity.toItem(a, 1, at.toISOString()),
      condition: { expression: 'attribute_not_exists(PK)' },
    });
  }

  loan(l: Loan, at: Date): void {
    this.loans.push(l);
    this.writes.push({
      kind: 'put',
      item: loanEntity.toItem(l, 1, at.toISOString()),
      condition: { expression: 'attribute_not_exists(PK)' },
    });
  }

  /** The loans' counts, as making and moving each loan would have left them. */
  counters(): TableWrite[] {
    const counts = new Map<string, { key: { PK: string; SK: string }; n: number }>();
    const count = (key: { PK: string; SK: string }) => {
      const c = counts.get(key.PK) ?? { key, n: 0 };
      c.n += 1;
      counts.set(key.PK, c);
    };
    for (const l of this.loans) {
      count(loanCounters.all);
      count(loanCounters.ofStatus(l.Status));
      count(loanCounters.ofCustomer(l.CustomerId));
    }
    return [...counts.values()].map((c) => ({ kind: 'update', key: c.key, spec: { add: { n: c.n } } }));
  }
}

/** An application told step by step: each step decided by its machine, with its history row. */
class ApplicationTale {
  constructor(
    private readonly chronicle: Chronicle,
    public value: Application,
  ) {}

  step(
    event: ApplicationEvent,
    change: Partial<Application>,
    says: string,
    actor: Actor,
    at: Date,
    remarks?: string,
  ) {
    this.value = withStatus({ ...this.value, ...change }, decideApplication(this.value, event));
    this.chronicle.said(
      {
        objectType: APPLICATION_AUDIT,
        objectId: this.value.ApplicationId,
        action: says,
        actor,
        ...(remarks ? { remarks } : {}),
      },
      at,
    );
  }
}

/** A loan told step by step, as the loan's use cases change it. */
class LoanTale {
  constructor(
    private readonly chronicle: Chronicle,
    public value: Loan,
  ) {}

  said(says: string, at: Date, remarks?: string) {
    this.chronicle.said(
      {
        objectType: LOAN_AUDIT,
        objectId: this.value.LoanNo,
        action: says,
        actor: staff,
        ...(remarks ? { remarks } : {}),
      },
      at,
    );
  }

  decided(event: LoanEvent, says: string, at: Date, remarks?: string) {
    this.value = withStatus(this.value, decideFor(this.value, event));
    this.said(says, at, remarks);
  }

  changed(change: { loan: Loan; decision?: Decision<LoanStatus> }, says: string, at: Date, remarks?: string) {
    this.value = change.decision ? withStatus(change.loan, change.decision) : change.loan;
    this.said(says, at, remarks);
  }
}

interface Cast {
  chronicle: Chronicle;
  borrowers: Record<Owner, Borrower>;
  products: Record<string, ProductRecord>;
  /** `n` days before the seed's moment, plus `hours`. */
  daysAgo(n: number, hours?: number): Date;
}

const ownerActor = (cast: Cast, owner: Owner): Actor => ({
  id: owners[owner].AccountId,
  kind: 'customer',
  name: cast.borrowers[owner].Name,
  ip: '203.0.113.10',
});
/** A date's moment in the story: 10:00 in Malaysia. */
const onDate = (date: string, hours = 0) => new Date(Date.parse(`${date}T02:00:00.000Z`) + hours * HOUR);

/** The borrower applies (or saves a draft) on the story's day. */
function applied(
  cast: Cast,
  s: { owner: Owner; sku: string; amount: number; installments: number; appliedDaysAgo: number },
  numbers: { applicationSeq: number; loanSeq: number },
  submit: 'ready' | 'incomplete' | 'draft',
): ApplicationTale {
  const at = cast.daysAgo(s.appliedDaysAgo);
  const quote = quoteTerms(
    snapshotOf(cast.products[s.sku]!),
    { Amount: s.amount, NumberOfInstallments: s.installments },
    malaysiaDate(at),
  );
  const borrower = cast.borrowers[s.owner];
  const tale = new ApplicationTale(
    cast.chronicle,
    draftApplication(numbers, borrower, quote, at.toISOString()),
  );
  const actor = ownerActor(cast, s.owner);
  if (submit === 'draft') {
    cast.chronicle.said(
      {
        objectType: APPLICATION_AUDIT,
        objectId: tale.value.ApplicationId,
        action: 'Application saved as draft',
        actor,
      },
      at,
    );
  } else if (submit === 'ready') {
    const decision = submission(tale.value, borrower);
    tale.step(
      { type: decision.status === 'In Review' ? 'SUBMIT_READY' : 'SUBMIT_INCOMPLETE' },
      { SubmittedAt: at.toISOString() },
      `Application submitted (${decision.status})`,
      actor,
      at,
    );
  } else {
    tale.step(
      { type: 'SUBMIT_INCOMPLETE' },
      { SubmittedAt: at.toISOString() },
      'Application submitted (Pending Profile) (seeded: shown as waiting for the profile)',
      actor,
      at,
    );
  }
  return tale;
}

/** A loan told from its application to its status. */
function tellLoan(cast: Cast, s: LoanStory, n: number): void {
  const application = applied(cast, s, { applicationSeq: n, loanSeq: n }, 'ready');
  const approvedAt = cast.daysAgo(s.appliedDaysAgo - 1);
  const reason = 'Income and documents verified.';
  application.step(
    { type: 'APPROVE' },
    { Reason: reason, DecidedAt: approvedAt.toISOString() },
    'Application approved',
    staff,
    approvedAt,
    reason,
  );
  cast.chronicle.application(application.value, approvedAt);
  const loan = new LoanTale(
    cast.chronicle,
    loanFrom(application.value, malaysiaDate(approvedAt), approvedAt.toISOString()),
  );
  loan.said(
    'Loan created',
    approvedAt,
    `From application ${application.value.ApplicationId}, approved: ${reason}`,
  );

  const reached = (status: LoanStatus) => {
    // The statuses after this path (completed, settled, terminated) are reached through all of it.
    const path: LoanStatus[] = [
      'Pending Signing Company',
      'Signed By Company',
      'Pending Signing Borrower',
      'Pending Signing Attestor',
      'Signed',
      'Stamped',
      'Disbursed',
      'Active',
    ];
    const target = s.status === 'Termination In Process' ? 'Signed By Company' : s.status;
    const at = (x: LoanStatus) => (path.includes(x) ? path.indexOf(x) : path.length);
    return at(target) >= at(status);
  };
  let day = s.appliedDaysAgo - 1;
  const nextDay = (hours: number) => {
    day = Math.max(day - 1, 0);
    return cast.daysAgo(day, hours);
  };
  const signing: [LoanStatus, LoanEvent, string][] = [
    ['Signed By Company', { type: 'COMPANY_SIGNED' }, 'Signed by company'],
    ['Pending Signing Borrower', { type: 'APPOINTMENT_BOOKED' }, 'Signing appointment booked'],
    ['Pending Signing Attestor', { type: 'BORROWER_SIGNED' }, 'Signed by borrower'],
    ['Signed', { type: 'ATTESTOR_SIGNED' }, 'Signed by attestor'],
  ];
  for (const [status, event, says] of signing) {
    if (!reached(status)) break;
    loan.decided(event, `${says} (${seededBecause.signing})`, nextDay(1));
  }
  if (reached('Stamped')) {
    const at = nextDay(2);
    const stamping = {
      StampingDate: malaysiaDate(at),
      MediaId: cast.chronicle.receipt(loan.value, 'Stamp Receipt', at),
    };
    loan.changed(stamped(loan.value, stamping), 'Loan stamped', at, `Stamping date ${stamping.StampingDate}`);
  }
  if (reached('Disbursed')) {
    const at = nextDay(3);
    // A loan left 'Disbursed' is paid out in a few days: its first installment waits for that day.
    const paymentDate = malaysiaDate(s.status === 'Disbursed' ? cast.daysAgo(-3) : at);
    const amount = loan.value.AmountSen;
    loan.changed(
      disbursed(loan.value, {
        Method: 'Bank Transfer',
        AmountSen: amount,
        RefNo: `TRF-${loan.value.LoanNo}`,
        Bank: 'Maybank',
        AccountNo: s.owner === 'company' ? '3123456789' : '514012345678',
        AccountName: cast.borrowers[s.owner].Name,
        Currency: 'MYR',
        OffsetDocNo: [],
        PaymentDate: paymentDate,
        MediaId: cast.chronicle.receipt(loan.value, 'Disbursement Receipt', at),
      }),
      'Loan disbursed',
      at,
      `Bank Transfer of RM ${(amount / 100).toFixed(2)}, ref. TRF-${loan.value.LoanNo}, paid ${paymentDate}`,
    );
  }
  if (reached('Active')) {
    const paymentDate = loan.value.DisbursementDate!;
    const activate = (installmentNo: number, at: Date) => {
      const row = loan.value.Schedule[installmentNo - 1]!;
      loan.changed(
        activated(loan.value, installmentNo, malaysiaDate(at)),
        `Installment ${installmentNo} activated`,
        at,
        `Due ${row.DueDate}`,
      );
    };
    activate(1, onDate(paymentDate, 1));
    const paid = s.paid ?? 0;
    for (let k = 1; k <= paid; k++) {
      const due = loan.value.Schedule[k - 1]!.DueDate;
      loan.changed(
        { loan: paidInFull(loan.value, k, due) },
        `Payment received for installment ${k} (${seededBecause.payments})`,
        onDate(due),
      );
      // The next installment falls due once this one is paid; an active loan has one open.
      if (k < loan.value.NumberOfInstallments && (k < paid || s.status === 'Active'))
        activate(k + 1, onDate(due, 1));
    }
  }
  switch (s.status) {
    case 'Completed': {
      const last = loan.value.Schedule.at(-1)!.DueDate;
      loan.decided(
        { type: 'COMPLETE' },
        `Loan completed: every installment paid (${seededBecause.payments})`,
        onDate(last, 2),
      );
      break;
    }
    case 'Settlement Under Review':
      loan.decided(
        { type: 'REQUEST_SETTLEMENT' },
        `Full settlement requested (${seededBecause.settlement})`,
        cast.daysAgo(2),
      );
      break;
    case 'Early Settlement': {
      loan.decided(
        { type: 'REQUEST_SETTLEMENT' },
        `Full settlement requested (${seededBecause.settlement})`,
        cast.daysAgo(20),
      );
      const at = cast.daysAgo(18);
      loan.changed(
        {
          loan: settledInFull(loan.value, malaysiaDate(at)),
          decision: decideFor(loan.value, { type: 'SETTLEMENT_APPROVED' }),
        },
        `Full settlement approved (${seededBecause.settlement})`,
        at,
      );
      break;
    }
    case 'Termination In Process':
      loan.decided(
        { type: 'TERMINATE' },
        'Termination requested',
        cast.daysAgo(3),
        'Borrower asked to withdraw before signing.',
      );
      break;
    case 'Terminated': {
      const at = cast.daysAgo(5);
      loan.decided(
        { type: 'TERMINATE' },
        'Termination requested',
        at,
        'Borrower absconded; recovery through the courts.',
      );
      const unpaid = loan.value.Schedule.filter((r) => r.Status !== 'Paid').length;
      loan.decided(
        { type: 'TERMINATION_DONE' },
        'Loan terminated',
        new Date(at.getTime() + HOUR),
        `Termination completed; ${unpaid} unpaid installment(s) left as they are`,
      );
      break;
    }
    default:
      break;
  }
  cast.chronicle.loan(loan.value, cast.daysAgo(0));
}

/** An application that did not become a loan, told to its status. */
function tellApplication(cast: Cast, s: ApplicationStory, n: number): void {
  const numbers = { applicationSeq: n, loanSeq: n };
  const submit = s.status === 'New' ? 'draft' : s.status === 'Pending Profile' ? 'incomplete' : 'ready';
  const tale = applied(cast, s, numbers, submit);
  const decidedAt = cast.daysAgo(Math.max(s.appliedDaysAgo - 1, 0), 4);
  const decided = { DecidedAt: decidedAt.toISOString() };
  switch (s.status) {
    case 'Rejected': {
      const reason = 'Income too low for the amount asked for.';
      tale.step(
        { type: 'REJECT' },
        { ...decided, Reason: reason },
        'Application rejected',
        staff,
        decidedAt,
        reason,
      );
      break;
    }
    case 'Cancelled': {
      const remarks = 'I no longer need the loan.';
      tale.step(
        { type: 'CANCEL' },
        { ...decided, Remarks: remarks },
        'Application cancelled',
        ownerActor(cast, s.owner),
        decidedAt,
        remarks,
      );
      break;
    }
    case 'Void': {
      const remarks = 'Submitted twice by mistake.';
      tale.step(
        { type: 'VOID' },
        { ...decided, Remarks: remarks },
        'Application voided',
        staff,
        decidedAt,
        remarks,
      );
      break;
    }
    default:
      break;
  }
  cast.chronicle.application(tale.value, decidedAt);
}

/**
 * The loans context's demo data: the lending setup (products, packages, partners), then the
 * applications and loans. Written once: a store that has the first application keeps its own.
 */
export async function seed(p: Platform): Promise<void> {
  const ports = loansPorts(p);
  await seedSetup(ports);
  if (await ports.applications.load(applicationId(1))) return;
  const [borrower, company] = await Promise.all([
    ports.borrowers.load(owners.borrower.CustomerId),
    ports.borrowers.load(owners.company.CustomerId),
  ]);
  if (!borrower || !company) return;
  const skus = [...new Set([...loanStories, ...applicationStories].map((s) => s.sku))];
  const products = await Promise.all(skus.map((sku) => ports.products.load(sku)));
  if (products.some((found) => !found)) return;

  // The numbers the stories take, handed out at once: EZC000001… in the stories' order.
  const total = loanStories.length + applicationStories.length;
  const [lastApplication, lastLoan] = await Promise.all([
    p.table.increment(platformKeys.sequence('application-id'), 'value', total),
    p.table.increment(platformKeys.sequence('loan-no'), 'value', total),
  ]);
  if (lastApplication !== total || lastLoan !== total) {
    p.log.warn('seed.lending-skipped', { reason: 'applications were made before the demo data' });
    return;
  }
  const today = p.clock.now();
  const cast: Cast = {
    chronicle: new Chronicle(p.ids),
    borrowers: { borrower, company },
    products: Object.fromEntries(products.map((found) => [found!.value.SKU, found!.value])),
    daysAgo: (n, hours = 0) => new Date(today.getTime() - n * DAY + hours * HOUR),
  };
  for (const [i, s] of loanStories.entries()) tellLoan(cast, s, i + 1);
  for (const [i, s] of applicationStories.entries()) tellApplication(cast, s, loanStories.length + i + 1);

  await p.blobs.put(RECEIPT_KEY, RECEIPT_PDF, { contentType: 'application/pdf' });
  const writes = cast.chronicle.writes;
  const chunks: TableWrite[][] = [];
  for (let i = 0; i < writes.length; i += 100) chunks.push(writes.slice(i, i + 100));
  await Promise.all([...chunks, cast.chronicle.counters()].map((chunk) => p.table.transact(chunk)));
}
