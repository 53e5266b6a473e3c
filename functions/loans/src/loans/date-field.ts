import { lendingIssue } from '@ezc/domain';
import * as z from 'zod';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const dateField = () =>
  z
    .string(lendingIssue('date'))
    .trim()
    .refine((v) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      if (!m) return false;
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return d.toISOString().slice(0, 10) === v;
    }, lendingIssue('date'));
