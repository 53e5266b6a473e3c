import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { lendingServerTexts } from '../i18n/lending-server';
import { apiErrorText, translate } from '../i18n/server';
import { actionForbidden } from './action-rights';
import { applicationRefusal } from './application-machine';
import { loanRefusal } from './loan-machine';
import * as refusals from './refusals';
import { lendingRuleTexts } from './rule-texts';

const keyOf = (code: string) => code.replace(/\./g, '_');

describe('lending refusals', () => {
  it('say the texts of the specification and the plan', () => {
    expect(refusals.loanNotFound()).toMatchObject({
      kind: 'not-found',
      code: 'LOAN.NOT_FOUND',
      message: 'Loan not found',
    });
    expect(refusals.documentNotFound()).toMatchObject({
      kind: 'not-found',
      code: 'DOCUMENT.NOT_FOUND',
      message: 'No file found',
    });
    expect(refusals.previousInstallmentUnpaid()).toMatchObject({
      kind: 'rule',
      code: 'SCHEDULE.PREVIOUS_UNPAID',
      message: 'Previous installment needs to be paid',
    });
    expect(refusals.installmentAlreadyActive()).toMatchObject({
      kind: 'rule',
      code: 'SCHEDULE.ALREADY_ACTIVE',
      message: 'Installment has already been activated.',
    });
    expect(refusals.productExists('PL-1')).toMatchObject({
      kind: 'conflict',
      code: 'PRODUCT.EXISTS',
      message: 'A product with SKU PL-1 already exists.',
      details: { sku: 'PL-1' },
    });
    expect(refusals.productNotFound().message).toBe('Product not found');
    expect(refusals.applicationNotFound().message).toBe('Application not found');
    expect(refusals.partnerInUse('PTN-001')).toMatchObject({ kind: 'conflict', code: 'PARTNER.IN_USE' });
    expect(refusals.disbursementAboveAmount(1_000_100, 1_000_000).message).toBe(
      'The amount disbursed (RM 10,001.00) cannot be more than the loan amount (RM 10,000.00).',
    );
  });

  it('each have a text in both languages, with the values their details carry', () => {
    // Each refusal made with sample values: a code for those taking one, sen for the others.
    const made = Object.values(refusals).map((make) => {
      const f = make as (...a: unknown[]) => unknown;
      try {
        return f('X');
      } catch {
        return f(100, 200);
      }
    });
    const errors = [
      ...made.filter(isDomainError),
      actionForbidden('Stamp Loan'),
      { code: 'APPLICATION.NOT_ALLOWED', details: applicationRefusal('Approved', 'CANCEL').details },
      { code: 'LOAN.NOT_ALLOWED', details: loanRefusal('Active', 'STAMP').details },
      { code: 'LENDING.RATE_ABOVE_CAP', details: { limit: 18 } },
      { code: 'LENDING.SIMPLE_INTEREST_ONLY', details: {} },
      { code: 'LENDING.INTEREST_ABOVE_PRINCIPAL', details: { interest: 'RM 1.00', principal: 'RM 0.50' } },
      { code: 'SCHEDULE.BAD_TERMS', details: {} },
      // Raised by the loans context itself (a document's type, a lost race).
      { code: 'DOCUMENT.TYPE_NOT_ALLOWED', details: {} },
      { code: 'APPLICATION.CHANGED', details: {} },
      { code: 'LOAN.CHANGED', details: {} },
    ];
    expect(errors.length).toBeGreaterThan(30);
    for (const e of errors) {
      const params = (e.details ?? {}) as Record<string, string | number>;
      const malay = apiErrorText('ms', e.code, params);
      expect(malay, e.code).toBeDefined();
      expect(malay, e.code).not.toMatch(/\{\w+\}/);
      expect(apiErrorText('en', e.code, params), e.code).not.toMatch(/\{\w+\}/);
    }
    // And no text without a refusal that uses it.
    const used = new Set(errors.map((e) => keyOf(e.code)));
    expect(Object.keys(lendingServerTexts.en.apiErrors).filter((k) => !used.has(k))).toEqual([]);
  });

  it('say the Act refusals in Malay with their values', () => {
    expect(apiErrorText('ms', 'LENDING.RATE_ABOVE_CAP', { limit: 12 })).toBe(
      'Di bawah Akta Pemberi Pinjam Wang 1951, kadar faedah paling tinggi ialah 12% setahun bagi pinjaman ini (12% dengan cagaran, 18% tanpa cagaran).',
    );
    expect(apiErrorText('ms', 'SCHEDULE.PREVIOUS_UNPAID')).toBe('Ansuran sebelumnya perlu dibayar');
    expect(apiErrorText('ms', 'LOAN.NOT_ALLOWED', { status: 'Active', action: 'STAMP' })).toBe(
      "Pinjaman yang berstatus 'Active' tidak boleh diubah dengan cara ini.",
    );
  });

  it('keep the validation texts the field rules use in the catalogue', () => {
    expect(lendingServerTexts.en.lendingValidation).toEqual(lendingRuleTexts);
    expect(translate('ms', 'lendingValidation.amountDecimals')).toBe(
      'Gunakan paling banyak 2 tempat perpuluhan (sen).',
    );
    expect(translate('ms', 'lendingValidation.wholeNumber', { min: 1, max: 360 })).toBe(
      'Masukkan nombor bulat antara 1 hingga 360.',
    );
  });
});
