import {
  DEFAULT_COMPANY_ADDRESS,
  DEFAULT_COMPANY_NAME,
  DEFAULT_LENDING_LICENCE_NO,
  formatRM,
  interestTypes,
  regimes,
} from '@ezc/domain';
import * as z from 'zod';
import { type SignerRole, signerRoles } from './signer-roles';

/**
 * The words of a loan agreement, built from the loan's particulars and nothing else, so the same
 * loan always reads the same. Under the Moneylenders Act 1951 the agreement follows the form the
 * Moneylenders (Control and Licensing) Regulations 2003 prescribe: Schedule J for a loan without
 * security, Schedule K for one with security. Every heading, particular and clause is given in
 * English and then in Malay; the PDF lays them out one under the other.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
const sen = z.number().int().nonnegative();

export const lenderSchema = z.object({
  Name: z.string().trim().min(1),
  LicenceNo: z.string().trim().min(1),
  Address: z.string().trim().min(1),
});
export type Lender = z.infer<typeof lenderSchema>;

/** The licensed moneylender, as printed when the configuration names no other. */
export const defaultLender: Lender = {
  Name: DEFAULT_COMPANY_NAME,
  LicenceNo: DEFAULT_LENDING_LICENCE_NO,
  Address: DEFAULT_COMPANY_ADDRESS,
};

export const agreementInputSchema = z.object({
  LoanNo: z.string().trim().min(1),
  AgreementDate: isoDate,
  BorrowerName: z.string().trim().min(1),
  /** NRIC for an individual, the company registration number for a company. */
  BorrowerICNo: z.string().trim().min(1),
  BorrowerAddress: z.string().trim().optional(),
  AmountSen: z.number().int().positive(),
  /** Percent a year, as charged. */
  InterestRate: z.number().nonnegative(),
  InterestType: z.enum(interestTypes),
  WithCollateralYN: z.enum(['Y', 'N']),
  Regime: z.enum(regimes),
  NumberOfInstallments: z.number().int().positive(),
  /** The regular installment: the first row of the schedule. */
  InstallmentSen: sen,
  /** The last row of the schedule, which takes the rounding remainders. */
  FinalInstallmentSen: sen,
  FirstDueDate: isoDate,
  LastDueDate: isoDate,
  TotalInterestSen: sen,
  TotalRepaymentSen: sen,
  Lender: lenderSchema,
});
export type AgreementInput = z.infer<typeof agreementInputSchema>;

/** The yearly rate of interest on an overdue installment that Schedules J and K set. */
export const LATE_INTEREST_PERCENT = 8;

export type AgreementForm = 'J' | 'K' | 'Other';
export { type SignerRole, signerRoles };

export interface Bilingual {
  en: string;
  ms: string;
}
export interface Particular {
  label: Bilingual;
  value: Bilingual;
}
export interface Clause {
  heading: Bilingual;
  en: string;
  ms: string;
}
export interface SignatureBoxText {
  signedAs: SignerRole;
  caption: Bilingual;
  /** Who signs in this box, when the agreement already knows it. */
  party: string;
}
export interface AgreementContent {
  form: AgreementForm;
  title: Bilingual;
  /** The form and the law it comes from (or that the loan is outside them). */
  basis: Bilingual;
  particularsHeading: Bilingual;
  particulars: Particular[];
  clauses: Clause[];
  executionHeading: Bilingual;
  signatureBoxes: SignatureBoxText[];
  /** The page footer; `{page}` and `{pages}` are filled in per page. */
  footer: Bilingual;
}

export const formOf = (input: Pick<AgreementInput, 'Regime' | 'WithCollateralYN'>): AgreementForm =>
  input.Regime === 'Other' ? 'Other' : input.WithCollateralYN === 'Y' ? 'K' : 'J';

const monthsEn = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthsMs = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
];

/** '2026-01-15' → '15 January 2026' / '15 Januari 2026': a legal text writes its dates in words. */
export function longDate(date: string): Bilingual {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { en: `${d} ${monthsEn[m - 1]} ${y}`, ms: `${d} ${monthsMs[m - 1]} ${y}` };
}

