import { isDomainError, type Language } from '@ezc/domain';
import type { Actor, DemoLoanPayer, DemoLoanSigner, Platform, Principal } from '@ezc/platform';
import type { Borrower } from '../borrowers/borrowers';
import type { Sequences } from '../loans/sequences';
import { type LoansPorts, loansPorts, loansPortsAt } from '../ports';
import type { BorrowerCaller } from '../use-cases/applications/apply';
import { type Owner, owners } from './stories';

const DAY = 24 * 3600 * 1000;
export const HOUR = 3600 * 1000;

/** Staff steps are taken by the demo Admin (identity's demo account), from the office. */
const admin = { id: 'STF-0001', name: 'Aisyah Rahman', ip: '10.0.0.10' };

/** Who writes the steps of capabilities not built yet: the demo data itself, and it says so. */
export const demoData: Actor = { id: 'system', kind: 'system', name: 'Demo data', ip: '10.0.0.10' };

/** The people and the moments of the demo stories. */
export interface Cast {
  /**
   * The ports as they were at `when` (every use case takes its moment from the clock it is given),
   * with `own` ports of the story's.
   */
  at(when: Date, own?: Partial<LoansPorts>): LoansPorts;
  staff: { principal: Principal; actor: Actor; lang: Language };
  borrower(owner: Owner): BorrowerCaller;
  name(owner: Owner): string;
  /** `n` days before the seed's moment, plus `hours`. */
  daysAgo(n: number, hours?: number): Date;
  platform: Platform;
  /** The signing context's way to sign a demo loan (absent when its demo data is left out). */
  signLoan?: DemoLoanSigner | undefined;
  /** The payments context's way to move a demo loan's money (absent when its demo data is left out). */
  payLoan?: DemoLoanPayer | undefined;
}

/** A look-up made once: what the stories read and never change (a product, a borrower). */
function once<T>(load: (id: string) => Promise<T>): (id: string) => Promise<T> {
  const loaded = new Map<string, Promise<T>>();
  return (id) => {
    let found = loaded.get(id);
    if (!found) {
      found = load(id);
      loaded.set(id, found);
    }
    return found;
  };
}

export function castOf(
  p: Platform,
  borrowers: Record<Owner, Borrower>,
  demo: { signLoan?: DemoLoanSigner | undefined; payLoan?: DemoLoanPayer | undefined } = {},
): Cast {
  const base = loansPorts(p);
  const today = p.clock.now();
  const read = {
    // The grant of action rights, the products and the borrowers are read once, not at every step.
    actionRights: base.actionRights,
    products: { ...base.products, load: once(base.products.load) },
    borrowers: { ...base.borrowers, load: once(base.borrowers.load) },
  };
  return {
    at: (when, own = {}) => ({ ...loansPortsAt(p, { now: () => when }), ...read, ...own }),
    staff: {
      principal: {
        id: admin.id,
        kind: 'staff',
        sessionId: 'seed',
        name: admin.name,
        roles: ['Admin'],
        privileges: [],
      },
      actor: { id: admin.id, kind: 'staff', name: admin.name, ip: admin.ip },
      lang: 'en',
    },
    borrower: (owner) => ({
      principal: {
        id: owners[owner].AccountId,
        kind: 'customer',
        sessionId: 'seed',
        name: borrowers[owner].Name,
        roles: ['Borrower'],
        privileges: [],
        customerId: owners[owner].CustomerId,
      },
      actor: {
        id: owners[owner].AccountId,
        kind: 'customer',
        name: borrowers[owner].Name,
        ip: '203.0.113.10',
      },
      lang: 'en',
    }),
    name: (owner) => borrowers[owner].Name,
    daysAgo: (n, hours = 0) => new Date(today.getTime() - n * DAY + hours * HOUR),
    platform: p,
    signLoan: demo.signLoan,
    payLoan: demo.payLoan,
  };
}

/**
 * The numbers handed out in the stories' order whatever order their steps run in: story `i`
 * draws each of its numbers (an atomic ADD, as always) once story `i - 1` has drawn the same one.
 * A story that fails before drawing holds up those after it; the seed has failed by then.
 */
export function inTurn(sequences: Sequences, stories: number): Sequences[] {
  const turns = new Map<string, { drawn: Promise<void>; done: () => void }[]>();
  const turnsOf = (name: string) => {
    let named = turns.get(name);
    if (!named) {
      named = Array.from({ length: stories }, () => {
        let done = () => {};
        const drawn = new Promise<void>((resolve) => {
          done = resolve;
        });
        return { drawn, done };
      });
      turns.set(name, named);
    }
    return named;
  };
  return Array.from({ length: stories }, (_, i) => ({
    async next(name) {
      const named = turnsOf(name);
      if (i > 0) await named[i - 1]!.drawn;
      const n = await sequences.next(name);
      named[i]!.done();
      return n;
    },
  }));
}

/** A date's moment in the story: `hours` after 10:00 in Malaysia. */
export const onDate = (date: string, hours = 0) =>
  new Date(Date.parse(`${date}T02:00:00.000Z`) + hours * HOUR);

/**
 * A step run again when it only lost a race: the stories run side by side and move the same loan
 * counts, so a write may collide with another story's more often than a use case's own retries
 * allow. Each story is the only writer of its own application and loan, so a step that collided
 * wrote nothing and is simply taken again.
 */
export async function steadily<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (e) {
      if (!(isDomainError(e) && e.kind === 'conflict') || attempt >= 8) throw e;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 30 * attempt));
    }
  }
}
