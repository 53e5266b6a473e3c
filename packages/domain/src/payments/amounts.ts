import * as z from 'zod';
import { invalid } from '../errors';

/**
 * The arithmetic and input checks the payment rules share. Money is whole sen; a fraction of a sen
 * exists only inside one calculation, as an exact integer ratio, and is rounded once at its end.
 */

/** A whole number of sen, zero or more (an unpaid part, a balance that may be nothing). */
export const senSchema = z.number().int().min(0);

/** A whole number of sen, more than zero (an amount that is actually moved). */
export const positiveSenSchema = z.number().int().min(1);

/** A calendar date, YYYY-MM-DD, in Malaysia. */
export const dateSchema = z.iso.date();

/**
 * `numerator / denominator` rounded half up. BigInt, because a numerator such as 8 × sen × days or
 * sen × rate × days can pass 2^53 on large loans, and floating point would then lose the half.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** `value` as `schema` reads it, or a validation error with the caller's stable code and text. */
export function parseOr<S extends z.ZodType>(
  schema: S,
  value: unknown,
  code: string,
  message: string,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(code, message);
  return parsed.data;
}
