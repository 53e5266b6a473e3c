import { request } from 'node:http';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySetCookies } from '../../web/src/lib/session';
import { api, DEMO_PASSWORD, signIn } from '../support/api';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

type Tokens = { access_token: string; refresh_token: string; expires_in: number };

describe('customer sign-in', () => {
  it('gives tokens for the right password', async () => {
    const r = await a.post<Tokens>('/auth/customer/login', {
      username: 'borrower@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.body.expires_in).toBe(900);
    expect(r.body.access_token.split('.')).toHaveLength(3);
    expect(r.body.refresh_token).toMatch(/\./);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await a.post('/auth/customer/login', {
      username: 'company@demo.test',
      password: 'Nope#2026',
    });
    const unknown = await a.post('/auth/customer/login', {
      username: 'nobody@demo.test',
      password: 'Nope#2026',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password.');
    expect(unknown.body.message).toBe('Invalid email or password.');
  });

  it('does not let a staff account sign in as a customer', async () => {
    const r = await a.post('/auth/customer/login', { username: 'admin@demo.test', password: DEMO_PASSWORD });
    expect(r.status).toBe(401);
  });

  it('answers missing fields with 400 naming them', async () => {
    const r = await a.post('/auth/customer/login', { username: 'borrower@demo.test' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^password: /);
  });
});

describe('staff single sign-on', () => {
  it('exchanges a single-use code for the product tokens', async () => {
    const sso = await a.post<{ code: string; sso_token: string }>('/sso/authorization', {
      email: 'finance@demo.test',
      password: DEMO_PASSWORD,
      client_id: 'loan-web',
    });
    expect(sso.status).toBe(200);
    expect(sso.body.code.length).toBeGreaterThan(20);
    expect(sso.body.sso_token.split('.')).toHaveLength(3);
    const login = await a.post<Tokens>('/staff/auth/login', { code: sso.body.code });
    expect(login.status).toBe(200);
    const again = await a.post('/staff/auth/login', { code: sso.body.code });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('The sign-in code is invalid or has expired.');
  });

  it('refuses an unknown client id', async () => {
    const r = await a.post('/sso/authorization', {
      email: 'finance@demo.test',
      password: DEMO_PASSWORD,
      client_id: 'evil',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Unknown client.');
  });

  it('also signs in through /auth/login with a password or a code', async () => {
    const byPassword = await a.post<Tokens>('/auth/login', {
      email: 'risk@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(byPassword.status).toBe(200);
    const sso = await a.post<{ code: string }>('/sso/authorization', {
      email: 'risk@demo.test',
      password: DEMO_PASSWORD,
      client_id: 'loan-web',
    });
    const byCode = await a.post<Tokens>('/auth/login', { code: sso.body.code });
    expect(byCode.status).toBe(200);
  });

  it('signs in the background system account with its API key only', async () => {
    const ok = await a.post<Tokens>('/sso/authorisation', {
      Username: 'system@ezc.local',
      Password: DEMO_PASSWORD,
      ApiKey: 'local-system-api-key-0001',
    });
    expect(ok.status).toBe(200);
    const bad = await a.post('/sso/authorisation', {
      Username: 'system@ezc.local',
      Password: DEMO_PASSWORD,
      ApiKey: 'wrong-key-wrong-key',
    });
    expect(bad.status).toBe(401);
  });

  it("takes the site's client id for its background login, and no client it does not know", async () => {
    const body = {
      Username: 'system@ezc.local',
      Password: DEMO_PASSWORD,
      ApiKey: 'local-system-api-key-0001',
    };
    const site = await a.post<Tokens>('/sso/authorisation', { ...body, client_id: 'loan-web' });
    expect(site.status).toBe(200);
    const unknown = await a.post('/sso/authorisation', { ...body, client_id: 'someone-else' });
    expect([unknown.status, unknown.body]).toEqual([
      400,
      { message: 'Unknown client.', code: 'AUTH.UNKNOWN_CLIENT' },
    ]);
  });
});

describe('roles and privileges', () => {
  it('gives the admin every privilege and the borrower none', async () => {
    const admin = await a.post<{ roles: string[]; privileges: string[] }>(
      '/get-roles-privileges',
      {},
      await signIn(rt.url, 'admin@demo.test'),
    );
    expect(admin.body.roles).toEqual(['Admin']);
    // Spec §6's fourteen privileges.
    expect([...admin.body.privileges].sort()).toEqual(
      [
        'Dashboard',
        'Menu - Applications',
        'Partner - List',
        'Menu - Signing Sessions',
        'Menu - Setup > Product',
        'Menu - Setup > Signing Session',
        'Signature - Retrieve',
        'Signer - Company',
        'Application - Retrieve List',
        'Loan - Retrieve List',
        'Loan - View Details',
        'Application - View Details',
        'Loan - Retrieve Signing Sessions',
        'Manual Payment Receipt',
      ].sort(),
    );
    const borrower = await a.post('/get-roles-privileges', {}, await signIn(rt.url, 'borrower@demo.test'));
    // Borrowers keep a saved signature (issue: 'Signature - Retrieve' by default, data an Admin can edit).
    expect(borrower.body).toEqual({ roles: ['Borrower'], privileges: ['Signature - Retrieve'] });
  });

  it('gives the signer the Signer - Company privilege', async () => {
    const r = await a.post<{ privileges: string[] }>(
      '/get-roles-privileges',
      {},
      await signIn(rt.url, 'signer@demo.test'),
    );
    expect(r.body.privileges).toContain('Signer - Company');
  });

  it('answers 401 Unauthorized without a token', async () => {
    const r = await a.post('/get-roles-privileges', {});
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Unauthorized');
  });
});

describe('refresh rotation and logout', () => {
  it('rotates once; reusing a spent refresh token revokes the whole session', async () => {
    const first = await a.post<Tokens>('/auth/customer/login', {
      username: 'company@demo.test',
      password: DEMO_PASSWORD,
    });
    const second = await a.post<Tokens>('/customer-refresh-token', {
      RefreshToken: first.body.refresh_token,
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect((await a.post('/get-roles-privileges', {}, second.body.access_token)).status).toBe(200);

    const replay = await a.post('/customer-refresh-token', { RefreshToken: first.body.refresh_token });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Unauthorized');
    // The family is gone: the newest tokens stop working too.
    expect((await a.post('/get-roles-privileges', {}, second.body.access_token)).status).toBe(401);
    expect(
      (await a.post('/customer-refresh-token', { RefreshToken: second.body.refresh_token })).status,
    ).toBe(401);
  });

  it('logout revokes the session', async () => {
    const token = await signIn(rt.url, 'staff@demo.test');
    expect((await a.post('/auth/logout', {}, token)).body).toEqual({ message: 'Signed out.' });
    const after = await a.post('/get-roles-privileges', {}, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthorized');
  });
});

describe('password recovery', () => {
  const outbox = async (to: string) =>
    (
      (await (await fetch(`${rt.url}/api/dev/outbox?to=${to}`, { headers: devHeaders(rt) })).json()) as {
        Data: { subject: string; body: string }[];
      }
    ).Data;

  it('mails a customer a single-use link and resets the password', async () => {
    const oldSession = await signIn(rt.url, 'company@demo.test');
    const req = await a.post('/customer-password/request-reset', {
      Email: 'company@demo.test',
      ResetPasswordLink: 'https://evil.example/reset-password',
    });
    expect(req.status).toBe(201);
    expect(req.body.message).toBe('Customer email recovery sent successfully');
    // The mail goes out after the answer, through the outbox and identity's consumer.
    await rt.settle();
    const mail = (await outbox('company@demo.test')).at(-1)!;
    expect(mail.subject).toBe('Reset your EZC password');
    const link = /https?:\/\/\S+/.exec(mail.body)![0];
    expect(link).toMatch(new RegExp(`^${rt.url}/reset-password\\?token=`));
    expect(link).not.toContain('evil.example');
    const token = new URL(link).searchParams.get('token')!;

    const mismatch = await a.post('/customer-password/reset', {
      Token: token,
      Password: 'Fresh#2027',
      ConfirmPassword: 'Fresh#2028',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('ConfirmPassword: Passwords do not match.');

    const done = await a.post('/customer-password/reset', {
      Token: token,
      Password: 'Fresh#2027',
      ConfirmPassword: 'Fresh#2027',
    });
    expect(done.status).toBe(201);
    expect(done.body.message).toBe('Password reset successfully.');
    expect((await a.post('/get-roles-privileges', {}, oldSession)).status).toBe(401);
    await rt.settle();
    expect((await outbox('company@demo.test')).at(-1)).toMatchObject({
      subject: 'Your EZC password was changed / Kata laluan EZC anda telah ditukar',
    });
    expect(await signIn(rt.url, 'company@demo.test', 'Fresh#2027')).toBeTruthy();

    const reuse = await a.post('/customer-password/reset', {
      Token: token,
      Password: 'Other#2027',
      ConfirmPassword: 'Other#2027',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it("builds the link on the site's configured address whatever Host the request claims", async () => {
    // A forged Host, as anyone can send straight to the server (fetch would not let it be set).
    const answer = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({
        email: 'signer@demo.test',
        ResetPasswordLink: 'https://evil.example/staff/reset-password',
      });
      const req = request(
        `${rt.url}/api/auth/request-reset-password`,
        {
          method: 'POST',
          headers: {
            host: 'evil.example',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer).toBe(200);
    await rt.settle();
    const mail = (await outbox('signer@demo.test')).at(-1)!;
    const link = /https?:\/\/\S+/.exec(mail.body)![0];
    // The test server's own address is its PUBLIC_URL.
    expect(rt.config.PUBLIC_URL).toBe(rt.url);
    expect(link).toMatch(new RegExp(`^${rt.url}/staff/reset-password\\?token=[^&\\s]+$`));
    expect(mail.body).not.toContain('evil.example');
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const r = await a.post('/customer-password/request-reset', { Email: 'stranger@demo.test' });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Customer email recovery sent successfully');
    await rt.settle();
    expect(await outbox('stranger@demo.test')).toEqual([]);
  });

  it('mails staff a link to the staff reset page', async () => {
    const r = await a.post('/auth/request-reset-password', { email: 'attorney@demo.test' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Staff email recovery sent successfully');
    await rt.settle();
    expect((await outbox('attorney@demo.test')).at(-1)!.body).toContain(
      `${rt.url}/staff/reset-password?token=`,
    );
  });
});

describe('the single-sign-on bearer (spec §7)', () => {
  it('reads GET /users and GET /users/{id}, nothing else, and ends with its session', async () => {
    const sso = await a.post<{ code: string; sso_token: string }>('/sso/authorization', {
      email: 'attorney@demo.test',
      password: DEMO_PASSWORD,
      client_id: 'loan-web',
    });
    expect(sso.status).toBe(200);
    const bearer = sso.body.sso_token;
    const list = await a.get<{ Data: { email: string }[]; Count: number }>(
      '/users?status=active&roleId=ROLE-ATTORNEY',
      bearer,
    );
    expect(list.status).toBe(200);
    expect(list.body.Data.map((u) => u.email)).toEqual(['attorney@demo.test']);
    const one = await a.get<{ Data: { email: string; full_name: string } }>('/users/STF-0001', bearer);
    expect(one.status).toBe(200);
    expect(one.body.Data.email).toBe('admin@demo.test');

    // It is no access token: the routes that do not take it answer as to no token at all.
    const elsewhere = await a.post('/get-roles-privileges', {}, bearer);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.message).toBe('Unauthorized');
    // And an access token is no SSO token's stand-in the other way round: still accepted as itself.
    const tokens = await a.post<{ access_token: string }>('/staff/auth/login', { code: sso.body.code });
    expect((await a.get('/users/STF-0001', tokens.body.access_token)).status).toBe(200);

    // Signing out ends the session the bearer stands for.
    expect((await a.post('/auth/logout', {}, tokens.body.access_token)).status).toBe(200);
    const after = await a.get('/users?status=active', bearer);
    expect(after.status).toBe(401);
  });

  it("refuses a customer's access token and a forged bearer", async () => {
    const customer = await signIn(rt.url, 'borrower@demo.test');
    expect((await a.get('/users?status=active', customer)).status).toBe(403);
    const forged = await a.get('/users?status=active', 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJzc28ifQ.x');
    expect(forged.status).toBe(401);
  });
});

describe('users and role administration', () => {
  it('lists active users, filtered to a role id', async () => {
    const token = await signIn(rt.url, 'attorney@demo.test');
    const all = await a.get<{ Data: { email: string }[]; Count: number }>('/users?status=active', token);
    expect(all.body.Count).toBe(6);
    const attorneys = await a.get<{ Data: { email: string; full_name: string }[] }>(
      '/users?status=active&roleId=ROLE-ATTORNEY',
      token,
    );
    expect(attorneys.body.Data.map((u) => u.email)).toEqual(['attorney@demo.test']);
    const one = await a.get<{ Data: { email: string; PasswordHash?: string } }>('/users/STF-0006', token);
    expect(one.body.Data.email).toBe('attorney@demo.test');
    expect(one.body.Data).not.toHaveProperty('PasswordHash');
    expect((await a.get('/users/NOPE', token)).body).toEqual({
      message: 'User not found',
      code: 'USER.NOT_FOUND',
    });
  });

  it('refuses the user listing to borrowers and role changes to non-admins', async () => {
    expect((await a.get('/users', await signIn(rt.url, 'borrower@demo.test'))).status).toBe(403);
    const staff = await signIn(rt.url, 'risk@demo.test');
    expect(
      (await a.post('/roles/update-privileges', { RoleId: 'ROLE-STAFF', Privileges: [] }, staff)).status,
    ).toBe(403);
  });

  it('lets the admin change privileges, roles and status, each audited', async () => {
    const admin = await signIn(rt.url, 'admin@demo.test');
    const staffToken = await signIn(rt.url, 'staff@demo.test');
    const grant = await a.post(
      '/roles/update-privileges',
      { RoleId: 'ROLE-STAFF', Privileges: ['Dashboard', 'Loan - Retrieve List'] },
      admin,
    );
    expect(grant.status).toBe(200);
    const now = await a.post<{ privileges: string[] }>('/get-roles-privileges', {}, staffToken);
    expect(now.body.privileges.sort()).toEqual(['Dashboard', 'Loan - Retrieve List']);

    const roles = await a.post(
      '/users/update-roles',
      { UserId: 'STF-0004', Roles: ['Staff', 'Risk Team'] },
      admin,
    );
    expect(roles.status).toBe(200);
    expect((await a.post('/get-roles-privileges', {}, staffToken)).status).toBe(401);

    const off = await a.post('/users/set-status', { UserId: 'STF-0004', Status: 'Inactive' }, admin);
    expect(off.status).toBe(200);
    const again = await a.post('/users/set-status', { UserId: 'STF-0004', Status: 'Inactive' }, admin);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('The user is already inactive.');
    const refused = await a.post('/auth/login', { email: 'staff@demo.test', password: DEMO_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account is inactive. Please contact us for help.');

    const history = await rt.platform.store.history('Account', 'STF-0004');
    const actions = history.map((h) => h.Activity);
    expect(actions).toEqual(expect.arrayContaining(['Roles changed', 'Deactivated']));
    expect(history.find((h) => h.Activity === 'Roles changed')).toMatchObject({
      ActorId: 'STF-0001',
      IpAddress: '127.0.0.1',
    });
    const roleHistory = await rt.platform.store.history('Role', 'ROLE-STAFF');
    expect(roleHistory.at(-1)).toMatchObject({ Activity: 'Privileges changed', ActorId: 'STF-0001' });
  });

  it('audits sign-in failures with the IP', async () => {
    await a.post('/auth/customer/login', { username: 'audit-me@demo.test', password: 'x' });
    const rows = await rt.platform.store.history('SignIn', 'customer:audit-me@demo.test');
    expect(rows.at(-1)).toMatchObject({ Activity: 'Sign-in failed', IpAddress: '127.0.0.1' });
  });
});

describe('cookie sessions for the site', () => {
  it('keeps tokens out of page scripts and requires the CSRF token on writes', async () => {
    const res = await fetch(`${rt.url}/api/auth/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client': 'web' },
      body: JSON.stringify({ username: 'borrower@demo.test', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('access_token');
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('ezc_at='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('ezc_rt='))).toMatch(/HttpOnly/);
    const jar = cookies.map((c) => c.split(';')[0]).join('; ');
    const csrf = /ezc_csrf=([^;]+)/.exec(jar)![1]!;

    const me = await fetch(`${rt.url}/api/auth/me`, { headers: { cookie: jar } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { Data: { home: string; menu: string[] } }).Data).toMatchObject({
      home: '/loan/listing',
      menu: ['profile.personal', 'profile.signature', 'application', 'loanListing', 'loanSigning', 'logout'],
    });

    const noCsrf = await fetch(`${rt.url}/api/auth/logout`, { method: 'POST', headers: { cookie: jar } });
    expect(noCsrf.status).toBe(403);
    expect(await noCsrf.json()).toEqual({ message: 'Invalid or missing CSRF token.', code: 'AUTH.CSRF' });
    const ok = await fetch(`${rt.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: jar, 'x-csrf-token': csrf },
    });
    expect(ok.status).toBe(200);
  });

  it('issues a fresh __Host- CSRF token at every sign-in, never one the browser brought', async () => {
    const planted = 'planted-by-someone-else-0123456789';
    const cookie = `__Host-ezc_csrf=${planted}; ezc_csrf=${planted}`;
    const signInWith = (path: string, body: unknown) =>
      fetch(`${rt.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client': 'web', cookie },
        body: JSON.stringify(body),
      });
    const code = (
      (await a.post<{ code: string }>('/sso/authorization', {
        email: 'signer@demo.test',
        password: DEMO_PASSWORD,
        client_id: 'loan-web',
      })) as { body: { code: string } }
    ).body.code;
    for (const res of [
      await signInWith('/auth/customer/login', { username: 'borrower@demo.test', password: DEMO_PASSWORD }),
      await signInWith('/staff/auth/login', { code }),
    ]) {
      expect(res.status).toBe(200);
      const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-ezc_csrf='))!;
      const attributes = set.split(';').map((p) => p.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['path=/', 'secure', 'samesite=strict']));
      expect(attributes.some((p) => p.startsWith('domain='))).toBe(false);
      const token = /^__Host-ezc_csrf=([^;]+)/.exec(set)![1]!;
      expect(token).not.toBe(planted);
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(res.headers.getSetCookie().some((c) => /^ezc_csrf=[^;]/.test(c))).toBe(false);

      // The browser's jar after the sign-in: the issued token replaced the planted one, so a
      // write carrying the token its planter knows is refused, and the issued one works.
      const browser = applySetCookies(cookie, res.headers.getSetCookie());
      const forged = await fetch(`${rt.url}/api/auth/keep-alive`, {
        method: 'POST',
        headers: { cookie: browser, 'x-csrf-token': planted },
      });
      expect(forged.status).toBe(403);
      const real = await fetch(`${rt.url}/api/auth/keep-alive`, {
        method: 'POST',
        headers: { cookie: browser, 'x-csrf-token': token },
      });
      expect(real.status).toBe(200);
    }
  });

  it("keeps the session's CSRF token when the tokens are refreshed", async () => {
    const login = await fetch(`${rt.url}/api/auth/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client': 'web' },
      body: JSON.stringify({ username: 'borrower@demo.test', password: DEMO_PASSWORD }),
    });
    const jar = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const csrf = /__Host-ezc_csrf=([^;]+)/.exec(jar)![1]!;
    const refreshed = await fetch(`${rt.url}/api/customer-refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client': 'web', 'x-csrf-token': csrf, cookie: jar },
      body: '{}',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().find((c) => c.startsWith('__Host-ezc_csrf='))).toMatch(
      new RegExp(`^__Host-ezc_csrf=${csrf};`),
    );
  });
});

describe('two tabs refreshing at once', () => {
  it('gives the site a grace answer for the token spent a moment ago, but not an API client', async () => {
    const login = await fetch(`${rt.url}/api/auth/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client': 'web' },
      body: JSON.stringify({ username: 'borrower@demo.test', password: DEMO_PASSWORD }),
    });
    const jar = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const csrf = /ezc_csrf=([^;]+)/.exec(jar)![1]!;
    const refresh = () =>
      fetch(`${rt.url}/api/customer-refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client': 'web', 'x-csrf-token': csrf, cookie: jar },
        body: '{}',
      });
    const first = await refresh();
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((c) => c.startsWith('ezc_rt='))).toBe(true);
    // The second tab still sends the old cookie: it gets a new access token and no new refresh token.
    const second = await refresh();
    expect(second.status).toBe(200);
    const cookies = second.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('ezc_at='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('ezc_rt='))).toBe(false);

    const apiLogin = await a.post<Tokens>('/auth/customer/login', {
      username: 'borrower@demo.test',
      password: DEMO_PASSWORD,
    });
    await a.post('/customer-refresh-token', { RefreshToken: apiLogin.body.refresh_token });
    // A header the caller sets buys nothing: the grace belongs to sessions signed in by the site.
    const replay = await a.call('POST', '/customer-refresh-token', {
      body: {},
      headers: { 'x-client': 'web', cookie: `ezc_rt=${apiLogin.body.refresh_token}` },
    });
    expect(replay.status).toBe(401);
    // And the replay was taken for theft: the session is revoked for its current token too.
    expect((await a.get('/auth/me', apiLogin.body.access_token)).status).toBe(401);
  });
});

describe('failure messages in the caller’s language', () => {
  it('answers in Malay for the site’s Malay cookie or Accept-Language, and keeps Unauthorized as it is', async () => {
    const wrong = { username: 'company@demo.test', password: 'Salah#2026' };
    const byHeader = await a.call('POST', '/auth/customer/login', {
      body: wrong,
      headers: { 'accept-language': 'ms-MY,ms;q=0.9' },
    });
    expect(byHeader.body).toEqual({
      message: 'E-mel atau kata laluan tidak sah.',
      code: 'AUTH.INVALID_CREDENTIALS',
    });
    const byCookie = await a.call('POST', '/auth/customer/login', {
      body: wrong,
      headers: { cookie: 'lang=ms' },
    });
    expect(byCookie.body.message).toBe('E-mel atau kata laluan tidak sah.');
    const english = await a.call('POST', '/auth/customer/login', {
      body: wrong,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.body.message).toBe('Invalid email or password.');
    const lost = await a.call('POST', '/get-roles-privileges', { body: {}, headers: { cookie: 'lang=ms' } });
    expect(lost.body).toEqual({ message: 'Unauthorized', code: 'AUTH.UNAUTHORIZED' });
    const missing = await a.call('GET', '/no/such/route', { headers: { 'accept-language': 'ms' } });
    expect(missing.body).toEqual({ message: 'Tidak ditemui', code: 'HTTP.NOT_FOUND' });
  });
});
