import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity-description';

const show = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.split('-').reverse().join('/') : date;
const ms = (Activity: string, Remarks = '') => describeActivity({ Activity, Remarks }, 'ms', show);
const en = (Activity: string, Remarks = '') => describeActivity({ Activity, Remarks }, 'en', show);

describe("a history row in the reader's language", () => {
  it('tells the product’s activity names in Malay', () => {
    expect(ms('Loan stamped', 'Stamping date 20/11/2026')).toEqual({
      Activity: 'Pinjaman disetem',
      Remarks: 'Tarikh setem 20/11/2026',
    });
    expect(
      ms('Loan disbursed', 'Bank Transfer of RM 80,000.00, ref. TRF-EZC000006, paid 21/11/2026'),
    ).toEqual({
      Activity: 'Pinjaman dikeluarkan',
      Remarks: 'Pindahan Bank sebanyak RM 80,000.00, rujukan TRF-EZC000006, dibayar 21/11/2026',
    });
    expect(ms('Installment 1 activated', 'Due 2026-11-15')).toEqual({
      Activity: 'Ansuran 1 diaktifkan',
      Remarks: 'Perlu dibayar 15/11/2026',
    });
    expect(ms('Installment 2, 3 activated').Activity).toBe('Ansuran 2, 3 diaktifkan');
    expect(ms('Application submitted (In Review)').Activity).toBe('Permohonan dihantar (Dalam Semakan)');
    expect(ms('Full settlement requested; Full settlement approved').Activity).toBe(
      'Penyelesaian penuh dimohon; Penyelesaian penuh diluluskan',
    );
    expect(ms('Payment received', 'RCP-000001: RM 775.00 by Cash')).toEqual({
      Activity: 'Bayaran diterima',
      Remarks: 'RCP-000001: RM 775.00 melalui Tunai',
    });
    expect(
      ms('Loan terminated', 'Termination completed; 12 unpaid installment(s) left as they are').Remarks,
    ).toBe('Penamatan selesai; 12 ansuran yang belum dibayar dibiarkan seperti sedia ada');
    expect(ms('Document downloaded', 'Stamp Receipt')).toEqual({
      Activity: 'Dokumen dimuat turun',
      Remarks: 'Resit setem',
    });
    expect(
      ms('Termination requested (seeded: held in process; a requested termination completes at once)')
        .Activity,
    ).toBe('Penamatan dimohon (data demo: ditahan dalam proses; penamatan yang dimohon selesai serta-merta)');
  });

  it('keeps what a person wrote as it was written', () => {
    expect(ms('Application approved', 'Income and documents verified.')).toEqual({
      Activity: 'Permohonan diluluskan',
      Remarks: 'Income and documents verified.',
    });
    expect(ms('Loan created', 'From application APP-000006, approved: Income verified.').Remarks).toBe(
      'Daripada permohonan APP-000006, diluluskan: Income verified.',
    );
  });

  it('says an English reader the same words, its dates as the screens write them', () => {
    expect(en('Loan stamped', 'Stamping date 20/11/2026')).toEqual({
      Activity: 'Loan stamped',
      Remarks: 'Stamping date 20/11/2026',
    });
    expect(en('Installment 1 activated', 'Due 2026-11-15').Remarks).toBe('Due 15/11/2026');
    expect(en('Full settlement requested; Full settlement approved').Activity).toBe(
      'Full settlement requested; Full settlement approved',
    );
  });

  it('shows a name no form knows as stored', () => {
    expect(ms('Something new happened', 'As written')).toEqual({
      Activity: 'Something new happened',
      Remarks: 'As written',
    });
  });
});
