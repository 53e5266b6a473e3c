import { ConditionFailedError } from '@ezc/platform';
import type { ReportStore } from '../projection/report-store';
import type { ReportSources } from '../projection/sources';

export interface RefreshPorts {
  sources: ReportSources;
  store: ReportStore;
  now: () => Date;
}

const lostRace = (e: unknown) =>
  e instanceof ConditionFailedError ||
  (e instanceof Error &&
    (e.name === 'TransactionCanceledException' || e.name === 'TransactionConflictException'));

/**
 * Brings one loan's report rows up to what its sources say now. Every event about a loan (its
 * status, its account, its payments) comes here: the picture is worked out again from the sources,
 * not from the event, so a delivery repeated, late or out of order changes nothing more than the
 * first would have, and a loan whose picture is unchanged writes nothing.
 */
export async function refreshLoanReports(
  ports: RefreshPorts,
  loanNo: string,
  hint: { paymentId?: string } = {},
): Promise<'changed' | 'unchanged' | 'missing'> {
  // 'missing': no such loan, or one not yet disbursed.
  for (let attempt = 1; ; attempt++) {
    try {
      const stored = await ports.store.load(loanNo);
      const at = ports.now().toISOString();
      if (stored.pending) {
        await ports.store.finish(loanNo, stored, at);
        continue;
      }
      const now = await ports.sources.load(loanNo, hint);
      // A loan enters the reports when its money does: at disbursement (before, its schedule is a quotation).
      if (!now?.DisbursementDate) return 'missing';
      if (stored.picture && JSON.stringify(stored.picture) === JSON.stringify(now)) return 'unchanged';
      await ports.store.apply(loanNo, stored, now, at);
      return 'changed';
    } catch (e) {
      if (!lostRace(e) || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 15 * Math.min(attempt, 5)));
    }
  }
}
