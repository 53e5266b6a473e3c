import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD } from '../support/api';
import { startTestServer } from '../support/server';

// A server of its own: the lockout it provokes must not leak into other journeys.
let rt: LocalRuntime;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

describe('sign-in throttling', () => {
  it('locks an e-mail after repeated failures, with the same answer for an unknown e-mail', async () => {
    const attempt = (username: string, password: string) =>
      a.call('POST', '/auth/customer/login', { body: { username, password } });
    for (let i = 0; i < 5; i++) expect((await attempt('borrower@demo.test', 'Wrong#2026')).status).toBe(401);
    const locked = await attempt('borrower@demo.test', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');

    for (let i = 0; i < 5; i++) await attempt('ghost@demo.test', 'Wrong#2026');
    const ghost = await attempt('ghost@demo.test', 'Wrong#2026');
    expect(ghost.status).toBe(429);
    expect(ghost.body.message).toBe(locked.body.message);

    const inMalay = await a.call('POST', '/auth/customer/login', {
      body: { username: 'borrower@demo.test', password: DEMO_PASSWORD },
      headers: { 'accept-language': 'ms' },
    });
    expect(inMalay.body.message).toBe(
      'Terlalu banyak cubaan log masuk yang gagal. Sila cuba lagi dalam 15 minit.',
    );
  }, 60_000);

  it('records the lockout in the audit trail', async () => {
    const rows = await rt.platform.store.history('SignIn', 'customer:borrower@demo.test');
    const actions = rows.map((r) => r.Activity);
    expect(actions).toContain('Sign-in locked after repeated failures');
    expect(actions).toContain('Sign-in refused: locked');
  });
});
