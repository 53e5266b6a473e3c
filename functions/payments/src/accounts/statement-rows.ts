import { type LedgerEntry, type TransactionRow, transactionHistory } from '@ezc/domain';

/**
 * A ledger row as the borrower's statement shows it: as it is, except that a full settlement
 * shows what it charged and what it paid. Its pro-rata interest and penalty were never owed before
 * it (they are income the settlement itself earns), so the ledger's net change would show only
 * what it cleared; the statement shows them as a charge, then the whole payment, so its credits
 * add up to what the borrower paid.
 */
function shown(row: TransactionRow, entry: LedgerEntry | undefined): TransactionRow[] {
  if (entry?.Kind !== 'Settlement') return [row];
  const earned = entry.Lines.filter(
    (l) => l.Account === 'InterestIncome' || l.Account === 'SettlementIncome',
  ).reduce((t, l) => t + l.CreditSen, 0);
  if (earned === 0) return [row];
  const charged: TransactionRow = {
    ...row,
    Description: 'Interest to the settlement date and early-settlement penalty',
    DebitSen: earned,
    CreditSen: 0,
    BalanceSen: row.BalanceSen + row.CreditSen - row.DebitSen + earned,
  };
  return [charged, { ...row, DebitSen: 0, CreditSen: row.CreditSen - row.DebitSen + earned }];
}

/** The borrower's statement rows of a whole ledger: its transaction history, as shown. */
export function statementRows(entries: readonly LedgerEntry[]): TransactionRow[] {
  const byId = new Map(entries.map((e) => [e.EntryId, e]));
  return transactionHistory(entries).flatMap((row) => shown(row, byId.get(row.EntryId)));
}

/**
 * The statement rows one entry makes when it is posted with `owedBeforeSen` owed: none when it
 * changes nothing owed, two for a settlement that earned interest or a penalty, else one.
 */
export function entryStatementRows(entry: LedgerEntry, owedBeforeSen: number): TransactionRow[] {
  return transactionHistory([entry]).flatMap((row) =>
    shown({ ...row, BalanceSen: row.BalanceSen + owedBeforeSen }, entry),
  );
}

/**
 * Each of `posted`, posted one after another with `owedBeforeSen` owed before the first: what was
 * owed before it, and its statement rows.
 */
export function postedStatementRows(
  posted: readonly LedgerEntry[],
  owedBeforeSen: number,
): { owedBeforeSen: number; rows: TransactionRow[] }[] {
  let owed = owedBeforeSen;
  return posted.map((entry) => {
    const before = owed;
    const rows = entryStatementRows(entry, before);
    owed = rows.at(-1)?.BalanceSen ?? before;
    return { owedBeforeSen: before, rows };
  });
}
