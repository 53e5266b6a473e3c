import type { Language } from '../constants';

/**
 * A ledger line's description in the reader's language. The ledger keeps each entry's description
 * as it was posted, in English; the product's own ones follow a few fixed forms, which are told
 * again here in the statement's or page's language (staff's own words, such as a credit note's
 * reason, stay as written).
 */
const words: Readonly<Record<Language, Readonly<Record<Form, string>>>> = {
  en: {
    disbursement: 'Disbursement',
    installmentDue: 'Installment {n} due {date}',
    lateCharge: 'Late payment charge, installment {n}, to {date}',
    payment: 'Payment received ({method})',
    settlement: 'Full settlement',
    settlementCharge: 'Interest to the settlement date and early-settlement penalty',
  },
  ms: {
    disbursement: 'Pengeluaran pinjaman',
    installmentDue: 'Ansuran {n} perlu dibayar {date}',
    lateCharge: 'Caj bayaran lewat, ansuran {n}, hingga {date}',
    payment: 'Bayaran diterima ({method})',
    settlement: 'Penyelesaian penuh',
    settlementCharge: 'Faedah hingga tarikh penyelesaian dan penalti penyelesaian awal',
  },
};

type Form = 'disbursement' | 'installmentDue' | 'lateCharge' | 'payment' | 'settlement' | 'settlementCharge';

/** The forms the product posts, as the ledger holds them (account-changes, statement-rows). */
const forms: readonly [Form, RegExp][] = [
  ['disbursement', /^Disbursement$/],
  ['installmentDue', /^Installment (?<n>\d+) due (?<date>\d{4}-\d{2}-\d{2})$/],
  ['lateCharge', /^Late payment charge, installment (?<n>\d+), to (?<date>\d{4}-\d{2}-\d{2})$/],
  ['payment', /^Payment received \((?<method>[^)]+)\)$/],
  ['settlement', /^Full settlement$/],
  ['settlementCharge', /^Interest to the settlement date and early-settlement penalty$/],
];

/** The Malay of the payment methods the product offers; any other method keeps its name. */
const methodsMs: Readonly<Record<string, string>> = {
  'Bank Transfer': 'Pindahan Bank',
  'FPX / Online Banking': 'FPX / Perbankan Dalam Talian',
  Cash: 'Tunai',
  Cheque: 'Cek',
  'E-Mandate': 'E-Mandat',
};

/** A payment method's name in `lang`. */
export const paymentMethodIn = (method: string, lang: Language) =>
  lang === 'ms' ? (methodsMs[method] ?? method) : method;

/** `description` told in `lang`, its dates as `showDate` writes them (e.g. 27/11/2026). */
export function describeEntry(
  description: string,
  lang: Language,
  showDate: (date: string) => string,
): string {
  for (const [form, pattern] of forms) {
    const found = pattern.exec(description);
    if (!found) continue;
    const parts = found.groups ?? {};
    return words[lang][form].replace(/\{(\w+)\}/g, (_, key: string) =>
      key === 'date'
        ? showDate(parts.date ?? '')
        : key === 'method'
          ? paymentMethodIn(parts.method ?? '', lang)
          : (parts[key] ?? ''),
    );
  }
  return description;
}
