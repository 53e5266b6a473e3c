import { describeEntry, formatRM } from '@ezc/domain';
import { moneyTermsIn, overdueFor } from '@ezc/domain/i18n/money';
import type { StatementInput, StatementLanguage, StatementScheduleRow } from './document-inputs';
import { dayMonthYear, keyword, percent } from './document-labels';
import type { PdfContent } from './pdf-content';

/**
 * The statement of account of a loan on a day: its terms, what has been paid and what is still
 * owed, every ledger line with the balance after it, the lines that add that closing balance up to
 * the balance outstanding (the interest not yet billed), and the schedule, an installment past its
 * due date and unpaid said to be "Overdue, N days". Unlike the receipt it is in one language, the
 * one the borrower asked for, the ledger's descriptions included (`describeEntry`). The figures
 * are named as the money glossary names them (`moneyTerms`).
 */

interface Words {
  licence: string;
  title: string;
  asAt: string;
  borrower: string;
  icNo: string;
  loanNo: string;
  amount: string;
  interestRate: string;
  aYear: string;
  installments: string;
  totalRepayment: string;
  paidToDate: string;
  lateCharges: string;
  balance: string;
  transactions: string;
  noTransactions: string;
  date: string;
  documentNo: string;
  description: string;
  debit: string;
  credit: string;
  balanceColumn: string;
  schedule: string;
  noSchedule: string;
  installmentNo: string;
  dueDate: string;
  installmentAmount: string;
  paid: string;
  status: string;
  total: string;
  statuses: Record<StatementScheduleRow['Status'], string>;
  note: string;
  statement: string;
  continued: string;
  page: string;
  of: string;
  loan: string;
}

const words: Record<StatementLanguage, Words> = {
  en: {
    licence: "Moneylender's licence No.",
    title: 'STATEMENT OF ACCOUNT',
    asAt: 'As at',
    borrower: 'Borrower',
    icNo: 'NRIC or registration No.',
    loanNo: 'Loan No.',
    amount: 'Loan amount',
    interestRate: 'Interest rate',
    aYear: 'a year',
    installments: 'Number of installments',
    totalRepayment: moneyTermsIn('en').totalRepayment,
    paidToDate: moneyTermsIn('en').totalPaidToDate,
    lateCharges: moneyTermsIn('en').lateChargesOutstanding,
    balance: moneyTermsIn('en').balanceOutstanding,
    transactions: 'Transactions',
    noTransactions: 'No transactions yet.',
    date: 'Date',
    documentNo: 'Document No.',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balanceColumn: moneyTermsIn('en').ledgerBalance,
    schedule: 'Repayment schedule',
    noSchedule: 'No installments scheduled.',
    installmentNo: 'No.',
    dueDate: 'Due date',
    installmentAmount: 'Installment',
    paid: 'Paid',
    status: 'Status',
    total: 'Total',
    statuses: { Scheduled: 'Scheduled', Unpaid: 'Unpaid', Paid: 'Paid', 'Partial Paid': 'Partly paid' },
    note: 'This statement is computer generated and needs no signature.',
    statement: 'Statement of account',
    continued: 'continued',
    page: 'page',
    of: 'of',
    loan: 'Loan',
  },
  ms: {
    licence: 'No. lesen pemberi pinjam wang',
    title: 'PENYATA AKAUN',
    asAt: 'Setakat',
    borrower: 'Peminjam',
    icNo: 'No. KP atau pendaftaran',
    loanNo: 'No. pinjaman',
    amount: 'Amaun pinjaman',
    interestRate: 'Kadar faedah',
    aYear: 'setahun',
    installments: 'Bilangan ansuran',
    totalRepayment: moneyTermsIn('ms').totalRepayment,
    paidToDate: moneyTermsIn('ms').totalPaidToDate,
    lateCharges: moneyTermsIn('ms').lateChargesOutstanding,
    balance: moneyTermsIn('ms').balanceOutstanding,
    transactions: 'Transaksi',
    noTransactions: 'Belum ada transaksi.',
    date: 'Tarikh',
    documentNo: 'No. dokumen',
    description: 'Keterangan',
    debit: 'Debit',
    credit: 'Kredit',
    balanceColumn: moneyTermsIn('ms').ledgerBalance,
    schedule: 'Jadual bayaran balik',
    noSchedule: 'Tiada ansuran dijadualkan.',
    installmentNo: 'Bil.',
    dueDate: 'Tarikh perlu dibayar',
    installmentAmount: 'Ansuran',
    paid: 'Dibayar',
    status: 'Status',
    total: 'Jumlah',
    statuses: {
      Scheduled: 'Dijadualkan',
      Unpaid: 'Belum dibayar',
      Paid: 'Dibayar',
      'Partial Paid': 'Dibayar sebahagian',
    },
    note: 'Penyata ini dijana oleh komputer dan tidak memerlukan tandatangan.',
    statement: 'Penyata akaun',
    continued: 'sambungan',
    page: 'muka surat',
    of: 'daripada',
    loan: 'Pinjaman',
  },
};

