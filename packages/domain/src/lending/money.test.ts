import { describe, expect, it } from 'vitest';
import { applicationId, loanNumber } from './loan-numbers';
import { formatRM, fromSen, percentField, ringgitAmount, ringgitAmountOrZero, toSen } from './money';

describe('toSen and fromSen', () => {
  it('turns ringgit with up to two decimals into whole sen, exactly', () => {
    expect(toSen(1234.56)).toBe(123456);
    expect(toSen(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(toSen(0.29)).toBe(29);
    expect(toSen(10_000_000)).toBe(1_000_000_000);
    expect(toSen(0.1 + 0.2)).toBe(30);
    expect(toSen(-12.34)).toBe(-1234);
    expect(toSen(0)).toBe(0);
  });

  it('refuses what is not a number', () => {
    expect(() => toSen(Number.NaN)).toThrow(RangeError);
    expect(() => toSen(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('answers ringgit for sen', () => {
    expect(fromSen(123456)).toBe(1234.56);
    expect(fromSen(115)).toBe(1.15);
    expect(fromSen(5)).toBe(0.05);
    expect(fromSen(0)).toBe(0);
    expect(() => fromSen(1.5)).toThrow(RangeError);
  });
});

describe('formatRM', () => {
  it('writes RM, thousands separators and two decimals', () => {
    expect(formatRM(123456)).toBe('RM 1,234.56');
    expect(formatRM(100000000)).toBe('RM 1,000,000.00');
    expect(formatRM(5)).toBe('RM 0.05');
    expect(formatRM(0)).toBe('RM 0.00');
    expect(formatRM(98337)).toBe('RM 983.37');
    expect(formatRM(-150000)).toBe('-RM 1,500.00');
  });

  it('writes ringgit the same way in Malay', () => {
    expect(formatRM(123456, 'ms')).toBe('RM 1,234.56');
  });
});

describe('ringgitAmount', () => {
  it('takes positive amounts with at most two decimals up to RM 10,000,000', () => {
    expect(ringgitAmount.parse(1000)).toBe(1000);
    expect(ringgitAmount.parse(1000.5)).toBe(1000.5);
    expect(ringgitAmount.parse(0.01)).toBe(0.01);
    expect(ringgitAmount.parse(10_000_000)).toBe(10_000_000);
  });

  it('refuses three decimals, zero, negatives, too much and non-numbers, naming the text', () => {
    const issue = (v: unknown) => ringgitAmount.safeParse(v).error?.issues[0];
    expect(issue(1000.555)).toMatchObject({
      message: 'Use at most 2 decimals (sen).',
      params: { textKey: 'lendingValidation.amountDecimals' },
    });
    expect(issue(0)?.message).toBe('The amount must be more than RM 0.00.');
    expect(issue(-5)?.message).toBe('The amount must be more than RM 0.00.');
    expect(issue(10_000_000.01)?.message).toBe('The amount may be at most RM 10,000,000.00.');
    expect(issue('1000')?.message).toBe('Enter an amount in ringgit, e.g. 1000 or 1000.50.');
    expect(issue(Number.POSITIVE_INFINITY)).toBeDefined();
  });

  it('has a twin that also takes zero', () => {
    expect(ringgitAmountOrZero.parse(0)).toBe(0);
    expect(ringgitAmountOrZero.safeParse(-0.01).error?.issues[0]?.message).toBe(
      'The amount cannot be below RM 0.00.',
    );
  });
});

describe('percentField', () => {
  it('takes more than 0 up to 100 with two decimals', () => {
    expect(percentField().parse(18)).toBe(18);
    expect(percentField().parse(12.25)).toBe(12.25);
    expect(percentField().safeParse(0).error?.issues[0]?.message).toBe('The percentage must be more than 0.');
    expect(percentField().safeParse(100.01).error?.issues[0]?.message).toBe(
      'Enter a percentage from 0 to 100.',
    );
    expect(percentField().safeParse(12.345).error?.issues[0]?.message).toBe('Use at most 2 decimals.');
    expect(percentField({ allowZero: true }).parse(0)).toBe(0);
  });
});

describe('loan numbers', () => {
  it('numbers loans EZC and six digits, applications APP- and six digits', () => {
    expect(loanNumber(1)).toBe('EZC000001');
    expect(loanNumber(123456)).toBe('EZC123456');
    expect(loanNumber(1234567)).toBe('EZC1234567');
    expect(applicationId(1)).toBe('APP-000001');
    expect(applicationId(42)).toBe('APP-000042');
    expect(() => loanNumber(0)).toThrow(RangeError);
    expect(() => applicationId(1.5)).toThrow(RangeError);
  });
});
