import { describe, expect, it } from 'vitest';
import { BackgroundFailure, backgroundSession, credentialsFrom } from './background-session';

/** The site's background login against a stand-in API: what it sends, and what it makes of answers. */
const env = {
  SYSTEM_EMAIL: 'system@ezc.local',
  SYSTEM_PASSWORD: 'a-long-system-password',
  SYSTEM_API_KEY: 'a-long-system-api-key-0001',
  COMMON_CLIENT_ID: 'loan-web',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub(answers: ((url: string, init?: RequestInit) => Response)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init ? { init } : {}) });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return answer(url, init);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const session = (e: Record<string, string | undefined>, fetch: typeof globalThis.fetch, log: string[] = []) =>
  backgroundSession({
    apiOrigin: () => 'http://api.test',
    env: () => e,
    fetch,
    log: (line) => log.push(line),
    now: () => 1_000_000,
  });

describe("the site's background login", () => {
  it('signs in as the system account on the server, then calls with its token, reusing it', async () => {
    const { calls, fetch } = stub([
      () => json(200, { access_token: 'service-token', expires_in: 900 }),
      () => json(200, { Data: [{ Code: 'MY' }] }),
      () => json(200, { Data: [{ Code: 'SG' }] }),
    ]);
    const s = session(env, fetch);
    await expect(s.get('/lists/items?ListName=Country', 'ms')).resolves.toEqual({ Data: [{ Code: 'MY' }] });
    await expect(s.get('/lists/items?ListName=Country', 'en')).resolves.toEqual({ Data: [{ Code: 'SG' }] });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/api/sso/authorisation',
      'http://api.test/api/lists/items?ListName=Country',
      'http://api.test/api/lists/items?ListName=Country',
    ]);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      Username: 'system@ezc.local',
      Password: 'a-long-system-password',
      ApiKey: 'a-long-system-api-key-0001',
      client_id: 'loan-web',
    });
    expect(calls[1]?.init?.headers).toMatchObject({
      authorization: 'Bearer service-token',
      'accept-language': 'ms',
    });
  });

  it('signs in again once when the API no longer takes the token', async () => {
    const { calls, fetch } = stub([
      () => json(200, { access_token: 'old', expires_in: 900 }),
      () => json(401, { message: 'Unauthorized' }),
      () => json(200, { access_token: 'new', expires_in: 900 }),
      () => json(200, { Data: [] }),
    ]);
    await expect(session(env, fetch).get('/lists/items?ListName=Bank', 'en')).resolves.toEqual({ Data: [] });
    expect(calls[3]?.init?.headers).toMatchObject({ authorization: 'Bearer new' });
  });

  it("fails, and logs spec §5's words, when its credentials are missing: nothing is sent", async () => {
    const log: string[] = [];
    const { calls, fetch } = stub([]);
    const s = session({ ...env, SYSTEM_PASSWORD: undefined, COMMON_CLIENT_ID: '' }, fetch, log);
    await expect(s.get('/lists/items?ListName=Bank', 'en')).rejects.toBeInstanceOf(BackgroundFailure);
    await expect(s.problems()).resolves.toEqual([
      'System email or password is missing!',
      'Common client id is missing!',
    ]);
    expect(log).toEqual([
      '[background-login] System email or password is missing! Common client id is missing!',
    ]);
    expect(calls).toEqual([]);
    expect(credentialsFrom({ ...env, SYSTEM_API_KEY: undefined }).problems).toEqual([
      'CRM client id is missing!',
    ]);
  });

  it('fails when the login is refused or the API does not answer', async () => {
    const refused = stub([() => json(400, { message: 'Unknown client.', code: 'AUTH.UNKNOWN_CLIENT' })]);
    const log: string[] = [];
    await expect(
      session(env, refused.fetch, log).get('/lists/items?ListName=Bank', 'en'),
    ).rejects.toBeInstanceOf(BackgroundFailure);
    expect(log).toEqual([
      '[background-login] Background process failed. Please refresh page. (the login answered 400)',
    ]);
    const down = stub([
      () => {
        throw new TypeError('fetch failed');
      },
    ]);
    await expect(session(env, down.fetch).get('/lists/items?ListName=Bank', 'en')).rejects.toBeInstanceOf(
      BackgroundFailure,
    );
  });
});
