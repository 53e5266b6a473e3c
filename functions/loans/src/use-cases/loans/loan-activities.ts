import { describeActivity, type Language, type Paging, paginate } from '@ezc/domain';
import type { Item, Principal } from '@ezc/platform';
import { applicationFor } from '../../applications/application-access';
import { APPLICATION_AUDIT } from '../../applications/applications-repository';
import { displayDate } from '../../loans/history-remarks';
import { LOAN_AUDIT } from '../../loans/loans-repository';
import type { LoansPorts } from '../../ports';

/** A business date as the screens write it; anything else as it is. */
const showDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? displayDate(date) : date);

/**
 * The IP address a reader may see on a row: staff see every one; a borrower sees theirs on their
 * own actions only, never where a staff member or the system acted from.
 */
function ipFor(reader: Principal, row: Item): string {
  const ip = String(row.IpAddress ?? '');
  if (reader.kind !== 'customer') return ip;
  return row.ActorKind === 'customer' && row.ActorId === reader.id ? ip : '';
}

const activity = (row: Item, reader: Principal, lang: Language) => {
  const told = describeActivity(
    { Activity: String(row.Activity), Remarks: String(row.Remarks ?? '') },
    lang,
    showDate,
  );
  return {
    Date: String(row.At),
    Activity: told.Activity,
    Remarks: told.Remarks,
    IpAddress: ipFor(reader, row),
    By: String(row.ActorName || row.ActorId || ''),
  };
};

/**
 * `/loans/get-activities`: the activity history (spec §3: date, activity, remarks, IP address, and
 * who) of an application and of the loan it became, as one story, newest first, in the reader's
 * language (the rows keep the product's English; describeActivity tells it again). A borrower is
 * not shown the IP addresses staff and the system acted from. With `paging`, one page of it: the
 * newest rows of each history, as far as the page, and their counts (a loan's history grows with
 * its payments); without, the whole story, as the contract's call asks.
 */
export async function loanActivities(
  deps: Pick<LoansPorts, 'applications' | 'audit'>,
  input: { principal: Principal; applicationId: string; lang: Language; paging?: Paging | undefined },
) {
  const { value: a } = await applicationFor(deps.applications, input.principal, input.applicationId);
  return activityStory(deps, { ...input, applicationId: a.ApplicationId, loanNo: a.LoanNo });
}

/**
 * The story of an application and of the loan it became (`loanNo`, empty before it became one),
 * as `/loans/get-activities` tells it, for a caller who may read them.
 */
export async function activityStory(
  deps: Pick<LoansPorts, 'audit'>,
  input: {
    principal: Principal;
    applicationId: string;
    loanNo: string;
    lang: Language;
    paging?: Paging | undefined;
  },
) {
  const { paging } = input;
  // One history: its newest rows as far as the page, or all of it; and how many it holds.
  const read = async (type: string, id: string): Promise<{ rows: Item[]; count: number }> => {
    if (!id) return { rows: [], count: 0 };
    if (paging) return deps.audit.latestHistory(type, id, paging.Page * paging.Rows);
    const rows = await deps.audit.history(type, id);
    return { rows, count: rows.length };
  };
  const [ofApplication, ofLoan] = await Promise.all([
    read(APPLICATION_AUDIT, input.applicationId),
    read(LOAN_AUDIT, input.loanNo),
  ]);
  // At the same moment (an approval and the loan it makes) the loan's row is the later one; two
  // rows of one history at the same moment go by their ids, as their keys sort them.
  const story = [
    ...ofApplication.rows.map((row) => ({ row, rank: 0 })),
    ...ofLoan.rows.map((row) => ({ row, rank: 1 })),
  ].sort(
    (x, y) =>
      String(y.row.At).localeCompare(String(x.row.At)) ||
      y.rank - x.rank ||
      String(y.row.SK).localeCompare(String(x.row.SK)),
  );
  const shown = paging ? paginate(story, paging).Data : story;
  return {
    Data: shown.map(({ row }) => activity(row, input.principal, input.lang)),
    Count: ofApplication.count + ofLoan.count,
  };
}
