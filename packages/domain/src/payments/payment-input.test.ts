import { describe, expect, it } from 'vitest';
import { paymentDateRefusal, paymentMandateOnly } from './payment-input';

const bounds = { today: '2026-11-28', disbursedOn: '2026-09-15' };

describe("a payment's date", () => {
  it('may be any day from the disbursement to today, both included', () => {
    for (const date of ['2026-09-15', '2026-10-31', '2026-11-28']) {
      expect(paymentDateRefusal(date, bounds)).toBeUndefined();
    }
  });

  it('is refused after today, naming today', () => {
    for (const date of ['2026-11-29', '2029-01-01']) {
      expect(paymentDateRefusal(date, bounds)).toMatchObject({
        kind: 'validation',
        code: 'PAYMENT.DATE_IN_FUTURE',
        message: 'The payment date cannot be later than today (28/11/2026).',
        details: { today: '28/11/2026' },
      });
    }
  });

  it("is refused before the loan's disbursement, naming its day", () => {
    for (const date of ['2026-09-14', '2019-03-01']) {
      expect(paymentDateRefusal(date, bounds)).toMatchObject({
        kind: 'validation',
        code: 'PAYMENT.DATE_BEFORE_DISBURSEMENT',
        message: "The payment date cannot be earlier than the loan's disbursement on 15/09/2026.",
        details: { disbursed: '15/09/2026' },
      });
    }
  });
});

describe('the e-mandate method', () => {
  it('is refused for a payment a person records, with the methods they may choose', () => {
    expect(paymentMandateOnly()).toMatchObject({
      kind: 'validation',
      code: 'PAYMENT.MANDATE_ONLY',
      message:
        "E-Mandate payments are made only by the bank's debits under the loan's e-mandate. Choose how the money was paid: Bank Transfer, FPX / Online Banking, Cash or Cheque.",
    });
  });
});
