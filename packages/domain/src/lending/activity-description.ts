import type { Language } from '../constants';
import { paymentMethodIn } from '../payments/entry-description';

/**
 * An application's or a loan's history row (spec §3: activity, remarks) in the reader's
 * language. The rows keep what the product wrote when it acted, in English (they are an audit
 * trail, never rewritten); the product's own activity names and remarks follow the fixed forms
 * below and are told again here in the reader's language. What a person wrote (a reason, remarks,
 * a document's title) stays as written. A name no form knows is shown as stored.
 */

type Words = Readonly<Record<Language, string>>;

/** The product's activity names, as the contexts write them on an application's or a loan's history. */
const names: Readonly<Record<string, Words>> = {
  'Application saved as draft': { en: 'Application saved as draft', ms: 'Permohonan disimpan sebagai draf' },
  'Draft updated': { en: 'Draft updated', ms: 'Draf dikemas kini' },
  'Profile and documents complete: sent for review': {
    en: 'Profile and documents complete: sent for review',
    ms: 'Profil dan dokumen lengkap: dihantar untuk semakan',
  },
  'Application approved': { en: 'Application approved', ms: 'Permohonan diluluskan' },
  'Application rejected': { en: 'Application rejected', ms: 'Permohonan ditolak' },
  'Application voided': { en: 'Application voided', ms: 'Permohonan dibatalkan sebagai tidak sah' },
  'Application cancelled': { en: 'Application cancelled', ms: 'Permohonan dibatalkan' },
  'Document added': { en: 'Document added', ms: 'Dokumen ditambah' },
  'Document downloaded': { en: 'Document downloaded', ms: 'Dokumen dimuat turun' },
  'Loan created': { en: 'Loan created', ms: 'Pinjaman diwujudkan' },
  'Signed by company': { en: 'Signed by company', ms: 'Ditandatangani oleh syarikat' },
  'Signed by company automatically (the product signs for the company)': {
    en: 'Signed by company automatically (the product signs for the company)',
    ms: 'Ditandatangani oleh syarikat secara automatik (produk menandatangani bagi pihak syarikat)',
  },
  "Borrower's signing opened": { en: "Borrower's signing opened", ms: 'Tandatangan peminjam dibuka' },
  'Signed by borrower': { en: 'Signed by borrower', ms: 'Ditandatangani oleh peminjam' },
  'Signed by attestor': { en: 'Signed by attestor', ms: 'Ditandatangani oleh pengesah' },
  'Explanation video watched': { en: 'Explanation video watched', ms: 'Video penerangan ditonton' },
  'Borrower did not agree after the explanation video': {
    en: 'Borrower did not agree after the explanation video',
    ms: 'Peminjam tidak bersetuju selepas video penerangan',
  },
  'Agreement updated': { en: 'Agreement updated', ms: 'Perjanjian dikemas kini' },
  'Agreement downloaded': { en: 'Agreement downloaded', ms: 'Perjanjian dimuat turun' },
  'Loan stamped': { en: 'Loan stamped', ms: 'Pinjaman disetem' },
  'Loan disbursed': { en: 'Loan disbursed', ms: 'Pinjaman dikeluarkan' },
  'Loan account opened': { en: 'Loan account opened', ms: 'Akaun pinjaman dibuka' },
  'Loan account followed': { en: 'Loan account followed', ms: 'Akaun pinjaman dikemas kini' },
  'Late payment charges posted': { en: 'Late payment charges posted', ms: 'Caj bayaran lewat direkodkan' },
  'Late payment charges accrued': { en: 'Late payment charges accrued', ms: 'Caj bayaran lewat terakru' },
  'Payment submitted': { en: 'Payment submitted', ms: 'Bayaran dihantar' },
  'Payment receipt uploaded': { en: 'Payment receipt uploaded', ms: 'Resit bayaran dimuat naik' },
  'Uploaded payment receipt viewed': {
    en: 'Uploaded payment receipt viewed',
    ms: 'Resit bayaran yang dimuat naik dilihat',
  },
  'Payment received': { en: 'Payment received', ms: 'Bayaran diterima' },
  'Payment confirmed': { en: 'Payment confirmed', ms: 'Bayaran disahkan' },
  'Payment rejected': { en: 'Payment rejected', ms: 'Bayaran ditolak' },
  'Invoice cancelled': { en: 'Invoice cancelled', ms: 'Invois dibatalkan' },
  'E-mandate registered': { en: 'E-mandate registered', ms: 'E-mandat didaftarkan' },
  'E-mandate registered again': { en: 'E-mandate registered again', ms: 'E-mandat didaftarkan semula' },
  'E-mandate approved by the bank': {
    en: 'E-mandate approved by the bank',
    ms: 'E-mandat diluluskan oleh bank',
  },
  'E-mandate rejected by the bank': {
    en: 'E-mandate rejected by the bank',
    ms: 'E-mandat ditolak oleh bank',
  },
  'E-mandate debit requested': { en: 'E-mandate debit requested', ms: 'Debit e-mandat dimohon' },
  'E-mandate debit collected': { en: 'E-mandate debit collected', ms: 'Debit e-mandat dikutip' },
  'E-mandate debit refused by the bank': {
    en: 'E-mandate debit refused by the bank',
    ms: 'Debit e-mandat ditolak oleh bank',
  },
  'Full settlement requested': { en: 'Full settlement requested', ms: 'Penyelesaian penuh dimohon' },
  'Full settlement received': { en: 'Full settlement received', ms: 'Penyelesaian penuh diterima' },
  'Full settlement approved': { en: 'Full settlement approved', ms: 'Penyelesaian penuh diluluskan' },
  'Full settlement rejected': { en: 'Full settlement rejected', ms: 'Penyelesaian penuh ditolak' },
  'Loan completed: every installment paid': {
    en: 'Loan completed: every installment paid',
    ms: 'Pinjaman selesai: semua ansuran telah dibayar',
  },
  'Termination requested': { en: 'Termination requested', ms: 'Penamatan dimohon' },
  'Loan terminated': { en: 'Loan terminated', ms: 'Pinjaman ditamatkan' },
  'Personal data erased under the retention policy': {
    en: 'Personal data erased under the retention policy',
    ms: 'Data peribadi dipadam di bawah dasar penyimpanan',
  },
  'Document erased under the retention policy': {
    en: 'Document erased under the retention policy',
    ms: 'Dokumen dipadam di bawah dasar penyimpanan',
  },
  'Uploaded payment receipt deleted under the retention policy': {
    en: 'Uploaded payment receipt deleted under the retention policy',
    ms: 'Resit bayaran yang dimuat naik dipadam di bawah dasar penyimpanan',
  },
};

