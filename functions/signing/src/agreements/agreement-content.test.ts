import { buildSchedule } from '@ezc/domain';
import { describe, expect, it } from 'vitest';
import {
  type AgreementContent,
  type AgreementInput,
  agreementContent,
  defaultLender,
} from './agreement-content';
import { agreementInputOf } from './agreement-input';

/** RM 10,000.00 at 18% a year simple interest over 12 months, agreed on 15 January 2026. */
const loanInput: AgreementInput = {
  LoanNo: 'EZC000001',
  AgreementDate: '2026-01-15',
  BorrowerName: 'Siti Aminah binti Abdullah',
  BorrowerICNo: '900101-14-5678',
  BorrowerAddress: 'No. 8, Jalan Ampang, 50450 Kuala Lumpur',
  AmountSen: 1_000_000,
  InterestRate: 18,
  InterestType: 'Simple',
  WithCollateralYN: 'N',
  Regime: 'Moneylenders Act 1951',
  NumberOfInstallments: 12,
  InstallmentSen: 98_333,
  FinalInstallmentSen: 98_337,
  FirstDueDate: '2026-02-15',
  LastDueDate: '2027-01-15',
  TotalInterestSen: 180_000,
  TotalRepaymentSen: 1_180_000,
  Lender: {
    Name: 'EZC Credit Sdn. Bhd.',
    LicenceNo: 'WL/2026/0001',
    Address: 'Level 12, Menara EZC, Jalan Tun Razak, 50400 Kuala Lumpur',
  },
};
/** Every text of the agreement in reading order, one string per block, as the PDF prints them. */
function agreementText(c: AgreementContent): string[] {
  return [
    c.title.en,
    c.title.ms,
    c.basis.en,
    c.basis.ms,
    `${c.particularsHeading.en} / ${c.particularsHeading.ms}`,
    ...c.particulars.flatMap((p) => [`${p.label.en}: ${p.value.en}`, `${p.label.ms}: ${p.value.ms}`]),
    ...c.clauses.flatMap((k) => [k.heading.en, k.en, k.heading.ms, k.ms]),
    `${c.executionHeading.en} / ${c.executionHeading.ms}`,
    ...c.signatureBoxes.flatMap((b) => [b.caption.en, b.caption.ms, ...(b.party ? [b.party] : [])]),
  ];
}
const textOf = (input: AgreementInput) => agreementText(agreementContent(input));

