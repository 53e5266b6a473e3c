import * as z from 'zod';
import { DEFAULT_PAGE, DEFAULT_ROWS } from './constants';

/** The largest page a list call may ask for ("effectively unlimited" media listings use cursors). */
export const MAX_ROWS = 9999;

/** `Rows` and `Page` of every list call (spec §9 defaults: page 1, 20 rows unless a call says otherwise). */
export const pagingSchema = (defaultRows: number = DEFAULT_ROWS) =>
  z.object({
    Rows: z.coerce.number().int().min(1).max(MAX_ROWS).default(defaultRows),
    Page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  });
export type Paging = { Rows: number; Page: number };

/** A list answer of the contract: one page of rows and the count of all that match. */
export interface ListAnswer<T> {
  Data: T[];
  Count: number;
}

export function paginate<T>(items: readonly T[], { Rows, Page }: Paging): ListAnswer<T> {
  return { Data: items.slice((Page - 1) * Rows, Page * Rows), Count: items.length };
}
