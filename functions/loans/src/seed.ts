import {
  type ApplicationStatus,
  applicationId,
  type LoanEvent,
  type LoanStatus,
  loanTerminationRequested,
} from '@ezc/domain';
import type { Actor, Clock, Platform, Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { decideFor as decideApplicationFor } from './applications/application';
import { decideFor } from './loans/loan';
import { type LoansPorts, loansPorts, loansPortsAt } from './ports';
import { seedSetup } from './setup/seed-setup';
import { applyForLoan, saveDraft } from './use-cases/applications/apply';
import {
  approveApplication,
  cancelApplication,
  closeApplication,
} from './use-cases/applications/decide-application';
import { activateInstallment } from './use-cases/loans/activate-installment';
import { disburseLoan, stampLoan } from './use-cases/loans/stamp-and-disburse';
import { completeTermination, terminateLoan } from './use-cases/loans/terminate-loan';

/**
 * The lending demo data: an application in every status and a loan in every loan status, each
 * told as it would have happened — applied for, approved, signed, stamped, disbursed, paid — on
 * days in the past, through the same use cases staff and borrowers use. Steps of capabilities
 * not built yet (signing, payments, settlement) are decided by the loan's machine and written
 * through the loan's store, with a history row saying they were seeded.
 */

const DAY = 24 * 3600 * 1000;

/** The demo borrowers (identity's demo accounts, the customers context's records). */
const owners = {
  borrower: { AccountId: 'ACC-0001', CustomerId: 'CUST-000001', Name: 'Ahmad bin Ismail' },
  company: { AccountId: 'ACC-0002', CustomerId: 'CUST-000002', Name: 'Syarikat Maju Jaya Sdn. Bhd.' },
} as const;
type Owner = keyof typeof owners;

const ownerCaller = (owner: Owner) => {
  const o = owners[owner];
  const principal: Principal = {
    id: o.AccountId,
    kind: 'customer',
    sessionId: 'seed',
    name: o.Name,
    roles: ['Borrower'],
    privileges: [],
    customerId: o.CustomerId,
  };
  const actor: Actor = { id: o.AccountId, kind: 'customer', name: o.Name, ip: '203.0.113.10' };
  return { principal, actor, lang: 'en' as const };
};

/** Staff decisions are made as an Admin would make them. */
const staff = {
  principal: {
    id: 'system',
    kind: 'staff',
    sessionId: 'seed',
    name: 'Demo data',
    roles: ['Admin'],
    privileges: [],
  } satisfies Principal,
  actor: { id: 'system', kind: 'system', name: 'Demo data' } satisfies Actor,
  lang: 'en' as const,
};

/** A one-page PDF, the receipts' file. */
const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

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

/** One loan in every loan status, numbered EZC000001… in this order. */
const loanStories: LoanStory[] = [
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 5000,
    installments: 12,
    appliedDaysAgo: 3,
    status: 'Pending Signing Company',
  },
  {
    owner: 'company',
    sku: 'BF-CM-10',
    amount: 50000,
    installments: 36,
    appliedDaysAgo: 6,
    status: 'Signed By Company',
  },
  {
    owner: 'borrower',
    sku: 'SL-SIMPLE-12',
    amount: 20000,
    installments: 24,
    appliedDaysAgo: 8,
    status: 'Pending Signing Borrower',
  },
  {
    owner: 'company',
    sku: 'SL-SIMPLE-12',
    amount: 100000,
    installments: 24,
    appliedDaysAgo: 10,
    status: 'Pending Signing Attestor',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 8000,
    installments: 12,
    appliedDaysAgo: 12,
    status: 'Signed',
  },
  {
    owner: 'company',
    sku: 'BF-CM-10',
    amount: 80000,
    installments: 36,
    appliedDaysAgo: 14,
    status: 'Stamped',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 12000,
    installments: 12,
    appliedDaysAgo: 16,
    status: 'Disbursed',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 10000,
    installments: 12,
    appliedDaysAgo: 80,
    status: 'Active',
    paid: 2,
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 3000,
    installments: 6,
    appliedDaysAgo: 240,
    status: 'Completed',
    paid: 6,
  },
  {
    owner: 'company',
    sku: 'SL-SIMPLE-12',
    amount: 30000,
    installments: 24,
    appliedDaysAgo: 110,
    status: 'Early Settlement',
    paid: 2,
  },
  {
    owner: 'borrower',
    sku: 'SL-SIMPLE-12',
    amount: 15000,
    installments: 24,
    appliedDaysAgo: 60,
    status: 'Settlement Under Review',
    paid: 1,
  },
  {
    owner: 'company',
    sku: 'PL-SIMPLE-18',
    amount: 6000,
    installments: 12,
    appliedDaysAgo: 20,
    status: 'Termination In Process',
  },
  {
    owner: 'borrower',
    sku: 'PL-SIMPLE-18',
    amount: 4000,
    installments: 12,
    appliedDaysAgo: 45,
    status: 'Terminated',
  },
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
  {
    owner: 'company',
    sku: 'BF-CM-10',
    amount: 150000,
    installments: 36,
    // Submitted now, after the demo borrowers finished onboarding: that onboarding (seen when it
    // was submitted) does not send it to review.
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

/** The story's clock: a fixed moment, so every row a step writes carries that day. */
const fixedClock = (at: Date): Clock => ({ now: () => at });
/** A date's moment in the story: 10:00 in Malaysia. */
const onDate = (date: string) => new Date(`${date}T02:00:00.000Z`);

class Story {
  constructor(
    private readonly p: Platform,
    private readonly today: Date,
  ) {}

  daysAgo(n: number, hour = 0): Date {
    return new Date(this.today.getTime() - n * DAY + hour * 3600 * 1000);
  }

  at(moment: Date): LoansPorts {
    return loansPortsAt(this.p, fixedClock(moment));
  }

  /** The ports as of the seed's own moment. */
  now(): LoansPorts {
    return this.at(this.today);
  }
}

const seededBecause = {
  signing: 'seeded: the signing capability is not built yet',
  payments: 'seeded: the payments capability is not built yet',
  settlement: 'seeded: full settlement is not built yet',
};

/** A step of a capability not built yet, decided by the loan's machine and saved with its history row. */
async function seededStep(
  ports: LoansPorts,
  loanNo: string,
  event: LoanEvent,
  says: string,
  options: { leaveOut?: typeof loanTerminationRequested } = {},
) {
  const loaded = (await ports.loans.load(loanNo))!;
  const decision = decideFor(loaded.value, event);
  await ports.loans.save({
    before: loaded,
    after: loaded.value,
    decision: { ...decision, events: decision.events.filter((e) => e !== options.leaveOut) },
    action: says,
    actor: staff.actor,
  });
}

/** A payment of an installment in full, written as the payments capability will write it. */
async function seededPayment(ports: LoansPorts, loanNo: string, installmentNo: number) {
  const loaded = (await ports.loans.load(loanNo))!;
  const loan = loaded.value;
  const row = loan.Schedule.find((r) => r.InstallmentNo === installmentNo)!;
  const date = malaysiaDate(ports.clock.now());
  await ports.loans.save({
    before: loaded,
    after: {
      ...loan,
      TotalPaidToDateSen: loan.TotalPaidToDateSen + row.TotalSen,
      Schedule: loan.Schedule.map((r) =>
        r.InstallmentNo === installmentNo
          ? { ...r, Status: 'Paid' as const, PaidSen: r.TotalSen, PrincipalPaidSen: r.PrincipalSen }
          : r,
      ),
      Ledger: [
        ...loan.Ledger,
        {
          Date: date,
          DocumentNo: `RCP-${row.ScheduleId}`,
          Description: `Payment for installment ${installmentNo}`,
          DebitSen: 0,
          CreditSen: row.TotalSen,
        },
      ],
    },
    action: `Payment received for installment ${installmentNo} (${seededBecause.payments})`,
    actor: staff.actor,
  });
}

/** What is left settled at once: every installment not paid, paid in full. */
async function seededSettlement(ports: LoansPorts, loanNo: string) {
  const loaded = (await ports.loans.load(loanNo))!;
  const loan = loaded.value;
  const left = loan.Schedule.reduce((s, r) => s + r.TotalSen - r.PaidSen, 0);
  await ports.loans.save({
    before: loaded,
    after: {
      ...loan,
      TotalPaidToDateSen: loan.TotalPaidToDateSen + left,
      Schedule: loan.Schedule.map((r) => ({
        ...r,
        Status: 'Paid' as const,
        PaidSen: r.TotalSen,
        PrincipalPaidSen: r.PrincipalSen,
      })),
      Ledger: [
        ...loan.Ledger,
        {
          Date: malaysiaDate(ports.clock.now()),
          DocumentNo: `RCP-${loan.LoanNo}-SETTLEMENT`,
          Description: 'Full settlement',
          DebitSen: 0,
          CreditSen: left,
        },
      ],
    },
    decision: decideFor(loan, { type: 'SETTLEMENT_APPROVED' }),
    action: `Full settlement approved (${seededBecause.settlement})`,
    actor: staff.actor,
  });
}

const order = (s: LoanStatus, than: LoanStatus) => {
  const steps: LoanStatus[] = [
    'Pending Signing Company',
    'Signed By Company',
    'Pending Signing Borrower',
    'Pending Signing Attestor',
    'Signed',
    'Stamped',
    'Disbursed',
    'Active',
  ];
  const at = (x: LoanStatus) => (steps.includes(x) ? steps.indexOf(x) : steps.length);
  return at(s) >= at(than);
};

/** A loan told from its approval to its status. */
async function tellLoan(story: Story, loanNo: string, s: LoanStory) {
  const approved = s.appliedDaysAgo - 1;
  const signingSteps: [LoanStatus, LoanEvent, string][] = [
    ['Signed By Company', { type: 'COMPANY_SIGNED' }, 'Signed by company'],
    ['Pending Signing Borrower', { type: 'APPOINTMENT_BOOKED' }, 'Signing appointment booked'],
    ['Pending Signing Attestor', { type: 'BORROWER_SIGNED' }, 'Signed by borrower'],
    ['Signed', { type: 'ATTESTOR_SIGNED' }, 'Signed by attestor'],
  ];
  // The target statuses past the signing have the signing done first.
  const target = s.status === 'Termination In Process' ? 'Signed By Company' : s.status;
  let day = approved;
  for (const [reached, event, says] of signingSteps) {
    if (!order(target, reached)) break;
    day = Math.max(day - 1, 0);
    await seededStep(story.at(story.daysAgo(day, 1)), loanNo, event, `${says} (${seededBecause.signing})`);
  }
  if (order(target, 'Stamped')) {
    day = Math.max(day - 1, 0);
    const when = story.daysAgo(day, 2);
    await stampLoan(story.at(when), staff, {
      LoanNo: loanNo,
      StampingDate: malaysiaDate(when),
      StampReceiptFileStream: RECEIPT_PDF,
      StampReceiptFileType: 'pdf',
    });
  }
  if (order(target, 'Disbursed')) {
    day = Math.max(day - 1, 0);
    const when = story.daysAgo(day, 3);
    // A loan left 'Disbursed' is paid out in a few days: its first installment waits for that day.
    const paymentDate = malaysiaDate(s.status === 'Disbursed' ? story.daysAgo(-3) : when);
    const loan = (await story.at(when).loans.load(loanNo))!.value;
    await disburseLoan(story.at(when), staff, {
      LoanNo: loanNo,
      Method: 'Bank Transfer',
      Amount: loan.AmountSen / 100,
      RefNo: `TRF-${loanNo}`,
      Bank: 'Maybank',
      AccountNo: s.owner === 'company' ? '3123456789' : '514012345678',
      AccountName: owners[s.owner].Name,
      Currency: 'MYR',
      OffsetDocNo: [],
      DisbursementReceiptFileStream: RECEIPT_PDF,
      DisbursementReceiptFileType: 'pdf',
      PaymentDate: paymentDate,
    });
  }
  if (order(target, 'Active') || s.status === 'Terminated') {
    const loan = (await story.now().loans.load(loanNo))!.value;
    const paymentDate = loan.DisbursementDate!;
    await activateInstallment(story.at(onDate(paymentDate)), staff, loan.Schedule[0]!.ScheduleId);
    for (let n = 1; n <= (s.paid ?? 0); n++) {
      const due = onDate(loan.Schedule[n - 1]!.DueDate);
      await seededPayment(story.at(due), loanNo, n);
      const next = loan.Schedule[n];
      if (next && n < (s.paid ?? 0) + (s.status === 'Active' ? 1 : 0)) {
        await activateInstallment(story.at(new Date(due.getTime() + 3600 * 1000)), staff, next.ScheduleId);
      }
    }
  }
  switch (s.status) {
    case 'Completed': {
      const last = (await story.now().loans.load(loanNo))!.value.Schedule.at(-1)!;
      await seededStep(
        story.at(new Date(onDate(last.DueDate).getTime() + 2 * 3600 * 1000)),
        loanNo,
        { type: 'COMPLETE' },
        `Loan completed: every installment paid (${seededBecause.payments})`,
      );
      break;
    }
    case 'Settlement Under Review':
      await seededStep(
        story.at(story.daysAgo(2)),
        loanNo,
        { type: 'REQUEST_SETTLEMENT' },
        `Full settlement requested (${seededBecause.settlement})`,
      );
      break;
    case 'Early Settlement':
      await seededStep(
        story.at(story.daysAgo(20)),
        loanNo,
        { type: 'REQUEST_SETTLEMENT' },
        `Full settlement requested (${seededBecause.settlement})`,
      );
      await seededSettlement(story.at(story.daysAgo(18)), loanNo);
      break;
    case 'Termination In Process':
      // Left in process (its completion is not asked for), so the status can be seen.
      await seededStep(
        story.at(story.daysAgo(3)),
        loanNo,
        { type: 'TERMINATE' },
        'Termination requested (seeded: left in process so the status can be seen)',
        { leaveOut: loanTerminationRequested },
      );
      break;
    case 'Terminated': {
      const ports = story.at(story.daysAgo(5));
      await terminateLoan(ports, staff, {
        loanNo,
        remarks: 'Borrower absconded; recovery through the courts.',
      });
      await completeTermination(ports, loanNo);
      break;
    }
    default:
      break;
  }
}

/** An application that did not become a loan, told to its status. */
async function tellApplication(story: Story, id: string, s: ApplicationStory) {
  const decidedAt = story.at(story.daysAgo(Math.max(s.appliedDaysAgo - 1, 0), 4));
  switch (s.status) {
    case 'Rejected':
      await closeApplication(decidedAt, staff, {
        applicationId: id,
        how: 'reject',
        text: 'Income too low for the amount asked for.',
      });
      break;
    case 'Cancelled':
      await cancelApplication(decidedAt, ownerCaller(s.owner), {
        applicationId: id,
        remarks: 'I no longer need the loan.',
      });
      break;
    case 'Void':
      await closeApplication(decidedAt, staff, {
        applicationId: id,
        how: 'void',
        text: 'Submitted twice by mistake.',
      });
      break;
    default:
      break;
  }
}

/** Applies (or saves a draft) as the story's borrower; answers the application id. */
async function apply(
  story: Story,
  s: {
    owner: Owner;
    sku: string;
    amount: number;
    installments: number;
    appliedDaysAgo: number;
    status?: string;
  },
) {
  const ports = story.at(story.daysAgo(s.appliedDaysAgo));
  const terms = { SKU: s.sku, Amount: s.amount, NumberOfInstallments: s.installments };
  if (s.status === 'New') return (await saveDraft(ports, ownerCaller(s.owner), terms)).Data.ApplicationId;
  if (s.status === 'Pending Profile') {
    // The demo borrowers' profiles are complete, so submitting would send it to review: it is
    // saved as a draft and decided as a submission by a borrower whose profile was not.
    const { ApplicationId } = (await saveDraft(ports, ownerCaller(s.owner), terms)).Data;
    const loaded = (await ports.applications.load(ApplicationId))!;
    await ports.applications.save({
      before: loaded,
      after: { ...loaded.value, SubmittedAt: ports.clock.now().toISOString() },
      decision: decideApplicationFor(loaded.value, { type: 'SUBMIT_INCOMPLETE' }),
      action: 'Application submitted (Pending Profile) (seeded: shown as waiting for the profile)',
      actor: ownerCaller(s.owner).actor,
    });
    return ApplicationId;
  }
  return (await applyForLoan(ports, ownerCaller(s.owner), terms)).Data.ApplicationId;
}

/**
 * The loans context's demo data: the lending setup (products, packages, partners), then the
 * applications and loans. Written once: a store that has the first application keeps its own.
 */
export async function seed(p: Platform): Promise<void> {
  const started = Date.now();
  const counts: Record<string, number> = {};
  const api = (p.table as unknown as { api: { call: (op: string, input: unknown) => Promise<unknown> } }).api;
  const original = api.call.bind(api);
  api.call = (op: string, input: unknown) => {
    counts[op] = (counts[op] ?? 0) + 1;
    return original(op, input);
  };
  const ports = loansPorts(p);
  await seedSetup(ports);
  console.log('SETUP MS', Date.now() - started);
  if (await ports.applications.load(applicationId(1))) return;
  if (!(await ports.borrowers.load(owners.borrower.CustomerId))) return;
  const story = new Story(p, p.clock.now());
  // Numbers are handed out in the stories' order, one after another, so they are the same on
  // every store; the loans' stories are then told side by side.
  const loanApplications: string[] = [];
  for (const s of loanStories) loanApplications.push(await apply(story, s));
  const others: string[] = [];
  for (const s of applicationStories) others.push(await apply(story, s));
  console.log('APPLY MS', Date.now() - started);
  await Promise.all([
    ...loanStories.map(async (s, i) => {
      const id = loanApplications[i]!;
      const { LoanNo } = await approveApplication(story.at(story.daysAgo(s.appliedDaysAgo - 1)), staff, {
        applicationId: id,
        reason: 'Income and documents verified.',
      });
      await tellLoan(story, LoanNo, s);
    }),
    ...applicationStories.map((s, i) => tellApplication(story, others[i]!, s)),
  ]);
  console.log('LOANS SEED MS', Date.now() - started, 'retries', (globalThis as { __retries?: number }).__retries, counts);
  api.call = original;
}
