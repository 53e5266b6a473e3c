import { decideFor } from '../applications/application';
import type { Sequences } from '../loans/sequences';
import { applyForLoan, saveDraft } from '../use-cases/applications/apply';
import { cancelApplication, closeApplication } from '../use-cases/applications/decide-application';
import { type Cast, steadily } from './cast';
import type { ApplicationStory, Requested } from './stories';

export interface Applied {
  ApplicationId: string;
  LoanNo: string;
}

/**
 * The borrower applies at `at`, through the use case a borrower's request runs, drawing the
 * application's numbers from `sequences` (the story's turn). A draft ('New', or one the story
 * submits later) is saved instead.
 */
export async function applyFor(
  cast: Cast,
  s: Requested,
  at: Date,
  sequences: Sequences,
  draft = false,
): Promise<Applied> {
  const deps = cast.at(at, { sequences });
  const terms = { SKU: s.sku, Amount: s.amount, NumberOfInstallments: s.installments };
  const answer = draft
    ? await saveDraft(deps, cast.borrower(s.owner), terms)
    : await applyForLoan(deps, cast.borrower(s.owner), terms);
  return { ApplicationId: answer.Data.ApplicationId, LoanNo: answer.Data.LoanNo };
}

/** Whether the story's application starts as a draft rather than submitted at once. */
export const startsAsDraft = (s: ApplicationStory) => s.status === 'New' || s.status === 'Pending Profile';

/** When the story's application was made: a draft submitted later was saved a quarter of an hour before. */
export const madeAt = (cast: Cast, s: ApplicationStory) =>
  cast.daysAgo(s.appliedDaysAgo, s.status === 'Pending Profile' ? -0.25 : 0);

/** An application that did not become a loan, told from its submission to its status. */
export async function tellApplication(cast: Cast, s: ApplicationStory, applied: Applied): Promise<void> {
  const applicationId = applied.ApplicationId;
  const decidedAt = cast.daysAgo(Math.max(s.appliedDaysAgo - 1, 0), 4);
  switch (s.status) {
    case 'Pending Profile': {
      // The demo borrowers' profiles are complete, so submitting would send it to review: it is
      // held waiting for the profile to show the status, and its history row says so.
      const submittedAt = cast.daysAgo(s.appliedDaysAgo);
      const deps = cast.at(submittedAt);
      await steadily(async () => {
        const loaded = (await deps.applications.load(applicationId))!;
        await deps.applications.save({
          before: loaded,
          after: { ...loaded.value, SubmittedAt: submittedAt.toISOString() },
          decision: decideFor(loaded.value, { type: 'SUBMIT_INCOMPLETE' }),
          action: 'Application submitted (Pending Profile) (seeded: shown as waiting for the profile)',
          actor: cast.borrower(s.owner).actor,
        });
      });
      return;
    }
    case 'Rejected':
      await steadily(() =>
        closeApplication(cast.at(decidedAt), cast.staff, {
          applicationId,
          how: 'reject',
          text: 'Income too low for the amount asked for.',
        }),
      );
      return;
    case 'Cancelled':
      await steadily(() =>
        cancelApplication(cast.at(decidedAt), cast.borrower(s.owner), {
          applicationId,
          remarks: 'I no longer need the loan.',
        }),
      );
      return;
    case 'Void':
      await steadily(() =>
        closeApplication(cast.at(decidedAt), cast.staff, {
          applicationId,
          how: 'void',
          text: 'Submitted twice by mistake.',
        }),
      );
      return;
    default:
      return;
  }
}
