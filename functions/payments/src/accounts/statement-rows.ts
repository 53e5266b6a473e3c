import { type LedgerEntry, type TransactionRow, transactionHistory } from '@ezc/domain';

/**
 * The borrower's statement rows: the ledger's transaction history, except that a full settlement
 * shows what it charged and what it paid. Its pro-rata interest and penalty were never owed
 * before it (they are income the settlement itself earns), so the ledger's net change would show
 * only what it cleared; the statement shows them as a charge, then the whole payment, so its
 * credits add up to what the borrower paid.
 */
export function statementRows(entries: readonly LedgerEntry[]): TransactionRow[] {
  const byId = new Map(entries.map((e) => [e.EntryId, e]));
  return transactionHistory(entries).flatMap((row) => {
    const entry = byId.get(row.EntryId);
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
  });
}
