import type { Texts } from './texts';

/**
 * The texts the API says for signing (apiErrors keyed by refusal code with '.' → '_'), filled
 * from a refusal's details.
 */
const en = {
  apiErrors: {
    SIGNING_NOT_ALLOWED: "A loan that is '{status}' cannot be signed this way.",
    SIGNING_NOT_FOUND: 'Loan not found',
    SIGNING_VIDEO_NOT_MP4: 'You can only upload MP4',
    SIGNING_VIDEO_NOT_FOUND: 'No file found',
    SIGNING_EKYC_REQUIRED: 'Please complete your identity and account verification before signing.',
    SIGNING_VIDEO_NOT_WATCHED: 'Please watch the explanation video to the end before signing.',
    SIGNING_NO_SIGNATURE:
      'There is no saved signature: draw your signature or save one on your profile first.',
    SIGNING_LOAN_ENDING: "A loan that is '{status}' can no longer be signed.",
    SIGNING_LIVE_SESSION_NEEDED: 'The borrower signs in the live session: the session must be in progress.',
    SESSION_NOT_ALLOWED: "A signing session that is '{status}' cannot be changed this way.",
    SESSION_NOT_FOUND: 'Signing session not found',
    SESSION_NOT_ATTESTOR: 'Only the attestor of this signing session may do this.',
    SESSION_SLOT_TAKEN: 'This slot has just been booked. Please choose another.',
    SESSION_SLOT_UNAVAILABLE: 'This slot is not open for booking. Please choose another.',
    SESSION_TOO_LATE_TO_RESCHEDULE:
      'A signing session can be rescheduled only at least 24 hours before it starts.',
    SESSION_ALREADY_BOOKED: 'This loan already has a signing session booked. Reschedule it instead.',
    SESSION_RECORDING_NOT_FOUND: 'No file found',
    SESSION_RECORDING_NOT_MP4: 'You can only upload MP4',
    SESSION_RECORDING_NOT_ALLOWED: "A recording cannot be added to a signing session that is '{status}'.",
    SESSION_RECORDING_UNKNOWN: 'This recording does not belong to this signing session.',
    SESSION_TOO_EARLY_FOR_NO_SHOW: 'The borrower can be marked as no show only once the session has begun.',
    SESSION_ATTESTOR_SIGNS_FIRST:
      'The borrower has signed in this session: the attestor signs the agreement before the session ends.',
    SESSION_BORROWER_SIGNED: 'The borrower has signed in this session, so it cannot be marked as no show.',
    SLOT_GROUP_NOT_FOUND: 'Slot group not found',
    SLOT_SESSION_NOT_FOUND: 'Slot session not found',
    SLOT_GROUP_CHANGED: 'The slot group was changed by someone else; reload it and try again.',
    SLOT_ATTESTOR_INVALID: 'The attestor {attestorId} is not an active staff user with the Attorney role.',
    SLOT_SESSION_OVERLAPS: "This session overlaps the group's session from {start} to {end} on the same day.",
  },
  /** The slot fields' rule texts (signing/slots.ts `slotRuleTexts`), keyed as their issues name them. */
  slotValidation: {
    weekday: 'Choose a day of the week, 1 (Monday) to 7 (Sunday).',
    time: 'Enter a time as HH:mm in 24-hour time, e.g. 09:30 or 14:00.',
    endAfterStart: 'The end time must be after the start time.',
  },
  /**
   * The reminders of a live signing session (spec §9: 1 day, 2 hours and 30 minutes before; be
   * ready 15 minutes before), by e-mail and SMS. Dates and times are Malaysian.
   */
  /** Input checks of the booking calls. */
  bookingValidation: {
    month: 'Enter a month as YYYY-MM.',
    start: 'Enter the slot start as an ISO 8601 timestamp with an offset, e.g. 2026-12-14T10:00:00+08:00.',
    dateRange: 'DateTimeRange is [from, to]: the first date must not be after the second.',
  },
  signingReminder: {
    subject: 'Reminder: your loan signing session on {date}',
    email:
      'Dear {name},\n\nThis is a reminder of your live signing session for loan {loanNo} with {attestor} on {date} at {time} (Malaysia time).\nPlease be ready {minutes} minutes before the session starts, at {readyTime}.\n\nEZC',
    sms: 'EZC: Your signing session for loan {loanNo} is on {date} at {time} (Malaysia time). Please be ready {minutes} minutes before, at {readyTime}.',
    date: '{weekday}, {day} {month} {year}',
    weekdays: {
      '1': 'Monday',
      '2': 'Tuesday',
      '3': 'Wednesday',
      '4': 'Thursday',
      '5': 'Friday',
      '6': 'Saturday',
      '7': 'Sunday',
    },
    months: {
      '1': 'January',
      '2': 'February',
      '3': 'March',
      '4': 'April',
      '5': 'May',
      '6': 'June',
      '7': 'July',
      '8': 'August',
      '9': 'September',
      '10': 'October',
      '11': 'November',
      '12': 'December',
    },
  },
};

