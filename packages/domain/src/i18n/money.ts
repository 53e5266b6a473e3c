import type { Language } from '../constants';
import type { Texts } from './texts';

/**
 * The money glossary: one name for each figure a borrower or staff member reads about a loan, in
 * English and Malay. The loan page, the schedule, the listings, the statement of account and the
 * reports take their figures' names from here, so a figure has the same name wherever it is shown;
 * what each one is, is the README's "Money glossary".
 */
const en = {
  moneyTerms: {
    balanceOutstanding: 'Balance outstanding',
    ledgerBalance: 'Ledger balance',
    interestNotYetBilled: 'Interest not yet billed',
    totalDueToday: 'Total due today',
    arrears: 'Arrears',
    overdue: 'Overdue',
    daysPastDue: 'Days past due',
    overdueDays: 'Overdue, {days} days',
    overdueOneDay: 'Overdue, 1 day',
    lateChargesOutstanding: 'Late charges outstanding',
    totalPaidToDate: 'Total paid to date',
    totalRepayment: 'Total repayment',
    creditHeld: 'Credit held',
    outstandingDue: 'Outstanding due',
    stillToPay: 'Still to pay',
    /** Which installments' interest is not yet billed (the statement's reconciling line). */
    notYetBilledRange: 'installments {from} to {to}',
    notYetBilledOne: 'installment {no}',
  },
};

const ms: Texts<typeof en> = {
  moneyTerms: {
    balanceOutstanding: 'Baki tertunggak',
    ledgerBalance: 'Baki lejar',
    interestNotYetBilled: 'Faedah belum dibilkan',
    totalDueToday: 'Jumlah perlu dibayar hari ini',
    arrears: 'Tunggakan',
    overdue: 'Lampau tempoh',
    daysPastDue: 'Hari lampau tempoh',
    overdueDays: 'Lampau tempoh, {days} hari',
    overdueOneDay: 'Lampau tempoh, 1 hari',
    lateChargesOutstanding: 'Caj lewat tertunggak',
    totalPaidToDate: 'Jumlah dibayar setakat ini',
    totalRepayment: 'Jumlah bayaran balik',
    creditHeld: 'Kredit disimpan',
    outstandingDue: 'Tertunggak',
    stillToPay: 'Baki belum dibayar',
    notYetBilledRange: 'ansuran {from} hingga {to}',
    notYetBilledOne: 'ansuran {no}',
  },
};

export const moneyTexts = { en, ms } as const;

/** The glossary's names in `lang`. */
export const moneyTermsIn = (lang: Language) => moneyTexts[lang].moneyTerms;

/** "Overdue, 12 days" (one day: "Overdue, 1 day"), as every screen says an installment is late. */
export function overdueFor(days: number, lang: Language): string {
  const t = moneyTermsIn(lang);
  return days === 1 ? t.overdueOneDay : t.overdueDays.replace('{days}', String(days));
}
