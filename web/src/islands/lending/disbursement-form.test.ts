import { CATALOGUES } from '@ezc/domain/i18n/index';
import { describe, expect, it } from 'vitest';
import { bankLabel, disbursementBody, disbursementProblems, initialValues } from './disbursement-form';

const banks = [
  { Code: 'MAYBANK', Name: 'Maybank', NameEn: 'Maybank' },
  { Code: 'PUBLIC_BANK', Name: 'Public Bank', NameEn: 'Public Bank' },
  { Code: 'OTHERS', Name: 'Lain-lain', NameEn: 'Others' },
];
const texts = CATALOGUES.en.lending.loanView.disbursement;
const common = CATALOGUES.en.lending.common;

describe('the disbursement form', () => {
  it("starts from the loan's amount and the account in the borrower's profile", () => {
    const values = initialValues(
      { Amount: 80000, BankCode: 'MAYBANK', AccountNo: '514012345678', AccountName: 'Ahmad bin Ismail' },
      banks,
      '2026-12-01',
    );
    expect(values).toMatchObject({
      Method: 'Bank Transfer',
      Amount: '80000.00',
      BankCode: 'MAYBANK',
      OtherBank: '',
      AccountNo: '514012345678',
      AccountName: 'Ahmad bin Ismail',
      PaymentDate: '2026-12-01',
    });
    expect(disbursementProblems(values, texts, common, '2026-12-01')).toEqual({
      RefNo: 'Please fill this in.',
    });
  });

  it('asks for the bank when the profile names none the list knows', () => {
    const values = initialValues({ Amount: 500, BankCode: 'NO_SUCH_BANK' }, banks, '2026-12-01');
    expect(values.BankCode).toBe('');
    expect(disbursementProblems({ ...values, RefNo: 'FT-1' }, texts, common, '2026-12-01')).toEqual({
      BankCode: 'Choose the bank.',
      AccountNo: 'Enter the account number: 5 to 20 digits.',
      AccountName: 'Please fill this in.',
    });
  });

  it('records a bank outside the list by the name typed, and the currency is always MYR', () => {
    const values = {
      ...initialValues(
        { Amount: 1234.5, BankCode: 'OTHERS', OtherBank: 'Bank Kerjasama Rakyat' },
        banks,
        '2026-12-01',
      ),
      RefNo: ' FT-2 ',
      AccountNo: '1234567',
      AccountName: 'Syarikat Maju Jaya Sdn. Bhd.',
      OffsetDocNo: 'INV-1, INV-2 ,',
    };
    expect(bankLabel(values, banks)).toBe('Bank Kerjasama Rakyat');
    expect(disbursementBody('EZC000006', values, banks)).toEqual({
      LoanNo: 'EZC000006',
      Method: 'Bank Transfer',
      Amount: 1234.5,
      RefNo: 'FT-2',
      Bank: 'Bank Kerjasama Rakyat',
      AccountNo: '1234567',
      AccountName: 'Syarikat Maju Jaya Sdn. Bhd.',
      Currency: 'MYR',
      OffsetDocNo: ['INV-1', 'INV-2'],
      PaymentDate: '2026-12-01',
    });
    expect(disbursementBody('EZC000006', { ...values, BankCode: 'PUBLIC_BANK' }, banks).Bank).toBe(
      'Public Bank',
    );
  });

  it('refuses a payment date after today and an amount that is not ringgit', () => {
    const values = {
      ...initialValues({ Amount: 100 }, banks, '2026-12-01'),
      Amount: '10.001',
      PaymentDate: '2026-12-02',
    };
    const found = disbursementProblems(values, texts, common, '2026-12-01');
    expect(found.Amount).toBe(texts.amountInvalid);
    expect(found.PaymentDate).toBe('The payment date cannot be after today.');
  });
});
