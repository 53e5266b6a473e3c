import { randomBytes, scryptSync } from 'node:crypto';
import type { LocalRuntime } from '@ezc/local';
import { platformKeys } from '@ezc/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, DEMO_PASSWORD, signIn } from '../support/api';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  // At the deployments' scrypt cost: the upgrade of an older hash below is to that cost.
  rt = await startTestServer({ web: false, env: { PASSWORD_HASH_COST: '17' } });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

type Tokens = { access_token: string; refresh_token: string };
const sessionOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
const lastActive = async (token: string) =>
  Number((await rt.platform.table.get(platformKeys.session(sessionOf(token).sid)))?.LastActiveAt);
/**
 * Makes a session look idle by writing its row behind the process's back, as another process
 * would; the token check then forgets what it last read of the session (its one-second memory),
 * so the next call reads the row afresh instead of waiting that second out.
 */
const idleFor = async (token: string, minutes: number) => {
  const { sid } = sessionOf(token);
  await rt.platform.table.update(platformKeys.session(sid), {
    set: { LastActiveAt: Date.now() - minutes * 60_000 },
  });
  rt.platform.tokens.forgetSession(sid);
};

describe('idle sessions', () => {
  it('ends a borrower’s session after 30 minutes without activity, and a staff member’s after 15', async () => {
    const borrower = await signIn(rt.url, 'borrower@demo.test');
    const staff = await signIn(rt.url, 'staff@demo.test');
    const me = await a.get<{ Data: { IdleTimeoutSeconds: number; IdleWarningSeconds: number } }>(
      '/auth/me',
      borrower,
    );
    expect(me.body.Data).toMatchObject({ IdleTimeoutSeconds: 1800, IdleWarningSeconds: 60 });
    expect(
      (await a.get<{ Data: { IdleTimeoutSeconds: number } }>('/auth/me', staff)).body.Data.IdleTimeoutSeconds,
    ).toBe(900);

    await idleFor(borrower, 20);
    await idleFor(staff, 20);
    expect((await a.get('/auth/me', borrower)).status).toBe(200);
    const lost = await a.get('/auth/me', staff);
    expect(lost.status).toBe(401);
    expect(lost.body).toEqual({ message: 'Unauthorized', code: 'AUTH.UNAUTHORIZED' });
  });

  it('refuses to refresh an idle session, and records why it ended', async () => {
    const login = await a.post<Tokens>('/auth/customer/login', {
      username: 'borrower@demo.test',
      password: DEMO_PASSWORD,
    });
    await idleFor(login.body.access_token, 31);
    const refreshed = await a.post('/customer-refresh-token', { RefreshToken: login.body.refresh_token });
    expect(refreshed.status).toBe(401);
    const history = (await rt.platform.store.history('Account', 'ACC-0001')).map((h) => h.Activity);
    expect(history).toContain('Session ended after inactivity');
  });

  it('counts calls a person makes as activity, and not what the page does by itself', async () => {
    const token = await signIn(rt.url, 'risk@demo.test');
    await idleFor(token, 5);
    const before = await lastActive(token);
    expect(
      (await a.get(`/realtime/events?after=${encodeURIComponent(new Date().toISOString())}`, token)).status,
    ).toBe(200);
    expect((await a.post('/realtime/ticket', {}, token)).status).toBe(200);
    expect(await lastActive(token)).toBe(before);
    const kept = await a.post<{ Data: { IdleTimeoutSeconds: number } }>('/auth/keep-alive', {}, token);
    expect(kept.body.Data.IdleTimeoutSeconds).toBe(900);
    expect(await lastActive(token)).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe('the WebSocket ticket', () => {
  it('opens a socket, and is refused as a Bearer token; an access token does not open a socket', async () => {
    const token = await signIn(rt.url, 'borrower@demo.test');
    const ticket = (await a.post<{ token: string }>('/realtime/ticket', {}, token)).body.token;
    expect((await a.get('/auth/me', ticket)).status).toBe(401);

    const open = (t: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${rt.url.replace('http', 'ws')}/ws?token=${t}`);
        ws.on('message', (data) => {
          resolve(String(JSON.parse(String(data)).type));
          ws.close();
        });
        ws.on('close', (code) => resolve(`closed ${code}`));
      });
    expect(await open(ticket)).toBe('welcome');
    expect(await open(token)).toBe('closed 4401');
  });
});

describe('changing a password', () => {
  it('checks the current one, ends the other sessions, keeps this one and e-mails the owner', async () => {
    const here = await signIn(rt.url, 'attorney@demo.test');
    const elsewhere = await signIn(rt.url, 'attorney@demo.test');
    // The other session works until the change (and the token check now remembers it as live).
    expect((await a.get('/auth/me', elsewhere)).status).toBe(200);
    const wrong = await a.post(
      '/auth/change-password',
      { CurrentPassword: 'Nope#2026', Password: 'kuih lapis pandan', ConfirmPassword: 'kuih lapis pandan' },
      here,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'Your current password is not right.',
      code: 'AUTH.WRONG_PASSWORD',
    });
    const weak = await a.post(
      '/auth/change-password',
      { CurrentPassword: DEMO_PASSWORD, Password: 'Password1234', ConfirmPassword: 'Password1234' },
      here,
    );
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'Password: This password is too easy to guess: it is a common or breached password, or made from one. Try a few unrelated words.',
    );

    const done = await a.post(
      '/auth/change-password',
      { CurrentPassword: DEMO_PASSWORD, Password: 'kuih lapis pandan', ConfirmPassword: 'kuih lapis pandan' },
      here,
    );
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Password changed.');
    // At once: the change forgets what the token check remembered of the account's sessions.
    expect((await a.get('/auth/me', here)).status).toBe(200);
    expect((await a.get('/auth/me', elsewhere)).status).toBe(401);
    expect(await signIn(rt.url, 'attorney@demo.test', 'kuih lapis pandan')).toBeTruthy();

    await rt.settle();
    const mail = (await (
      await fetch(`${rt.url}/api/dev/outbox?to=attorney@demo.test`, { headers: devHeaders(rt) })
    ).json()) as {
      Data: { subject: string; body: string }[];
    };
    expect(mail.Data.at(-1)?.subject).toBe(
      'Your EZC password was changed / Kata laluan EZC anda telah ditukar',
    );
    expect(mail.Data.at(-1)?.body).toContain('Dear Farah Aziz,');
  }, 60_000);
});

describe('stored password hashes', () => {
  it('upgrades an older, weaker hash at the next successful sign-in', async () => {
    const key = platformKeys.account('STF-0003');
    const upgrades = async () =>
      (await rt.platform.store.history('Account', 'STF-0003')).filter(
        (h) => h.Activity === 'Password hash upgraded',
      ).length;
    const upgradedBefore = await upgrades();
    const salt = randomBytes(16);
    const weak = scryptSync(DEMO_PASSWORD, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const older = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), weak.toString('base64url')].join('$');
    await rt.platform.table.update(key, { set: { PasswordHash: older } });
    expect(await signIn(rt.url, 'risk@demo.test')).toBeTruthy();
    const stored = String((await rt.platform.table.get(key))?.PasswordHash);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await signIn(rt.url, 'risk@demo.test')).toBeTruthy();
    // Upgraded once: the second sign-in finds the hash at today's cost.
    expect(await upgrades()).toBe(upgradedBefore + 1);
  });
});

describe('the background system account', () => {
  it('counts a wrong API key as a failed sign-in', async () => {
    const attempt = () =>
      a.post('/sso/authorisation', {
        Username: 'system@ezc.local',
        Password: DEMO_PASSWORD,
        ApiKey: 'not-the-key',
      });
    expect((await attempt()).status).toBe(401);
    const counter = await rt.platform.table.get({
      PK: 'THROTTLE#account#service#system@ezc.local',
      SK: 'THROTTLE',
    });
    expect(Number(counter?.failures)).toBe(1);
    const rows = await rt.platform.store.history('SignIn', 'service:system@ezc.local');
    expect(rows.at(-1)).toMatchObject({ Activity: 'Sign-in failed: wrong API key', IpAddress: '127.0.0.1' });
  });
});
