import { platformKeys, type Table, type TableWrite } from '@ezc/platform';

/**
 * Numbers the regulator reads in order (receipts, credit notes): the next number is read, and the
 * write that moves the sequence to it is conditioned on it and goes in the same transaction as the
 * document it numbers. A change that is refused or loses a race takes no number, so the numbers
 * have no gaps; the loser tries again with the next one.
 */
export interface Numbered {
  value: number;
  write: TableWrite;
}

const ATTRIBUTE = 'Value';

export async function nextNumber(table: Table, name: string): Promise<Numbered> {
  const key = platformKeys.sequence(`payments.${name}`);
  const current = Number((await table.get(key))?.[ATTRIBUTE] ?? 0);
  const value = current + 1;
  return {
    value,
    write: {
      kind: 'put',
      item: { ...key, EntityType: 'Sequence', [ATTRIBUTE]: value },
      condition:
        current === 0
          ? { expression: 'attribute_not_exists(PK)' }
          : { expression: '#v = :v', names: { '#v': ATTRIBUTE }, values: { ':v': current } },
    },
  };
}

/** How many numbers a sequence has given: as many documents as it numbered, there being no gaps. */
export async function numbersGiven(table: Pick<Table, 'get'>, name: string): Promise<number> {
  return Number((await table.get(platformKeys.sequence(`payments.${name}`)))?.[ATTRIBUTE] ?? 0);
}

export const documentNo = (prefix: string, value: number) => `${prefix}-${String(value).padStart(6, '0')}`;

/**
 * Receipts are numbered in ten series, one for the loans whose number ends in each digit
 * (`RCP-7-000012` is the twelfth receipt of the loans ending in 7): approvals of different loans
 * seldom wait on the same sequence, and every series runs without gaps.
 */
export async function nextReceiptNo(
  table: Table,
  loanNo: string,
): Promise<{ receiptNo: string; write: TableWrite }> {
  const series = /(\d)$/.exec(loanNo)?.[1] ?? '0';
  const numbered = await nextNumber(table, `receipt.${series}`);
  return { receiptNo: `RCP-${series}-${String(numbered.value).padStart(6, '0')}`, write: numbered.write };
}
