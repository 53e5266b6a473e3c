import type { ReportLoan } from '@ezc/domain';
import { ERASED } from '@ezc/platform';

/** The columns of a report row that name the borrower; every other column is a figure, a date or an id. */
export const personalColumns = ['BorrowerName', 'BorrowerICNo'] as const;

/** Whether the person was erased from this loan's picture (the name goes first and always). */
export const isErasedPicture = (picture: ReportLoan) => picture.BorrowerName === ERASED;

/**
 * The loan's picture with the borrower's columns as the erased marker and every figure as it was.
 * The live erasure, a later refresh and a rebuild from erased sources all make it through this one
 * function, so they give the very same rows (an IC number the loan never had is erased all the same).
 */
export function erasedPicture(picture: ReportLoan): ReportLoan {
  return { ...picture, ...Object.fromEntries(personalColumns.map((c) => [c, ERASED])) };
}
