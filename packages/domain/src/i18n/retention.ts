import type { RetentionRuleId } from '../compliance/retention-policy';
import type { Texts } from './texts';

/**
 * The retention policy as the compliance page shows it: each rule of compliance/retention-policy.ts
 * by its id, with what it erases and what it keeps. The periods come from the policy itself.
 */
const en = {
  retentionPolicy: {
    heading: 'Retention of personal data',
    intro:
      'The Personal Data Protection Act 2010 keeps personal data no longer than its purpose needs. A daily scheduled run applies these rules; each erasure is recorded in the customer’s history, whose rows are never deleted.',
    period: 'Kept for',
    months: '{months} months',
    years: '{years} years',
    erases: 'Erased when the period ends',
    keeps: 'Always kept',
    nothingErased: 'Nothing: these records are kept.',
    rules: {
      unsuccessfulApplicants: {
        title: 'Applicants who never had a loan',
        text: 'A customer whose applications were all rejected or cancelled, or who never applied, counted from their last activity (the last decision, upload or registration). A customer with any application still open is never erased.',
      },
      loanRecords: {
        title: 'Loan and payment records',
        text: 'Loans, their ledgers, payments and receipts are the licensee’s books: kept whole for 7 years after the customer’s last loan ends (completed, settled early or terminated), counted from the last thing that happened to it. Until then nothing of the customer is erased; after it, the person is erased from the books and the figures stay.',
      },
    } satisfies Record<RetentionRuleId, { title: string; text: string }>,
    parts: {
      documents:
        'Uploaded documents and the saved signature (the files and their records), also those kept with the applications and, under the loan-records rule, agreements, signing recordings, payment slips and disbursement proofs',
      signInAccount: 'The sign-in account: deactivated, its sessions ended',
      personalFields:
        'Personal fields: name, NRIC or passport, phone, e-mail, address, employment, bank and company details, the eKYC record, and the person’s values in the audit trail (its rows stay)',
      customerId: 'The customer ID, and the date and rule of the erasure',
      auditTrail: 'The audit trail: every row, with who acted and when (the person’s values taken out)',
      ledger: 'Ledgers and balances',
      loans: 'Loans and their agreements',
      payments: 'Payments and receipts',
      loanAmounts:
        'The figures of loans, payments, receipts and charges (amounts, dates, numbers, statuses), with the loan and receipt numbers',
      erasureRecord: 'The record of the erasure (counts, never the values)',
    },
  },
};

const ms: Texts<typeof en> = {
  retentionPolicy: {
    heading: 'Penyimpanan data peribadi',
    intro:
      'Akta Perlindungan Data Peribadi 2010 tidak membenarkan data peribadi disimpan lebih lama daripada yang diperlukan oleh tujuannya. Larian berjadual setiap hari menguatkuasakan peraturan ini; setiap pemadaman direkodkan dalam sejarah pelanggan, yang barisnya tidak pernah dihapuskan.',
    period: 'Disimpan selama',
    months: '{months} bulan',
    years: '{years} tahun',
    erases: 'Dipadam apabila tempoh tamat',
    keeps: 'Sentiasa disimpan',
    nothingErased: 'Tiada: rekod ini disimpan.',
    rules: {
      unsuccessfulApplicants: {
        title: 'Pemohon yang tidak pernah mendapat pinjaman',
        text: 'Pelanggan yang semua permohonannya ditolak atau dibatalkan, atau yang tidak pernah memohon, dikira dari aktiviti terakhirnya (keputusan, muat naik atau pendaftaran terakhir). Pelanggan yang masih mempunyai permohonan terbuka tidak akan dipadam.',
      },
      loanRecords: {
        title: 'Rekod pinjaman dan bayaran',
        text: 'Pinjaman, lejarnya, bayaran dan resit ialah buku pemegang lesen: disimpan sepenuhnya selama 7 tahun selepas pinjaman terakhir pelanggan tamat (selesai, diselesaikan awal atau ditamatkan), dikira dari perkara terakhir yang berlaku kepadanya. Sebelum itu tiada apa-apa milik pelanggan dipadam; selepas itu, butiran orang itu dipadam daripada buku dan angkanya kekal.',
      },
    },
    parts: {
      documents:
        'Dokumen yang dimuat naik dan tandatangan yang disimpan (fail dan rekodnya), termasuk yang disimpan bersama permohonan dan, di bawah peraturan rekod pinjaman, perjanjian, rakaman tandatangan, slip bayaran dan bukti pengeluaran',
      signInAccount: 'Akaun log masuk: dinyahaktifkan, sesinya ditamatkan',
      personalFields:
        'Butiran peribadi: nama, NRIC atau pasport, telefon, e-mel, alamat, pekerjaan, bank dan butiran syarikat, rekod eKYC, dan nilai peribadi dalam jejak audit (barisnya kekal)',
      customerId: 'ID pelanggan, serta tarikh dan peraturan pemadaman',
      auditTrail:
        'Jejak audit: setiap baris, dengan siapa bertindak dan bila (nilai peribadi orang itu dikeluarkan)',
      ledger: 'Lejar dan baki',
      loans: 'Pinjaman dan perjanjiannya',
      payments: 'Bayaran dan resit',
      loanAmounts:
        'Angka pinjaman, bayaran, resit dan caj (amaun, tarikh, nombor, status), dengan nombor pinjaman dan resit',
      erasureRecord: 'Rekod pemadaman (bilangan sahaja, tidak sekali-kali nilainya)',
    },
  },
};

export const retentionTexts = { en, ms };
