import type { Texts } from './texts';

/**
 * The texts the API says for payments and e-mandates (apiErrors keyed by refusal code with
 * '.' → '_'), filled from a refusal's details.
 */
const en = {
  apiErrors: {
    MANDATE_LOAN_NOT_FOUND: 'Loan not found',
    MANDATE_NOT_FOUND: 'Mandate not found',
    MANDATE_LIVE:
      "This loan already has an e-mandate that is '{status}'. A new one can be registered only if the bank rejects it.",
    MANDATE_LOAN_ENDED: "A loan that is '{status}' cannot have an e-mandate set up.",
    MANDATE_AMOUNT_REQUIRED: 'Enter the amount the bank may debit each month.',
    MANDATE_ALREADY_REGISTERED: 'This mandate is already waiting for approval.',
    MANDATE_ALREADY_ACTIVE: 'This mandate is already active.',
    MANDATE_NOT_PENDING: 'Only a mandate waiting for approval can be approved or rejected.',
    PAYMENT_NOT_FOUND: 'Payment not found.',
    PAYMENT_RECEIPT_NOT_FOUND: 'Payment receipt not found.',
    PAYMENT_BAD_METHOD: 'Choose a payment method: Bank Transfer, FPX / Online Banking, Cash or Cheque.',
    PAYMENT_MANDATE_ONLY:
      "E-Mandate payments are made only by the bank's debits under the loan's e-mandate. Choose how the money was paid: Bank Transfer, FPX / Online Banking, Cash or Cheque.",
    PAYMENT_DATE_IN_FUTURE: 'The payment date cannot be later than today ({today}).',
    PAYMENT_DATE_BEFORE_DISBURSEMENT:
      "The payment date cannot be earlier than the loan's disbursement on {disbursed}.",
    PAYMENT_LOAN_CLOSED: "A loan that is '{status}' takes no more payments.",
    PAYMENT_RECEIPT_CLOSED: 'A receipt can be uploaded only while the payment waits for confirmation.',
    PAYMENT_RECEIPT_UNREADABLE: 'The receipt file could not be read: send it as base64.',
    PAYMENT_OVERPAYMENT: 'The amount is more than the {outstanding} outstanding on this loan.',
    PAYMENT_BAD_AMOUNT: 'The amount paid must be at least RM 0.01.',
    PAYMENT_ALREADY_SUBMITTED: 'This payment is already waiting for confirmation.',
    PAYMENT_NOT_SUBMITTED: 'This payment has not been submitted for confirmation.',
    ACCOUNT_BUSY: 'The loan account is busy; try again.',
    SETTLEMENT_AMOUNT_MISMATCH: 'The amount must be the settlement total of {total}.',
    SETTLEMENT_PENDING: 'A full settlement of this loan is already waiting for confirmation.',
    SETTLEMENT_NOT_ALLOWED: "A loan that is '{status}' cannot be settled.",
    INVOICE_NOT_FOUND: 'Invoice not found.',
    INVOICE_NOT_LPC: 'Only a late payment charge invoice can be cancelled.',
    INVOICE_NOT_CANCELLABLE: 'Only an unpaid invoice can be cancelled.',
    CREDIT_NOTE_NOT_FOUND: 'Credit note not found.',
    WEBHOOK_BAD_SIGNATURE: 'The webhook signature is missing, invalid or expired.',
  },
};

const ms: Texts<typeof en> = {
  apiErrors: {
    MANDATE_LOAN_NOT_FOUND: 'Pinjaman tidak dijumpai',
    MANDATE_NOT_FOUND: 'Mandat tidak dijumpai',
    MANDATE_LIVE:
      "Pinjaman ini sudah mempunyai e-mandat yang berstatus '{status}'. E-mandat baharu hanya boleh didaftarkan jika bank menolaknya.",
    MANDATE_LOAN_ENDED: "Pinjaman yang berstatus '{status}' tidak boleh mempunyai e-mandat.",
    MANDATE_AMOUNT_REQUIRED: 'Masukkan jumlah yang boleh didebit oleh bank setiap bulan.',
    MANDATE_ALREADY_REGISTERED: 'Mandat ini sedang menunggu kelulusan.',
    MANDATE_ALREADY_ACTIVE: 'Mandat ini sudah aktif.',
    MANDATE_NOT_PENDING: 'Hanya mandat yang menunggu kelulusan boleh diluluskan atau ditolak.',
    PAYMENT_NOT_FOUND: 'Bayaran tidak dijumpai.',
    PAYMENT_RECEIPT_NOT_FOUND: 'Resit bayaran tidak dijumpai.',
    PAYMENT_BAD_METHOD: 'Pilih kaedah bayaran: Pindahan Bank, FPX / Perbankan Dalam Talian, Tunai atau Cek.',
    PAYMENT_MANDATE_ONLY:
      'Bayaran E-Mandat dibuat hanya melalui debit bank di bawah e-mandat pinjaman. Pilih cara wang dibayar: Pindahan Bank, FPX / Perbankan Dalam Talian, Tunai atau Cek.',
    PAYMENT_DATE_IN_FUTURE: 'Tarikh bayaran tidak boleh lewat daripada hari ini ({today}).',
    PAYMENT_DATE_BEFORE_DISBURSEMENT:
      'Tarikh bayaran tidak boleh lebih awal daripada pengeluaran pinjaman pada {disbursed}.',
    PAYMENT_LOAN_CLOSED: "Pinjaman yang berstatus '{status}' tidak menerima bayaran lagi.",
    PAYMENT_RECEIPT_CLOSED: 'Resit hanya boleh dimuat naik semasa bayaran menunggu pengesahan.',
    PAYMENT_RECEIPT_UNREADABLE: 'Fail resit tidak dapat dibaca: hantar sebagai base64.',
    PAYMENT_OVERPAYMENT: 'Jumlah ini melebihi baki tertunggak {outstanding} bagi pinjaman ini.',
    PAYMENT_BAD_AMOUNT: 'Jumlah bayaran mestilah sekurang-kurangnya RM 0.01.',
    PAYMENT_ALREADY_SUBMITTED: 'Bayaran ini sedang menunggu pengesahan.',
    PAYMENT_NOT_SUBMITTED: 'Bayaran ini belum dihantar untuk pengesahan.',
    ACCOUNT_BUSY: 'Akaun pinjaman sedang sibuk; cuba lagi.',
    SETTLEMENT_AMOUNT_MISMATCH: 'Jumlah mestilah jumlah penyelesaian sebanyak {total}.',
    SETTLEMENT_PENDING: 'Penyelesaian penuh pinjaman ini sedang menunggu pengesahan.',
    SETTLEMENT_NOT_ALLOWED: "Pinjaman yang berstatus '{status}' tidak boleh diselesaikan.",
    INVOICE_NOT_FOUND: 'Invois tidak dijumpai.',
    INVOICE_NOT_LPC: 'Hanya invois caj lewat bayar boleh dibatalkan.',
    INVOICE_NOT_CANCELLABLE: 'Hanya invois yang belum dibayar boleh dibatalkan.',
    CREDIT_NOTE_NOT_FOUND: 'Nota kredit tidak dijumpai.',
    WEBHOOK_BAD_SIGNATURE: 'Tandatangan webhook tiada, tidak sah atau telah tamat tempoh.',
  },
};

export const paymentsServerTexts = { en, ms };
