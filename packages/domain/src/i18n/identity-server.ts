import type { Texts } from './texts';

/**
 * The texts the API itself says for this context (mail, apiErrors): the Lambdas carry these,
 * never the pages' texts.
 */
const en = {
  /** E-mails identity sends; `{link}` and `{name}` are filled in. */
  mail: {
    resetSubject: 'Reset your EZC password',
    resetBody:
      'Dear {name},\n\nWe received a request to reset your password. Open this link within {minutes} minutes to choose a new one:\n{link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.',
    changedSubject: 'Your EZC password was changed',
    changedBody:
      'Dear {name},\n\nThe password of your EZC account was just changed, and every other session was signed out. If this was you, there is nothing to do.\n\nIf it was not you, reset your password at once from the sign-in page and tell us.',
  },
  apiErrors: {
    AUTH_INVALID_CREDENTIALS: 'Invalid email or password.',
    AUTH_LOCKED: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
    AUTH_ACCOUNT_INACTIVE: 'Your account is inactive. Please contact us for help.',
    AUTH_INVALID_CODE: 'The sign-in code is invalid or has expired.',
    AUTH_UNKNOWN_CLIENT: 'Unknown client.',
    AUTH_RESET_LINK_INVALID: 'This reset link is invalid or has expired. Please request a new one.',
    USER_NOT_FOUND: 'User not found',
    USER_SELF_STATUS: 'You cannot change the status of your own account.',
    ROLE_NOT_FOUND: 'Role not found',
    ROLE_UNKNOWN: 'Unknown role id.',
    USER_STATUS_UNCHANGED: 'The user already has that status.',
    AUTH_MFA_REQUIRED: 'Enter the 6-digit code from your authenticator app.',
    AUTH_MFA_INVALID: 'That code is not right. Check your authenticator app and try again.',
    AUTH_MFA_ENROLMENT_EXPIRED: 'This set-up has expired. Sign in again to set up two-step sign-in.',
    AUTH_MFA_ENROLMENT_REQUIRED: 'Two-step sign-in must be set up first: sign in on the staff login page.',
    AUTH_MFA_NOT_ENROLLED: 'This user has not set up two-step sign-in.',
    AUTH_WRONG_PASSWORD: 'Your current password is not right.',
    ACCOUNT_EMAIL_TAKEN: 'An account with this e-mail already exists.',
    ACCOUNT_PASSWORD_MISMATCH: 'The passwords do not match.',
    ACCOUNT_REGISTRATIONS_LIMITED:
      'Too many accounts were registered from this network. Please try again in an hour.',
    MACHINE_UNKNOWN_STATUS: 'This record is in a status the system no longer knows. Please contact support.',
  },
};

const ms: Texts<typeof en> = {
  mail: {
    resetSubject: 'Tetapkan semula kata laluan EZC anda',
    resetBody:
      'Kepada {name},\n\nKami menerima permintaan untuk menetapkan semula kata laluan anda. Buka pautan ini dalam masa {minutes} minit untuk memilih kata laluan baharu:\n{link}\n\nJika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
    changedSubject: 'Kata laluan EZC anda telah ditukar',
    changedBody:
      'Kepada {name},\n\nKata laluan akaun EZC anda baru sahaja ditukar, dan semua sesi lain telah dilog keluar. Jika ini anda, tiada apa-apa yang perlu dilakukan.\n\nJika bukan anda, tetapkan semula kata laluan anda dengan segera dari halaman log masuk dan maklumkan kepada kami.',
  },
  apiErrors: {
    AUTH_INVALID_CREDENTIALS: 'E-mel atau kata laluan tidak sah.',
    AUTH_LOCKED: 'Terlalu banyak cubaan log masuk yang gagal. Sila cuba lagi dalam {minutes} minit.',
    AUTH_ACCOUNT_INACTIVE: 'Akaun anda tidak aktif. Sila hubungi kami untuk bantuan.',
    AUTH_INVALID_CODE: 'Kod log masuk tidak sah atau telah tamat tempoh.',
    AUTH_UNKNOWN_CLIENT: 'Klien tidak dikenali.',
    AUTH_RESET_LINK_INVALID:
      'Pautan tetapan semula ini tidak sah atau telah tamat tempoh. Sila minta pautan baharu.',
    USER_NOT_FOUND: 'Pengguna tidak ditemui',
    USER_SELF_STATUS: 'Anda tidak boleh menukar status akaun anda sendiri.',
    ROLE_NOT_FOUND: 'Peranan tidak ditemui',
    ROLE_UNKNOWN: 'ID peranan tidak dikenali.',
    USER_STATUS_UNCHANGED: 'Pengguna sudah mempunyai status itu.',
    AUTH_MFA_REQUIRED: 'Masukkan kod 6 digit daripada aplikasi pengesah anda.',
    AUTH_MFA_INVALID: 'Kod itu tidak betul. Semak aplikasi pengesah anda dan cuba lagi.',
    AUTH_MFA_ENROLMENT_EXPIRED:
      'Persediaan ini telah tamat tempoh. Log masuk semula untuk menyediakan log masuk dua langkah.',
    AUTH_MFA_ENROLMENT_REQUIRED:
      'Log masuk dua langkah perlu disediakan dahulu: log masuk di halaman log masuk kakitangan.',
    AUTH_MFA_NOT_ENROLLED: 'Pengguna ini belum menyediakan log masuk dua langkah.',
    AUTH_WRONG_PASSWORD: 'Kata laluan semasa anda tidak betul.',
    ACCOUNT_EMAIL_TAKEN: 'Akaun dengan e-mel ini sudah wujud.',
    ACCOUNT_PASSWORD_MISMATCH: 'Kata laluan tidak sepadan.',
    ACCOUNT_REGISTRATIONS_LIMITED:
      'Terlalu banyak akaun telah didaftarkan dari rangkaian ini. Sila cuba lagi dalam sejam.',
    MACHINE_UNKNOWN_STATUS:
      'Rekod ini berada dalam status yang tidak lagi dikenali oleh sistem. Sila hubungi sokongan.',
  },
};

export const identityServerTexts = { en, ms };