/** The statement's words for `s` (already parsed by `statementInputSchema`). */
export function statementContent(s: StatementInput): PdfContent {
  const w = words[s.Language];
  const m = moneyTermsIn(s.Language);
  const notYetBilled = s.Schedule.filter((r) => r.Status === 'Scheduled').map((r) => r.InstallmentNo);
  const first = Math.min(...notYetBilled);
  const last = Math.max(...notYetBilled);
  // Which installments' interest it is, where a transaction names its document.
  const notYetBilledOf =
    notYetBilled.length === 0
      ? ''
      : first === last
        ? m.notYetBilledOne.replace('{no}', String(first))
        : m.notYetBilledRange.replace('{from}', String(first)).replace('{to}', String(last));
  const asAt = `${w.asAt} ${dayMonthYear(s.AsOf)}`;
  const schedule = [...s.Schedule].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  const name = `${w.statement} ${s.LoanNo}`;
  return {
    blocks: [
      {
        kind: 'letterhead',
        name: s.Lender.Name,
        lines: [`${w.licence}: ${s.Lender.LicenceNo}`, s.Lender.Address],
      },
      { kind: 'title', text: w.title, subtitle: asAt },
      {
        kind: 'fields',
        rows: [
          { label: w.borrower, value: s.BorrowerName },
          { label: w.icNo, value: s.BorrowerICNo },
          { label: w.loanNo, value: s.LoanNo },
          { label: w.amount, value: formatRM(s.AmountSen) },
          { label: w.interestRate, value: `${percent(s.InterestRate)} ${w.aYear}` },
          { label: w.installments, value: String(s.NumberOfInstallments) },
          { label: w.totalRepayment, value: formatRM(s.TotalRepaymentSen) },
          { label: w.paidToDate, value: formatRM(s.TotalPaidToDateSen) },
          { label: w.lateCharges, value: formatRM(s.LateChargesSen) },
          { label: w.balance, value: formatRM(s.BalanceOutstandingSen), strong: true },
        ],
      },
      { kind: 'heading', text: w.transactions },
      {
        kind: 'table',
        columns: [
          { header: [w.date], width: 0.54, align: 'left' },
          { header: [w.documentNo], width: 0.92, align: 'left' },
          { header: [w.description], width: 1.55, align: 'left' },
          { header: [w.debit], width: 0.68, align: 'right' },
          { header: [w.credit], width: 0.68, align: 'right' },
          { header: [w.balanceColumn], width: 0.72, align: 'right' },
        ],
        rows: s.Transactions.map((t) => [
          dayMonthYear(t.Date),
          t.DocumentNo,
          describeEntry(t.Description, s.Language, dayMonthYear),
          t.DebitSen ? formatRM(t.DebitSen) : '',
          t.CreditSen ? formatRM(t.CreditSen) : '',
          formatRM(t.BalanceSen),
        ]),
        // The ledger holds interest only as each installment falls due: these lines add its
        // closing balance up to the balance outstanding of the header.
        closing: [
          [
            '',
            notYetBilledOf,
            m.interestNotYetBilled,
            formatRM(s.InterestNotYetBilledSen),
            '',
            formatRM(s.BalanceOutstandingSen),
          ],
        ],
        total: ['', '', w.balance, '', '', formatRM(s.BalanceOutstandingSen)],
        empty: w.noTransactions,
      },
      { kind: 'heading', text: w.schedule },
      {
        kind: 'table',
        columns: [
          { header: [w.installmentNo], width: 0.6, align: 'left' },
          { header: [w.dueDate], width: 1.3, align: 'left' },
          { header: [w.installmentAmount], width: 1.3, align: 'right' },
          { header: [w.paid], width: 1.3, align: 'right' },
          { header: [w.status], width: 1.5, align: 'left' },
        ],
        rows: schedule.map((r) => [
          String(r.InstallmentNo),
          dayMonthYear(r.DueDate),
          formatRM(r.TotalSen),
          formatRM(r.PaidSen),
          r.DaysPastDue ? overdueFor(r.DaysPastDue, s.Language) : w.statuses[r.Status],
        ]),
        ...(schedule.length > 0
          ? {
              total: [
                w.total,
                '',
                formatRM(schedule.reduce((t, r) => t + r.TotalSen, 0)),
                formatRM(schedule.reduce((t, r) => t + r.PaidSen, 0)),
                '',
              ],
            }
          : {}),
        empty: w.noSchedule,
      },
      { kind: 'note', text: w.note },
    ],
    continued: `${name} - ${asAt} (${w.continued})`,
    footer: `${name} - ${asAt} - ${w.page} {page} ${w.of} {pages}`,
    metadata: {
      title: name,
      subject: `${w.loan} ${s.LoanNo} - ${asAt}`,
      keywords: [
        'statement-of-account',
        keyword('loan', s.LoanNo),
        keyword('as-of', s.AsOf),
        `lang:${s.Language}`,
      ],
      author: s.Lender.Name,
      language: s.Language === 'en' ? 'en-MY' : 'ms-MY',
      // Midnight in Malaysia: the statement speaks for the day, and the same day gives the same bytes.
      date: `${s.AsOf}T00:00:00+08:00`,
    },
  };
}
