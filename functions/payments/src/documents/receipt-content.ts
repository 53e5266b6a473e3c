import { formatRM, paymentMethodIn } from '@ezc/domain';
import { amountInWords } from './amount-in-words';
import type { ReceiptInput } from './document-inputs';
import { dayMonthYear, keyword, malaysiaDateTime } from './document-labels';
import type { PdfContent } from './pdf-content';

/**
 * The official receipt the Moneylenders Act requires for every payment: who received how much
 * from whom, for which loan, and how it was applied. Every label is in English and Malay, because
 * the borrower may read either and the receipt is one document for both.
 */

/** The method in English, and in Malay too where it has a name of its own. */
const method = (m: string) => {
  const ms = paymentMethodIn(m, 'ms');
  return ms !== m ? `${m} / ${ms}` : m;
};

/** The receipt's words for `r` (already parsed by `receiptInputSchema`). */
export function receiptContent(r: ReceiptInput): PdfContent {
  const rowTotal = (a: ReceiptInput['Allocation'][number]) =>
    a.LateChargeSen + a.InterestSen + a.PrincipalSen;
  const sum = (pick: (a: ReceiptInput['Allocation'][number]) => number) =>
    r.Allocation.reduce((total, a) => total + pick(a), 0);
  const rows = [...r.Allocation]
    .sort((a, b) => a.InstallmentNo - b.InstallmentNo)
    .map((a) => [
      String(a.InstallmentNo),
      formatRM(a.LateChargeSen),
      formatRM(a.InterestSen),
      formatRM(a.PrincipalSen),
      formatRM(rowTotal(a)),
    ]);
  return {
    blocks: [
      {
        kind: 'letterhead',
        name: r.Lender.Name,
        lines: [
          `Moneylender's licence No. / No. lesen pemberi pinjam wang: ${r.Lender.LicenceNo}`,
          r.Lender.Address,
        ],
      },
      { kind: 'title', text: 'OFFICIAL RECEIPT', subtitle: 'RESIT RASMI' },
      {
        kind: 'fields',
        rows: [
          { label: 'Receipt No. / No. resit', value: r.ReceiptNo, strong: true },
          { label: 'Date paid / Tarikh bayaran', value: dayMonthYear(r.PaidOn) },
          { label: 'Received from / Diterima daripada', value: r.BorrowerName },
          { label: 'NRIC or registration No. / No. KP atau pendaftaran', value: r.BorrowerICNo },
          { label: 'Loan No. / No. pinjaman', value: r.LoanNo },
          { label: 'Payment method / Kaedah bayaran', value: method(r.Method) },
          ...(r.RefNo ? [{ label: 'Reference No. / No. rujukan', value: r.RefNo }] : []),
          { label: 'Payment ID / ID bayaran', value: r.PaymentId },
          { label: 'Amount / Amaun', value: formatRM(r.AmountSen), strong: true },
          {
            label: 'Amount in words / Amaun dalam perkataan',
            value: amountInWords(r.AmountSen, 'en'),
            second: amountInWords(r.AmountSen, 'ms'),
          },
        ],
      },
      { kind: 'heading', text: 'Payment applied to / Bayaran digunakan untuk' },
      {
        kind: 'table',
        columns: [
          { header: ['Installment', 'Ansuran'], width: 1.1, align: 'left' },
          { header: ['Late charges', 'Caj lewat'], width: 1, align: 'right' },
          { header: ['Interest', 'Faedah'], width: 1, align: 'right' },
          { header: ['Principal', 'Prinsipal'], width: 1, align: 'right' },
          { header: ['Total', 'Jumlah'], width: 1, align: 'right' },
        ],
        rows,
        ...(rows.length > 1
          ? {
              total: [
                'Total / Jumlah',
                formatRM(sum((a) => a.LateChargeSen)),
                formatRM(sum((a) => a.InterestSen)),
                formatRM(sum((a) => a.PrincipalSen)),
                formatRM(sum(rowTotal)),
              ],
            }
          : {}),
        empty: 'No installment was paid by this payment. / Tiada ansuran dibayar dengan bayaran ini.',
      },
      {
        kind: 'fields',
        rows: [
          { label: 'Held as credit / Disimpan sebagai kredit', value: formatRM(r.CreditHeldSen) },
          {
            label: 'Balance outstanding after this payment / Baki tertunggak selepas bayaran ini',
            value: formatRM(r.BalanceAfterSen),
            strong: true,
          },
          { label: 'Issued at / Dikeluarkan pada', value: malaysiaDateTime(r.IssuedAt) },
        ],
      },
      {
        kind: 'note',
        text: 'This receipt is computer generated and needs no signature. / Resit ini dijana oleh komputer dan tidak memerlukan tandatangan.',
      },
    ],
    continued: `Official receipt ${r.ReceiptNo} (continued) / Resit rasmi ${r.ReceiptNo} (sambungan)`,
    footer: `Official receipt ${r.ReceiptNo} - page {page} of {pages} / Resit rasmi ${r.ReceiptNo} - muka surat {page} daripada {pages}`,
    metadata: {
      title: `Official receipt ${r.ReceiptNo}`,
      subject: `Payment ${r.PaymentId} for loan ${r.LoanNo} / Bayaran ${r.PaymentId} bagi pinjaman ${r.LoanNo}`,
      keywords: [
        'official-receipt',
        keyword('receipt', r.ReceiptNo),
        keyword('payment', r.PaymentId),
        keyword('loan', r.LoanNo),
      ],
      author: r.Lender.Name,
      language: 'en-MY',
      date: r.IssuedAt,
    },
  };
}
