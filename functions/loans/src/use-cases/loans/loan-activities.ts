import type { Item, Principal } from '@ezc/platform';
import { applicationFor } from '../../applications/application-access';
import { APPLICATION_AUDIT } from '../../applications/applications-repository';
import { LOAN_AUDIT } from '../../loans/loans-repository';
import type { LoansPorts } from '../../ports';

const activity = (r: Item) => ({
  Date: String(r.At),
  Activity: String(r.Activity),
  Remarks: String(r.Remarks ?? ''),
  IpAddress: String(r.IpAddress ?? ''),
  By: String(r.ActorName || r.ActorId || ''),
});

/**
 * `/loans/get-activities`: the activity history (spec §3: date, activity, remarks, IP address, and
 * who) of an application and of the loan it became, as one story, newest first.
 */
export async function loanActivities(
  deps: Pick<LoansPorts, 'applications' | 'audit'>,
  input: { principal: Principal; applicationId: string },
) {
  const { value: a } = await applicationFor(deps.applications, input.principal, input.applicationId);
  const [ofApplication, ofLoan] = await Promise.all([
    deps.audit.history(APPLICATION_AUDIT, a.ApplicationId),
    deps.audit.history(LOAN_AUDIT, a.LoanNo),
  ]);
  // At the same moment (an approval and the loan it makes) the loan's row is the later one.
  const rows = [...ofApplication.map((row) => ({ row, rank: 0 })), ...ofLoan.map((row) => ({ row, rank: 1 }))]
    .sort((x, y) => String(y.row.At).localeCompare(String(x.row.At)) || y.rank - x.rank)
    .map(({ row }) => activity(row));
  return { Data: rows, Count: rows.length };
}
