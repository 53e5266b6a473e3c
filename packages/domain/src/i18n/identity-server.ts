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
    verifySubject: 'Verify your e-mail address for EZC',
    verifyBody:
      'Dear {name},\n\nThank you for registering with EZC. Open this link within {hours} hours to verify your e-mail address:\n{link}\n\nYou need a verified e-mail address to apply for a loan. If you did not register, ignore this e-mail.',
    mfaSetupSubject: 'Set up two-step sign-in for EZC',
    mfaSetupBody:
      'Dear {name},\n\nYour role signs in with a password and a code from an authenticator app on your phone. Open this link within {minutes} minutes to set it up; it works once:\n{link}\n\nThen sign in with your password and a code from the app.\n\nIf you did not just sign in, someone else knows your password: change it at once and tell your administrator.',
    registeredSubject: 'Someone tried to register with your e-mail address',
    registeredBody:
      'Dear {name},\n\nSomeone, perhaps you, tried to register a new EZC account with this e-mail address, which already has an account. Nothing was changed.\n\nIf it was you, sign in with your password here, or choose "Forgot password?" there to set a new one:\n{link}\n\nIf it was not you, you can ignore this e-mail.',
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
    AUTH_MFA_ENROLMENT_EXPIRED:
      'This set-up link has expired or was used already. Sign in again to be sent a new one.',
    AUTH_MFA_ENROLMENT_SENT:
      'Two-step sign-in must be set up before you sign in. We have e-mailed you a link to set it up: it works once, within 10 minutes.',
    AUTH_MFA_NOT_ENROLLED: 'This user has not set up two-step sign-in.',
    AUTH_WRONG_PASSWORD: 'Your current password is not right.',
    ACCOUNT_EMAIL_TAKEN: 'An account with this e-mail already exists.',
    ACCOUNT_PASSWORD_MISMATCH: 'The passwords do not match.',
    ACCOUNT_REGISTRATIONS_LIMITED:
      'Too many accounts were registered from this network. Please try again in an hour.',
    ACCOUNT_EMAIL_NOT_VERIFIED:
      'Verify your e-mail address before you apply: open the link we e-mailed you, or ask for a new one on this page.',
    ACCOUNT_VERIFY_LINK_INVALID:
      'This verification link is invalid or has expired. Sign in and ask for a new one.',
    ACCOUNT_ALREADY_VERIFIED: 'Your e-mail address is already verified.',
    ACCOUNT_VERIFICATIONS_LIMITED:
      'We have sent you several links already. Please check your e-mail, or ask again in an hour.',
    // A lending refusal that rests on whose accounts these are (see lending/own-account.ts).
    LENDING_OWN_ACCOUNT:
      'You cannot approve, stamp or disburse a loan whose borrower account has your own e-mail address: another staff member must do it.',
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
    verifySubject: 'Sahkan alamat e-mel anda untuk EZC',
    verifyBody:
      'Kepada {name},\n\nTerima kasih kerana mendaftar dengan EZC. Buka pautan ini dalam masa {hours} jam untuk mengesahkan alamat e-mel anda:\n{link}\n\nAnda memerlukan alamat e-mel yang disahkan untuk memohon pinjaman. Jika anda tidak mendaftar, abaikan e-mel ini.',
    mfaSetupSubject: 'Sediakan log masuk dua langkah untuk EZC',
    mfaSetupBody:
      'Kepada {name},\n\nPeranan anda log masuk dengan kata laluan dan kod daripada aplikasi pengesah pada telefon anda. Buka pautan ini dalam masa {minutes} minit untuk menyediakannya; ia boleh digunakan sekali sahaja:\n{link}\n\nKemudian log masuk dengan kata laluan anda dan kod daripada aplikasi.\n\nJika anda tidak log masuk sebentar tadi, orang lain mengetahui kata laluan anda: tukar dengan segera dan maklumkan kepada pentadbir anda.',
    registeredSubject: 'Seseorang cuba mendaftar dengan alamat e-mel anda',
    registeredBody:
      'Kepada {name},\n\nSeseorang, mungkin anda, cuba mendaftar akaun EZC baharu dengan alamat e-mel ini, yang sudah mempunyai akaun. Tiada apa-apa yang diubah.\n\nJika itu anda, log masuk dengan kata laluan anda di sini, atau pilih "Lupa kata laluan?" di sana untuk menetapkan kata laluan baharu:\n{link}\n\nJika bukan anda, anda boleh mengabaikan e-mel ini.',
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
      'Pautan persediaan ini telah tamat tempoh atau sudah digunakan. Log masuk semula untuk menerima pautan baharu.',
    AUTH_MFA_ENROLMENT_SENT:
      'Log masuk dua langkah perlu disediakan sebelum anda log masuk. Kami telah menghantar pautan untuk menyediakannya ke e-mel anda: ia boleh digunakan sekali, dalam masa 10 minit.',
    AUTH_MFA_NOT_ENROLLED: 'Pengguna ini belum menyediakan log masuk dua langkah.',
    AUTH_WRONG_PASSWORD: 'Kata laluan semasa anda tidak betul.',
    ACCOUNT_EMAIL_TAKEN: 'Akaun dengan e-mel ini sudah wujud.',
    ACCOUNT_PASSWORD_MISMATCH: 'Kata laluan tidak sepadan.',
    ACCOUNT_REGISTRATIONS_LIMITED:
      'Terlalu banyak akaun telah didaftarkan dari rangkaian ini. Sila cuba lagi dalam sejam.',
    ACCOUNT_EMAIL_NOT_VERIFIED:
      'Sahkan alamat e-mel anda sebelum memohon: buka pautan yang kami e-melkan kepada anda, atau minta pautan baharu di halaman ini.',
    ACCOUNT_VERIFY_LINK_INVALID:
      'Pautan pengesahan ini tidak sah atau telah tamat tempoh. Log masuk dan minta pautan baharu.',
    ACCOUNT_ALREADY_VERIFIED: 'Alamat e-mel anda sudah disahkan.',
    ACCOUNT_VERIFICATIONS_LIMITED:
      'Kami telah menghantar beberapa pautan kepada anda. Sila semak e-mel anda, atau minta lagi dalam sejam.',
    LENDING_OWN_ACCOUNT:
      'Anda tidak boleh meluluskan, menyetem atau mengeluarkan pinjaman yang akaun peminjamnya mempunyai alamat e-mel anda sendiri: kakitangan lain perlu melakukannya.',
    MACHINE_UNKNOWN_STATUS:
      'Rekod ini berada dalam status yang tidak lagi dikenali oleh sistem. Sila hubungi sokongan.',
  },
};

export const identityServerTexts = { en, ms };
