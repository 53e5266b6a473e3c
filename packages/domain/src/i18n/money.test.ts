import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { CATALOGUES } from './index';
import { moneyTermsIn, overdueFor } from './money';

/**
 * One name per figure: wherever a screen or a report names a figure of the money glossary, it uses
 * the glossary's name for it, in both languages (README, "Money glossary").
 */
const namedFigures: Readonly<Record<string, keyof ReturnType<typeof moneyTermsIn>>> = {
  'lending.fields.BalanceOutstanding': 'balanceOutstanding',
  'lending.fields.TotalPaidToDate': 'totalPaidToDate',
  'lending.fields.TotalRepayment': 'totalRepayment',
  'lending.fields.DaysPastDue': 'daysPastDue',
  'lending.loanView.scheduleColumns.outstanding': 'outstandingDue',
  'lending.loanView.transactionColumns.balance': 'ledgerBalance',
  'paymentPages.info.TotalDueToday': 'totalDueToday',
  'paymentPages.info.LateCharges': 'lateChargesOutstanding',
  'paymentPages.info.CreditHeld': 'creditHeld',
  'paymentPages.info.LedgerBalance': 'ledgerBalance',
  'paymentPages.info.InterestNotYetBilled': 'interestNotYetBilled',
  'paymentPages.info.BalanceOutstanding': 'balanceOutstanding',
  'paymentPages.settlement.LateCharges': 'lateChargesOutstanding',
  'paymentPages.settlement.CreditHeld': 'creditHeld',
  'reportPages.columns.OutstandingDue': 'stillToPay',
  'reportPages.columns.Overdue': 'overdue',
  'reportPages.columns.LateChargeOutstanding': 'lateChargesOutstanding',
  'reportPages.columns.TotalRepayment': 'totalRepayment',
  'reportPages.columns.TotalPaidToDate': 'totalPaidToDate',
  'reportPages.columns.BalanceOutstanding': 'balanceOutstanding',
  'reportPages.columns.Arrears': 'arrears',
  'reportPages.columns.DaysPastDue': 'daysPastDue',
  'dashboardPage.daysPastDue': 'daysPastDue',
};

const textAt = (catalogue: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);

describe('the money glossary', () => {
  it.each([...LANGUAGES])('names each figure the same way on every screen and report (%s)', (lang) => {
    const terms = moneyTermsIn(lang);
    for (const [path, term] of Object.entries(namedFigures)) {
      expect(textAt(CATALOGUES[lang], path), path).toBe(terms[term]);
    }
  });

  it.each([...LANGUAGES])('gives every figure a name of its own (%s)', (lang) => {
    const names = Object.values(moneyTermsIn(lang));
    expect(new Set(names).size).toBe(names.length);
  });

  it('says how long an installment is overdue, one day in the singular', () => {
    expect(overdueFor(1, 'en')).toBe('Overdue, 1 day');
    expect(overdueFor(12, 'en')).toBe('Overdue, 12 days');
    expect(overdueFor(1, 'ms')).toBe('Lampau tempoh, 1 hari');
    expect(overdueFor(12, 'ms')).toBe('Lampau tempoh, 12 hari');
  });
});
