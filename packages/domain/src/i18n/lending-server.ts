import { type LendingRuleTextKey, lendingRuleTexts } from '../lending/rule-texts';
import type { Texts } from './texts';

/**
 * The texts the API itself says for lending (apiErrors, lendingValidation): the Lambdas carry
 * these, never the pages' texts. A refusal's values (`{limit}`, `{sku}`...) come from its
 * error's details.
 */
const en = {
  apiErrors: {
    LENDING_RATE_ABOVE_CAP:
      'Under the Moneylenders Act 1951 the interest rate may be at most {limit}% a year for this loan (12% with collateral, 18% without).',
    LENDING_SIMPLE_INTEREST_ONLY:
      'Under the Moneylenders Act 1951 only simple interest may be charged; choose the Simple interest type or mark the product as under another regime.',
    LENDING_INTEREST_ABOVE_PRINCIPAL:
      'Under the Moneylenders Act 1951 the total interest ({interest}) may not be more than the amount lent ({principal}).',
    LENDING_ACTION_FORBIDDEN: 'Your role may not do this: {action}.',
    APPLICATION_NOT_ALLOWED: "An application that is '{status}' cannot be changed this way.",
    APPLICATION_NOT_FOUND: 'Application not found',
    APPLICATION_AMOUNT_OUT_OF_RANGE: 'The amount for this product must be from {min} to {max}.',
    APPLICATION_INSTALLMENTS_OUT_OF_RANGE:
      'The number of installments for this product must be from 1 to {max}.',
    LOAN_NOT_ALLOWED: "A loan that is '{status}' cannot be changed this way.",
    LOAN_NOT_FOUND: 'Loan not found',
    LOAN_DISBURSEMENT_ABOVE_AMOUNT:
      'The amount disbursed ({disbursed}) cannot be more than the loan amount ({amount}).',
    LOAN_DATE_IN_FUTURE: '{field} cannot be a date in the future.',
    LOAN_RECEIPT_UNREADABLE: 'The receipt file could not be read: send it as base64.',
    DOCUMENT_NOT_FOUND: 'No file found',
    SCHEDULE_NOT_FOUND: 'Installment not found',
    SCHEDULE_PREVIOUS_UNPAID: 'Previous installment needs to be paid',
    SCHEDULE_ALREADY_ACTIVE: 'Installment has already been activated.',
    SCHEDULE_ALREADY_PAID: 'This installment is already paid.',
    SCHEDULE_BAD_TERMS: 'A repayment schedule cannot be made from these loan terms.',
    PRODUCT_EXISTS: 'A product with SKU {sku} already exists.',
    PRODUCT_NOT_FOUND: 'Product not found',
    PRODUCT_IN_USE:
      'Applications or loans use product {sku}, so it cannot be deleted; set it Inactive instead.',
    PRODUCT_INACTIVE: 'Product {sku} is not open for new applications.',
    PRODUCT_FEE_NOT_FOUND: 'Fee not found',
    PRODUCT_PACKAGE_NOT_FOUND: 'There is no package {packageCode}.',
    PACKAGE_EXISTS: 'A package with code {packageCode} already exists.',
    PACKAGE_NOT_FOUND: 'Package not found',
    PACKAGE_IN_USE: 'Products belong to package {packageCode}, so it cannot be deleted.',
    PACKAGE_PARTNER_NOT_FOUND: 'There is no partner {partnerCode}.',
    PARTNER_EXISTS: 'A partner with code {partnerCode} already exists.',
    PARTNER_NOT_FOUND: 'Partner not found',
    PARTNER_IN_USE: 'A package names partner {partnerCode}, so it cannot be deleted.',
    DOCUMENT_TYPE_NOT_ALLOWED: 'You can only upload JPG, JPEG, PNG and PDF',
    APPLICATION_CHANGED: 'The application was changed by someone else; reload it and try again.',
    LOAN_CHANGED: 'The loan was changed by someone else; reload it and try again.',
    CUSTOMER_NOT_FOUND: 'Customer not found',
    NOTE_NOT_ALLOWED: 'You may not read or write notes on this record.',
  },
  /**
   * What the borrower or staff is told after a lending step succeeds, with spec §9's waiting
   * times (the answers' `message`).
   */
  lendingAnswers: {
    inReview: 'Your application is in review. Review takes 3 to 5 working days.',
    pendingProfile:
      'Your application is saved. It goes to review once your profile is complete and the required documents are uploaded; review then takes 3 to 5 working days.',
    draftSaved: 'Your application is saved as a draft. Submit it when you are ready.',
    stamped: 'Stamping confirmed. Disbursement takes 3 to 5 working days.',
    disbursed: 'Disbursement confirmed.',
    terminationRequested: 'The loan is being terminated.',
  },
  /** The lending field rules' texts (lending/rule-texts.ts), keyed as their issues name them. */
  lendingValidation: lendingRuleTexts as Record<LendingRuleTextKey, string>,
};

