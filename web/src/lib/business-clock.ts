/**
 * Now, as the API's rules see it. In AWS that is the real clock. The local process runs a business
 * clock of its own that demos and tests move (`/api/dev/clock`) and registers it by the API's
 * origin under this global name, as it registers its in-process API; a page that offers "today"
 * (a payment's date, the last day a stamping may carry) must offer the API's today, or the API
 * refuses the page's own default.
 */
export function businessNow(origin: string | undefined = process.env.API_ORIGIN): Date {
  const clocks = (globalThis as Record<symbol, Map<string, { now(): Date }> | undefined>)[
    Symbol.for('ezc.business-clock')
  ];
  const clock = origin ? clocks?.get(origin) : undefined;
  return clock ? clock.now() : new Date();
}