/** 18 → '18%', 12.5 → '12.5%'. */
export const percent = (rate: number) => `${Math.round(rate * 100) / 100}%`;

const interestKind: Record<AgreementInput['InterestType'], Bilingual> = {
  Simple: { en: 'simple interest', ms: 'faedah ringkas' },
  'Compound Monthly': { en: 'compounded monthly', ms: 'dikompaunkan setiap bulan' },
  'Compound Daily': { en: 'compounded daily', ms: 'dikompaunkan setiap hari' },
};

const same = (text: string): Bilingual => ({ en: text, ms: text });

function heading(form: AgreementForm, withCollateral: boolean): Pick<AgreementContent, 'title' | 'basis'> {
  const secured = withCollateral
    ? { en: 'LOAN WITH SECURITY', ms: 'PINJAMAN DENGAN CAGARAN' }
    : { en: 'LOAN WITHOUT SECURITY', ms: 'PINJAMAN TANPA CAGARAN' };
  if (form === 'Other') {
    return {
      title: { en: `LOAN AGREEMENT (${secured.en})`, ms: `PERJANJIAN PINJAMAN (${secured.ms})` },
      basis: {
        en: 'This loan is made under a regime other than the Moneylenders Act 1951; the forms prescribed by Schedules J and K of the Moneylenders (Control and Licensing) Regulations 2003 do not apply to it.',
        ms: 'Pinjaman ini dibuat di bawah rejim selain Akta Pemberi Pinjam Wang 1951; borang yang ditetapkan oleh Jadual J dan Jadual K Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003 tidak terpakai kepadanya.',
      },
    };
  }
  return {
    title: {
      en: `MONEYLENDING AGREEMENT (${secured.en})`,
      ms: `PERJANJIAN PEMINJAMAN WANG (${secured.ms})`,
    },
    basis: {
      en: `Schedule ${form}, Moneylenders (Control and Licensing) Regulations 2003 - Moneylenders Act 1951`,
      ms: `Jadual ${form}, Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003 - Akta Pemberi Pinjam Wang 1951`,
    },
  };
}

function repaymentText(i: AgreementInput): Bilingual {
  const n = i.NumberOfInstallments;
  const regular = formatRM(i.InstallmentSen);
  const final = formatRM(i.FinalInstallmentSen);
  if (n === 1) return { en: `one installment of ${final}`, ms: `satu ansuran sebanyak ${final}` };
  if (i.FinalInstallmentSen === i.InstallmentSen) {
    return {
      en: `${n} monthly installments of ${regular} each`,
      ms: `${n} ansuran bulanan sebanyak ${regular} setiap satu`,
    };
  }
  return {
    en: `${n} monthly installments: ${n - 1} of ${regular} and a final installment of ${final}`,
    ms: `${n} ansuran bulanan: ${n - 1} ansuran sebanyak ${regular} dan ansuran terakhir sebanyak ${final}`,
  };
}