const ms: Texts<typeof en> = {
  apiErrors: {
    SIGNING_NOT_ALLOWED: "Pinjaman yang berstatus '{status}' tidak boleh ditandatangani dengan cara ini.",
    SIGNING_NOT_FOUND: 'Pinjaman tidak dijumpai',
    SIGNING_VIDEO_NOT_MP4: 'Anda hanya boleh memuat naik MP4',
    SIGNING_VIDEO_NOT_FOUND: 'Tiada fail dijumpai',
    SIGNING_EKYC_REQUIRED: 'Sila lengkapkan pengesahan identiti dan akaun anda sebelum menandatangani.',
    SIGNING_VIDEO_NOT_WATCHED: 'Sila tonton video penerangan hingga habis sebelum menandatangani.',
    SIGNING_NO_SIGNATURE:
      'Tiada tandatangan tersimpan: lukis tandatangan anda atau simpan satu di profil anda dahulu.',
    SIGNING_LOAN_ENDING: "Pinjaman yang berstatus '{status}' tidak lagi boleh ditandatangani.",
    SIGNING_LIVE_SESSION_NEEDED:
      'Peminjam menandatangani dalam sesi langsung: sesi itu mesti sedang berjalan.',
    SESSION_NOT_ALLOWED: "Sesi menandatangani yang berstatus '{status}' tidak boleh diubah dengan cara ini.",
    SESSION_NOT_FOUND: 'Sesi menandatangani tidak dijumpai',
    SESSION_NOT_ATTESTOR: 'Hanya pengesah sesi menandatangani ini boleh melakukannya.',
    SESSION_SLOT_TAKEN: 'Slot ini baru sahaja ditempah. Sila pilih yang lain.',
    SESSION_SLOT_UNAVAILABLE: 'Slot ini tidak dibuka untuk tempahan. Sila pilih yang lain.',
    SESSION_TOO_LATE_TO_RESCHEDULE:
      'Sesi menandatangani hanya boleh dijadualkan semula sekurang-kurangnya 24 jam sebelum ia bermula.',
    SESSION_ALREADY_BOOKED:
      'Pinjaman ini sudah mempunyai sesi menandatangani yang ditempah. Sila jadualkan semula sesi itu.',
    SESSION_RECORDING_NOT_FOUND: 'Tiada fail dijumpai',
    SESSION_RECORDING_NOT_MP4: 'Anda hanya boleh memuat naik MP4',
    SESSION_RECORDING_NOT_ALLOWED:
      "Rakaman tidak boleh ditambah kepada sesi menandatangani yang berstatus '{status}'.",
    SESSION_RECORDING_UNKNOWN: 'Rakaman ini bukan milik sesi menandatangani ini.',
    SESSION_TOO_EARLY_FOR_NO_SHOW:
      'Peminjam hanya boleh ditandakan sebagai tidak hadir setelah sesi bermula.',
    SESSION_ATTESTOR_SIGNS_FIRST:
      'Peminjam telah menandatangani dalam sesi ini: pengesah perlu menandatangani perjanjian sebelum sesi ditamatkan.',
    SESSION_BORROWER_SIGNED:
      'Peminjam telah menandatangani dalam sesi ini, jadi sesi ini tidak boleh ditandakan sebagai tidak hadir.',
    SLOT_GROUP_NOT_FOUND: 'Kumpulan slot tidak dijumpai',
    SLOT_SESSION_NOT_FOUND: 'Sesi slot tidak dijumpai',
    SLOT_GROUP_CHANGED: 'Kumpulan slot telah diubah oleh orang lain; muat semula dan cuba lagi.',
    SLOT_ATTESTOR_INVALID:
      'Pengesah {attestorId} bukan pengguna kakitangan aktif yang mempunyai peranan Attorney.',
    SLOT_SESSION_OVERLAPS:
      'Sesi ini bertindih dengan sesi kumpulan dari {start} hingga {end} pada hari yang sama.',
  },
  slotValidation: {
    weekday: 'Pilih hari dalam minggu, 1 (Isnin) hingga 7 (Ahad).',
    time: 'Masukkan masa sebagai HH:mm dalam format 24 jam, cth. 09:30 atau 14:00.',
    endAfterStart: 'Masa tamat mestilah selepas masa mula.',
  },
  bookingValidation: {
    month: 'Masukkan bulan sebagai YYYY-MM.',
    start: 'Masukkan masa mula slot sebagai cap masa ISO 8601 dengan ofset, cth. 2026-12-14T10:00:00+08:00.',
    dateRange: 'DateTimeRange ialah [dari, hingga]: tarikh pertama tidak boleh selepas tarikh kedua.',
  },
  signingReminder: {
    subject: 'Peringatan: sesi menandatangani pinjaman anda pada {date}',
    email:
      'Kepada {name},\n\nIni ialah peringatan tentang sesi menandatangani secara langsung bagi pinjaman {loanNo} bersama {attestor} pada {date} jam {time} (waktu Malaysia).\nSila bersedia {minutes} minit sebelum sesi bermula, iaitu pada jam {readyTime}.\n\nEZC',
    sms: 'EZC: Sesi menandatangani bagi pinjaman {loanNo} anda adalah pada {date} jam {time} (waktu Malaysia). Sila bersedia {minutes} minit sebelum itu, pada jam {readyTime}.',
    date: '{weekday}, {day} {month} {year}',
    weekdays: {
      '1': 'Isnin',
      '2': 'Selasa',
      '3': 'Rabu',
      '4': 'Khamis',
      '5': 'Jumaat',
      '6': 'Sabtu',
      '7': 'Ahad',
    },
    months: {
      '1': 'Januari',
      '2': 'Februari',
      '3': 'Mac',
      '4': 'April',
      '5': 'Mei',
      '6': 'Jun',
      '7': 'Julai',
      '8': 'Ogos',
      '9': 'September',
      '10': 'Oktober',
      '11': 'November',
      '12': 'Disember',
    },
  },
};

export const signingServerTexts = { en, ms };
