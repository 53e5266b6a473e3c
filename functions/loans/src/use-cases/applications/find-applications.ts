import { actionsNow, applicationActionsOpen, type Paging, paginate } from '@ezc/domain';
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
const contains = (actual: string, wanted: string | undefined) =>
  wanted === undefined || actual.toLowerCase().includes(wanted.toLowerCase());
/** IC numbers are written with and without dashes: compare their letters and digits only. */
const bare = (ic: string) => ic.replace(/[^0-9A-Za-z]/g, '').toLowerCase();

type ReadDeps = Pick<LoansPorts, 'applications'>;

/**
 * `/applications/find-all`: applications newest first, a borrower's own only; staff filter by
 * customer, status, number, name or IC number.
 */
export async function listApplications(
  deps: ReadDeps,
  caller: StaffCaller,
  input: Paging & { search?: ApplicationSearch | undefined },
) {
  const s = input.search ?? {};
  const customerId =
    caller.principal.kind === 'customer' ? (caller.principal.customerId ?? '-') : given(s.CustomerId);
  const status = given(s.Status);
  const id = given(s.ApplicationId);
  const loanNo = given(s.LoanNo)?.toUpperCase();
  const name = given(s.BorrowerName);
  const ic = given(s.BorrowerICNo);
  const all = await deps.applications.list({ customerId, status });
  const kept = all.filter(
    (a) =>
      contains(a.ApplicationId, id) &&
      (loanNo === undefined || a.LoanNo.startsWith(loanNo)) &&
      contains(a.BorrowerName, name) &&
      (ic === undefined || bare(a.BorrowerICNo).includes(bare(ic))),
  );
  const page = paginate(kept, input);
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
