import type { Language } from '@ezc/domain';
import type { Texts } from '@ezc/domain/i18n/texts';

/**
 * The lending answers' own texts (not failures): what the borrower or staff is told after a
 * step, with spec §9's waiting times. English first, its Malay twin typed against it.
 */
const en = {
  inReview: 'Your application is in review. Review takes 3 to 5 working days.',
  pendingProfile:
    'Your application is saved. It goes to review once your profile is complete and the required documents are uploaded; review then takes 3 to 5 working days.',
  draftSaved: 'Your application is saved as a draft. Submit it when you are ready.',
  stamped: 'Stamping confirmed. Disbursement takes 3 to 5 working days.',
  disbursed: 'Disbursement confirmed.',
  terminationRequested: 'The loan is being terminated.',
};

const ms: Texts<typeof en> = {
  inReview: 'Permohonan anda sedang disemak. Semakan mengambil masa 3 hingga 5 hari bekerja.',
  pendingProfile:
    'Permohonan anda telah disimpan. Ia akan disemak sebaik sahaja profil anda lengkap dan dokumen yang diperlukan dimuat naik; semakan kemudian mengambil masa 3 hingga 5 hari bekerja.',
  draftSaved: 'Permohonan anda disimpan sebagai draf. Hantar apabila anda bersedia.',
  stamped: 'Pencapan disahkan. Pengeluaran wang mengambil masa 3 hingga 5 hari bekerja.',
  disbursed: 'Pengeluaran wang disahkan.',
  terminationRequested: 'Pinjaman sedang ditamatkan.',
};

const catalogues: Record<Language, Texts<typeof en>> = { en, ms };

export type AnswerText = keyof typeof en;

/** An answer's text in the caller's language. */
export const answerText = (lang: Language, key: AnswerText): string => catalogues[lang][key];
