import type { Table } from '@ezc/platform';

/**
 * The numbers of a customer's loans, read (never written) from the loans context's index of its
 * loans by customer: every account is opened for one of them, and the accounts keep no index by
 * customer of their own.
 */
export async function loanNosOfCustomer(table: Table, customerId: string): Promise<string[]> {
  const items = await table.queryAll({ index: 'GSI3', pk: `LOANS#CUSTOMER#${customerId}` });
  return items.map((i) => String(i.LoanNo ?? i.GSI3SK));
}