const ms: Texts<typeof en> = {
  apiErrors: {
    LENDING_RATE_ABOVE_CAP:
      'Di bawah Akta Pemberi Pinjam Wang 1951, kadar faedah paling tinggi ialah {limit}% setahun bagi pinjaman ini (12% dengan cagaran, 18% tanpa cagaran).',
    LENDING_SIMPLE_INTEREST_ONLY:
      'Di bawah Akta Pemberi Pinjam Wang 1951, hanya faedah mudah boleh dikenakan; pilih jenis faedah Simple atau tandakan produk sebagai di bawah rejim lain.',
    LENDING_INTEREST_ABOVE_PRINCIPAL:
      'Di bawah Akta Pemberi Pinjam Wang 1951, jumlah faedah ({interest}) tidak boleh melebihi jumlah yang dipinjamkan ({principal}).',
    LENDING_ACTION_FORBIDDEN: 'Peranan anda tidak dibenarkan melakukan ini: {action}.',
    APPLICATION_NOT_ALLOWED: "Permohonan yang berstatus '{status}' tidak boleh diubah dengan cara ini.",
    APPLICATION_NOT_FOUND: 'Permohonan tidak ditemui',
    APPLICATION_AMOUNT_OUT_OF_RANGE: 'Jumlah bagi produk ini mestilah antara {min} hingga {max}.',
    APPLICATION_INSTALLMENTS_OUT_OF_RANGE: 'Bilangan ansuran bagi produk ini mestilah antara 1 hingga {max}.',
    LOAN_NOT_ALLOWED: "Pinjaman yang berstatus '{status}' tidak boleh diubah dengan cara ini.",
    LOAN_NOT_FOUND: 'Pinjaman tidak ditemui',
    LOAN_DISBURSEMENT_ABOVE_AMOUNT:
      'Jumlah yang dikeluarkan ({disbursed}) tidak boleh melebihi jumlah pinjaman ({amount}).',
    LOAN_DATE_IN_FUTURE: '{field} tidak boleh tarikh pada masa hadapan.',
    LOAN_RECEIPT_UNREADABLE: 'Fail resit tidak dapat dibaca: hantar sebagai base64.',
    DOCUMENT_NOT_FOUND: 'Tiada fail ditemui',
    SCHEDULE_NOT_FOUND: 'Ansuran tidak ditemui',
    SCHEDULE_PREVIOUS_UNPAID: 'Ansuran sebelumnya perlu dibayar',
    SCHEDULE_ALREADY_ACTIVE: 'Ansuran telah pun diaktifkan.',
    SCHEDULE_ALREADY_PAID: 'Ansuran ini telah pun dibayar.',
    SCHEDULE_BAD_TERMS: 'Jadual pembayaran balik tidak dapat dibuat daripada terma pinjaman ini.',
    PRODUCT_EXISTS: 'Produk dengan SKU {sku} sudah wujud.',
    PRODUCT_NOT_FOUND: 'Produk tidak ditemui',
    PRODUCT_IN_USE:
      'Permohonan atau pinjaman menggunakan produk {sku}, jadi ia tidak boleh dipadam; tetapkan sebagai Inactive.',
    PRODUCT_INACTIVE: 'Produk {sku} tidak dibuka untuk permohonan baharu.',
    PRODUCT_FEE_NOT_FOUND: 'Fi tidak ditemui',
    PRODUCT_PACKAGE_NOT_FOUND: 'Tiada pakej {packageCode}.',
    PACKAGE_EXISTS: 'Pakej dengan kod {packageCode} sudah wujud.',
    PACKAGE_NOT_FOUND: 'Pakej tidak ditemui',
    PACKAGE_IN_USE: 'Terdapat produk dalam pakej {packageCode}, jadi ia tidak boleh dipadam.',
    PACKAGE_PARTNER_NOT_FOUND: 'Tiada rakan kongsi {partnerCode}.',
    PARTNER_EXISTS: 'Rakan kongsi dengan kod {partnerCode} sudah wujud.',
    PARTNER_NOT_FOUND: 'Rakan kongsi tidak ditemui',
    PARTNER_IN_USE: 'Sebuah pakej menamakan rakan kongsi {partnerCode}, jadi ia tidak boleh dipadam.',
    DOCUMENT_TYPE_NOT_ALLOWED: 'Anda hanya boleh memuat naik JPG, JPEG, PNG dan PDF',
    APPLICATION_CHANGED: 'Permohonan telah diubah oleh orang lain; muat semula dan cuba lagi.',
    LOAN_CHANGED: 'Pinjaman telah diubah oleh orang lain; muat semula dan cuba lagi.',
    CUSTOMER_NOT_FOUND: 'Pelanggan tidak ditemui',
    NOTE_NOT_ALLOWED: 'Anda tidak boleh membaca atau menulis nota pada rekod ini.',
  },
  lendingAnswers: {
    inReview: 'Permohonan anda sedang disemak. Semakan mengambil masa 3 hingga 5 hari bekerja.',
    pendingProfile:
      'Permohonan anda telah disimpan. Ia akan disemak sebaik sahaja profil anda lengkap dan dokumen yang diperlukan dimuat naik; semakan kemudian mengambil masa 3 hingga 5 hari bekerja.',
    draftSaved: 'Permohonan anda disimpan sebagai draf. Hantar apabila anda bersedia.',
    stamped: 'Pencapan disahkan. Pengeluaran wang mengambil masa 3 hingga 5 hari bekerja.',
    disbursed: 'Pengeluaran wang disahkan.',
    terminationRequested: 'Pinjaman sedang ditamatkan.',
  },
  lendingValidation: {
    amount: 'Masukkan jumlah dalam ringgit, cth. 1000 atau 1000.50.',
    amountPositive: 'Jumlah mestilah lebih daripada RM 0.00.',
    amountDecimals: 'Gunakan paling banyak 2 tempat perpuluhan (sen).',
    amountMax: 'Jumlah paling tinggi ialah RM {max}.',
    amountNotNegative: 'Jumlah tidak boleh kurang daripada RM 0.00.',
    percent: 'Masukkan peratusan, cth. 18 atau 12.5.',
    percentRange: 'Masukkan peratusan antara {min} hingga {max}.',
    percentPositive: 'Peratusan mestilah lebih daripada 0.',
    percentDecimals: 'Gunakan paling banyak 2 tempat perpuluhan.',
    wholeNumber: 'Masukkan nombor bulat antara {min} hingga {max}.',
    code: 'Gunakan huruf besar A-Z, digit 0-9, - dan _ sahaja (paling banyak {max}).',
    minAboveMax: 'Jumlah minimum tidak boleh melebihi jumlah maksimum.',
    marginRequired: 'Masukkan margin kadar berubah bagi peratusan faedah berubah.',
    penaltyRequired: 'Masukkan penalti penyelesaian awal, atau pilih None.',
    feeAmountRequired: 'Masukkan jumlah fi.',
    feePercentageRequired: 'Masukkan peratusan fi.',
    associatedObjects: 'Pilih sekurang-kurangnya satu perkara yang dikenakan fi.',
    date: 'Masukkan tarikh sebagai YYYY-MM-DD.',
  },
};

export const lendingServerTexts = { en, ms };
