import type { LoanEvent, LoanStatus } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { decideFor } from '../../loans/loan';
import type { LoansPorts } from '../../ports';

/** The loan's signing statuses in order, and the loan's event that reaches each from the one before. */
const steps: readonly { status: LoanStatus; event: LoanEvent['type']; says: string }[] = [
  { status: 'Pending Signing Company', event: 'COMPANY_SIGNED', says: '' },
  { status: 'Signed By Company', event: 'COMPANY_SIGNED', says: 'Signed by company' },
  { status: 'Pending Signing Borrower', event: 'APPOINTMENT_BOOKED', says: "Borrower's signing opened" },
  { status: 'Pending Signing Attestor', event: 'BORROWER_SIGNED', says: 'Signed by borrower' },
  { status: 'Signed', event: 'ATTESTOR_SIGNED', says: 'Signed by attestor' },
];
const rankOf = (status: string) => steps.findIndex((s) => s.status === status);

/**
 * The loan follows its signing (the signing context's `signing.status-changed`): it takes, through
 * its own machine and one step at a time, every signing step between its status and the signing's,
 * and points at the agreement's latest version. Events that arrive late or twice find the loan
 * there already and change nothing; a loan no longer being signed (terminated) is left alone.
 */
export async function followSigning(
  deps: Pick<LoansPorts, 'loans'>,
  signing: { LoanNo: string; Status: string; AgreementMediaId?: string | undefined },
  actor: Actor,
): Promise<LoanStatus | undefined> {
  const target = rankOf(signing.Status);
  if (target < 0) return undefined;
  for (;;) {
    const loaded = await deps.loans.load(signing.LoanNo);
    if (!loaded) return undefined;
    const loan = loaded.value;
    const rank = rankOf(loan.Status);
    if (rank < 0) return loan.Status;
    const media = signing.AgreementMediaId;
    if (rank >= target) {
      if (rank === target && media && loan.AgreementMediaId !== media) {
        await deps.loans.save({
          before: loaded,
          after: { ...loan, AgreementMediaId: media },
          action: 'Agreement updated',
          actor,
        });
      }
      return loan.Status;
    }
    const next = steps[rank + 1]!;
    await deps.loans.save({
      before: loaded,
      after: { ...loan, ...(media && rank + 1 === target ? { AgreementMediaId: media } : {}) },
      decision: decideFor(loan, { type: next.event }),
      action: next.says,
      actor,
    });
  }
}
