import { describe, expect, it } from 'vitest';
import { cookiesFor } from './server-api';

/** A page's request with the cookies the browser sent and the `lang` the middleware chose. */
const page = (sent: string, chosen?: string) =>
  ({
    request: new Request('http://localhost/loan/view/EZC000006', { headers: sent ? { cookie: sent } : {} }),
    cookies: { get: (name: string) => (name === 'lang' && chosen ? { value: chosen } : undefined) },
  }) as unknown as Parameters<typeof cookiesFor>[0];

describe("the cookies a page's API calls carry", () => {
  it('are the browser’s when the language was not changed on this request', () => {
    expect(cookiesFor(page('ezc_at=abc; lang=ms', 'ms'))).toBe('ezc_at=abc; lang=ms');
    expect(cookiesFor(page('ezc_at=abc'))).toBe('ezc_at=abc');
  });

  it('carry the language chosen on this very request, so the API answers in the page’s language', () => {
    expect(cookiesFor(page('lang=en; ezc_at=abc', 'ms'))).toBe('ezc_at=abc; lang=ms');
    expect(cookiesFor(page('ezc_at=abc', 'ms'))).toBe('ezc_at=abc; lang=ms');
  });
});
