import { CATALOGUES } from '@ezc/domain/i18n/index';
import { translator } from '../i18n';
import { type Answer, dataOf } from '../server-api';

/**
 * What an application's or a loan's page starts from: the texts in the page's language, and
 * whether the reader is a borrower (who sees their own records) or staff.
 */
export function recordPageContext(locals: Readonly<Pick<App.Locals, 'lang' | 'session'>>) {
  const lang = locals.lang;
  const catalogue = CATALOGUES[lang];
  const L = catalogue.lending;
  return {
    lang,
    t: translator(lang),
    catalogue,
    L,
    c: L.common,
    f: L.fields,
    borrower: locals.session?.kind === 'customer',
  };
}

/** The record key in the page's address, spelled as the API does. */
export const recordKey = (param: string | undefined): string =>
  decodeURIComponent(param ?? '')
    .trim()
    .toUpperCase();

/**
 * The record a find-one answer carries, and whether it is missing: another borrower's record is
 * answered like one that does not exist, and the page then answers 404.
 */
export function recordOf<T>(answer: Answer | undefined): { record: T | undefined; missing: boolean } {
  return {
    record: answer ? dataOf<T>(answer) : undefined,
    missing: answer?.status === 404 || answer?.status === 403,
  };
}
