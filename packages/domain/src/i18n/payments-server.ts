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
    WEBHOOK_BAD_SIGNATURE: 'Tandatangan webhook tiada, tidak sah atau telah tamat tempoh.',
  },
};

export const paymentsServerTexts = { en, ms };
