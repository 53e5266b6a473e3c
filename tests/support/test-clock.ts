/**
 * The business date every test server starts on. The demo is seeded on it and each server's clock
 * runs on from it (a server restored from the saved demo starts where the seed ended), so what a
 * test sees is the same whatever day the suite runs. Tests that need another moment set the clock
 * (`setClock` in booking.ts); expectations are written against this date, never the real one.
 */
export const TEST_EPOCH = new Date('2026-11-28T10:00:00+08:00');

/** The business clock of a test server running in this process (what its rules see as now). */
export const businessNow = (rt: { platform: { clock: { now(): Date } } }): Date => rt.platform.clock.now();

/** A provider's signature time for a callback: the business clock's unix seconds, as the server checks it. */
export const unixNow = (rt: { platform: { clock: { now(): Date } } }): number =>
  Math.floor(businessNow(rt).getTime() / 1000);
