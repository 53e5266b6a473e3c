import { describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE, locksAfterFailure, resetRequestAllowed, signInGate } from './login-throttle';

const now = 1_000_000;

describe('sign-in throttling from an atomic count', () => {
  it('lets the first attempts through, then slows them, doubling', () => {
    expect(signInGate({ count: 1 }, now)).toEqual({ allowed: true, delayMs: 0 });
    expect(signInGate({ count: 4 }, now)).toEqual({ allowed: true, delayMs: 0 });
    expect(signInGate({ count: 5 }, now)).toEqual({ allowed: true, delayMs: 500 });
  });

  it('refuses and locks once five failures came before', () => {
    expect(signInGate({ count: 6 }, now)).toEqual({ allowed: false, retryAfterSeconds: 900, lockNow: true });
    expect(signInGate({ count: 51 }, now)).toEqual({ allowed: false, retryAfterSeconds: 900, lockNow: true });
  });

  it('refuses while locked, saying how long is left', () => {
    expect(signInGate({ count: 1, lockedUntil: now + 300 }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 300,
      lockNow: false,
    });
    expect(signInGate({ count: 1, lockedUntil: now }, now)).toEqual({ allowed: true, delayMs: 0 });
  });

  it('is four times as lenient per IP', () => {
    expect(signInGate({ count: 20 }, now, 4)).toEqual({ allowed: true, delayMs: 8000 });
    expect(signInGate({ count: 21 }, now, 4)).toMatchObject({ allowed: false, lockNow: true });
    expect(locksAfterFailure(5)).toBe(true);
    expect(locksAfterFailure(4)).toBe(false);
    expect(locksAfterFailure(19, 4)).toBe(false);
    expect(locksAfterFailure(20, 4)).toBe(true);
  });

  it('says when to try again', () => {
    expect(LOCKED_MESSAGE(15)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(LOCKED_MESSAGE(1)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
  });

  it('sends reset mails for three requests per e-mail and twenty per IP in the window', () => {
    expect(resetRequestAllowed(3, 20)).toBe(true);
    expect(resetRequestAllowed(4, 1)).toBe(false);
    expect(resetRequestAllowed(1, 21)).toBe(false);
  });
});
