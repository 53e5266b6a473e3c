import { isDomainError } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { Application } from '../../applications/application';
import { decideFor, type LoadedApplication } from '../../applications/application';
import type { LoansPorts } from '../../ports';

type PromoteDeps = Pick<LoansPorts, 'applications' | 'borrowers'>;

/** The history says the product itself moved it, whoever's reading or event noticed. */
const profileCheck: Actor = { id: 'system', kind: 'system', name: 'Profile check' };

/**
 * spec §4: an application waiting in 'Pending Profile' goes to review once its borrower's profile
 * and required documents are complete. Answers the application as it is afterwards; one changed
 * meanwhile by someone else is left as that change made it.
 */
export async function promoteWhenProfileComplete(
  deps: PromoteDeps,
  loaded: LoadedApplication,
): Promise<Application> {
  if (loaded.value.Status !== 'Pending Profile') return loaded.value;
  const borrower = await deps.borrowers.load(loaded.value.CustomerId);
  if (!borrower?.ProfileComplete) return loaded.value;
  try {
    return await deps.applications.save({
      before: loaded,
      after: loaded.value,
      decision: decideFor(loaded.value, { type: 'PROFILE_COMPLETED' }),
      action: 'Profile and documents complete: sent for review',
      actor: profileCheck,
    });
  } catch (e) {
    if (isDomainError(e) && e.kind === 'conflict') {
      return (await deps.applications.load(loaded.value.ApplicationId))?.value ?? loaded.value;
    }
    throw e;
  }
}

/**
 * A borrower's profile changed at `changedAt` (onboarding finished, a document stored or deleted):
 * their applications submitted before then and still waiting for the profile go to review if it is
 * complete now. One submitted after the change already saw it when it was submitted, so an old or
 * repeated event tells it nothing new.
 */
export async function promoteApplicationsOf(deps: PromoteDeps, customerId: string, changedAt: string) {
  const waiting = await deps.applications.list({ customerId, status: 'Pending Profile' });
  for (const application of waiting) {
    if ((application.SubmittedAt ?? application.CreatedAt) >= changedAt) continue;
    const loaded = await deps.applications.load(application.ApplicationId);
    if (loaded) await promoteWhenProfileComplete(deps, loaded);
  }
}