/** An application's statuses in Malay, as the screens say them. */
const applicationStatusMs: Readonly<Record<string, string>> = {
  New: 'Baharu',
  'Pending Profile': 'Menunggu Profil',
  'In Review': 'Dalam Semakan',
  Approved: 'Diluluskan',
  Rejected: 'Ditolak',
  Cancelled: 'Dibatalkan',
  Void: 'Tidak Sah',
};

/** The notes the demo data adds to the steps it writes itself. */
const seededNotes: Readonly<Record<string, string>> = {
  'shown as waiting for the profile': 'ditunjukkan sebagai menunggu profil',
  'held in process; a requested termination completes at once':
    'ditahan dalam proses; penamatan yang dimohon selesai serta-merta',
};

/** The documents the loans context keeps, named in history rows' remarks. */
const documentNames: Readonly<Record<string, Words>> = {
  'Stamp Receipt': { en: 'Stamp Receipt', ms: 'Resit setem' },
  'Disbursement Receipt': { en: 'Disbursement Receipt', ms: 'Resit pengeluaran' },
  'Loan Agreement': { en: 'Loan Agreement', ms: 'Perjanjian pinjaman' },
};

type Parts = Readonly<Record<string, string>>;
type Tell = (parts: Parts, lang: Language, showDate: (date: string) => string) => string;

/** Named forms with their parts; the first that matches tells the text. */
const activityForms: readonly [RegExp, Tell][] = [
  [
    /^Installments? (?<list>\d+(?:, \d+)*) activated$/,
    ({ list = '' }, lang) => (lang === 'ms' ? `Ansuran ${list} diaktifkan` : `Installment ${list} activated`),
  ],
  [
    /^Application submitted \((?<status>[^)]+)\)$/,
    ({ status = '' }, lang) =>
      lang === 'ms'
        ? `Permohonan dihantar (${applicationStatusMs[status] ?? status})`
        : `Application submitted (${status})`,
  ],
];

