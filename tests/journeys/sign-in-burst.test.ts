import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD } from '../support/api';
import { startTestServer } from '../support/server';

// A server of its own: the burst locks the test's IP too.
let rt: LocalRuntime;
beforeAll(async () => {
  rt = await startTestServer({ web: false });
});
afterAll(async () => rt?.stop());

describe('a burst of parallel wrong passwords', () => {
  it('counts every one: the account locks and the right password is then refused', async () => {
    const a = api(rt.url);
    const email = 'company@demo.test';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        a.call('POST', '/auth/customer/login', { body: { username: email, password: 'Wrong#2026' } }),
      ),
    );
    // At most the first five attempts are checked at all; the others are refused before any hash.
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(50 - checked);

    const right = await a.call('POST', '/auth/customer/login', {
      body: { username: email, password: DEMO_PASSWORD },
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    const stored = await rt.platform.table.get({ PK: `THROTTLE#account#customer#${email}`, SK: 'THROTTLE' });
    expect(Number(stored?.failures)).toBeGreaterThanOrEqual(50);
    expect(Number(stored?.lockedUntil)).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
  }, 60_000);
});
