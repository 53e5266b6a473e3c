import { actionsNow, applicationActionsOpen, type Paging } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { Application } from '../../applications/application';
import { applicationFor } from '../../applications/application-access';
import { applicationDetail, applicationRow } from '../../applications/application-view';
import type { LoansPorts } from '../../ports';
import type { StaffCaller } from '../staff-caller';

export interface ApplicationSearch {
  ApplicationId?: string | undefined;
  LoanNo?: string | undefined;
  Status?: string | undefined;
  BorrowerName?: string | undefined;
  BorrowerICNo?: string | undefined;
  CustomerId?: string | undefined;
}

/** `"All"`, empty and absent values mean no filter. */
const given = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' || v === 'All' ? undefined : v.trim();

type ReadDeps = Pick<LoansPorts, 'applications'>;

/**
 * `/applications/find-all`: applications newest first, a borrower's own only; staff filter by
 * customer, status, the application id or loan number (their beginnings, letters and digits or the
 * digits alone), the borrower's name (each word typed begins a word of it) or IC number (its
 * beginning, with or without dashes). A page is read from a key, or from the search keys of what
 * was typed, whatever the size of the book.
 */
export async function listApplications(
  deps: ReadDeps,
  caller: StaffCaller,
  input: Paging & { search?: ApplicationSearch | undefined },
) {
  const s = input.search ?? {};
  const customerId =
    caller.principal.kind === 'customer' ? (caller.principal.customerId ?? '-') : given(s.CustomerId);
  const terms = {
    name: given(s.BorrowerName),
    ic: given(s.BorrowerICNo),
    refs: [given(s.ApplicationId), given(s.LoanNo)].filter((r) => r !== undefined),
  };
  const searched = terms.name !== undefined || terms.ic !== undefined || terms.refs.length > 0;
  const page = await deps.applications.page(
    { customerId, status: given(s.Status), ...(searched ? { search: terms } : {}) },
    input,
  );
  return { Data: page.Data.map(applicationRow), Count: page.Count };
}

/**
 * `/applications/find-one`: one application in full, with the lending actions the caller may do
 * on it now (a borrower's own only; another's is 404).
 */
export async function findApplication(
  deps: ReadDeps & Pick<LoansPorts, 'actionRights'>,
  caller: StaffCaller,
  applicationId: string,
) {
  const { value: application } = await applicationFor(deps.applications, caller.principal, applicationId);
  return applicationDetail(application, await applicationActions(deps, caller.principal, application));
}

async function applicationActions(
  deps: Pick<LoansPorts, 'actionRights'>,
  principal: Principal,
  a: Application,
): Promise<string[]> {
  if (principal.kind !== 'staff') return [];
  const { rights } = await deps.actionRights.current();
  return actionsNow(applicationActionsOpen(a.Status), rights, principal.roles);
}
