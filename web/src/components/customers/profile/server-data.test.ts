import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProfilePage } from './server-data';

/** Just enough of Astro's page object: the URL, the request's cookies, a cookie jar, redirects. */
function fakeAstro(cookieHeader: string, jar: Record<string, string> = {}) {
  const cookies = {
    has: (name: string) => name in jar,
    get: (name: string) => (name in jar ? { value: jar[name] } : undefined),
    set: (name: string, value: string) => {
      jar[name] = value;
    },
    delete: (name: string) => {
      delete jar[name];
    },
  };
  return {
    jar,
    astro: {
      url: new URL('http://localhost:4321/profile?lang=ms'),
      request: new Request('http://localhost:4321/profile', { headers: { cookie: cookieHeader } }),
      cookies,
      redirect: (to: string, status: number) => new Response(null, { status, headers: { Location: to } }),
    } as unknown as Parameters<typeof loadProfilePage>[0],
  };
}

const profile = { CustomerId: 'CUST-000009', FullName: 'Aina', MemberType: 'Online Member' };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('reading the profile while rendering', () => {
  it('calls the API with the visitor’s cookies and CSRF token, and names list values in the page’s language', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.endsWith('/customer/profile/find-one')) return answer(200, { Data: profile });
      if (url.includes('ListName=Country')) {
        return answer(200, {
          Data: [
            { Code: 'AU', Name: 'Australia', NameMs: 'Australia' },
            { Code: 'MY', Name: 'Malaysia', NameMs: 'Malaysia' },
            { Code: 'DE', Name: 'Germany', NameMs: 'Jerman' },
          ],
        });
      }
      if (url.includes('ListName=Nationality')) {
        return answer(200, {
          Data: [{ Code: 'MALAYSIAN', Name: 'Malaysian', NameMs: 'Warganegara Malaysia' }],
        });
      }
      return answer(200, { Data: [] });
    });
    const { astro } = fakeAstro('ezc_at=a; __Host-ezc_csrf=c1');
    const data = await loadProfilePage(astro, 'ms');
    if (data.kind !== 'ready') throw new Error(data.kind);
    expect(data.profile).toEqual(profile);
    expect(data.lists.nationality).toEqual([{ Code: 'MALAYSIAN', Name: 'Warganegara Malaysia' }]);
    // Malaysia first, then by name in the page's language.
    expect(data.lists.country.map((c) => c.Name)).toEqual(['Malaysia', 'Australia', 'Jerman']);
    const findOne = calls.find((c) => c.url.endsWith('/customer/profile/find-one'));
    expect(findOne?.url).toBe('http://localhost:4321/api/customer/profile/find-one');
    expect(findOne?.init.headers).toMatchObject({
      cookie: 'ezc_at=a; __Host-ezc_csrf=c1',
      'X-CSRF-Token': 'c1',
    });
  });

  it('sends the browser back once when the tokens were just rotated, then gives up', async () => {
    vi.stubGlobal('fetch', async () => answer(401, { message: 'Unauthorized' }));
    const { astro, jar } = fakeAstro('ezc_rt=r');
    const first = await loadProfilePage(astro, 'en');
    expect(first.kind).toBe('redirect');
    if (first.kind === 'redirect') expect(first.response.headers.get('Location')).toBe('/profile?lang=ms');
    expect(Object.keys(jar)).toEqual(['ezc_profile_retry']);
    const second = await loadProfilePage(fakeAstro('ezc_at=new', jar).astro, 'en');
    expect(second.kind).toBe('failed');
  });

  it('says it failed when the record cannot be read', async () => {
    vi.stubGlobal('fetch', async () => answer(404, { message: 'Customer not found' }));
    expect((await loadProfilePage(fakeAstro('ezc_at=a').astro, 'en')).kind).toBe('failed');
  });
});
