import type { Texts } from './texts';

/**
 * The texts the API itself says for this context (apiErrors, ekycValidation, ekycSms): the Lambdas carry these,
 * never the pages' texts.
 */
const en = {
  /** API failures of eKYC and saved signatures, by code (dots as underscores). */
  apiErrors: {
    EKYC_DOCUMENTS_REQUIRED: 'Upload the front and back of your identity document first.',
    EKYC_CODE_NOT_SENT: 'Request a verification code first.',
    EKYC_ALREADY_COMPLETED: 'Your eKYC is already completed.',
    EKYC_RESEND_TOO_SOON:
      'A code was sent less than 3 minutes ago. You can request a new code in {seconds} seconds.',
    EKYC_TOO_MANY_CODES: 'Too many codes were requested. Please try again in {minutes} minutes.',
    EKYC_PHONE_REQUIRED: 'PhoneNo: enter the mobile number to send the code to.',
    EKYC_NO_CODE: 'There is no code to check. Please request a new code.',
    EKYC_CODE_WRONG: 'The code is not correct. Attempts left: {left}.',
    EKYC_CODE_EXPIRED: 'This code has expired. Please request a new code.',
    EKYC_CODE_ATTEMPTS: 'Too many wrong codes. Please request a new code.',
    EKYC_CODE_USED: 'This code has already been used. Please request a new code.',
    EKYC_VERIFICATION_FAILED:
      'Verification failed. Your eKYC Verification is not successful. Please reperform the eKYC.',
    EKYC_DOCUMENT_NOT_FOUND: 'The identity document image was not found. Please upload it again.',
    EKYC_WRONG_DOCUMENT: 'FrontMediaId must be an eKYC Front image and BackMediaId an eKYC Back image.',
    EKYC_PROVIDER_UNAVAILABLE: 'eKYC verification is not available at the moment. Please try again later.',
    SIGNATURE_NOT_FOUND: 'Signature not found',
    SIGNATURE_EXISTS: 'A signature is already saved: update it instead.',
    SIGNATURE_INVALID_FILE: 'Failed to upload signature',
    SIGNATURE_TYPE_NOT_ALLOWED: 'You can only upload Image (JPG, JPEG, and PNG)',
    SIGNATURE_TOO_LARGE: 'Document must smaller than {maxMb}MB!',
  },
  /** Input checks of the eKYC calls. */
  ekycValidation: {
    code: 'Enter the 6 digits of the code.',
  },
  /** The SMS that carries the eKYC code, in the person's language. */
  ekycSms: {
    code: 'EZC: Your eKYC verification code is {code}. It is valid for {minutes} minutes. Never share this code with anyone.',
  },
};

const ms: Texts<typeof en> = {
  apiErrors: {
    EKYC_DOCUMENTS_REQUIRED: 'Muat naik bahagian depan dan belakang dokumen pengenalan anda terlebih dahulu.',
    EKYC_CODE_NOT_SENT: 'Minta kod pengesahan terlebih dahulu.',
    EKYC_ALREADY_COMPLETED: 'eKYC anda telah pun selesai.',
    EKYC_RESEND_TOO_SOON:
      'Kod telah dihantar kurang daripada 3 minit yang lalu. Anda boleh meminta kod baharu dalam {seconds} saat.',
    EKYC_TOO_MANY_CODES: 'Terlalu banyak kod telah diminta. Sila cuba lagi dalam {minutes} minit.',
    EKYC_PHONE_REQUIRED: 'PhoneNo: masukkan nombor telefon bimbit untuk menerima kod.',
    EKYC_NO_CODE: 'Tiada kod untuk disemak. Sila minta kod baharu.',
    EKYC_CODE_WRONG: 'Kod tidak betul. Baki cubaan: {left}.',
    EKYC_CODE_EXPIRED: 'Kod ini telah tamat tempoh. Sila minta kod baharu.',
    EKYC_CODE_ATTEMPTS: 'Terlalu banyak kod yang salah. Sila minta kod baharu.',
    EKYC_CODE_USED: 'Kod ini telah digunakan. Sila minta kod baharu.',
    EKYC_VERIFICATION_FAILED:
      'Pengesahan gagal. Pengesahan eKYC anda tidak berjaya. Sila lakukan semula eKYC.',
    EKYC_DOCUMENT_NOT_FOUND: 'Imej dokumen pengenalan tidak ditemui. Sila muat naik semula.',
    EKYC_WRONG_DOCUMENT: 'FrontMediaId mestilah imej eKYC Front dan BackMediaId mestilah imej eKYC Back.',
    EKYC_PROVIDER_UNAVAILABLE: 'Pengesahan eKYC tidak tersedia buat masa ini. Sila cuba lagi kemudian.',
    SIGNATURE_NOT_FOUND: 'Tandatangan tidak ditemui',
    SIGNATURE_EXISTS: 'Tandatangan telah pun disimpan: sila kemas kini tandatangan tersebut.',
    SIGNATURE_INVALID_FILE: 'Gagal memuat naik tandatangan',
    SIGNATURE_TYPE_NOT_ALLOWED: 'Anda hanya boleh memuat naik Imej (JPG, JPEG dan PNG)',
    SIGNATURE_TOO_LARGE: 'Dokumen mestilah lebih kecil daripada {maxMb}MB!',
  },
  ekycValidation: {
    code: 'Masukkan 6 digit kod tersebut.',
  },
  ekycSms: {
    code: 'EZC: Kod pengesahan eKYC anda ialah {code}. Kod ini sah selama {minutes} minit. Jangan sekali-kali kongsi kod ini dengan sesiapa.',
  },
};

export const ekycServerTexts = { en, ms };
