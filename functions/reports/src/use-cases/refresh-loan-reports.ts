import type { ReportLoan } from '@ezc/domain';
import { lostRace, type TableWrite } from '@ezc/platform';
import { erasedPicture, isErasedPicture } from '../projection/erased-picture';
import type { ReportStore, StoredLoan } from '../projection/report-store';
import type { ReportSources } from '../projection/sources';

export interface RefreshPorts {
  sources: ReportSources;
  store: ReportStore;
  now: () => Date;
  /**
   * The live generation's store, when `store` is a generation being built: a loan erased there
   * stays erased in the new one, whatever sources read before the erasure say.
   */
  erasedIn?: ReportStore;
}

/**
 * Brings one loan's report rows up to what its sources say now. Every event about a loan (its
 * status, its account, its payments) comes here: the picture is worked out again from the sources,
 * not from the event, so a delivery repeated, late or out of order changes nothing more than the
 * first would have, and a loan whose picture is unchanged writes nothing.
 */
export async function refreshLoanReports(
  ports: RefreshPorts,
  loanNo: string,
  hint: { paymentIds?: readonly string[] } = {},
): Promise<'changed' | 'unchanged' | 'missing'> {
  return changeLoanPicture(ports, loanNo, async (stored) => {
    const read = await ports.sources.load(loanNo, hint);
    // A loan enters the reports when its money does: at disbursement (before, its schedule is a
    // quotation). 'missing': no such loan, or one not yet disbursed.
    if (!read?.DisbursementDate) return { result: 'missing' };
    // Erasure is one way: sources read before the loans context erased its own record never
    // bring the person back into rows the retention policy already erased.
    const erased =
      (stored.picture && isErasedPicture(stored.picture)) ||
      (ports.erasedIn && (await erasedThere(ports.erasedIn, loanNo)));
    const now = erased ? erasedPicture(read) : read;
    if (stored.picture && JSON.stringify(stored.picture) === JSON.stringify(now)) {
      return { result: 'unchanged' };
    }
    return { apply: { picture: now }, result: 'changed' };
  });
}

const erasedThere = async (store: ReportStore, loanNo: string) => {
  const live = await store.load(loanNo);
  return live.picture !== undefined && isErasedPicture(live.picture);
};

/** What a change of one loan's picture decided: the new picture (with writes to land beside it), if any. */
export interface PictureChange<T> {
  apply?: { picture: ReportLoan; also?: TableWrite[] };
  result: T;
}

/**
 * Changes one loan's picture until it lands: loads what is stored (finishing first a change left
 * half done), lets `decide` say the new picture, and applies it. A change that lost a race to
 * another is decided again from what is stored then, after a short random pause.
 */
export async function changeLoanPicture<T>(
  ports: Pick<RefreshPorts, 'store' | 'now'>,
  loanNo: string,
  decide: (stored: StoredLoan, at: string) => Promise<PictureChange<T>>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const stored = await ports.store.load(loanNo);
      const at = ports.now().toISOString();
      if (stored.pending) {
        await ports.store.finish(loanNo, stored, at);
        continue;
      }
      const change = await decide(stored, at);
      if (change.apply) await ports.store.apply(loanNo, stored, change.apply.picture, at, change.apply.also);
      return change.result;
    } catch (e) {
      if (!lostRace(e) || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 15 * Math.min(attempt, 5)));
    }
  }
}

/** Per store, the loans whose refresh is under way in this process. */
const running = new WeakMap<
  RefreshPorts,
  Map<string, { again: boolean; paymentIds: Set<string>; done: Promise<void> }>
>();

/**
 * A refresh of the loan, coalesced in this process: events about one loan come in bursts (a
 * payment changes the payment, the account and the loan's status at once) and are delivered
 * together. One refresh of a loan runs at a time; what arrives meanwhile asks for one more run
 * after it, which reads the sources again and so covers every event that asked.
 */
export function refreshLoanReportsSoon(
  ports: RefreshPorts,
  loanNo: string,
  hint: { paymentId?: string } = {},
): Promise<void> {
  const loans = running.get(ports) ?? new Map();
  running.set(ports, loans);
  const current = loans.get(loanNo);
  if (current) {
    current.again = true;
    if (hint.paymentId) current.paymentIds.add(hint.paymentId);
    return current.done;
  }
  const state = {
    again: true,
    paymentIds: new Set(hint.paymentId ? [hint.paymentId] : []),
    done: Promise.resolve(),
  };
  const table = loans;
  state.done = (async () => {
    try {
      while (state.again) {
        state.again = false;
        const paymentIds = [...state.paymentIds];
        state.paymentIds.clear();
        await refreshLoanReports(ports, loanNo, { paymentIds });
      }
    } finally {
      table.delete(loanNo);
    }
  })();
  loans.set(loanNo, state);
  return state.done;
}
