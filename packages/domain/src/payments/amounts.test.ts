import { describe, expect, it } from 'vitest';
import { dateSchema, divideHalfUp, parseOr, positiveSenSchema, senSchema } from './amounts';

describe('payment amounts', () => {
  it('divides rounding half up, exactly beyond 2^53', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3); // 2.5
    expect(divideHalfUp(7n, 3n)).toBe(2); // 2.33…
    expect(divideHalfUp(0n, 7n)).toBe(0);
    // 2^60 + 1 halves to 2^59 + 0.5, which rounds up; a float could not see the half.
    expect(divideHalfUp(2n ** 60n + 1n, 2n)).toBe(Number(2n ** 59n + 1n));
  });

  it('takes whole sen and calendar dates only', () => {
    expect(senSchema.safeParse(0).success).toBe(true);
    expect(senSchema.safeParse(-1).success).toBe(false);
    expect(senSchema.safeParse(1.5).success).toBe(false);
    expect(senSchema.safeParse(2 ** 53).success).toBe(false);
    expect(positiveSenSchema.safeParse(0).success).toBe(false);
    expect(dateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(dateSchema.safeParse('2026-02-29').success).toBe(false);
  });

  it('answers the parsed value, or the caller’s refusal', () => {
    expect(parseOr(senSchema, 12, 'X.BAD', 'Bad.')).toBe(12);
    expect(() => parseOr(senSchema, -12, 'X.BAD', 'Bad.')).toThrow(
      expect.objectContaining({ kind: 'validation', code: 'X.BAD', message: 'Bad.' }),
    );
  });
});
