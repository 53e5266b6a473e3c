import { formatRM } from '@ezc/domain';
import { embedHelvetica, wrap } from '@ezc/platform/documents/pdf-text';
import { PDFDocument, rgb } from 'pdf-lib';

/**
 * The demo's stamp and disbursement receipts: documents a finance officer would upload, made at
 * seed time so a demo loan's receipts open as what they stand for, with the loan's own figures —
 * an LHDN stamp certificate (SIJIL SETEM) for the agreement and the paying bank's transfer advice
 * for the disbursement. Each says it is a specimen of the demo data, not an issued document.
 *
 * This module imports pdf-lib: the seed loads it when it first needs a receipt.
 */

export interface Lender {
  Name: string;
  LicenceNo: string;
  Address: string;
}

export interface StampCertificateInput {
  LoanNo: string;
  BorrowerName: string;
  BorrowerICNo: string;
  Lender: Lender;
  /** YYYY-MM-DD. */
  AgreementDate: string;
  StampingDate: string;
  PrincipalSen: number;
  DutySen: number;
}

export interface TransferAdviceInput {
  LoanNo: string;
  Lender: Lender;
  AmountSen: number;
  Bank: string;
  AccountNo: string;
  AccountName: string;
  RefNo: string;
  /** When the transfer was instructed, YYYY-MM-DD. */
  InstructedOn: string;
  /** The day the money reaches the borrower (the disbursement's payment date), YYYY-MM-DD. */
  PaymentDate: string;
}

type Field = readonly [label: string, value: string];

interface Page {
  issuer: readonly string[];
  title: string;
  subtitle: string;
  fields: readonly Field[];
  notes: readonly string[];
  /** The PDF's own title, subject and date (so the same story always gives the same file). */
  meta: { title: string; subject: string; date: string };
}

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const LABEL_WIDTH = 190;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.4, 0.4, 0.4);
const SPECIMEN =
  'SPECIMEN - EZC Loans demo data, not an issued document / SPESIMEN - data demo, bukan dokumen rasmi';

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'. */
const day = (date: string) => date.split('-').reverse().join('/');

/** One A4 page: the issuer, a title, label and value rows, notes. */
async function onePage(page: Page): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedHelvetica(doc);
  const sheet = doc.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const line = (text: string, size: number, font = fonts.regular, color = ink, x = MARGIN, width = WIDTH) => {
    for (const part of wrap(font, size, text, width)) {
      y -= size * 1.35;
      sheet.drawText(part, { x, y, size, font, color });
    }
  };
  line(page.issuer[0] ?? '', 13, fonts.bold);
  for (const more of page.issuer.slice(1)) line(more, 8.5, fonts.regular, grey);
  y -= 8;
  sheet.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.8, color: ink });
  y -= 14;
  line(page.title, 14, fonts.bold);
  line(page.subtitle, 9.5, fonts.italic, grey);
  y -= 10;
  for (const [label, value] of page.fields) {
    const top = y;
    line(label, 8.5, fonts.regular, grey, MARGIN, LABEL_WIDTH);
    const afterLabel = y;
    y = top;
    line(value, 10, fonts.bold, ink, MARGIN + LABEL_WIDTH + 10, WIDTH - LABEL_WIDTH - 10);
    y = Math.min(y, afterLabel) - 7;
    sheet.drawLine({
      start: { x: MARGIN, y: y + 3 },
      end: { x: MARGIN + WIDTH, y: y + 3 },
      thickness: 0.3,
      color: grey,
    });
  }
  y -= 12;
  for (const note of page.notes) line(note, 8, fonts.italic, grey);
  y -= 6;
  line(SPECIMEN, 8, fonts.bold, grey);
  doc.setTitle(page.meta.title);
  doc.setSubject(page.meta.subject);
  const at = new Date(`${page.meta.date}T02:00:00.000Z`);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  doc.setProducer('EZC Loans');
  doc.setCreator('EZC Loans demo data');
  return doc.save();
}