describe('the agreement text', () => {
  it('states the particulars of the loan in English', () => {
    const text = textOf(loanInput);
    expect(text).toEqual(
      expect.arrayContaining([
        'Date of agreement: 15 January 2026',
        'Loan number: EZC000001',
        'Moneylender: EZC Credit Sdn. Bhd.',
        'Moneylender licence number: WL/2026/0001',
        'Moneylender address: Level 12, Menara EZC, Jalan Tun Razak, 50400 Kuala Lumpur',
        'Borrower: Siti Aminah binti Abdullah',
        'NRIC / registration number: 900101-14-5678',
        'Borrower address: No. 8, Jalan Ampang, 50450 Kuala Lumpur',
        'Principal sum: RM 10,000.00',
        'Rate of interest: 18% a year (simple interest)',
        'Total interest: RM 1,800.00',
        'Total repayment: RM 11,800.00',
        'Number of installments: 12',
        'Amount of each installment: RM 983.33',
        'Amount of the final installment: RM 983.37',
        'First installment due: 15 February 2026',
        'Last installment due: 15 January 2027',
        'Interest on late payment: 8% a year on the overdue installment, calculated daily',
        'Security: None',
      ]),
    );
  });

  it('states the same particulars in Malay', () => {
    expect(textOf(loanInput)).toEqual(
      expect.arrayContaining([
        'Tarikh perjanjian: 15 Januari 2026',
        'Pemberi pinjam wang: EZC Credit Sdn. Bhd.',
        'Nombor lesen pemberi pinjam wang: WL/2026/0001',
        'Peminjam: Siti Aminah binti Abdullah',
        'Nombor KP / nombor pendaftaran: 900101-14-5678',
        'Jumlah prinsipal: RM 10,000.00',
        'Kadar faedah: 18% setahun (faedah ringkas)',
        'Bilangan ansuran: 12',
        'Amaun setiap ansuran: RM 983.33',
        'Amaun ansuran terakhir: RM 983.37',
        'Tarikh ansuran pertama: 15 Februari 2026',
        'Tarikh ansuran terakhir: 15 Januari 2027',
        'Faedah atas bayaran lewat: 8% setahun atas ansuran yang tertunggak, dikira setiap hari',
        'Cagaran: Tiada',
      ]),
    );
  });

  it('gives every clause in English and then in Malay', () => {
    const c = agreementContent(loanInput);
    expect(c.clauses.map((k) => [k.heading.en, k.heading.ms])).toEqual([
      ['1. Parties', '1. Pihak-pihak'],
      ['2. Loan and interest', '2. Pinjaman dan faedah'],
      ['3. Repayment', '3. Bayaran balik'],
      ['4. Interest on late payment', '4. Faedah atas bayaran lewat'],
      ['5. Languages', '5. Bahasa'],
      ['6. Electronic signing', '6. Tandatangan elektronik'],
    ]);
    const repayment = c.clauses[2]!;
    expect(repayment.en).toContain(
      '12 monthly installments: 11 of RM 983.33 and a final installment of RM 983.37',
    );
    expect(repayment.ms).toContain(
      '12 ansuran bulanan: 11 ansuran sebanyak RM 983.33 dan ansuran terakhir sebanyak RM 983.37',
    );
    const late = c.clauses[3]!;
    expect(late.en).toContain(
      'simple interest on the overdue installment at the rate of 8% a year, calculated daily',
    );
    expect(late.ms).toContain('pada kadar 8% setahun, dikira setiap hari');
    expect(c.clauses[0]!.en).toContain(
      'between EZC Credit Sdn. Bhd., a licensed moneylender (licence number WL/2026/0001)',
    );
  });

  it('follows Schedule J for a loan without collateral', () => {
    const c = agreementContent(loanInput);
    expect(c.form).toBe('J');
    expect(c.title).toEqual({
      en: 'MONEYLENDING AGREEMENT (LOAN WITHOUT SECURITY)',
      ms: 'PERJANJIAN PEMINJAMAN WANG (PINJAMAN TANPA CAGARAN)',
    });
    expect(c.basis.en).toBe(
      'Schedule J, Moneylenders (Control and Licensing) Regulations 2003 - Moneylenders Act 1951',
    );
    expect(c.basis.ms).toBe(
      'Jadual J, Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003 - Akta Pemberi Pinjam Wang 1951',
    );
  });

  it('follows Schedule K for a loan with collateral, with a clause on the security', () => {
    const c = agreementContent({ ...loanInput, WithCollateralYN: 'Y', InterestRate: 12 });
    expect(c.form).toBe('K');
    expect(c.title.en).toBe('MONEYLENDING AGREEMENT (LOAN WITH SECURITY)');
    expect(c.title.ms).toBe('PERJANJIAN PEMINJAMAN WANG (PINJAMAN DENGAN CAGARAN)');
    expect(c.basis.en).toContain('Schedule K,');
    expect(c.basis.ms).toContain('Jadual K,');
    expect(c.clauses.map((k) => k.heading.en)).toContain('5. Security');
    expect(agreementText(c)).toContain('Security: As set out in the security documents');
  });

  it('says a loan under another regime is outside the schedules, with the same particulars', () => {
    const c = agreementContent({
      ...loanInput,
      Regime: 'Other',
      InterestType: 'Compound Monthly',
      InterestRate: 24,
    });
    expect(c.form).toBe('Other');
    expect(c.title.en).toBe('LOAN AGREEMENT (LOAN WITHOUT SECURITY)');
    expect(c.basis.en).toBe(
      'This loan is made under a regime other than the Moneylenders Act 1951; the forms prescribed by Schedules J and K of the Moneylenders (Control and Licensing) Regulations 2003 do not apply to it.',
    );
    expect(c.basis.ms).toContain('tidak terpakai kepadanya');
    expect(agreementText(c)).toEqual(
      expect.arrayContaining([
        'Principal sum: RM 10,000.00',
        'Rate of interest: 24% a year (compounded monthly)',
        'Amount of each installment: RM 983.33',
        'Interest on late payment: 8% a year on the overdue installment, calculated daily',
      ]),
    );
  });

  it('words equal installments, and an address not given', () => {
    const text = textOf({ ...loanInput, FinalInstallmentSen: 98_333, BorrowerAddress: undefined });
    const c = agreementContent({ ...loanInput, FinalInstallmentSen: 98_333 });
    expect(c.clauses[2]!.en).toContain('12 monthly installments of RM 983.33 each');
    expect(text).toContain('Borrower address: Not given');
    expect(text).toContain('Alamat peminjam: Tidak dinyatakan');
  });

  it('leaves a box for the company, the borrower and the attestor', () => {
    const c = agreementContent(loanInput);
    expect(c.signatureBoxes.map((b) => [b.signedAs, b.caption.en, b.party])).toEqual([
      ['Company', 'Signed for the Moneylender', 'EZC Credit Sdn. Bhd.'],
      ['Borrower', 'Signed by the Borrower', 'Siti Aminah binti Abdullah'],
      ['Attestor', 'Attested by', ''],
    ]);
  });
});

describe('the particulars of a loan record', () => {
  const schedule = buildSchedule({
    principalSen: 1_000_000,
    annualRatePercent: 18,
    interestType: 'Simple',
    installments: 12,
    agreementDate: '2026-01-15',
  });
  const loan = {
    LoanNo: 'EZC000001',
    LoanId: 1,
    Status: 'Pending Signing Company',
    AgreementDate: '2026-01-15',
    BorrowerName: 'Siti Aminah binti Abdullah',
    BorrowerICNo: '900101-14-5678',
    AmountSen: 1_000_000,
    NumberOfInstallments: 12,
    TotalInterestSen: 180_000,
    TotalRepaymentSen: 1_180_000,
    Product: {
      SKU: 'PL-SIMPLE-18',
      InterestRate: 18,
      InterestType: 'Simple',
      WithCollateralYN: 'N',
      Regime: 'Moneylenders Act 1951',
    },
    // Stored in any order: the agreement reads them by installment number.
    Schedule: [...schedule.rows].reverse().map((r) => ({ ...r, Status: 'Scheduled', PaidSen: 0 })),
  };

  it('takes the installments and due dates from the schedule and the default lender', () => {
    expect(agreementInputOf(loan, ' No. 8, Jalan Ampang, 50450 Kuala Lumpur ')).toEqual({
      ...loanInput,
      Lender: defaultLender,
    });
  });

  it('passes the configured lender through and leaves out an empty address', () => {
    const lender = { Name: 'Other Credit Sdn. Bhd.', LicenceNo: 'WL/2026/0099', Address: 'Johor Bahru' };
    const input = agreementInputOf(loan, '', lender);
    expect(input.Lender).toEqual(lender);
    expect(input).not.toHaveProperty('BorrowerAddress');
  });

  it('refuses a loan without a schedule', () => {
    expect(() => agreementInputOf({ ...loan, Schedule: [] })).toThrow();
  });
});
