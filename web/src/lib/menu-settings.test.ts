import { describe, expect, it } from 'vitest';
import { readMenuSettings } from './menu-settings';

const answering =
  (status: number, body: unknown): typeof globalThis.fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const read = (doFetch: typeof globalThis.fetch) =>
  readMenuSettings({ apiOrigin: 'http://api.test', cookieHeader: 'ezc_at=token', fetch: doFetch });

describe('the menu settings the page server reads', () => {
  it('asks for the eKYC setting with the browser’s cookies and follows it', async () => {
    const asked: { url: string; cookie: string | null }[] = [];
    const recording: typeof globalThis.fetch = async (url, init) => {
      asked.push({ url: String(url), cookie: new Headers(init?.headers).get('cookie') });
      return answering(200, { Data: { Enabled: true, IsDefault: false } })(url, init);
    };
    expect(await read(recording)).toEqual({ ekycEnabled: true });
    expect(asked).toEqual([{ url: 'http://api.test/api/settings/ekyc', cookie: 'ezc_at=token' }]);
    expect(await read(answering(200, { Data: { Enabled: false, IsDefault: true } }))).toEqual({
      ekycEnabled: false,
    });
  });

  it('keeps the perform-KYC entry disabled when the setting cannot be read', async () => {
    expect(await read(answering(401, { message: 'Unauthorized' }))).toEqual({ ekycEnabled: false });
    expect(await read(answering(200, { Data: { Enabled: 'yes' } }))).toEqual({ ekycEnabled: false });
    expect(
      await read(async () => {
        throw new TypeError('fetch failed');
      }),
    ).toEqual({ ekycEnabled: false });
  });
});
