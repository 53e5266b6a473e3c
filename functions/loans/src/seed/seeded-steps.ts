import type { Decision, LoanStatus } from '@ezc/domain';
import { auditWrite, outboxWrite, type TableWrite } from '@ezc/platform';
import { type Loan, loanEventData } from '../loans/loan';
import { LOAN_AUDIT } from '../loans/loans-repository';
import { type Cast, demoData, steadily } from './cast';

export interface SeededStep {
  when: Date;
  /** The history row's activity, saying why it was seeded. */
  says: string;
  remarks?: string;
  change: (loan: Loan) => { loan: Loan; decision?: Decision<LoanStatus> };
}

/**
 * The steps of capabilities not built yet (payments, full settlement, completion) of one
 * loan, written through the aggregate store as those capabilities will write them: the loan's
 * machine decides each, each has its history row (saying it was seeded, and why) and its events,
 * at its own moment. Steps that follow one another with no use case between them land in one
 * write, so the demo data starts fast; `flush` writes them before the next use case runs.
 */
export class SeededSteps {
  private steps: SeededStep[] = [];

  constructor(
    private readonly cast: Cast,
    private readonly loanNo: string,
  ) {}

  add(step: SeededStep): void {
    this.steps.push(step);
  }

  async flush(): Promise<void> {
    const steps = this.steps;
    this.steps = [];
    const last = steps.at(-1);
    if (!last) return;
    await steadily(async () => {
      const deps = this.cast.at(last.when);
      const loaded = await deps.loans.load(this.loanNo);
      if (!loaded) throw new Error(`Demo loan ${this.loanNo} was not found`);
      let loan = loaded.value;
      let events: Decision<LoanStatus>['events'] = [];
      const earlier: TableWrite[] = [];
      for (const step of steps) {
        const { loan: changed, decision } = step.change(loan);
        loan = decision
          ? { ...changed, Status: decision.status, MachineVersion: decision.machineVersion }
          : changed;
        events = decision?.events ?? [];
        if (step === last) break;
        const at = step.when.toISOString();
        earlier.push(
          auditWrite(
            {
              objectType: LOAN_AUDIT,
              objectId: this.loanNo,
              action: step.says,
              actor: demoData,
              ...(step.remarks ? { remarks: step.remarks } : {}),
            },
            at,
            deps.ids.next(),
          ),
          ...events.map((event) =>
            outboxWrite(deps.store.envelope(event, loanEventData(loan), demoData, at), at),
          ),
        );
      }
      await deps.loans.save({
        before: loaded,
        after: loan,
        // The status the run ends in, with the last step's events: the counts move once.
        decision: { status: loan.Status, machineVersion: loan.MachineVersion, events },
        action: last.says,
        ...(last.remarks ? { remarks: last.remarks } : {}),
        actor: demoData,
        also: earlier,
      });
    });
  }
}