/**
 * LHDN's stamp certificate for the loan agreement: the instrument, its parties and date, the
 * amount lent and the duty charged on it (Stamp Act 1949, First Schedule item 22(1): RM5 for
 * every RM1,000 or part of it), and when it was stamped.
 */
export function stampCertificate(c: StampCertificateInput): Promise<Uint8Array> {
  return onePage({
    issuer: [
      'LEMBAGA HASIL DALAM NEGERI MALAYSIA',
      'Inland Revenue Board of Malaysia - Stamp Duty Office / Pejabat Duti Setem',
      'Stamp Act 1949 (Act 378) / Akta Setem 1949 (Akta 378)',
    ],
    title: 'SIJIL SETEM / STAMP CERTIFICATE',
    subtitle:
      'e-Stamping: duty paid on the instrument below / duti telah dibayar ke atas surat cara di bawah',
    fields: [
      ['Certificate No. / No. sijil', `SDS-${c.StampingDate.replaceAll('-', '')}-${c.LoanNo}`],
      ['Instrument / Surat cara', 'Loan agreement / Perjanjian pinjaman'],
      ['Loan No. / No. pinjaman', c.LoanNo],
      ['Date of instrument / Tarikh surat cara', day(c.AgreementDate)],
      ['Lender / Pemberi pinjam', `${c.Lender.Name} (licence ${c.Lender.LicenceNo})`],
      ['Borrower / Peminjam', c.BorrowerICNo ? `${c.BorrowerName} (${c.BorrowerICNo})` : c.BorrowerName],
      ['Amount lent / Jumlah pinjaman', formatRM(c.PrincipalSen)],
      ['Rate / Kadar', 'First Schedule item 22(1): RM5 per RM1,000 or part thereof (0.5%)'],
      ['Stamp duty paid / Duti setem dibayar', formatRM(c.DutySen)],
      ['Penalty / Penalti', formatRM(0)],
      ['Stamping date / Tarikh setem', day(c.StampingDate)],
    ],
    notes: [
      'This certificate is to be attached to the instrument named above. / Sijil ini hendaklah dilampirkan bersama surat cara yang dinyatakan di atas.',
    ],
    meta: {
      title: `Stamp certificate for loan ${c.LoanNo}`,
      subject: `Stamp duty ${formatRM(c.DutySen)} on loan agreement ${c.LoanNo} of ${formatRM(c.PrincipalSen)}`,
      date: c.StampingDate,
    },
  });
}

/** The paying bank's advice of the transfer that disbursed the loan into the borrower's account. */
export function transferAdvice(t: TransferAdviceInput): Promise<Uint8Array> {
  return onePage({
    issuer: [t.Lender.Name, t.Lender.Address, `Moneylender's licence No. ${t.Lender.LicenceNo}`],
    title: 'FUND TRANSFER ADVICE / NASIHAT PINDAHAN DANA',
    subtitle: 'Interbank GIRO (IBG) - successful / berjaya',
    fields: [
      ['Instructed on / Diarahkan pada', day(t.InstructedOn)],
      ['Value date / Tarikh nilai', day(t.PaymentDate)],
      ['Reference / Rujukan', t.RefNo],
      [
        'Payment details / Butiran bayaran',
        `Disbursement of loan ${t.LoanNo} / Pengeluaran pinjaman ${t.LoanNo}`,
      ],
      ['From / Daripada', t.Lender.Name],
      ['Beneficiary / Penerima', t.AccountName],
      ['Beneficiary bank / Bank penerima', t.Bank],
      ['Beneficiary account / Akaun penerima', t.AccountNo],
      ['Amount / Amaun', `${formatRM(t.AmountSen)} (MYR)`],
      ['Status', 'Successful / Berjaya'],
    ],
    notes: [
      "The amount is credited to the beneficiary within the bank's IBG schedule. / Amaun dikreditkan kepada penerima mengikut jadual IBG bank.",
    ],
    meta: {
      title: `Transfer advice ${t.RefNo}`,
      subject: `Disbursement of loan ${t.LoanNo}: ${formatRM(t.AmountSen)} to ${t.AccountName}`,
      date: t.InstructedOn,
    },
  });
}
