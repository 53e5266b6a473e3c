import { applicationId } from '@ezc/domain';
import {
  type DemoBorrowerVerifier,
  type DemoLoanPayer,
  type DemoLoanSigner,
  type Platform,
  platformKeys,
  upkeepNotNeeded,
} from '@ezc/platform';
import { loansPorts } from './ports';
import { applyFor, madeAt, startsAsDraft, tellApplication } from './seed/application-story';
import { castOf, inTurn } from './seed/cast';
import { tellLoan } from './seed/loan-story';
import { applicationStories, loanStories, owners } from './seed/stories';
import { seedSetup } from './setup/seed-setup';
import { APPLICATIONS_LISTED_APART } from './use-cases/applications/index-application-lists';

/**
 * The lending demo data: a loan in every loan status and an application in every other status,
 * each told as it happened — applied for, approved, signed, stamped, disbursed, paid — on days in
 * the past, through the product's own use cases given a clock set to each step's moment (the
 * signing context's for signing, the payments context's for payments, charges and settlement).
 * The events the steps raise are the real ones.
 *
 * The stories run side by side, each step after the one before it; the numbers are drawn in the
 * stories' order all the same (EZC000001… for the loans, then the applications). A store that
 * already has applications is left as it is.
 */
export async function seed(
  p: Platform,
  demo: { signLoan?: DemoLoanSigner; verifyBorrower?: DemoBorrowerVerifier; payLoan?: DemoLoanPayer } = {},
): Promise<void> {
  const ports = loansPorts(p);
  await seedSetup(ports);
  // Written once: a store that has the first application keeps its own.
  if (await ports.applications.load(applicationId(1))) return;
  const numbered = await Promise.all(
    (['application-id', 'loan-no'] as const).map((name) => p.table.get(platformKeys.sequence(name))),
  );
  if (numbered.some((item) => Number(item?.value ?? 0) > 0)) {
    p.log.warn('seed.lending-skipped', { reason: 'applications were made before the demo data' });
    return;
  }
  // No application was ever made here: every one to come is listed apart from its first save.
  await upkeepNotNeeded(p, APPLICATIONS_LISTED_APART);
  const [borrower, company] = await Promise.all([
    ports.borrowers.load(owners.borrower.CustomerId),
    ports.borrowers.load(owners.company.CustomerId),
  ]);
  // The stories need the demo borrowers onboarded with their documents: their applications go
  // straight to review.
  if (!borrower?.ProfileComplete || !company?.ProfileComplete) {
    p.log.warn('seed.lending-skipped', { reason: 'the demo borrowers are not onboarded' });
    return;
  }
  // The company's representative signs its agreements, as a verified person.
  await demo.verifyBorrower?.(p, company.CustomerId);
  const cast = castOf(p, { borrower, company }, { signLoan: demo.signLoan, payLoan: demo.payLoan });

  // Every story runs beside the others; the numbers are still drawn in the stories' order.
  const turns = inTurn(ports.sequences, loanStories.length + applicationStories.length);
  await Promise.all([
    ...loanStories.map(async (s, i) => {
      const applied = await applyFor(cast, s, cast.daysAgo(s.appliedDaysAgo), turns[i]!);
      await tellLoan(cast, s, applied);
    }),
    ...applicationStories.map(async (s, i) => {
      const turn = turns[loanStories.length + i]!;
      const applied = await applyFor(cast, s, madeAt(cast, s), turn, startsAsDraft(s));
      await tellApplication(cast, s, applied);
    }),
  ]);
}
