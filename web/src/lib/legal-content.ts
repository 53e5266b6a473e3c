import type { Language } from '@ezc/domain/constants';

/**
 * The Terms of Use and the Privacy Notice, in both languages. The Personal Data Protection Act
 * 2010 asks for the notice in Malay and English; the terms follow the Moneylenders Act 1951 and
 * its regulations. Kept out of the UI catalogues: these are documents, not labels.
 * `{company}`, `{licence}` and `{email}` are filled from the site configuration.
 */

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
}

export interface LegalDocument {
  readonly summary: string;
  readonly sections: readonly LegalSection[];
}

/** DD/MM/YYYY (spec §1). */
export const LEGAL_UPDATED = '01/06/2026';

/**
 * The version of the Privacy Notice below: its publication date, as the product records the
 * version each customer accepted (identity's published setting, seeded with this one).
 */
export const PRIVACY_VERSION = '2026-11-01';

export const TERMS: Readonly<Record<Language, LegalDocument>> = {
  en: {
    summary:
      'These terms apply when you use this website to apply for, sign, repay or manage a loan, or when our staff use it to serve you.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{company} is a moneylender licensed by the Ministry of Local Government Development (KPKT) under the Moneylenders Act 1951, licence no. {licence}. We lend only as that licence allows.',
        ],
      },
      {
        heading: 'Your account',
        items: [
          'You must be at least 18 years old, and the details and documents you give us must be true and your own (or your company’s, if you act for it).',
          'Keep your password secret. Tell us at once if you think someone else has used your account.',
          'We may suspend an account that is misused or that puts you or us at risk.',
        ],
      },
      {
        heading: 'Applications and loan agreements',
        items: [
          'An application is not an approval. We assess it under our credit policy and the law, usually within 3 to 5 working days, and may ask for more documents.',
          'Every loan is made under a written agreement in the form the Moneylenders (Control and Licensing) Regulations 2003 prescribe. Interest may not exceed 12% a year for a secured loan or 18% a year for an unsecured loan.',
          'You sign the agreement electronically, in front of an attestor (live) or by a recorded video confirmation. Signing sessions are recorded and kept as evidence of your consent.',
          'We stamp the agreement and give you a copy before the money is disbursed.',
        ],
      },
      {
        heading: 'Repayments',
        items: [
          'Repay each instalment on its due date, by payment or through the e-mandate (direct debit) you set up.',
          'Late payment charges apply only as your agreement states and within the limits of the Act and its regulations.',
          'You may settle your loan early; any charge for that is shown in your agreement.',
        ],
      },
      {
        heading: 'Changes, law and complaints',
        paragraphs: [
          'We may update these terms; the version on this page applies from its date. Your loan agreement always prevails over these terms. Malaysian law governs them.',
          'For questions or complaints, write to {email}. If we do not resolve your complaint, you may contact the Moneylenders and Pawnbrokers Division of KPKT.',
        ],
      },
    ],
  },
  ms: {
    summary:
      'Terma ini terpakai apabila anda menggunakan laman web ini untuk memohon, menandatangani, membayar balik atau mengurus pinjaman, atau apabila kakitangan kami menggunakannya untuk melayan anda.',
    sections: [
      {
        heading: 'Siapa kami',
        paragraphs: [
          '{company} ialah pemberi pinjam wang yang dilesenkan oleh Kementerian Pembangunan Kerajaan Tempatan (KPKT) di bawah Akta Pemberi Pinjam Wang 1951, no. lesen {licence}. Kami memberi pinjaman hanya seperti yang dibenarkan oleh lesen itu.',
        ],
      },
      {
        heading: 'Akaun anda',
        items: [
          'Anda mestilah berumur sekurang-kurangnya 18 tahun, dan butiran serta dokumen yang anda berikan mestilah benar dan milik anda (atau milik syarikat anda, jika anda bertindak bagi pihaknya).',
          'Rahsiakan kata laluan anda. Maklumkan kepada kami dengan segera jika anda fikir orang lain telah menggunakan akaun anda.',
          'Kami boleh menggantung akaun yang disalah guna atau yang membahayakan anda atau kami.',
        ],
      },
      {
        heading: 'Permohonan dan perjanjian pinjaman',
        items: [
          'Permohonan bukan kelulusan. Kami menilainya mengikut dasar kredit kami dan undang-undang, biasanya dalam 3 hingga 5 hari bekerja, dan mungkin meminta dokumen tambahan.',
          'Setiap pinjaman dibuat di bawah perjanjian bertulis dalam bentuk yang ditetapkan oleh Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003. Faedah tidak boleh melebihi 12% setahun bagi pinjaman bercagar atau 18% setahun bagi pinjaman tidak bercagar.',
          'Anda menandatangani perjanjian secara elektronik, di hadapan pengesah (secara langsung) atau melalui pengesahan video yang dirakam. Sesi tandatangan dirakam dan disimpan sebagai bukti persetujuan anda.',
          'Kami menyetemkan perjanjian dan memberikan salinannya kepada anda sebelum wang dikeluarkan.',
        ],
      },
      {
        heading: 'Bayaran balik',
        items: [
          'Bayar setiap ansuran pada tarikh matangnya, secara bayaran atau melalui e-mandat (debit langsung) yang anda sediakan.',
          'Caj bayaran lewat dikenakan hanya seperti yang dinyatakan dalam perjanjian anda dan dalam had Akta serta peraturannya.',
          'Anda boleh menyelesaikan pinjaman lebih awal; sebarang caj untuknya dinyatakan dalam perjanjian anda.',
        ],
      },
      {
        heading: 'Perubahan, undang-undang dan aduan',
        paragraphs: [
          'Kami boleh mengemas kini terma ini; versi di halaman ini terpakai mulai tarikhnya. Perjanjian pinjaman anda sentiasa mengatasi terma ini. Terma ini tertakluk kepada undang-undang Malaysia.',
          'Untuk pertanyaan atau aduan, tulis kepada {email}. Jika kami tidak menyelesaikan aduan anda, anda boleh menghubungi Bahagian Pemberi Pinjam Wang dan Pemegang Pajak Gadai, KPKT.',
        ],
      },
    ],
  },
};

