import type { LoanRow } from './subject-records';

/**
 * How the export tells dates, instants, sizes and a schedule: plain functions with no imports,
 * shared by the JSON (the customers function) and the PDF's wording (its lazily loaded module).
 */

const MYT_MS = 8 * 3600 * 1000;

/** '2026-11-27T01:15:00.000Z' → '2026-11-27T09:15:00+08:00': the instant, told in Malaysia. */
export function malaysiaInstant(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return `${new Date(t + MYT_MS).toISOString().slice(0, 19)}+08:00`;
}

/** '2026-11-27' → '27/11/2026', as the product shows dates. */
export const dayMonthYear = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split('-');
  return d && m && y ? `${d}/${m}/${y}` : date;
};

/** An instant as the borrower reads it: '27/11/2026 09:15 MYT'. */
export const malaysiaDateTime = (iso: string) => {
  const mine = malaysiaInstant(iso);
  return mine === iso ? iso : `${dayMonthYear(mine)} ${mine.slice(11, 16)} MYT`;
};

/** 2048 → '2.0 KB'. */
export const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What a loan's schedule comes to: installments paid of all, and the next still to pay. */
export function scheduleSummary(loan: LoanRow) {
  const rows = [...loan.Schedule].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  const next = rows.find((r) => r.Status !== 'Paid');
  return {
    Installments: rows.length,
    InstallmentsPaid: rows.filter((r) => r.Status === 'Paid').length,
    ...(rows[0] ? { FirstDueDate: rows[0].DueDate } : {}),
    ...(next ? { NextDueDate: next.DueDate, NextDueSen: next.TotalSen - next.PaidSen } : {}),
  };
}
