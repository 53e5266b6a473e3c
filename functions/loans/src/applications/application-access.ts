import { applicationNotFound } from '@ezc/domain';
import { ownedOrNotFound, type Principal } from '@ezc/platform';
import type { LoadedApplication } from './application';
import type { Applications } from './applications-repository';

/**
 * The application a request names: a borrower's own, or any for staff (whose route already
 * checked their privileges). Another borrower's application answers exactly like a missing one.
 */
export async function applicationFor(
  applications: Pick<Applications, 'load'>,
  principal: Principal,
  applicationId: string,
): Promise<LoadedApplication> {
  const loaded = await applications.load(applicationId);
  ownedOrNotFound(principal, loaded?.value, applicationNotFound);
  return loaded!;
}