export const PRIVACY: Readonly<Record<Language, LegalDocument>> = {
  en: {
    summary:
      'This notice, given under the Personal Data Protection Act 2010 (PDPA), explains what personal data {company} collects, why, who sees it, how long we keep it and what your rights are.',
    sections: [
      {
        heading: 'What we collect',
        items: [
          'Identity: name, NRIC or passport number and images, date of birth, photo, and the results of electronic identity verification (eKYC).',
          'Contact: address, e-mail and mobile number.',
          'Financial: employment, income and bank details, pay slips, bank and EPF statements, EA forms or tax returns; for companies, SSM forms, accounts and the contact person’s details.',
          'Loan records: applications, agreements, signatures, signing-session recordings, payments and mandates.',
          'Technical: IP address, sign-in times and security logs.',
        ],
      },
      {
        heading: 'Why we use it',
        items: [
          'To verify who you are and assess your application and ability to repay.',
          'To prepare, sign, stamp and disburse your loan, collect repayments and keep you informed.',
          'To meet our duties under the Moneylenders Act 1951, the Anti-Money Laundering, Anti-Terrorism Financing and Proceeds of Unlawful Activities Act 2001 and tax law, and to prevent fraud.',
        ],
        paragraphs: [
          'Identity, contact and financial data are required: without them we cannot consider a loan. We do not send you marketing unless you agree.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only as needed: our identity-verification, messaging and hosting providers under contract; banks for disbursement and e-mandates; the stamp office; credit reporting agencies, with your consent; and authorities such as KPKT, the police or the courts when the law requires. Data sent outside Malaysia is protected as the PDPA requires.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Loan records are kept for seven years after the loan ends, as accounting and anti-money-laundering laws require. Data from applications that do not lead to a loan is deleted after two years. Then the data is deleted or made anonymous.',
        ],
      },
      {
        heading: 'Your rights',
        items: [
          'See the personal data we hold about you and have it corrected (we answer within 21 days).',
          'Withdraw consent or ask us to limit how we use your data, including for direct marketing; this may stop us serving you where the data is required.',
        ],
      },
      {
        heading: 'Security and contact',
        paragraphs: [
          'Data is encrypted in transit and at rest, access is limited by role and every change is logged. For requests or questions, write to our Data Protection Officer at {email}.',
        ],
      },
    ],
  },
  ms: {
    summary:
      'Notis ini, yang diberikan di bawah Akta Perlindungan Data Peribadi 2010 (PDPA), menerangkan data peribadi yang dikumpul oleh {company}, sebabnya, siapa yang melihatnya, berapa lama kami menyimpannya dan hak anda.',
    sections: [
      {
        heading: 'Apa yang kami kumpul',
        items: [
          'Identiti: nama, nombor dan imej MyKad atau pasport, tarikh lahir, foto, dan keputusan pengesahan identiti elektronik (eKYC).',
          'Hubungan: alamat, e-mel dan nombor telefon bimbit.',
          'Kewangan: pekerjaan, pendapatan dan butiran bank, slip gaji, penyata bank dan KWSP, borang EA atau penyata cukai; bagi syarikat, borang SSM, akaun dan butiran orang yang boleh dihubungi.',
          'Rekod pinjaman: permohonan, perjanjian, tandatangan, rakaman sesi tandatangan, bayaran dan mandat.',
          'Teknikal: alamat IP, masa log masuk dan log keselamatan.',
        ],
      },
      {
        heading: 'Mengapa kami menggunakannya',
        items: [
          'Untuk mengesahkan identiti anda dan menilai permohonan serta keupayaan anda membayar balik.',
          'Untuk menyediakan, menandatangani, menyetem dan mengeluarkan pinjaman anda, memungut bayaran balik dan memaklumkan anda.',
          'Untuk memenuhi kewajipan kami di bawah Akta Pemberi Pinjam Wang 1951, Akta Pencegahan Pengubahan Wang Haram, Pencegahan Pembiayaan Keganasan dan Hasil daripada Aktiviti Haram 2001 dan undang-undang cukai, serta untuk mencegah penipuan.',
        ],
        paragraphs: [
          'Data identiti, hubungan dan kewangan adalah wajib: tanpanya kami tidak dapat mempertimbangkan pinjaman. Kami tidak menghantar bahan pemasaran melainkan anda bersetuju.',
        ],
      },
      {
        heading: 'Dengan siapa kami berkongsi',
        paragraphs: [
          'Hanya setakat yang perlu: penyedia pengesahan identiti, pemesejan dan pengehosan kami di bawah kontrak; bank untuk pengeluaran wang dan e-mandat; pejabat setem; agensi pelaporan kredit, dengan persetujuan anda; dan pihak berkuasa seperti KPKT, polis atau mahkamah apabila dikehendaki undang-undang. Data yang dihantar ke luar Malaysia dilindungi seperti yang dikehendaki PDPA.',
        ],
      },
      {
        heading: 'Berapa lama kami menyimpannya',
        paragraphs: [
          'Rekod pinjaman disimpan selama tujuh tahun selepas pinjaman tamat, seperti yang dikehendaki undang-undang perakaunan dan pencegahan pengubahan wang haram. Data permohonan yang tidak menjadi pinjaman dipadam selepas dua tahun. Selepas itu data dipadam atau dijadikan tanpa nama.',
        ],
      },
      {
        heading: 'Hak anda',
        items: [
          'Melihat data peribadi anda yang kami simpan dan membetulkannya (kami menjawab dalam tempoh 21 hari).',
          'Menarik balik persetujuan atau meminta kami mengehadkan penggunaan data anda, termasuk untuk pemasaran langsung; ini mungkin menghalang kami melayan anda jika data itu diperlukan.',
        ],
      },
      {
        heading: 'Keselamatan dan hubungi kami',
        paragraphs: [
          'Data disulitkan semasa dihantar dan disimpan, akses dihadkan mengikut peranan dan setiap perubahan direkodkan. Untuk permintaan atau pertanyaan, tulis kepada Pegawai Perlindungan Data kami di {email}.',
        ],
      },
    ],
  },
};
