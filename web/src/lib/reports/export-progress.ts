/** Counts as an export's progress tells them. Pure, and small enough for the export island. */

const locale = (lang: string) => (lang === 'ms' ? 'ms-MY' : 'en-MY');

/** A count as the page writes it (1,234). */
export const formatCount = (n: number, lang: string) => new Intl.NumberFormat(locale(lang)).format(n);
