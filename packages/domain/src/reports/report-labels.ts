import type { Language } from '../constants';
import { lendingTexts } from '../i18n/lending';
import { paymentsTexts } from '../i18n/payments';
import { reportsTexts } from '../i18n/reports';
import { statusKey } from '../i18n/status-key';
import { formatRM } from '../lending/money';
import { describeEntry, paymentMethodIn } from '../payments/entry-description';
import type { ReportColumn } from './report-columns';
import { OUTSTANDING_STATUS, type ReportName } from './report-rows';

/** A day as the product shows it: 2026-11-27 → 27/11/2026. */
export const showDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : day;

/** The words of a report's statuses: installments', payments' or loans'. */
export function statusLabel(report: ReportName, status: string, lang: Language): string {
  if (status === OUTSTANDING_STATUS) return reportsTexts[lang].reportPages.filters.outstanding;
  const group: Readonly<Record<string, string>> =
    report === 'installments' || report === 'lpc'
      ? lendingTexts[lang].lending.scheduleStatus
      : report === 'payments'
        ? paymentsTexts[lang].paymentPages.paymentStatus
        : lendingTexts[lang].lending.loanStatus;
  return group[statusKey(status)] ?? status;
}

export const columnLabel = (field: string, lang: Language): string =>
  (reportsTexts[lang].reportPages.columns as Readonly<Record<string, string>>)[field] ?? field;

/**
 * A cell told in `lang`: for the screen (`screen`: days as DD/MM/YYYY, money as RM 1,234.56) or
 * for a file (days YYYY-MM-DD and money as a plain number, so a spreadsheet can sort and add them).
 */
export function cellText(
  report: ReportName,
  column: ReportColumn,
  value: unknown,
  lang: Language,
  target: 'screen' | 'file',
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (column.kind) {
    case 'money':
      return target === 'screen' ? formatRM(Math.round(Number(value) * 100)) : Number(value).toFixed(2);
    case 'date':
      return target === 'screen' ? showDay(String(value)) : String(value);
    case 'status':
      return statusLabel(report, String(value), lang);
    case 'method':
      return paymentMethodIn(String(value), lang);
    case 'kind':
      return (
        (paymentsTexts[lang].paymentPages.paymentKind as Readonly<Record<string, string>>)[
          statusKey(String(value))
        ] ?? String(value)
      );
    case 'entry':
      return describeEntry(String(value), lang, showDay);
    default:
      return String(value);
  }
}