/** The agreement's words for `input` (already parsed by `agreementInputSchema`). */
export function agreementContent(input: AgreementInput): AgreementContent {
  const i = input;
  const form = formOf(i);
  const withCollateral = i.WithCollateralYN === 'Y';
  const date = longDate(i.AgreementDate);
  const first = longDate(i.FirstDueDate);
  const last = longDate(i.LastDueDate);
  const principal = formatRM(i.AmountSen);
  const interest = formatRM(i.TotalInterestSen);
  const repayment = formatRM(i.TotalRepaymentSen);
  const rate = percent(i.InterestRate);
  const kind = interestKind[i.InterestType];
  const repay = repaymentText(i);
  const address: Bilingual = i.BorrowerAddress
    ? same(i.BorrowerAddress)
    : { en: 'Not given', ms: 'Tidak dinyatakan' };
  const late = LATE_INTEREST_PERCENT;
  const n = i.NumberOfInstallments;

  const particulars: Particular[] = [
    { label: { en: 'Date of agreement', ms: 'Tarikh perjanjian' }, value: date },
    { label: { en: 'Loan number', ms: 'Nombor pinjaman' }, value: same(i.LoanNo) },
    { label: { en: 'Moneylender', ms: 'Pemberi pinjam wang' }, value: same(i.Lender.Name) },
    {
      label: { en: 'Moneylender licence number', ms: 'Nombor lesen pemberi pinjam wang' },
      value: same(i.Lender.LicenceNo),
    },
    {
      label: { en: 'Moneylender address', ms: 'Alamat pemberi pinjam wang' },
      value: same(i.Lender.Address),
    },
    { label: { en: 'Borrower', ms: 'Peminjam' }, value: same(i.BorrowerName) },
    {
      label: { en: 'NRIC / registration number', ms: 'Nombor KP / nombor pendaftaran' },
      value: same(i.BorrowerICNo),
    },
    { label: { en: 'Borrower address', ms: 'Alamat peminjam' }, value: address },
    { label: { en: 'Principal sum', ms: 'Jumlah prinsipal' }, value: same(principal) },
    {
      label: { en: 'Rate of interest', ms: 'Kadar faedah' },
      value: { en: `${rate} a year (${kind.en})`, ms: `${rate} setahun (${kind.ms})` },
    },
    { label: { en: 'Total interest', ms: 'Jumlah faedah' }, value: same(interest) },
    { label: { en: 'Total repayment', ms: 'Jumlah bayaran balik' }, value: same(repayment) },
    { label: { en: 'Number of installments', ms: 'Bilangan ansuran' }, value: same(String(n)) },
    {
      label: { en: 'Amount of each installment', ms: 'Amaun setiap ansuran' },
      value: same(formatRM(i.InstallmentSen)),
    },
    {
      label: { en: 'Amount of the final installment', ms: 'Amaun ansuran terakhir' },
      value: same(formatRM(i.FinalInstallmentSen)),
    },
    { label: { en: 'First installment due', ms: 'Tarikh ansuran pertama' }, value: first },
    { label: { en: 'Last installment due', ms: 'Tarikh ansuran terakhir' }, value: last },
    {
      label: { en: 'Interest on late payment', ms: 'Faedah atas bayaran lewat' },
      value: {
        en: `${late}% a year on the overdue installment, calculated daily`,
        ms: `${late}% setahun atas ansuran yang tertunggak, dikira setiap hari`,
      },
    },
    {
      label: { en: 'Security', ms: 'Cagaran' },
      value: withCollateral
        ? { en: 'As set out in the security documents', ms: 'Seperti yang dinyatakan dalam dokumen cagaran' }
        : { en: 'None', ms: 'Tiada' },
    },
  ];

  const clauses: Clause[] = [
    {
      heading: { en: '1. Parties', ms: '1. Pihak-pihak' },
      en: `This agreement is made on ${date.en} between ${i.Lender.Name}, a licensed moneylender (licence number ${i.Lender.LicenceNo}) of ${i.Lender.Address} ("the Moneylender"), and ${i.BorrowerName} (NRIC / registration number ${i.BorrowerICNo}) ("the Borrower").`,
      ms: `Perjanjian ini dibuat pada ${date.ms} antara ${i.Lender.Name}, pemberi pinjam wang berlesen (nombor lesen ${i.Lender.LicenceNo}) yang beralamat di ${i.Lender.Address} ("Pemberi Pinjam Wang"), dan ${i.BorrowerName} (nombor KP / nombor pendaftaran ${i.BorrowerICNo}) ("Peminjam").`,
    },
    {
      heading: { en: '2. Loan and interest', ms: '2. Pinjaman dan faedah' },
      en: `In consideration of the Moneylender lending the Borrower the principal sum of ${principal}, the Borrower agrees to repay the principal sum together with interest at the rate of ${rate} a year (${kind.en}), that is, interest of ${interest} and a total repayment of ${repayment}.`,
      ms: `Sebagai balasan Pemberi Pinjam Wang meminjamkan kepada Peminjam jumlah prinsipal sebanyak ${principal}, Peminjam bersetuju membayar balik jumlah prinsipal itu berserta faedah pada kadar ${rate} setahun (${kind.ms}), iaitu faedah sebanyak ${interest} dan jumlah bayaran balik sebanyak ${repayment}.`,
    },
    {
      heading: { en: '3. Repayment', ms: '3. Bayaran balik' },
      en: `The Borrower shall repay the total repayment by ${repay.en}. The first installment is due on ${first.en} and the last on ${last.en}; each other installment is due on the same day of each month in between.`,
      ms: `Peminjam hendaklah membayar balik jumlah bayaran balik secara ${repay.ms}. Ansuran pertama perlu dibayar pada ${first.ms} dan ansuran terakhir pada ${last.ms}; setiap ansuran lain perlu dibayar pada hari yang sama setiap bulan di antaranya.`,
    },
    {
      heading: { en: '4. Interest on late payment', ms: '4. Faedah atas bayaran lewat' },
      en: `If the Borrower fails to pay an installment on its due date, the Moneylender may charge simple interest on the overdue installment at the rate of ${late}% a year, calculated daily from the due date until the date of payment. No other charge shall be made for late payment.`,
      ms: `Jika Peminjam gagal membayar sesuatu ansuran pada tarikh ia perlu dibayar, Pemberi Pinjam Wang boleh mengenakan faedah ringkas atas ansuran yang tertunggak itu pada kadar ${late}% setahun, dikira setiap hari dari tarikh ia perlu dibayar hingga tarikh bayaran. Tiada caj lain boleh dikenakan bagi bayaran lewat.`,
    },
    ...(withCollateral
      ? [
          {
            heading: { en: '5. Security', ms: '5. Cagaran' },
            en: 'The loan is secured by the collateral set out in the security documents delivered by the Borrower to the Moneylender. The Moneylender shall release the collateral to the Borrower once the total repayment and any interest on late payment have been paid in full.',
            ms: 'Pinjaman ini dijamin dengan cagaran yang dinyatakan dalam dokumen cagaran yang diserahkan oleh Peminjam kepada Pemberi Pinjam Wang. Pemberi Pinjam Wang hendaklah melepaskan cagaran itu kepada Peminjam sebaik sahaja jumlah bayaran balik dan apa-apa faedah atas bayaran lewat telah dibayar sepenuhnya.',
          },
        ]
      : []),
  ];
  const next = clauses.length + 1;
  clauses.push(
    {
      heading: { en: `${next}. Languages`, ms: `${next}. Bahasa` },
      en: 'This agreement is written in English and in Malay, each part followed by its Malay text. The Borrower acknowledges having read and understood it and having received a copy of it.',
      ms: 'Perjanjian ini ditulis dalam bahasa Inggeris dan bahasa Melayu, setiap bahagian diikuti oleh teks bahasa Melayunya. Peminjam mengakui telah membaca dan memahaminya serta telah menerima satu salinannya.',
    },
    {
      heading: { en: `${next + 1}. Electronic signing`, ms: `${next + 1}. Tandatangan elektronik` },
      en: 'This agreement is signed electronically. Each signature is added to a new version of this document, which records the SHA-256 digest of the version before it, so that any change to an earlier version can be detected.',
      ms: 'Perjanjian ini ditandatangani secara elektronik. Setiap tandatangan ditambah pada versi baharu dokumen ini, yang merekodkan ringkasan SHA-256 versi sebelumnya, supaya sebarang perubahan pada versi terdahulu dapat dikesan.',
    },
  );

  return {
    form,
    ...heading(form, withCollateral),
    particularsHeading: { en: 'Particulars of the loan', ms: 'Butir-butir pinjaman' },
    particulars,
    clauses,
    executionHeading: { en: 'Signatures', ms: 'Tandatangan' },
    signatureBoxes: [
      {
        signedAs: 'Company',
        caption: { en: 'Signed for the Moneylender', ms: 'Ditandatangani bagi pihak Pemberi Pinjam Wang' },
        party: i.Lender.Name,
      },
      {
        signedAs: 'Borrower',
        caption: { en: 'Signed by the Borrower', ms: 'Ditandatangani oleh Peminjam' },
        party: i.BorrowerName,
      },
      {
        signedAs: 'Attestor',
        caption: { en: 'Attested by', ms: 'Disaksikan oleh' },
        party: '',
      },
    ],
    footer: {
      en: `Loan agreement ${i.LoanNo} - page {page} of {pages}`,
      ms: `Perjanjian pinjaman ${i.LoanNo} - muka surat {page} daripada {pages}`,
    },
  };
}