const remarkForms: readonly [RegExp, Tell][] = [
  [
    /^Stamping date (?<date>[\d/-]+)$/,
    ({ date = '' }, lang, show) => `${lang === 'ms' ? 'Tarikh setem' : 'Stamping date'} ${show(date)}`,
  ],
  [
    /^(?<method>[^,]+) of (?<amount>RM [\d,]+\.\d{2}), ref\. (?<ref>.+), paid (?<date>[\d/-]+)$/s,
    ({ method = '', amount = '', ref = '', date = '' }, lang, show) =>
      lang === 'ms'
        ? `${paymentMethodIn(method, 'ms')} sebanyak ${amount}, rujukan ${ref}, dibayar ${show(date)}`
        : `${method} of ${amount}, ref. ${ref}, paid ${show(date)}`,
  ],
  [
    /^Due (?<date>[\d/-]+)$/,
    ({ date = '' }, lang, show) => `${lang === 'ms' ? 'Perlu dibayar' : 'Due'} ${show(date)}`,
  ],
  [
    /^Termination completed; (?<n>\d+) unpaid installment\(s\) left as they are$/,
    ({ n = '' }, lang) =>
      lang === 'ms'
        ? `Penamatan selesai; ${n} ansuran yang belum dibayar dibiarkan seperti sedia ada`
        : `Termination completed; ${n} unpaid installment(s) left as they are`,
  ],
  [
    /^From application (?<id>\S+), approved: (?<reason>.*)$/s,
    ({ id = '', reason = '' }, lang) =>
      lang === 'ms'
        ? `Daripada permohonan ${id}, diluluskan: ${reason}`
        : `From application ${id}, approved: ${reason}`,
  ],
  [
    /^Disbursement of (?<loan>\S+)$/,
    ({ loan = '' }, lang) => (lang === 'ms' ? `Pengeluaran ${loan}` : `Disbursement of ${loan}`),
  ],
  [
    /^(?<id>\S+): RM (?<amount>[\d,.]+) for installment (?<n>\d+), mandate (?<mandate>\S+)$/,
    ({ id = '', amount = '', n = '', mandate = '' }, lang) =>
      lang === 'ms'
        ? `${id}: RM ${amount} bagi ansuran ${n}, mandat ${mandate}`
        : `${id}: RM ${amount} for installment ${n}, mandate ${mandate}`,
  ],
  [
    /^(?<id>\S+): RM (?<amount>[\d,.]+) by (?<method>.+)$/,
    ({ id = '', amount = '', method = '' }, lang) =>
      lang === 'ms'
        ? `${id}: RM ${amount} melalui ${paymentMethodIn(method, 'ms')}`
        : `${id}: RM ${amount} by ${method}`,
  ],
  [/^Version (?<n>\d+)$/, ({ n = '' }, lang) => `${lang === 'ms' ? 'Versi' : 'Version'} ${n}`],
  [
    /^Rule: (?<rule>[^;]+); (?<n>\d+) personal fields erased: (?<fields>.*)$/s,
    ({ rule = '', n = '', fields = '' }, lang) =>
      lang === 'ms'
        ? `Peraturan: ${rule}; ${n} medan peribadi dipadam: ${fields}`
        : `Rule: ${rule}; ${n} personal fields erased: ${fields}`,
  ],
];

function byForms(
  text: string,
  forms: readonly [RegExp, Tell][],
  lang: Language,
  show: (d: string) => string,
) {
  for (const [pattern, tell] of forms) {
    const found = pattern.exec(text);
    if (found) return tell(found.groups ?? {}, lang, show);
  }
  return undefined;
}

/** An activity's name in `lang`, or undefined when the product did not write it. */
function activityIn(activity: string, lang: Language, show: (d: string) => string): string | undefined {
  const named = names[activity]?.[lang] ?? byForms(activity, activityForms, lang, show);
  if (named !== undefined) return named;
  // A row the demo data wrote itself says so after the step's name.
  const seeded = /^(?<step>.+) \(seeded: (?<note>.+)\)$/.exec(activity)?.groups;
  if (seeded?.step && seeded.note) {
    const step = activityIn(seeded.step, lang, show);
    if (step === undefined) return undefined;
    return lang === 'ms'
      ? `${step} (data demo: ${seededNotes[seeded.note] ?? seeded.note})`
      : `${step} (seeded: ${seeded.note})`;
  }
  // Several status changes in one row ('Full settlement requested; Full settlement approved').
  const steps = activity.split('; ');
  if (steps.length > 1) {
    const told = steps.map((s) => activityIn(s, lang, show));
    if (told.every((t) => t !== undefined)) return told.join('; ');
  }
  return undefined;
}

/**
 * `row`'s activity and remarks in `lang`, dates as `showDate` writes them (e.g. 13/12/2026); what
 * no form knows is kept as written.
 */
export function describeActivity(
  row: { readonly Activity: string; readonly Remarks: string },
  lang: Language,
  showDate: (date: string) => string,
): { Activity: string; Remarks: string } {
  const remarks =
    documentNames[row.Remarks]?.[lang] ?? byForms(row.Remarks, remarkForms, lang, showDate) ?? row.Remarks;
  return { Activity: activityIn(row.Activity, lang, showDate) ?? row.Activity, Remarks: remarks };
}
