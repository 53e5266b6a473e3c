import type { Texts } from './texts';

/**
 * Texts of the staff security settings on the User Role screen: which roles must use two-step
 * sign-in, whether each user has set it up, and the Admin's reset of it. Role names stay as the
 * product names them, in both languages.
 */
const en = {
  securitySettings: {
    title: 'Two-step sign-in',
    help: 'Tick the staff roles that must also enter a code from an authenticator app when they sign in.',
    rolesLegend: 'Roles that must use two-step sign-in',
    /** `{local}` and `{aws}` are lists of roles, or `nobody`. */
    defaultNote: 'Default: {local} locally; in AWS {aws}.',
    nobody: 'nobody',
    usingDefault: 'The default applies now: no Admin has saved a choice yet.',
    usingChoice: 'The roles saved here apply now, not the default.',
    nextSignIn: 'People in a newly required role set it up at their next sign-in.',
    save: 'Save required roles',
    saving: 'Saving…',
    saved: 'Two-Step Sign-in Saved',
    savedText: 'Two-step sign-in is now required of: {roles}.',
    savedNone: 'No role must use two-step sign-in now.',
    saveFailed: 'Save Two-Step Sign-in Failed',
    fetchFailed: 'Fetch Two-Step Sign-in Settings Failed',
    loading: 'Loading…',
    column: 'Two-step sign-in',
    enrolled: 'Set up',
    notEnrolled: 'Not set up',
    reset: 'Reset',
    resetOf: 'Reset two-step sign-in for {name}',
    resetting: 'Resetting…',
    confirmTitle: 'Reset two-step sign-in',
    confirmText:
      'Reset two-step sign-in for {name}? They will be signed out and set it up again at their next sign-in.',
    cancel: 'Cancel',
    resetDone: 'Two-Step Sign-in Reset',
    resetDoneText: '{name} is signed out and sets up two-step sign-in again at their next sign-in.',
    resetFailed: 'Reset Two-Step Sign-in Failed',
    fetchUserFailed: 'Fetch User Failed',
  },
} as const;

/** Bahasa Malaysia, typed against the English: a missing or extra key fails type checking. */
const ms: Texts<typeof en> = {
  securitySettings: {
    title: 'Log masuk dua langkah',
    help: 'Tandakan peranan kakitangan yang juga perlu memasukkan kod daripada aplikasi pengesah semasa log masuk.',
    rolesLegend: 'Peranan yang perlu menggunakan log masuk dua langkah',
    defaultNote: 'Lalai: {local} secara setempat; dalam AWS {aws}.',
    nobody: 'tiada sesiapa',
    usingDefault: 'Tetapan lalai sedang digunakan: belum ada Admin yang menyimpan pilihan.',
    usingChoice: 'Peranan yang disimpan di sini sedang digunakan, bukan tetapan lalai.',
    nextSignIn:
      'Pengguna dalam peranan yang baru diwajibkan akan menyediakannya semasa log masuk seterusnya.',
    save: 'Simpan peranan yang diwajibkan',
    saving: 'Sedang menyimpan…',
    saved: 'Log Masuk Dua Langkah Disimpan',
    savedText: 'Log masuk dua langkah kini diwajibkan bagi: {roles}.',
    savedNone: 'Tiada peranan yang perlu menggunakan log masuk dua langkah sekarang.',
    saveFailed: 'Simpan Log Masuk Dua Langkah Gagal',
    fetchFailed: 'Gagal Mendapatkan Tetapan Log Masuk Dua Langkah',
    loading: 'Sedang dimuatkan…',
    column: 'Log masuk dua langkah',
    enrolled: 'Sudah disediakan',
    notEnrolled: 'Belum disediakan',
    reset: 'Tetapkan semula',
    resetOf: 'Tetapkan semula log masuk dua langkah untuk {name}',
    resetting: 'Sedang menetapkan semula…',
    confirmTitle: 'Tetapkan semula log masuk dua langkah',
    confirmText:
      'Tetapkan semula log masuk dua langkah untuk {name}? Pengguna ini akan dilog keluar dan perlu menyediakannya semula semasa log masuk seterusnya.',
    cancel: 'Batal',
    resetDone: 'Log Masuk Dua Langkah Ditetapkan Semula',
    resetDoneText:
      '{name} telah dilog keluar dan akan menyediakan log masuk dua langkah semula semasa log masuk seterusnya.',
    resetFailed: 'Tetapan Semula Log Masuk Dua Langkah Gagal',
    fetchUserFailed: 'Gagal Mendapatkan Pengguna',
  },
};

export const securitySettingsTexts = { en, ms };
