import { describe, expect, it } from 'vitest';
import { serverClock } from './server-clock';

describe("the server's clock in the browser", () => {
  it('starts at the business time the page was made at and runs on with the browser', () => {
    let browser = Date.parse('2026-12-06T02:00:00.000Z');
    const now = serverClock('2026-11-28T02:00:00.000Z', () => browser);
    expect(new Date(now()).toISOString()).toBe('2026-11-28T02:00:00.000Z');
    browser += 90_000;
    expect(new Date(now()).toISOString()).toBe('2026-11-28T02:01:30.000Z');
  });

  it("is the browser's own clock when the page gave no time, or one it cannot read", () => {
    const browser = () => Date.parse('2026-12-06T02:00:00.000Z');
    expect(new Date(serverClock(undefined, browser)()).toISOString()).toBe('2026-12-06T02:00:00.000Z');
    expect(new Date(serverClock('yesterday', browser)()).toISOString()).toBe('2026-12-06T02:00:00.000Z');
  });
});
